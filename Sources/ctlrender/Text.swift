import ArgumentParser
import CtlRaster
import CtlScene
import CtlText
import Foundation

/// `ctlrender text "Title" [--font NAME|PATH] [--size PT] [--color C] [--scale S] -o OUT.png`.
struct TextCommand: ParsableCommand, QuietCommand {
    static let configuration = CommandConfiguration(
        commandName: "text",
        abstract: "Draw one line of text into a PNG just large enough to hold it.",
        discussion: """
            The image is as wide as the text's advance and as tall as the font's ascent plus \
            descent, times the scale, each rounded up; the baseline is at the ascent. The text \
            is shaped with HarfBuzz (kerning, ligatures, Arabic joining) and drawn as outlines \
            with exact-area anti-aliasing on a transparent background. Characters the font \
            lacks are drawn with the bundled DejaVu Sans. Fonts: \
            \(FontLibrary.knownNames.joined(separator: ", ")), the path of a .ttf/.otf/.ttc file, \
            or a folder of font files (all of them, in name order, the first one primary).
            """)

    @Argument(help: ArgumentHelp("The text to draw (one line, not empty).", valueName: "text"))
    var text: String

    @Option(help: ArgumentHelp("A bundled font name, the path of a font file, or a folder of font files.", valueName: "name|path"))
    var font = "system"

    @Option(help: ArgumentHelp("The font size in points, greater than 0 and at most 1000.", valueName: "pt"))
    var size: Double = 17

    @Option(help: ArgumentHelp("The text colour: #rgb, #rgba, #rrggbb, #rrggbbaa or a CSS colour name.",
                               valueName: "colour"))
    var color = "black"

    @Option(help: ArgumentHelp("Pixels per point.", valueName: "s"))
    var scale: Double = 1

    @Option(name: [.short, .customLong("output")],
            help: ArgumentHelp("The PNG to write, - for standard output.", valueName: "out.png"))
    var output: String

    @Flag(name: .shortAndLong, help: ArgumentHelp(Console.quietHelp))
    var quiet = false

    var isQuiet: Bool { quiet }

    func validate() throws {
        guard !text.isEmpty else { throw ValidationError("the text must not be empty") }
        guard !text.contains(where: \.isNewline) else {
            throw ValidationError("the text must be one line (it contains a line break)")
        }
        guard size.isFinite, size > 0, size <= TextOp.maxSize else {
            throw ValidationError("--size must be a number of points greater than 0 and at most "
                + "\(Int(TextOp.maxSize)), not \(size)")
        }
        guard scale.isFinite, scale > 0 else {
            throw ValidationError("--scale must be a finite number greater than 0, not \(scale)")
        }
        guard !font.isEmpty else { throw ValidationError("--font must not be empty") }
        _ = try TintCommand.parseColor(color)
        try OutputPath.checkFile(output, example: "text.png")
    }

    func run() throws {
        let font = try FontLibrary.shared.font(named: font)
        let image = try TextImage.render(text, font: font, size: size, color: try TintCommand.parseColor(color),
                                    scale: scale)
        try OutputPath.write(image, to: output)
    }
}
