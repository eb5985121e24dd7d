// giflib (Debian's libgif-dev) for the GIF images of SVG documents: the first frame, as
// resvg draws it (the frame's own size, its transparent colour index cleared).
//
// giflib reads through a callback; Swift closures cannot be C function pointers that
// carry state, so the reader over a memory buffer and the whole decode are here in C.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <gif_lib.h>

struct cgif_reader {
    const unsigned char *data;
    size_t size;
    size_t position;
};

// giflib's InputFunc: copies up to `count` bytes from the buffer, fewer at its end.
static int cgif_read(GifFileType *gif, GifByteType *into, int count) {
    struct cgif_reader *r = (struct cgif_reader *)gif->UserData;
    if (count <= 0) return 0;
    size_t left = r->size - r->position;
    size_t n = (size_t)count < left ? (size_t)count : left;
    memcpy(into, r->data + r->position, n);
    r->position += n;
    return (int)n;
}

static int cgif_fail(GifFileType *gif, char *message, int message_size, const char *what) {
    // A read past the end says only "Failed to read from given file": `what` says it better.
    const char *why = gif && gif->Error != D_GIF_ERR_READ_FAILED ? GifErrorString(gif->Error) : NULL;
    snprintf(message, (size_t)message_size, "%s%s%s", what, why ? ": " : "", why ? why : "");
    if (gif) DGifCloseFile(gif, NULL);
    return 1;
}

// Decodes the first frame of the `size` bytes at `data` into straight RGBA8: *pixels
// (malloc'ed, width·height·4 bytes, freed by the caller with free()), *width, *height.
// Returns 0 on success; 1 for data giflib refuses or a GIF without a frame (the reason in
// `message`); 2 when the logical screen or the first frame has more than `max_pixels`
// pixels (*width and *height say which size; nothing is allocated for it).
static inline int cgif_decode_first_frame(const unsigned char *data, unsigned long size, unsigned long max_pixels,
                                          unsigned char **pixels, int *width, int *height,
                                          char *message, int message_size) {
    *pixels = NULL;
    struct cgif_reader reader = { data, size, 0 };
    int error = 0;
    GifFileType *gif = DGifOpen(&reader, cgif_read, &error);
    if (!gif) {
        const char *why = GifErrorString(error);
        snprintf(message, (size_t)message_size, "not a GIF%s%s", why ? ": " : "", why ? why : "");
        return 1;
    }
    if ((unsigned long)gif->SWidth * (unsigned long)gif->SHeight > max_pixels) {
        *width = gif->SWidth;
        *height = gif->SHeight;
        DGifCloseFile(gif, NULL);
        return 2;
    }
    int transparent = -1;
    for (;;) {
        GifRecordType record;
        if (DGifGetRecordType(gif, &record) == GIF_ERROR) return cgif_fail(gif, message, message_size, "cut short");
        if (record == TERMINATE_RECORD_TYPE) return cgif_fail(gif, message, message_size, "no frame");
        if (record == EXTENSION_RECORD_TYPE) {
            int code = 0;
            GifByteType *block = NULL;
            if (DGifGetExtension(gif, &code, &block) == GIF_ERROR) return cgif_fail(gif, message, message_size, "cut short");
            // A graphic control block: 4 bytes after its length byte, bit 0 of the first
            // one flags the transparent index in the fourth.
            if (code == GRAPHICS_EXT_FUNC_CODE && block && block[0] >= 4 && (block[1] & 1)) transparent = block[4];
            while (block) {
                if (DGifGetExtensionNext(gif, &block) == GIF_ERROR) return cgif_fail(gif, message, message_size, "cut short");
            }
            continue;
        }
        if (record != IMAGE_DESC_RECORD_TYPE) continue;
        if (DGifGetImageDesc(gif) == GIF_ERROR) return cgif_fail(gif, message, message_size, "cut short");
        int w = gif->Image.Width, h = gif->Image.Height;
        if (w <= 0 || h <= 0) return cgif_fail(gif, message, message_size, "an empty frame");
        if ((unsigned long)w * (unsigned long)h > max_pixels) {
            *width = w;
            *height = h;
            DGifCloseFile(gif, NULL);
            return 2;
        }
        const ColorMapObject *map = gif->Image.ColorMap ? gif->Image.ColorMap : gif->SColorMap;
        if (!map || !map->Colors || map->ColorCount <= 0) return cgif_fail(gif, message, message_size, "no colour table");
        unsigned char *indices = malloc((size_t)w * (size_t)h);
        unsigned char *out = malloc((size_t)w * (size_t)h * 4);
        if (!indices || !out) {
            free(indices);
            free(out);
            return cgif_fail(gif, message, message_size, "out of memory");
        }
        // Interlaced frames store rows in four passes: every 8th from 0, every 8th from
        // 4, every 4th from 2, every 2nd from 1. Each row read is `w` bytes at row·w, row < h.
        static const int start[4] = { 0, 4, 2, 1 }, step[4] = { 8, 8, 4, 2 };
        int passes = gif->Image.Interlace ? 4 : 1;
        for (int pass = 0; pass < passes; pass++) {
            int first = gif->Image.Interlace ? start[pass] : 0, by = gif->Image.Interlace ? step[pass] : 1;
            for (int row = first; row < h; row += by) {
                if (DGifGetLine(gif, indices + (size_t)row * (size_t)w, w) == GIF_ERROR) {
                    free(indices);
                    free(out);
                    return cgif_fail(gif, message, message_size, "cut short");
                }
            }
        }
        // An index past the colour table, or the transparent one, is a transparent pixel.
        for (size_t i = 0; i < (size_t)w * (size_t)h; i++) {
            int index = indices[i];
            unsigned char *p = out + 4 * i;
            if (index == transparent || index >= map->ColorCount) {
                p[0] = p[1] = p[2] = p[3] = 0;
            } else {
                p[0] = map->Colors[index].Red;
                p[1] = map->Colors[index].Green;
                p[2] = map->Colors[index].Blue;
                p[3] = 255;
            }
        }
        free(indices);
        DGifCloseFile(gif, NULL);
        *pixels = out;
        *width = w;
        *height = h;
        return 0;
    }
}
