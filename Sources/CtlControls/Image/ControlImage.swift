import CtlRaster
import Foundation

/// An image a control draws: a title image, a background, a thumb, a track, an icon mask.
///
/// Like `UIImage`, it has a scale (pixels per point; a file named `name@2x.png` has scale
/// 2), optional cap insets that make it resizable (nine-slice, stretched or tiled), and a
/// rendering mode: a template image keeps only its alpha and takes a tint colour.
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

    /// The PNG at `path`, its scale taken from an `@2x`/`@3x` suffix of the file name.
    ///
    /// - Throws: `PNGError` when the file is missing or not a PNG.
    public static func load(path: String, capInsets: EdgeInsets? = nil, resizingMode: NineSlice.Mode = .stretch,
                            isTemplate: Bool = false) throws -> ControlImage {
        let pixmap = try PNG.read(path: path)
        return try ControlImage(pixmap, scale: scale(ofFileNamed: path), capInsets: capInsets,
                                resizingMode: resizingMode, isTemplate: isTemplate)
    }

    /// N for a file named `name@Nx.png` (N a positive number), else 1.
    public static func scale(ofFileNamed path: String) -> Double {
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        guard let at = stem.range(of: #"@[0-9]+(\.[0-9]+)?x$"#, options: .regularExpression),
              let n = Double(stem[at].dropFirst().dropLast()), n > 0 else { return 1 }
        return n
    }

    /// The size in points.
    public var size: Size { Size(width: Double(pixmap.width) / scale, height: Double(pixmap.height) / scale) }

    /// The image with a colour adjustment applied to its pixels (darkened, faded).
    public func adjusted(_ adjustments: [ColorAdjustment]) -> ControlImage {
        var copy = self
        for a in adjustments { a.apply(to: &copy.pixmap) }
        return copy
    }

    /// Draws the image into `rect`: nine-sliced by its cap insets, else stretched whole. A
    /// template image is filled with `tint` (black when nil).
    public func draw(in canvas: inout Canvas, rect: Rect, tint: Color? = nil) {
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
