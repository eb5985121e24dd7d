#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
#else
import Foundation
#endif

/// Turns a path and a stroke style into the stroke's outline: closed polygons in device
/// space that, filled with the nonzero rule, cover what the stroke covers.
///
/// The geometry is built in user space and only then mapped by the transform, so a
/// non-uniform scale or a skew shapes the pen as SVG asks. The path is first flattened to
/// a centre line (`Centerline`), cut into dashes (`Dasher`) when the style has any, and
/// each contour then becomes one outline, never a union of overlapping pieces: an
/// exact-area rasterizer averages the winding number over a pixel, so pieces overlapping
/// along an edge would make a dark seam on a translucent stroke.
///
/// - An open contour is one polygon: the left offset forwards, the end cap, the right
///   offset backwards, the start cap. (Left is the side of `(d.y, -d.x)` for a direction d;
///   every polygon runs the same way round, so overlapping pieces add, never cancel.)
/// - A closed contour is two polygons: the left offset forwards and the right offset
///   backwards. Whichever is outside, the nonzero rule fills the ring and not the hole.
/// - At a vertex the outer side gets the join (miter, round, bevel; between the pieces of
///   one curve a round join, which for their small angles is a single point where the
///   offset lines meet). The inner side is cut at the point where the two offset lines
///   cross when both segments are long enough for that to be exact (then the outline is a
///   simple polygon), and otherwise goes through the vertex itself, as Skia does: the
///   outline then winds twice over part of the stroke, which the nonzero rule fills once.
/// - A contour of zero length draws a dot with round caps, a square with square caps
///   (axis-aligned in user space), and nothing with butt caps.
/// - Width 0 is a hairline: the centre line is mapped to device space and stroked there one
///   pixel wide, keeping the style's caps, joins and dashes (dash lengths in user units),
///   so a hairline looks like its wide stroke drawn thin.
enum Stroker {
    /// The most chords a full turn of a round join, cap or dot is cut into, however wide the stroke.
    static let maxArcSegmentsPerTurn = 1024

    /// The outline of `path` stroked with `style`, mapped by `transform`.
    ///
    /// Contours whose stroke lies wholly outside `clip` (device space) are left out.
    /// Returns an empty path when the width or the transform cannot be drawn.
    ///
    /// With `shortcuts` (the default), a path of separate straight segments takes
    /// `separateSegments`, which makes the same outline; tests turn it off to compare.
    ///
    /// - Throws: `LimitExceeded` past `maxDashes` dashes (default: the limits'), or once the outline holds more
    ///   than `maxPoints` points (checked contour by contour, before the next one is built).
    static func stroke(_ path: Path, style: StrokeStyle, transform: Transform, clip: Rect?,
                       storage: Storage? = nil, shortcuts: Bool = true,
                       maxPoints: Int = RenderLimits.current.pathSegments,
                       maxDashes: Int? = nil) throws(LimitExceeded) -> FlatPath {
        let scale = transform.maxScale
        guard style.width.isFinite, style.width >= 0, transform.isFinite, transform.determinant != 0,
              scale.isFinite, scale > 0 else { return FlatPath() }
        let isHairline = style.width == 0
        let deviceHalfWidth = isHairline ? 0.5 : style.width / 2 * scale
        let miterLimit = style.miterLimit.isNaN ? 4 : max(1, style.miterLimit)
        // How far, in half-widths, an outline point may lie from the centre line: a miter,
        // a square cap's corner (√2), the corner between two pieces of a curve (≤ √2).
        let reach = max(2.0.squareRoot(), style.join == .miter ? miterLimit : 1)
        let cull = clip.map { (clip: $0, transform: transform, padding: deviceHalfWidth * reach + 1) }

        // Where a centre line reaching absurdly far is cut (see Stroker+FarCut).
        let farBox = clip.flatMap { Centerline.farBox(clip: $0, transform: transform) }
        let pattern = Dasher.pattern(style.dash)
        if shortcuts, !isHairline, pattern == nil,
           let outline = separateSegments(path, epsilon: Flattener.tolerance / scale * 1e-6, cull: cull, farBox: farBox,
                                          style: style, transform: transform, deviceHalfWidth: deviceHalfWidth,
                                          miterLimit: miterLimit, storage: storage) {
            return outline
        }
        var line = storage?.takeLine() ?? Centerline(epsilon: 0)
        let built = Centerline.build(path, tolerance: Flattener.tolerance / scale, deviceHalfWidth: deviceHalfWidth,
                                     cull: cull, maxPoints: maxPoints, into: &line)
        defer { storage?.line = line }
        guard built else {
            throw LimitExceeded(limit: .pathSegments, requested: line.points.count, allowed: maxPoints,
                                what: "a stroked path", isLowerBound: true)
        }
        if let pattern {
            var dashed = storage?.takeDashedLine() ?? Centerline(epsilon: 0)
            try Dasher.dash(line, pattern: pattern, offset: style.dashOffset,
                            maxDashes: maxDashes ?? RenderLimits.current.dashes, into: &dashed)
            swap(&line, &dashed)
            storage?.dashedLine = dashed
        }
        if let farBox, line.reaches(outside: farBox) {
            var near = Centerline(epsilon: 0)
            line.cut(to: farBox, into: &near)
            swap(&line, &near)
        }
        if isHairline {
            var mapped = storage?.takeMappedLine() ?? Centerline(epsilon: 0)
            line.mapped(by: transform, epsilon: Flattener.tolerance * 1e-6, into: &mapped)
            swap(&line, &mapped)
            storage?.mappedLine = mapped
        }
        // A hairline's centre line is in device space already.
        let outlineTransform = isHairline ? Transform.identity : transform
        let halfWidth = isHairline ? 0.5 : style.width / 2
        guard let storage else {
            var outline = Outline()
            return try outline.build(line, maxPoints: maxPoints, transform: outlineTransform, halfWidth: halfWidth,
                                     deviceHalfWidth: deviceHalfWidth, style: style, miterLimit: miterLimit)
        }
        // One access to the storage for the whole outline.
        return try storage.outline.build(line, maxPoints: maxPoints, transform: outlineTransform, halfWidth: halfWidth,
                                         deviceHalfWidth: deviceHalfWidth, style: style, miterLimit: miterLimit)
    }
}

extension Stroker {
    /// Builds a stroke's outline polygon by polygon from its centre line.
    struct Outline {
        private(set) var path = FlatPath()
        /// The stroke's geometry: what every point of its outline is computed from.
        private(set) var pen = Pen()

        /// The polygon being emitted.
        var polygon = PolygonBuffer()
        /// A contour's right side while `Pen.sides` walks it (see there).
        private var rightSide = PolygonBuffer()

        /// The arc steps of the last few widths this outline was started with.
        private var arcs = ArcCache()

        init(transform: Transform, halfWidth: Double, deviceHalfWidth: Double, style: StrokeStyle,
             miterLimit: Double) {
            start(transform: transform, halfWidth: halfWidth, deviceHalfWidth: deviceHalfWidth, style: style,
                  miterLimit: miterLimit)
        }

        /// An outline to `start` later (a `Storage` keeps one from stroke to stroke).
        init() {}

        /// Empties the outline for a new stroke of half width `halfWidth` (in the centre line's
        /// space; `deviceHalfWidth` on the device), keeping its arrays' storage.
        mutating func start(transform: Transform, halfWidth: Double, deviceHalfWidth: Double, style: StrokeStyle,
                            miterLimit: Double) {
            let arc = arcs.step(deviceHalfWidth: deviceHalfWidth)
            pen = Pen(transform: transform, halfWidth: halfWidth, cap: style.cap, join: style.join,
                      miterMinOnePlusCos: 2 / (miterLimit * miterLimit), arc: arc)
            // Every polygon is ended (emptied) within the stroke that began it, and the right
            // side is emptied per contour, so only the path holds the last stroke's points.
            Self.empty(&path.points)
            Self.empty(&path.contours)
        }

        /// Empties `array`, keeping its storage. A thin stroke's outline has a handful of
        /// points, which `removeLast` drops faster than `removeAll(keepingCapacity:)`'s
        /// general range replacement (the elements are plain values, nothing to destroy).
        @inline(__always)
        private static func empty<T>(_ array: inout [T]) {
            if array.count <= 16 {
                while !array.isEmpty { array.removeLast() }
            } else {
                array.removeAll(keepingCapacity: true)
            }
        }

        /// `start`, then the outline of `line`.
        /// - Throws: `LimitExceeded` once it holds more than `maxPoints` points.
        mutating func build(_ line: Centerline, maxPoints: Int, transform: Transform, halfWidth: Double,
                            deviceHalfWidth: Double, style: StrokeStyle,
                            miterLimit: Double) throws(LimitExceeded) -> FlatPath {
            start(transform: transform, halfWidth: halfWidth, deviceHalfWidth: deviceHalfWidth, style: style,
                  miterLimit: miterLimit)
            guard add(line, maxPoints: maxPoints) else {
                throw LimitExceeded(limit: .pathSegments, requested: path.points.count, allowed: maxPoints,
                                    what: "a stroke's outline", isLowerBound: true)
            }
            return path
        }

        /// Adds the outline of every contour of `line`; stops, returning false, once the
        /// outline holds more than `maxPoints` points.
        mutating func add(_ line: Centerline, maxPoints: Int = .max) -> Bool {
            path.points.reserveCapacity(min(maxPoints, path.points.count + 2 * line.points.count
                                                + 4 * line.contours.count))
            // Half a turn of arc: the most points one round join or cap adds.
            let halfTurn = Int(min(Double(Stroker.maxArcSegmentsPerTurn), (Double.pi / pen.arcStep).rounded(.up))) + 2
            for c in line.contours {
                // What this contour can add at most, before any of it is built, so that one
                // contour cannot take more than the limit: two sides of points, an arc at
                // each corner (a curve's inner vertices add a point), two caps.
                let corners = line.isCorner[c.range].reduce(0) { $1 ? $0 + 1 : $0 }
                let most = 2 * c.count + (corners + 2) * halfTurn + 8
                guard most <= maxPoints - path.points.count else { return false }
                if c.count == 1 {
                    dot(at: line.points[c.start], direction: c.direction)
                } else {
                    addContour(c, of: line)
                }
            }
            return path.points.count <= maxPoints
        }

        private mutating func addContour(_ c: Centerline.Contour, of line: Centerline) {
            // A contour of the line covers points (and their parallel corner marks, which
            // Centerline adds and removes with them) c.start ..< c.start + k, k ≥ 2 here;
            // `sides` reads vertices 0..<k from these bases.
            let k = c.count
            line.points.withUnsafeBufferPointer { points in
                line.isCorner.withUnsafeBufferPointer { corners in
                    let first = points.baseAddress! + c.start
                    let marks = corners.baseAddress! + c.start
                    if !c.isClosed && k == 2 {
                        let v = first[1] - first[0], l = v.length
                        addSegment(from: first[0], to: first[1], direction: l > 0 ? v / l : Point(1, 0))
                        return
                    }
                    // A→B→A (closed, two points): both joins are reversals, round or flat.
                    // Stroked as the open segment with those ends, it is one polygon
                    // instead of two lying over each other.
                    let isClosed = c.isClosed && k > 2
                    let ends = pen.sides(first, marks, count: k, isClosed: isClosed, left: &polygon, right: &rightSide)
                    if isClosed {
                        endPolygon()
                        polygon.append(reversing: rightSide)
                        endPolygon()
                    } else {
                        let shape: LineCap = c.isClosed ? (pen.join == .round ? .round : .butt) : pen.cap
                        pen.cap(shape, at: first[k - 1], direction: ends.last, into: &polygon)
                        polygon.append(reversing: rightSide)
                        pen.cap(shape, at: first[0], direction: -ends.first, into: &polygon)
                        endPolygon()
                    }
                    rightSide.removeAll()
                }
            }
        }

        /// Whether every coordinate of `points` is finite. x − x is 0 for a finite x and NaN
        /// otherwise, and a sum of zeros and NaNs is 0 only without NaNs: two vector subtractions
        /// and additions per pair of points, without a branch per coordinate.
        @inline(__always)
        static func areFinite(_ points: UnsafeBufferPointer<Point>) -> Bool {
            var even = SIMD2<Double>(), odd = SIMD2<Double>()
            let n = points.count
            var i = 0
            // i + 1 < n: both points lie in the buffer (and i + 2 ≤ n cannot overflow).
            while i &+ 1 < n {
                let p = points[i], q = points[i &+ 1]
                let u = SIMD2(p.x, p.y), v = SIMD2(q.x, q.y)
                even += u - u
                odd += v - v
                i &+= 2
            }
            if i < n {
                let p = points[i]
                let u = SIMD2(p.x, p.y)
                even += u - u
            }
            let sum = even + odd
            return sum.x == 0 && sum.y == 0
        }

        /// Ends the current polygon and adds it to `path`, unless it encloses nothing or has a
        /// point that is not finite.
        mutating func endPolygon() {
            let points = polygon.points
            defer { polygon.removeAll() }
            guard points.count >= 3, Self.areFinite(points) else { return }
            path.contours.append(FlatPath.Contour(start: path.points.count, count: points.count, isClosed: true))
            path.points.append(contentsOf: points)
        }
    }
}

extension Stroker {
    /// What a stroke's outline points are computed from: the transform, the half width, the
    /// caps and joins. Its methods emit points into a polygon buffer that the `Outline` holds
    /// beside it.
    struct Pen {
        /// Maps the geometry (built in the centre line's space) to device space.
        let transform: Transform
        /// Whether `transform` only translates (most strokes: identity).
        let isTranslation: Bool
        /// Half the stroke's width, in the centre line's space.
        let halfWidth: Double
        let cap: LineCap
        let join: LineJoin
        /// The least 1 + cos φ (φ the turn between two segments) that keeps a miter:
        /// the miter ratio 1/cos(φ/2) stays within the limit L iff 1 + cos φ ≥ 2/L².
        let miterMinOnePlusCos: Double
        /// The widest angle that one chord of a round join, cap or dot spans.
        let arcStep: Double
        let cosArcStep: Double
        /// The steps of a round cap's half turn.
        let halfTurn: ArcRotation

        init(transform: Transform = .identity, halfWidth: Double = 0.5, cap: LineCap = .butt,
             join: LineJoin = .miter, miterMinOnePlusCos: Double = 0.5, arc: ArcStep = .hairline) {
            self.transform = transform
            isTranslation = transform.a == 1 && transform.b == 0 && transform.c == 0 && transform.d == 1
            self.halfWidth = halfWidth
            self.cap = cap
            self.join = join
            self.miterMinOnePlusCos = miterMinOnePlusCos
            arcStep = arc.angle
            cosArcStep = arc.cosine
            halfTurn = arc.halfTurn
        }

        /// Walks a contour of `k` vertices `p` (corner marks `corners`) once, emitting both of
        /// its offsets with their joins: the left side (of the directions (d.y, −d.x)) forwards
        /// into `left`; and into `right` the left side of the reversed contour, vertex by vertex
        /// forwards but each vertex's points in reverse, so that `right` read backwards is what a
        /// walk of the reversed contour emits. At a vertex the reversed contour comes in along
        /// −d1 and leaves along −d0, so its offsets are −n1 and −n0, its cross product −(d0 × d1)
        /// and its dot product d0 · d1, the same numbers the reversed walk would compute.
        /// Returns the directions of the first and last segments.
        fileprivate func sides(_ p: UnsafePointer<Point>, _ corners: UnsafePointer<Bool>, count k: Int, isClosed: Bool,
                           left: inout PolygonBuffer, right: inout PolygonBuffer) -> (first: Point, last: Point) {
            // Segment j runs from vertex j to vertex j + 1 (to vertex 0 for j = k − 1, closed).
            // j < k, so both indices lie in 0..<k.
            @inline(__always) func segment(_ j: Int) -> (d: Point, length: Double) {
                let v = p[j + 1 == k ? 0 : j + 1] - p[j]
                let l = v.length
                return (l > 0 ? v / l : Point(1, 0), l)
            }
            var previous = segment(isClosed ? k - 1 : 0)
            let firstDirection = previous.d
            if !isClosed {
                emit(p[0] + self.left(previous.d), into: &left)
                emit(p[0] + self.left(-previous.d), into: &right)
            }
            // Closed: every vertex joins; open (k ≥ 2): the inner vertices 1..<k − 1.
            var i = isClosed ? 0 : 1
            let end = isClosed ? k : k - 1
            while i < end {
                let next = segment(i)
                defer { previous = next; i += 1 }
                let d0 = previous.d, d1 = next.d
                let cross = d0.cross(d1), dot = d0.dot(d1)
                if cross == 0, dot > 0 { continue }   // straight on: the offsets continue each other
                let v = p[i], isCorner = corners[i]
                let n0 = self.left(d0), n1 = self.left(d1)
                if !isCorner, dot >= cosArcStep {
                    // Inside a curve, a turn within one arc step (almost every vertex of a curve's
                    // outline): the outer side's round join is the one point where the offsets
                    // meet (the pieces were cut for it), and the inner side cuts at the point
                    // where they meet when the segments are long enough (`innerJoin`). Then
                    // the two sides' points are v ± (n0 + n1)/(1 + cos φ).
                    // Here cos φ ≥ cos(arc step) > 0, so 1 + cos φ ≥ 1 (above `innerJoin`'s 1e-9) and
                    // sin φ / (1 + cos φ) ≤ sin φ, rounded too: `innerJoin`'s overlap is h·sin φ.
                    let onePlusCos = 1 + dot
                    let overlap = halfWidth * abs(cross)
                    // Both orders of `min`, as each side's `innerJoin` takes its lengths.
                    if overlap <= 0.5 * min(previous.length, next.length),
                       overlap <= 0.5 * min(next.length, previous.length) {
                        let m = (n0 + n1) / onePlusCos
                        emit(v + m, into: &left)
                        emit(v + -m, into: &right)
                        continue
                    }
                }
                join(at: v, n0, n1, cross: cross, dot: dot, previous.length, next.length, isCorner: isCorner,
                     reversalIsOuter: true, into: &left)
                let mark = right.count
                join(at: v, -n1, -n0, cross: -cross, dot: dot, next.length, previous.length, isCorner: isCorner,
                     reversalIsOuter: false, into: &right)
                right.reverse(from: mark)
            }
            if !isClosed {
                emit(p[k - 1] + self.left(previous.d), into: &left)
                emit(p[k - 1] + self.left(-previous.d), into: &right)
            }
            return (firstDirection, previous.d)
        }

        /// The offset of half the width to the left of unit direction `d`.
        @inline(__always)
        func left(_ d: Point) -> Point { Point(d.y * halfWidth, -d.x * halfWidth) }

        /// Adds a point (in the centre line's space) to the polygon `out`, which `endPolygon`
        /// ends.
        @inline(__always)
        func emit(_ p: Point, into out: inout PolygonBuffer) {
            // A translation maps p as `apply` does, without the products by 1 and 0 (they
            // change nothing but the sign of a zero, or a point that is not finite anyway).
            out.append(isTranslation ? Point(p.x + transform.e, p.y + transform.f) : transform.apply(p))
        }
    }
}

extension Stroker {
    /// The widest angle one chord of a round join, cap or dot of a stroke may span, and its cosine.
    struct ArcStep {
        let deviceHalfWidth: Double
        let angle: Double
        let cosine: Double
        /// A round cap's half turn cut in steps of at most `angle`.
        let halfTurn: ArcRotation

        /// A hairline's: the arc step of a pen that `start` has not set yet.
        static let hairline = ArcStep(deviceHalfWidth: 0.5)

        init(deviceHalfWidth: Double) {
            self.deviceHalfWidth = deviceHalfWidth
            // A chord spanning angle a on a circle of radius r strays r·(1 − cos(a/2)) from it.
            var step = Double.pi / 2
            let ratio = Flattener.tolerance / deviceHalfWidth
            if ratio < 1 { step = min(step, 2 * acos(1 - ratio)) }
            angle = max(step, 2 * Double.pi / Double(Stroker.maxArcSegmentsPerTurn))
            cosine = cos(angle)
            halfTurn = ArcRotation(angle: .pi, segments: Stroker.arcSegments(.pi, arcStep: angle))
        }
    }

    /// The arc steps of the last four widths (a scene often alternates a few widths), so that
    /// a stroke of one of them does not recompute the `acos` and `cos`.
    struct ArcCache {
        private var entries: (ArcStep?, ArcStep?, ArcStep?, ArcStep?)
        /// Which entry the next new width replaces.
        private var next = 0

        mutating func step(deviceHalfWidth: Double) -> ArcStep {
            if let a = entries.0, a.deviceHalfWidth == deviceHalfWidth { return a }
            if let a = entries.1, a.deviceHalfWidth == deviceHalfWidth { return a }
            if let a = entries.2, a.deviceHalfWidth == deviceHalfWidth { return a }
            if let a = entries.3, a.deviceHalfWidth == deviceHalfWidth { return a }
            let arc = ArcStep(deviceHalfWidth: deviceHalfWidth)
            switch next {
            case 0: entries.0 = arc
            case 1: entries.1 = arc
            case 2: entries.2 = arc
            default: entries.3 = arc
            }
            next = (next + 1) & 3
            return arc
        }
    }

    /// Arrays a canvas keeps from one stroke to the next, so that stroking allocates
    /// nothing once they have grown (for a thin stroke, allocating them would be most of
    /// the fixed cost).
    /// Each `take…` moves a centre line out, leaving the storage empty until it is put back.
    ///
    /// The properties skip the runtime's exclusivity check, a sizeable part of a thin stroke's
    /// fixed cost: only `Stroker.stroke` (and `separateSegments`, which it calls) touches them,
    /// one property at a time, and nothing running during an access reaches the storage, so
    /// no two accesses overlap.
    final class Storage {
        @exclusivity(unchecked) var line: Centerline?
        @exclusivity(unchecked) var mappedLine: Centerline?
        @exclusivity(unchecked) var dashedLine: Centerline?
        /// The outline, filled in place stroke after stroke. A stroke returns its path, which
        /// shares the arrays: the caller draws it and drops it before the next stroke, so that
        /// the next stroke empties the arrays in place instead of copying them.
        @exclusivity(unchecked) var outline = Outline()

        func takeLine() -> Centerline? { line.take() }
        func takeMappedLine() -> Centerline? { mappedLine.take() }
        func takeDashedLine() -> Centerline? { dashedLine.take() }
    }
}
