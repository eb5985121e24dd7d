import CtlRaster

extension PaintServer {
    /// The server with its objectBoundingBox units answered by `box` (then in user space, as
    /// usvg turns them): nil when it needs a box and `box` has no area (it paints nothing).
    func resolvingBoundingBox(_ box: Rect?) -> PaintServer? {
        let unit = Bounds.unitTransform(box)
        switch self {
        case .color:
            return self
        case .linear(var g):
            guard g.units == .objectBoundingBox else { return self }
            guard let unit else { return nil }
            g.transform = g.transform.concatenating(unit)
            g.units = .userSpace
            return .linear(g)
        case .radial(var g):
            guard g.units == .objectBoundingBox else { return self }
            guard let unit else { return nil }
            g.transform = g.transform.concatenating(unit)
            g.units = .userSpace
            return .radial(g)
        case .pattern(var p):
            if p.units == .objectBoundingBox {
                guard let unit else { return nil }
                p.rect = unit.apply(p.rect)
                p.units = .userSpace
            }
            // Content in objectBoundingBox units is scaled by the box (not moved: the tile's
            // origin is already the box's); a viewBox takes precedence over it.
            if p.contentUnits == .objectBoundingBox {
                guard let box, box.width > 0, box.height > 0 else { return nil }
                if p.viewBox == nil {
                    var scaled = TreeGroup(element: "pattern")
                    scaled.transform = .scale(box.width, box.height)
                    scaled.children = p.children
                    p.children = [.group(scaled)]
                }
                p.contentUnits = .userSpace
            }
            return .pattern(p)
        }
    }

    /// The server in another space: `map` takes the space it is in now to the new one
    /// (a colour is the same everywhere).
    func mapped(by map: Transform) -> PaintServer {
        switch self {
        case .color:
            return self
        case .linear(var g):
            g.transform = g.transform.concatenating(map)
            return .linear(g)
        case .radial(var g):
            g.transform = g.transform.concatenating(map)
            return .radial(g)
        case .pattern(var p):
            p.transform = p.transform.concatenating(map)
            return .pattern(p)
        }
    }
}
