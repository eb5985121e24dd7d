import ArgumentParser
import CtlJSON
import CtlRaster
import CtlScene
import CtlSVG
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `ctlrender tint IN.png|IN.svg --color C [--scale S] [-o OUT.png]`.
struct TintCommand: ParsableCommand, QuietCommand {
    static let configuration = CommandConfiguration(
        commandName: "tint",
        abstract: "Fill a PNG's or SVG's shape with a colour, keeping only its alpha (a template image).",
        discussion: """
            Each output pixel is the colour with its alpha multiplied by the input's alpha \
            there; the input's colours are ignored (UIKit's template rendering mode). An \
            SVG is drawn at --scale pixels per point (its size in points its own). Without -o, the output is written beside the input with "-tinted" added to its \
            name, before any @2x/@3x suffix: icon.png gives icon-tinted.png, tab@2x.png \
            gives tab-tinted@2x.png.
            """)

    @Argument(help: ArgumentHelp("The image whose alpha is used (PNG or SVG); - for standard input (a PNG; "
                                 + "then -o is needed).", valueName: "in.png"))
    var input: String

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Pixels per point an SVG input is drawn at (a PNG is taken as it is). Default: 1.",
                               valueName: "s"),
            transform: Parse.number)
    var scale: Double?

    @Option(help: OptionHelp.colour("The colour filling the shape."), transform: Parse.color)
    var color: Color

    @OptionGroup var background: BackgroundOption

    @Option(name: [.short, .customLong("output")],
            help: ArgumentHelp("The PNG to write, - for standard output (default: IN-tinted.png beside the "
                               + "input).", valueName: "out.png"))
    var output: String?

    @Flag(name: .shortAndLong, help: ArgumentHelp(Console.quietHelp))
    var quiet = false

    var isQuiet: Bool { quiet }

    func validate() throws {
        if let scale {
            guard scale > 0 else { throw ValidationError("--scale must be a finite number greater than 0, not \(scale)") }
            guard SVGArtwork.isSVG(path: input) else {
                throw ValidationError("--scale is for an SVG input: a PNG is tinted at its own pixels")
            }
        }
        if let output {
            try OutputPath.checkFile(output, example: URL(fileURLWithPath: TintCommand.defaultOutput(
                for: input == InputFile.standardInput ? "image.png" : input)).lastPathComponent)
        } else if input == InputFile.standardInput {
            throw ValidationError("an image read from standard input (-) needs -o: a file, or - for standard output")
        }
    }

    func run() throws {
        let image = SVGArtwork.isSVG(path: input) ? try SVGArtwork(path: input).render(scale: scale ?? 1)
                                                  : try PNG.read(path: input)
        let tinted = Tint.template(image, color: color)
        try OutputPath.write(background.apply(to: tinted), to: output ?? TintCommand.defaultOutput(for: input))
    }

    /// The range of `stem`'s `@Nx` ending (N digits, optionally a point and more digits), if any.
    private static func scaleSuffix(of stem: String) -> Range<String.Index>? {
        guard stem.hasSuffix("x"), let at = stem.lastIndex(of: "@") else { return nil }
        let parts = stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]
            .split(separator: ".", omittingEmptySubsequences: false)
        let isNumber = (1...2).contains(parts.count)
            && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isWholeNumber } }
        return isNumber ? at..<stem.endIndex : nil
    }

    /// `icon.png` → `icon-tinted.png`, `tab@2x.png` → `tab-tinted@2x.png`, in the input's folder.
    static func defaultOutput(for input: String) -> String {
        let url = URL(fileURLWithPath: input)
        var stem = url.deletingPathExtension().lastPathComponent
        var suffix = ""
        if let at = scaleSuffix(of: stem) {
            suffix = String(stem[at])
            stem.removeSubrange(at)
        }
        let ext = url.pathExtension.isEmpty ? "png" : url.pathExtension
        let name = "\(stem)-tinted\(suffix).\(ext)"
        let folder = InputFile.folder(of: input)
        return folder.isEmpty ? name : PathText.appending(name, to: folder)
    }
}
