import ArgumentParser
import CtlRaster
import CtlSVG
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `ctlrender slice IN.png --cap-insets T,L,B,R --size WxH [--resizing-mode stretch|tile] [--scale S] -o OUT.png`.
struct SliceCommand: ParsableCommand, QuietCommand {
    static let configuration = CommandConfiguration(
        commandName: "slice",
        abstract: "Resize a PNG or SVG by its cap insets (nine-slice), stretching or tiling the middle.",
        discussion: """
            The image is cut into 3×3 parts by the cap insets (top,left,bottom,right, in points, \
            as UIKit's UIEdgeInsets). Corners keep their size; the edges and the centre are \
            stretched or tiled to fill WxH points. An inset of 0 leaves fewer parts (0,5,0,5 \
            is a 3-part horizontal image). A size smaller than the caps shrinks them. The \
            input is taken as an image at --scale pixels per point (an SVG is drawn at \
            --scale, its size in points its own), and the output is ⌈W·S⌉×⌈H·S⌉ pixels. Example: ctlrender slice button@2x.png --cap-insets 0,5,0,5 \
            --size 300x44 --scale 2 -o wide@2x.png
            """)

    @Argument(help: ArgumentHelp("The image to resize (PNG, at --scale pixels per point, or SVG, drawn at "
                                 + "--scale); - for standard input (a PNG).", valueName: "in.png"))
    var input: String

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Cap insets in points, T,L,B,R (UIKit's order, e.g. 4,10,4,10) or one number for "
                               + "all four: the corners keep their size and the rest stretches or tiles.",
                               valueName: "t,l,b,r"),
            transform: Parse.insets)
    var capInsets: EdgeInsets

    @Option(parsing: .unconditional, help: ArgumentHelp("The size to fill, in points (e.g. 300x44).", valueName: "WxH"),
            transform: Parse.size)
    var size: Size

    @Option(help: ArgumentHelp("How the edges and the centre fill: stretch or tile. Default: stretch.",
                               valueName: "mode"))
    var resizingMode: NineSlice.Mode?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Pixels per point, of the input image (an SVG is drawn at it) and of the output. "
                               + "Default: 1.", valueName: "s"),
            transform: Parse.number)
    var scale: Double = 1

    @OptionGroup var background: BackgroundOption

    @Option(name: [.short, .customLong("output")],
            help: ArgumentHelp("The PNG to write, - for standard output.", valueName: "out.png"))
    var output: String

    @Flag(name: .shortAndLong, help: ArgumentHelp(Console.quietHelp))
    var quiet = false

    var isQuiet: Bool { quiet }

    func validate() throws {
        guard scale > 0 else {
            throw ValidationError("--scale must be a finite number greater than 0, not \(scale)")
        }
        guard [capInsets.top, capInsets.left, capInsets.bottom, capInsets.right].allSatisfy({ $0 >= 0 }) else {
            throw ValidationError("--cap-insets must be 0 or more points each: a cap cannot be negative")
        }
        _ = try SliceCommand.pixelSize(size, scale: scale)
        try OutputPath.checkFile(output, example: "sliced.png")
    }

    func run() throws {
        let image = SVGArtwork.isSVG(path: input) ? try SVGArtwork(path: input).render(scale: scale)
                                                  : try PNG.read(path: input)
        let slice: NineSlice
        do {
            slice = try NineSlice(image: image, scale: scale, insets: capInsets, mode: resizingMode ?? .stretch)
        } catch let error as NineSliceError {
            throw InputFileError(path: input, option: "--cap-insets", reason: "\(error)")
        }
        let (w, h) = try SliceCommand.pixelSize(size, scale: scale)
        let stretched = try slice.render(width: w, height: h, scale: scale, size: size)
        try OutputPath.write(background.apply(to: stretched), to: output)
    }

    /// The output's pixel size, ⌈W·S⌉×⌈H·S⌉, within the pixmap limits.
    static func pixelSize(_ size: Size, scale: Double) throws -> (Int, Int) {
        // The small allowance keeps 10 × 1.1 from becoming 12 pixels.
        func pixels(_ v: Double) -> Double { max(1, (v * scale - 1e-9).rounded(.up)) }
        let (w, h) = (pixels(size.width), pixels(size.height))
        let limit = Double(Pixmap.maxDimension)
        guard w <= limit, h <= limit, (try? Pixmap.validate(width: Int(w), height: Int(h))) != nil else {
            throw ValidationError("--size at --scale \(scale) makes a \(w)×\(h)-pixel image, too large: at most "
                + "\(Pixmap.maxDimension) pixels a side and \(Pixmap.maxPixelCount) pixels in all")
        }
        return (Int(w), Int(h))
    }
}


/// An input file that was read but cannot be used with the options given.
struct InputFileError: Error, CustomStringConvertible {
    let path: String
    let option: String
    let reason: String

    var description: String { "\(path): \(reason) (\(option))" }
}
