#ifndef CTL_EMBEDDED_FONTS_H
#define CTL_EMBEDDED_FONTS_H

#include <stddef.h>

// The bundled font files, linked into the binary: EmbeddedFonts.S includes each file's
// bytes (.incbin) in read-only data, so an installed ctlrender is one file and needs
// no resource folder beside it. The files and their licences are in Fonts/.

// The embedded fonts, in the order of EmbeddedFonts.S.
typedef enum ctl_embedded_font {
    CTL_FONT_INTER_REGULAR = 0,     // Fonts/Inter-Regular.otf
    CTL_FONT_INTER_BOLD = 1,        // Fonts/Inter-Bold.otf
    CTL_FONT_DEJAVU_SANS = 2,       // Fonts/DejaVuSans.ttf
    CTL_FONT_DEJAVU_SANS_BOLD = 3,  // Fonts/DejaVuSans-Bold.ttf
} ctl_embedded_font;

// The bytes of the font file `font`, with their count in `*count`; NULL (and a count of 0)
// for a value that names no embedded font. The bytes are constant and live as long as the
// process: they may be read in place, never written or freed.
const unsigned char *ctl_embedded_font_bytes(ctl_embedded_font font, size_t *count);

#endif
