#include "CEmbeddedFonts.h"

// The first byte of each file and the byte after its last, defined in EmbeddedFonts.S.
// Swift cannot import arrays of unknown size, hence this accessor.
extern const unsigned char ctl_inter_regular[], ctl_inter_regular_end[];
extern const unsigned char ctl_inter_bold[], ctl_inter_bold_end[];
extern const unsigned char ctl_dejavu_sans[], ctl_dejavu_sans_end[];
extern const unsigned char ctl_dejavu_sans_bold[], ctl_dejavu_sans_bold_end[];

const unsigned char *ctl_embedded_font_bytes(ctl_embedded_font font, size_t *count) {
    const unsigned char *start, *end;
    switch (font) {
    case CTL_FONT_INTER_REGULAR: start = ctl_inter_regular; end = ctl_inter_regular_end; break;
    case CTL_FONT_INTER_BOLD: start = ctl_inter_bold; end = ctl_inter_bold_end; break;
    case CTL_FONT_DEJAVU_SANS: start = ctl_dejavu_sans; end = ctl_dejavu_sans_end; break;
    case CTL_FONT_DEJAVU_SANS_BOLD: start = ctl_dejavu_sans_bold; end = ctl_dejavu_sans_bold_end; break;
    default: *count = 0; return NULL;
    }
    *count = (size_t)(end - start);
    return start;
}
