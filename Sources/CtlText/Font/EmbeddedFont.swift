import CEmbeddedFonts

/// The bundled font files, linked into the binary by the `CEmbeddedFonts` target (its
/// `Fonts/` folder holds the files and their licences).
///
/// Faces of these fonts read the bytes in place: they are constant data of the binary and
/// live for the whole process, so nothing is copied or freed.
enum EmbeddedFont: CaseIterable, Sendable {
    case interRegular, interBold, dejaVuSans, dejaVuSansBold

    /// The file the bytes come from, in `Sources/CEmbeddedFonts/Fonts`.
    var fileName: String {
        switch self {
        case .interRegular: "Inter-Regular.otf"
        case .interBold: "Inter-Bold.otf"
        case .dejaVuSans: "DejaVuSans.ttf"
        case .dejaVuSansBold: "DejaVuSans-Bold.ttf"
        }
    }

    /// The font file's bytes, read in place (see the type's discussion).
    var bytes: UnsafeRawBufferPointer {
        let which: ctl_embedded_font = switch self {
        case .interRegular: CTL_FONT_INTER_REGULAR
        case .interBold: CTL_FONT_INTER_BOLD
        case .dejaVuSans: CTL_FONT_DEJAVU_SANS
        case .dejaVuSansBold: CTL_FONT_DEJAVU_SANS_BOLD
        }
        var count = 0
        // Every case names an embedded font, so the pointer is not null and `count` bytes follow it.
        let start = ctl_embedded_font_bytes(which, &count)!
        return UnsafeRawBufferPointer(start: start, count: count)
    }
}
