// libjpeg (Debian's libjpeg62-turbo) for the JPEG images of SVG documents.
//
// libjpeg reports errors by calling error_exit, which by default exits the process;
// Swift cannot longjmp, so the whole decode runs here in C, under a setjmp that the
// error handler jumps back to, and returns a status and libjpeg's message.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>

struct cjpeg_error {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
};

static void cjpeg_error_exit(j_common_ptr info) {
    struct cjpeg_error *e = (struct cjpeg_error *)info->err;
    (*info->err->format_message)(info, e->message);
    longjmp(e->jump, 1);
}

// Warnings (corrupt but decodable data) are not printed.
static void cjpeg_output_message(j_common_ptr info) { (void)info; }

// Decodes `size` bytes at `data` into straight RGBA8, alpha 255: *pixels (malloc'ed,
// width·height·4 bytes, freed by the caller with free()), *width, *height.
// Returns 0 on success; 1 for data libjpeg refuses (its message in `message`); 2 when
// the image has more than `max_pixels` pixels (nothing is allocated for it).
static inline int cjpeg_decode(const unsigned char *data, unsigned long size, unsigned long max_pixels,
                               unsigned char **pixels, int *width, int *height,
                               char *message, int message_size) {
    struct jpeg_decompress_struct cinfo;
    struct cjpeg_error err;
    unsigned char *volatile out = NULL;
    *pixels = NULL;
    memset(&cinfo, 0, sizeof cinfo);
    cinfo.err = jpeg_std_error(&err.base);
    err.base.error_exit = cjpeg_error_exit;
    err.base.output_message = cjpeg_output_message;
    err.message[0] = 0;
    if (setjmp(err.jump)) {
        snprintf(message, (size_t)message_size, "%s", err.message);
        jpeg_destroy_decompress(&cinfo);
        free(out);
        return 1;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, size);
    jpeg_read_header(&cinfo, TRUE);
    if (cinfo.image_width == 0 || cinfo.image_height == 0 ||
        (unsigned long)cinfo.image_width * (unsigned long)cinfo.image_height > max_pixels) {
        *width = (int)cinfo.image_width;
        *height = (int)cinfo.image_height;
        jpeg_destroy_decompress(&cinfo);
        return 2;
    }
    cinfo.out_color_space = JCS_EXT_RGBA;
    jpeg_start_decompress(&cinfo);
    size_t stride = (size_t)cinfo.output_width * 4;
    out = malloc(stride * cinfo.output_height);
    if (!out) {
        snprintf(message, (size_t)message_size, "out of memory");
        jpeg_destroy_decompress(&cinfo);
        return 1;
    }
    // Each call writes one row of `stride` bytes inside the buffer of output_height rows.
    while (cinfo.output_scanline < cinfo.output_height) {
        JSAMPROW row = out + stride * cinfo.output_scanline;
        jpeg_read_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_decompress(&cinfo);
    *width = (int)cinfo.output_width;
    *height = (int)cinfo.output_height;
    jpeg_destroy_decompress(&cinfo);
    *pixels = out;
    return 0;
}
