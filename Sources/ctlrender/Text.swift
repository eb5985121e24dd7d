import ArgumentParser
import CtlRaster
import CtlScene
import CtlText
import CtlUnicode
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `ctlrender text "Title" [--font NAME|PATH] [--font-size PT] [--direction D] [--text-color C] [--scale S]
/// -o OUT.png`, or `--json` for the layout.
struct TextCommand: ParsableCommand, QuietCommand {
    static let configuration = CommandConfiguration(
        commandName: "text",
        abstract: "Draw one line of text into a PNG just large enough to hold it.",
        discussion: """
            The image is as wide as the text's advance and as tall as the font's ascent plus \
            descent, times the scale, each rounded up; the baseline is at the ascent. The text \
            is shaped with HarfBuzz (kerning, ligatures, Arabic joining) and drawn as outlines \
            with exact-area anti-aliasing on a transparent background (or --background). \
            The text is one paragraph of the Unicode Bidirectional Algorithm (UAX #9): its runs \
            are put in visual order, right-to-left runs drawn right to left with mirrored \
            brackets; --direction auto takes the paragraph's direction from its first strong \
            letter (Hebrew, Arabic: right to left). \
            Characters the font lacks come from the --font-dir folders, \(FontSearchPath.variable)'s \
            and the system's fonts, chosen by script, then from the bundled DejaVu Sans \
            (CTLRENDER_SYSTEM_FONTS=0 leaves the system's out). Fonts: \
            \(FontLibrary.knownNames.joined(separator: ", ")), the path of a .ttf/.otf/.ttc file, \
            or a folder of font files (all of them, in name order, the first one primary).

            With --json, prints the layout instead of drawing (no -o): {"lines": [{"direction", \
            "width", "glyphs": [{"cluster", "level", "x", "advance", "glyph"}]}]}, the glyphs in \
            visual order (left to right on the image); cluster is the index of the first Unicode \
            scalar of the glyph's cluster in the text, level its resolved bidi embedding level \
            (odd: right to left), glyph its index in its font, x (the glyph's origin from the \
            left end of the line), advance and width in points at --font-size (--scale does not \
            change them).
            """)

    @Argument(help: ArgumentHelp("The text to draw (one line, not empty).", valueName: "text"))
    var text: String

    @Option(help: ArgumentHelp("A bundled font name, the path of a font file, or a folder of font files.", valueName: "name|path"))
    var font = "system"

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The font size in points, greater than 0 and at most 1000. Default: 17.",
                               valueName: "pt"),
            transform: Parse.number)
    var fontSize: Double = 17

    @Option(help: ArgumentHelp("The paragraph's direction: auto (from its first strong letter), ltr or rtl. "
                               + "Default: auto.", valueName: "auto|ltr|rtl"),
            transform: TextCommand.direction)
    var direction: ParagraphDirection = .auto

    @Option(help: OptionHelp.colour("The text's colour. Default: black."), transform: Parse.color)
    var textColor: Color = .black

    @Option(parsing: .unconditional, help: ArgumentHelp("Pixels per point. Default: 1.", valueName: "s"),
            transform: Parse.number)
    var scale: Double = 1

    @OptionGroup var fontFolders: FontFolderOption

    @OptionGroup var background: BackgroundOption

    @Option(name: [.short, .customLong("output")],
            help: ArgumentHelp("The PNG to write, - for standard output (not with --json).", valueName: "out.png"))
    var output: String?

    @Flag(help: ArgumentHelp("Print the layout as JSON on standard output instead of drawing (see above)."))
    var json = false

    @Flag(name: .shortAndLong, help: ArgumentHelp(Console.quietHelp))
    var quiet = false

    var isQuiet: Bool { quiet }

    func validate() throws {
        guard !text.isEmpty else { throw ValidationError("the text must not be empty") }
        guard !text.contains(where: \.isNewline) else {
            throw ValidationError("the text must be one line (it contains a line break)")
        }
        guard fontSize > 0, fontSize <= TextOp.maxSize else {
            throw ValidationError("--font-size must be a number of points greater than 0 and at most "
                + "\(Int(TextOp.maxSize)), not \(fontSize)")
        }
        guard scale > 0 else {
            throw ValidationError("--scale must be a finite number greater than 0, not \(scale)")
        }
        guard !font.isEmpty else { throw ValidationError("--font must not be empty") }
        if json {
            guard output == nil else {
                throw ValidationError("--json prints the layout on standard output; remove -o")
            }
            return
        }
        guard let output else { throw ValidationError("Missing expected argument '-o <out.png>' (or give --json)") }
        try OutputPath.checkFile(output, example: "text.png")
    }

    func run() throws {
        fontFolders.apply()
        let font = try FontLibrary.shared.font(named: font)
        guard let output, !json else {
            let line = ShapedLine.shape(text, font: font, size: fontSize, direction: direction)
            Console.output(TextLayoutJSON.text(of: [line]))
            return
        }
        let image = try TextImage.render(text, font: font, size: fontSize, color: textColor, scale: scale,
                                         direction: direction)
        try OutputPath.write(background.apply(to: image), to: output)
    }

    /// `auto`, `ltr` or `rtl`.
    static func direction(_ text: String) throws -> ParagraphDirection {
        guard let direction = ParagraphDirection(rawValue: text) else {
            throw InvalidArgument("not a direction: use auto, ltr or rtl")
        }
        return direction
    }
}
