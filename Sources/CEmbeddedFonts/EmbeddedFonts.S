// The bundled font files as read-only data in the binary, each between a start symbol
// and an end symbol (read through ctl_embedded_font_bytes in EmbeddedFonts.c).
//
// The assembler finds the files through the target's header search path (".", set in
// Package.swift). It does not track them as dependencies: after replacing a font file,
// touch this file (or clean the build) so that the new bytes are linked in.
//
// One source for ELF (Linux, x86-64 and arm64) and Mach-O (macOS): the file is run
// through the C preprocessor first. Each statement is on its own line, because ";"
// separates statements in some assemblers and starts a comment in others (arm64 Mach-O).

#if defined(__APPLE__)
// Mach-O: C symbols carry a leading underscore; constant data goes in __TEXT,__const;
// .private_extern keeps the symbols out of a dynamic library's exports.
#define SYMBOL(name) _##name
#define HIDE(name) .private_extern name
    .section __TEXT,__const
#else
// ELF: .rodata; .hidden keeps the symbols out of a shared library's exports.
#define SYMBOL(name) name
#define HIDE(name) .hidden name
    .section .rodata
#endif

    .globl SYMBOL(ctl_inter_regular)
    .globl SYMBOL(ctl_inter_regular_end)
    HIDE(SYMBOL(ctl_inter_regular))
    HIDE(SYMBOL(ctl_inter_regular_end))
    .balign 16
SYMBOL(ctl_inter_regular):
    .incbin "Fonts/Inter-Regular.otf"
SYMBOL(ctl_inter_regular_end):

    .globl SYMBOL(ctl_inter_bold)
    .globl SYMBOL(ctl_inter_bold_end)
    HIDE(SYMBOL(ctl_inter_bold))
    HIDE(SYMBOL(ctl_inter_bold_end))
    .balign 16
SYMBOL(ctl_inter_bold):
    .incbin "Fonts/Inter-Bold.otf"
SYMBOL(ctl_inter_bold_end):

    .globl SYMBOL(ctl_dejavu_sans)
    .globl SYMBOL(ctl_dejavu_sans_end)
    HIDE(SYMBOL(ctl_dejavu_sans))
    HIDE(SYMBOL(ctl_dejavu_sans_end))
    .balign 16
SYMBOL(ctl_dejavu_sans):
    .incbin "Fonts/DejaVuSans.ttf"
SYMBOL(ctl_dejavu_sans_end):

    .globl SYMBOL(ctl_dejavu_sans_bold)
    .globl SYMBOL(ctl_dejavu_sans_bold_end)
    HIDE(SYMBOL(ctl_dejavu_sans_bold))
    HIDE(SYMBOL(ctl_dejavu_sans_bold_end))
    .balign 16
SYMBOL(ctl_dejavu_sans_bold):
    .incbin "Fonts/DejaVuSans-Bold.ttf"
SYMBOL(ctl_dejavu_sans_bold_end):

#if !defined(__APPLE__)
// No executable stack is needed (without this note, the linker may assume one).
    .section .note.GNU-stack,"",%progbits
#endif
