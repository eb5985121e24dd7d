import CtlRaster
import CtlSVG
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An image a control draws: a title image, a background, a thumb, a track, an icon mask.
///
/// Like `UIImage`, it has a scale (pixels per point; a file named `name@2x.png` has scale
/// 2), optional cap insets that make it resizable (nine-slice, stretched or tiled), and a
/// rendering mode: a template image keeps only its alpha and takes a tint colour.
///
/// An image made from an SVG file (`load(path:)` of a `.svg`) is vector artwork: `pixmap` is
/// its drawing at scale 1, but each draw draws the SVG again at the canvas' scale (with the
/// same adjustments and template fill), so that it is as sharp at @3x as at @1x.
public struct ControlImage: Hashable, Sendable {
    public var pixmap: Pixmap
    /// Pixels per point. Default: 1, or N for a file named `…@Nx.png`.
    public var scale: Double
    /// Cap insets in points: when set the image is resizable (`resizableImage(withCapInsets:)`);
    /// when nil, drawing it into a rect stretches the whole image.
    public var capInsets: EdgeInsets?
    /// How a resizable image fills the space between its caps. Default: `.stretch`.
    public var resizingMode: NineSlice.Mode
    /// Whether only the image's alpha counts, filled with the tint (UIKit's template
    /// rendering mode). Default: false.
    public var isTemplate: Bool
    /// The SVG the image is drawn from, when it is vector artwork; nil for a bitmap.
    public private(set) var artwork: SVGArtwork?
    /// What was done to the pixels since the image was made, redone on each drawing of the
    /// artwork: colour adjustments and template fills, in order.
    private var edits: [Edit] = []

    private enum Edit: Hashable, Sendable {
        case adjust(ColorAdjustment)
        case fill(Color)

        func apply(to pixmap: inout Pixmap) {
            switch self {
            case .adjust(let a): a.apply(to: &pixmap)
            case .fill(let color): pixmap = Tint.template(pixmap, color: color)
            }
        }
    }

    /// An image of `scale` pixels per point.
    ///
    /// - Throws: `NineSliceError` when the cap insets are negative or do not fit the image.
    public init(_ pixmap: Pixmap, scale: Double = 1, capInsets: EdgeInsets? = nil,
                resizingMode: NineSlice.Mode = .stretch, isTemplate: Bool = false) throws {
        self.pixmap = pixmap
        self.scale = scale
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.isTemplate = isTemplate
        _ = try nineSlice()
    }

    /// Vector artwork: `artwork`, its size in points the SVG's own.
    ///
    /// - Throws: `NineSliceError` when the cap insets are negative or do not fit the image;
    ///   `LimitExceeded` when its drawing at scale 1 is over the limits.
    public init(artwork: SVGArtwork, capInsets: EdgeInsets? = nil, resizingMode: NineSlice.Mode = .stretch,
                isTemplate: Bool = false) throws {
        try self.init(artwork.render(scale: 1), capInsets: capInsets, resizingMode: resizingMode,
                      isTemplate: isTemplate)
        self.artwork = artwork
    }

    /// The PNG at `path`, its scale taken from an `@2x`/`@3x` suffix of the file name; or the
    /// SVG at `path` (a `.svg`), as vector artwork.
    ///
    /// - Throws: `PNGError` when the file is missing or not a PNG; `SVGFileError` (with the
    ///   file, line and column) when an SVG cannot be read.
    public static func load(path: String, capInsets: EdgeInsets? = nil, resizingMode: NineSlice.Mode = .stretch,
                            isTemplate: Bool = false) throws -> ControlImage {
        if SVGArtwork.isSVG(path: path) {
            return try ControlImage(artwork: SVGArtwork(path: path), capInsets: capInsets, resizingMode: resizingMode,
                                    isTemplate: isTemplate)
        }
        let pixmap = try PNG.read(path: path)
        return try ControlImage(pixmap, scale: scale(ofFileNamed: path), capInsets: capInsets,
                                resizingMode: resizingMode, isTemplate: isTemplate)
    }

    /// N for a file named `name@Nx.png` (N a positive number), else 1.
    public static func scale(ofFileNamed path: String) -> Double {
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        guard stem.hasSuffix("x"), let at = stem.lastIndex(of: "@") else { return 1 }
        let number = stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]
        guard isDecimal(number), let n = Double(number), n > 0 else { return 1 }
        return n
    }

    /// Whether `text` is digits, optionally a point and more digits (`2`, `1.5`; not `.5`, `2.`).
    private static func isDecimal(_ text: Substring) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return (1...2).contains(parts.count)
            && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isWholeNumber } }
    }

    /// The size in points (an SVG's own size, for vector artwork).
    public var size: Size {
        artwork?.size ?? Size(width: Double(pixmap.width) / scale, height: Double(pixmap.height) / scale)
    }

    /// The image with a colour adjustment applied to its pixels (darkened, faded).
    public func adjusted(_ adjustments: [ColorAdjustment]) -> ControlImage {
        var copy = self
        for a in adjustments {
            a.apply(to: &copy.pixmap)
            copy.edits.append(.adjust(a))
        }
        return copy
    }

    /// The image filled with `color` where it is opaque, as a template image is drawn, and no
    /// longer a template.
    public func filled(with color: Color) -> ControlImage {
        var copy = self
        copy.pixmap = Tint.template(pixmap, color: color)
        copy.edits.append(.fill(color))
        copy.isTemplate = false
        return copy
    }

    /// The image with other cap insets and resizing mode (UIKit's
    /// `resizableImage(withCapInsets:resizingMode:)`); vector artwork stays vector artwork.
    ///
    /// - Throws: `NineSliceError` when the cap insets are negative or do not fit the image.
    public func resizable(capInsets: EdgeInsets?, resizingMode: NineSlice.Mode) throws -> ControlImage {
        var copy = self
        copy.capInsets = capInsets
        copy.resizingMode = resizingMode
        _ = try copy.nineSlice()
        return copy
    }

    /// The image as a bitmap of `scale` pixels per point: vector artwork drawn again at that
    /// scale with its edits; a bitmap as it is.
    ///
    /// - Throws: `LimitExceeded` when the drawing is over the limits.
    public func bitmap(scale: Double) throws -> ControlImage {
        guard let artwork else { return self }
        var copy = self
        copy.pixmap = try artwork.render(scale: scale)
        for edit in edits { edit.apply(to: &copy.pixmap) }
        copy.scale = scale
        copy.artwork = nil
        copy.edits = []
        return copy
    }

    /// Draws the image into `rect`: nine-sliced by its cap insets, else stretched whole. A
    /// template image is filled with `tint` (black when nil). Vector artwork is drawn at the
    /// canvas' scale. In a mirrored (right-to-left) drawing the image keeps its orientation:
    /// its rect is where the layout put it, its pixels are not flipped.
    public func draw(in canvas: inout Canvas, rect: Rect, tint: Color? = nil) {
        canvas.drawKeepingOrientation(in: rect) { canvas in drawUnmirrored(in: &canvas, rect: rect, tint: tint) }
    }

    private func drawUnmirrored(in canvas: inout Canvas, rect: Rect, tint: Color?) {
        if let artwork {
            let fill = isTemplate ? tint ?? .black : nil
            artwork.draw(on: &canvas, in: rect, capInsets: capInsets, mode: resizingMode) { pixmap in
                for edit in edits { edit.apply(to: &pixmap) }
                if let fill { pixmap = Tint.template(pixmap, color: fill) }
            }
            return
        }
        let source = isTemplate ? Tint.template(pixmap, color: tint ?? .black) : pixmap
        if capInsets != nil, var slice = try? nineSlice(source) {
            slice.mode = resizingMode
            canvas.draw(slice, in: rect)
        } else {
            canvas.drawImage(source, in: rect)
        }
    }

    /// Draws the image at its own size with its top-left corner at `origin`.
    public func draw(in canvas: inout Canvas, at origin: Point, tint: Color? = nil) {
        draw(in: &canvas, rect: Rect(origin: origin, size: size), tint: tint)
    }

    private func nineSlice(_ source: Pixmap? = nil) throws -> NineSlice? {
        guard let capInsets else { return nil }
        return try NineSlice(image: source ?? pixmap, scale: scale, insets: capInsets, mode: resizingMode)
    }
}
