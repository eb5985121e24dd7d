/// An image drawn at any size by keeping its corners and stretching or tiling the rest
/// (UIKit's `resizableImage(withCapInsets:resizingMode:)`, Skia's `drawImageNine`).
///
/// The cap insets cut the image into a 3×3 grid. Corners are drawn at their own size,
/// the top and bottom edges stretch or tile horizontally, the left and right edges
/// vertically, and the centre both ways. A zero inset on an axis leaves two parts on it
/// (a zero inset on both sides of an axis, one part), which gives the 3-part and plain
/// stretch cases. Insets are in points of the image, which has `scale` pixels per point;
/// the cuts they make are rounded to whole image pixels.
///
/// Each part is drawn as its own image, sampled only inside its part of the image, and
/// the boundaries between parts land on whole device pixels when the canvas transform
/// has no rotation or skew. So a one-pixel middle column is replicated exactly, parts
/// meet without seams, and a cap drawn at the image's own scale copies its pixels.
///
/// When the insets leave no centre on an axis (insets that add up to the image's size)
/// and the destination is larger than the caps, the pixel column (row) just after the
/// left (top) cap — the last one when the cap reaches the end — fills the middle.
public struct NineSlice: Hashable, Sendable {
    /// How the edges and the centre fill their part of the destination.
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        /// Scaled to fit (UIKit's `.stretch`). Default.
        case stretch
        /// Repeated at the image's scale from the part's top-left corner, the last copy
        /// cut off (UIKit's `.tile`). Edges are still stretched across their thickness.
        case tile
    }

    /// The whole image.
    public let image: Pixmap
    /// Pixels of the image per point.
    public let scale: Double
    /// The caps, in points of the image.
    public let insets: EdgeInsets
    /// Default: `.stretch`.
    public var mode: Mode
    /// How parts drawn at another size than their own are sampled. Default: `.bilinear`.
    public var filter: ImageFilter

    /// The caps in image pixels.
    let leftPixels, rightPixels, topPixels, bottomPixels: Int

    /// A nine-slice image.
    ///
    /// - Parameters:
    ///   - image: The whole image.
    ///   - scale: Pixels of the image per point. Default: 1.
    ///   - insets: The caps in points; the cuts they make are rounded to whole image pixels.
    ///   - mode: Default: `.stretch`.
    ///   - filter: Default: `.bilinear`.
    /// - Throws: `NineSliceError` when the scale is not a positive number, an inset is
    ///   negative or not a number, or the insets of an axis add up to more than the image.
    public init(image: Pixmap, scale: Double = 1, insets: EdgeInsets, mode: Mode = .stretch,
                filter: ImageFilter = .bilinear) throws {
        guard scale.isFinite, scale > 0 else { throw NineSliceError.invalidScale(scale) }
        for (name, v) in [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom),
                          ("right", insets.right)] {
            guard v.isFinite, v >= 0 else { throw NineSliceError.invalidInset(edge: name, value: v) }
        }
        // Checked in points (in pixels, to avoid dividing), then the cuts rounded to whole
        // pixels: rounding keeps their order, so the caps still fit.
        let (w, h) = (Double(image.width), Double(image.height))
        guard insets.left * scale + insets.right * scale <= w + 1e-9,
              insets.top * scale + insets.bottom * scale <= h + 1e-9 else {
            throw NineSliceError.insetsTooLarge(insets: insets, scale: scale,
                                                width: image.width, height: image.height)
        }
        func cut(_ v: Double, _ limit: Int) -> Int { max(0, min(limit, Int(v.rounded()))) }
        let l = cut(insets.left * scale, image.width), t = cut(insets.top * scale, image.height)
        let r = image.width - max(l, cut(w - insets.right * scale, image.width))
        let b = image.height - max(t, cut(h - insets.bottom * scale, image.height))
        self.image = image
        self.scale = scale
        self.insets = insets
        self.mode = mode
        self.filter = filter
        (leftPixels, rightPixels, topPixels, bottomPixels) = (l, r, t, b)
    }

    /// UIKit's `stretchableImage(withLeftCapWidth:topCapHeight:)`: a left cap, a middle
    /// one point wide that stretches, and a right cap of the rest; the same vertically.
    ///
    /// A cap of 0 stretches the whole image along that axis. The middle is one point as
    /// UIKit computes it: one pixel at scale 1, `scale` pixels at scale `scale`.
    ///
    /// - Throws: `NineSliceError` when a cap is negative or leaves no point for the middle.
    public static func stretchable(image: Pixmap, scale: Double = 1, leftCapWidth: Double,
                                   topCapHeight: Double) throws -> NineSlice {
        guard scale.isFinite, scale > 0 else { throw NineSliceError.invalidScale(scale) }
        func caps(_ cap: Double, _ pixels: Int, _ edge: String) throws -> (Double, Double) {
            guard cap.isFinite, cap >= 0 else { throw NineSliceError.invalidInset(edge: edge, value: cap) }
            guard cap > 0 else { return (0, 0) }
            let points = Double(pixels) / scale
            guard cap + 1 <= points else {
                throw NineSliceError.noStretchableMiddle(edge: edge, cap: cap, points: points)
            }
            return (cap, points - cap - 1)
        }
        let (left, right) = try caps(leftCapWidth, image.width, "left")
        let (top, bottom) = try caps(topCapHeight, image.height, "top")
        return try NineSlice(image: image, scale: scale,
                             insets: EdgeInsets(top: top, left: left, bottom: bottom, right: right))
    }
}

/// Why a nine-slice image could not be made.
public enum NineSliceError: Error, CustomStringConvertible, Equatable {
    case invalidScale(Double)
    case invalidInset(edge: String, value: Double)
    case insetsTooLarge(insets: EdgeInsets, scale: Double, width: Int, height: Int)
    case noStretchableMiddle(edge: String, cap: Double, points: Double)

    public var description: String {
        switch self {
        case .invalidScale(let s):
            return "the image scale must be a finite number greater than 0, not \(s)"
        case .invalidInset(let edge, let v):
            return "the \(edge) cap inset must be a finite number of points, 0 or more, not \(v)"
        case .insetsTooLarge(let i, let s, let w, let h):
            let points = "\(NineSliceError.format(Double(w) / s))×\(NineSliceError.format(Double(h) / s))"
            return "cap insets \(NineSliceError.format(i.top)),\(NineSliceError.format(i.left)),"
                + "\(NineSliceError.format(i.bottom)),\(NineSliceError.format(i.right)) (top,left,bottom,right) "
                + "are larger than the image: it is \(points) points (\(w)×\(h) pixels at scale "
                + "\(NineSliceError.format(s))), and left + right must not exceed its width nor top + bottom its height"
        case .noStretchableMiddle(let edge, let cap, let points):
            return "a \(edge) cap of \(NineSliceError.format(cap)) points leaves no point to stretch in an image "
                + "\(NineSliceError.format(points)) points across: the cap must be at most \(NineSliceError.format(points - 1))"
        }
    }

    /// `3` rather than `3.0`.
    static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}
