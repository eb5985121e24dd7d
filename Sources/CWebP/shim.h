// libwebp (Debian's libwebp-dev) for the WebP images of SVG documents: the header's
// features (size, alpha, animation) first, then a decode into a buffer the caller
// allocated for exactly that size (an animation's first frame found by the demuxer).
#include <webp/decode.h>
// The demuxer, for the first frame of an animation.
#include <webp/demux.h>
// The encoder, for the tests that make WebP images to read.
#include <webp/encode.h>
