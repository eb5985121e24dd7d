// zlib, for gzip-compressed SVG documents (.svgz).
#include <zlib.h>

// inflateInit2 is a macro (it passes zlib's version and the stream's size): a stream that
// reads the gzip format only (window bits 15 + 16), as a .svgz file is.
static inline int czlib_inflate_init_gzip(z_streamp stream) {
    return inflateInit2(stream, 15 + 16);
}

// The same for deflateInit2: a stream that writes the gzip format (the tests make .svgz files).
static inline int czlib_deflate_init_gzip(z_streamp stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
}
