import CtlControls
import CtlRaster

/// What makes cap insets unusable, checked when a manifest is read so that a bad value is an
/// error naming the asset and the key, never a crash or a loop as long as the value.
extension Resizing {
    /// The largest inset accepted, in points: no image is larger than this many pixels.
    public static let maxInset = Double(Pixmap.maxDimension)

    /// Why `insets` cannot be cap insets (not a finite number, negative, or past `maxInset`),
    /// naming the edge; nil when they can.
    public static func problem(with insets: EdgeInsets) -> String? {
        let edges = [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)]
        for (edge, v) in edges {
            guard v.isFinite else { return "the \(edge) inset must be a finite number of points, not \(v)" }
            guard v >= 0 else { return "cap insets must not be negative (the \(edge) inset is \(number(v)))" }
            guard v <= maxInset else {
                return "the \(edge) inset of \(number(v)) points is larger than any image (at most \(number(maxInset)))"
            }
        }
        return nil
    }

    /// Why these caps leave no stretchable centre (of at least one point) in an image of `size`
    /// points, or why the image cannot keep one point size at every scale; nil when fine.
    public func problem(inImageOf size: Size) -> String? {
        let p = pointInsets
        for (axis, length) in [("width", size.width), ("height", size.height)] where length != length.rounded() {
            return "a resizable image must measure whole points, to be the same size at every scale "
                + "(its \(axis) is \(Self.number(length)) points)"
        }
        for (axis, length, a, b, names) in [("width", size.width, p.left, p.right, "left + right"),
                                            ("height", size.height, p.top, p.bottom, "top + bottom")]
        where a + b > 0 && a + b + 1 > length {
            return "the caps \(names) (\(Self.number(a)) + \(Self.number(b)) points, rounded up to whole points) "
                + "leave no stretchable point in the image's \(Self.number(length))-point \(axis)"
        }
        return nil
    }

    /// Why `source`'s image (when its size is known before drawing: a scene's, an SVG's, or a control's
    /// given size) cannot hold these caps; nil when it can or the size follows from the caps.
    func problem(for source: Asset.Source) -> String? {
        switch source {
        case .scene(let scene):
            return problem(inImageOf: Size(width: Double(scene.width), height: Double(scene.height)))
        case .svg(_, let size):
            return problem(inImageOf: size)
        case .control(let spec):
            guard let requested = spec.options.size else { return nil }
            let environment = ControlEnvironment(look: spec.options.look, tint: spec.options.tint)
            let size = spec.control.sizing(in: environment).resolve(AssetRenderer.wholePoints(requested),
                                                                    control: spec.kind.name, look: spec.options.look).size
            return problem(inImageOf: size)
        }
    }

    static func number(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}
