#include <png.h>
#include <zlib.h>

// The simplified API's format constants are macros built from other macros;
// Swift does not import them, so they are restated here as constants.
static const png_uint_32 CPNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
static const png_uint_32 CPNG_IMAGE_VERSION = PNG_IMAGE_VERSION;

// PNG_IMAGE_FAILED is a macro too.
static inline int cpng_image_failed(png_imagep image) {
    return PNG_IMAGE_FAILED(*image);
}

// deflateInit2 is a macro (it passes zlib's version and the stream's size): a zlib
// stream for PNG's IDAT data (deflate, 32 KiB window, default memory level).
static inline int cpng_deflate_init(z_streamp stream, int level, int strategy) {
    return deflateInit2(stream, level, Z_DEFLATED, 15, 8, strategy);
}
