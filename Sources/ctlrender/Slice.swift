import ArgumentParser
import CtlRaster
import Foundation

/// `ctlrender slice IN.png --insets T,L,B,R --size WxH [--mode stretch|tile] [--scale S] -o OUT.png`.
struct SliceCommand: ParsableCommand, QuietCommand {
    static let configuration = CommandConfiguration(
        commandName: "slice",
        abstract: "Resize a PNG by its cap insets (nine-slice), stretching or tiling the middle.",
        discussion: """
            The image is cut into 3×3 parts by the insets (top,left,bottom,right, in points, \
            as UIKit's UIEdgeInsets). Corners keep their size; the edges and the centre are \
            stretched or tiled to fill WxH points. An inset of 0 leaves fewer parts (0,5,0,5 \
            is a 3-part horizontal image). A size smaller than the caps shrinks them. The \
            input is taken as an image at --scale pixels per point, and the output is \
            ⌈W·S⌉×⌈H·S⌉ pixels. Example: ctlrender slice button@2x.png --insets 0,5,0,5 \
            --size 300x44 --scale 2 -o wide@2x.png
            """)

    @Argument(help: ArgumentHelp("The image to resize (PNG), at --scale pixels per point; - for "
                                 + "standard input.", valueName: "in.png"))
    var input: String

    @Option(help: ArgumentHelp("Cap insets in points: top,left,bottom,right (e.g. 4,10,4,10).",
                               valueName: "t,l,b,r"))
    var insets: String

    @Option(help: ArgumentHelp("The size to fill, in points (e.g. 300x44).", valueName: "wxh"))
    var size: String

    @Option(help: ArgumentHelp("How the edges and the centre fill: stretch or tile.", valueName: "mode"))
    var mode: NineSlice.Mode = .stretch

    @Option(help: ArgumentHelp("Pixels per point, of the input image and of the output.", valueName: "s"))
    var scale: Double = 1

    @Option(name: [.short, .customLong("output")],
            help: ArgumentHelp("The PNG to write, - for standard output.", valueName: "out.png"))
    var output: String

    @Flag(name: .shortAndLong, help: ArgumentHelp(Console.quietHelp))
    var quiet = false

    var isQuiet: Bool { quiet }

    func validate() throws {
        guard scale.isFinite, scale > 0 else {
            throw ValidationError("--scale must be a finite number greater than 0, not \(scale)")
        }
        _ = try SliceCommand.parseInsets(insets)
        _ = try SliceCommand.pixelSize(try SliceCommand.parseSize(size), scale: scale)
        try OutputPath.checkFile(output, example: "sliced.png")
    }

    func run() throws {
        let image = try PNG.read(path: input)
        let slice: NineSlice
        do {
            slice = try NineSlice(image: image, scale: scale, insets: try SliceCommand.parseInsets(insets), mode: mode)
        } catch let error as NineSliceError {
            throw InputFileError(path: input, option: "--insets", reason: "\(error)")
        }
        let points = try SliceCommand.parseSize(size)
        let (w, h) = try SliceCommand.pixelSize(points, scale: scale)
        let stretched = try slice.render(width: w, height: h, scale: scale,
                                         size: Size(width: points.width, height: points.height))
        try OutputPath.write(stretched, to: output)
    }

    /// `T,L,B,R`: four finite numbers, 0 or more.
    static func parseInsets(_ text: String) throws -> EdgeInsets {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4, parts.allSatisfy({ $0 != nil }) else {
            throw ValidationError("--insets must be four numbers top,left,bottom,right (e.g. 4,10,4,10), not \"\(text)\"")
        }
        let v = parts.map { $0! }
        guard v.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            throw ValidationError("--insets must be finite numbers of points, 0 or more, not \"\(text)\"")
        }
        return EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }

    /// `WxH`: two finite numbers greater than 0.
    static func parseSize(_ text: String) throws -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Double($0) }
        guard parts.count == 2, let w = parts[0], let h = parts[1] else {
            throw ValidationError("--size must be WIDTHxHEIGHT in points (e.g. 300x44), not \"\(text)\"")
        }
        guard w.isFinite, h.isFinite, w > 0, h > 0 else {
            throw ValidationError("--size must have a finite width and height greater than 0, not \"\(text)\"")
        }
        return Size(width: w, height: h)
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

extension NineSlice.Mode: ExpressibleByArgument {}

/// An input file that was read but cannot be used with the options given.
struct InputFileError: Error, CustomStringConvertible {
    let path: String
    let option: String
    let reason: String

    var description: String { "\(path): \(reason) (\(option))" }
}
