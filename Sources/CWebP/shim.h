// libwebp (Debian's libwebp-dev) for the WebP images of SVG documents: the header's
// features (size, alpha, animation) first, then a decode into a buffer the caller
// allocated for exactly that size.
#include <webp/decode.h>
// The encoder, for the tests that make WebP images to read.
#include <webp/encode.h>
