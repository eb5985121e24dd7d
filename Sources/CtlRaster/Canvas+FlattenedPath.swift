/// A path flattened once for a canvas, to be filled again without flattening it again
/// (text draws the same title at the same place many times: see CtlText's line cache).
///
/// It holds the device-space segments `fill(_:paint:rule:transform:)` would make from the
/// path, with what they depend on: the device transform (the call's transform, then the
/// canvas'), the canvas size (the flattener culls to it) and the path-segment limit. Filling
/// it on a canvas in that same state composites exactly what filling the path would.
public struct FlattenedPath: Sendable {
    let flat: FlatPath
    let device: Transform
    let width: Int
    let height: Int
    let segmentLimit: Int

    /// An estimate of the bytes held.
    public var byteCount: Int {
        64 + flat.points.count * MemoryLayout<Point>.stride + flat.contours.count * MemoryLayout<FlatPath.Contour>.stride
    }
}

extension Canvas {
    /// `path` flattened as `fill(path, paint:rule:transform:)` would flatten it in the canvas'
    /// current state; nil when that fill would flatten nothing (a non-finite number, a
    /// transform that collapses the plane) or would go over the path-segment limit: fill the
    /// path itself then, which draws nothing or reports the limit.
    public func flattenedForFill(_ path: Path, transform: Transform = .identity) -> FlattenedPath? {
        let device = transform.concatenating(self.transform)
        guard path.isFinite, device.isFinite, device.determinant != 0 else { return nil }
        var flat = FlatPath()
        let limit = limits.pathSegments
        guard Flattener.flatten(path, transform: device, clip: clipBounds, maxPoints: limit, into: &flat) else {
            return nil
        }
        return FlattenedPath(flat: flat, device: device, width: width, height: height, segmentLimit: limit)
    }

    /// Whether `flattened` was made for the canvas' current state with `transform` (the same
    /// device transform, to the bit, the same size and the same path-segment limit), so that
    /// `fill(_:paint:rule:)` may draw it.
    public func canFill(_ flattened: FlattenedPath, transform: Transform = .identity) -> Bool {
        let device = transform.concatenating(self.transform)
        return flattened.width == width && flattened.height == height
            && flattened.segmentLimit == limits.pathSegments
            && device.a.bitPattern == flattened.device.a.bitPattern && device.b.bitPattern == flattened.device.b.bitPattern
            && device.c.bitPattern == flattened.device.c.bitPattern && device.d.bitPattern == flattened.device.d.bitPattern
            && device.e.bitPattern == flattened.device.e.bitPattern && device.f.bitPattern == flattened.device.f.bitPattern
    }

    /// Fills a path flattened by `flattenedForFill` in this state (`canFill` is true): the
    /// same pixels as filling the path with the transform it was flattened with.
    public mutating func fill(_ flattened: FlattenedPath, paint: Paint, rule: FillRule = .nonzero) {
        precondition(flattened.width == width && flattened.height == height,
                     "a flattened path is filled on a canvas of the size it was flattened for")
        draw(flattened.flat, rule: rule, paint: paint, paintTransform: flattened.device)
    }
}
