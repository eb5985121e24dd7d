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

/// A 2D affine transform: x' = a·x + c·y + e, y' = b·x + d·y + f.
///
/// The same six numbers, in the same order, as SVG's `matrix(a b c d e f)`,
/// the canvas API and CoreGraphics' `CGAffineTransform`.
public struct Transform: Hashable, Sendable {
    public var a, b, c, d, e, f: Double

    @inlinable
    public init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
        (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }

    /// The transform from an `[a, b, c, d, e, f]` array, or `nil` unless it has six elements.
    public init?(_ m: [Double]) {
        guard m.count == 6 else { return nil }
        self.init(a: m[0], b: m[1], c: m[2], d: m[3], e: m[4], f: m[5])
    }

    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, e: 0, f: 0)

    @inlinable
    public static func translation(_ tx: Double, _ ty: Double) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, e: tx, f: ty)
    }

    @inlinable
    public static func scale(_ sx: Double, _ sy: Double) -> Transform {
        Transform(a: sx, b: 0, c: 0, d: sy, e: 0, f: 0)
    }

    /// A rotation by `angle` radians, clockwise on a y-down screen.
    public static func rotation(_ angle: Double) -> Transform {
        let (s, co) = (sin(angle), cos(angle))
        return Transform(a: co, b: s, c: -s, d: co, e: 0, f: 0)
    }

    /// `self` applied first, then `next`.
    @inlinable
    public func concatenating(_ next: Transform) -> Transform {
        Transform(
            a: a * next.a + b * next.c, b: a * next.b + b * next.d,
            c: c * next.a + d * next.c, d: c * next.b + d * next.d,
            e: e * next.a + f * next.c + next.e, f: e * next.b + f * next.d + next.f)
    }

    /// A transform that applies `first` and then `self` (the canvas API's `ctx.transform(first)`).
    @inlinable
    public func prepending(_ first: Transform) -> Transform { first.concatenating(self) }

    @inlinable public var determinant: Double { a * d - b * c }

    @inlinable public var isIdentity: Bool { self == .identity }

    @inlinable public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && e.isFinite && f.isFinite
    }

    /// The inverse, or `nil` when the transform collapses the plane (determinant 0) or is not finite.
    public func inverted() -> Transform? {
        let det = determinant
        guard det != 0, det.isFinite, isFinite else { return nil }
        let r = 1 / det
        let inverse = Transform(a: d * r, b: -b * r, c: -c * r, d: a * r,
                                e: (c * f - d * e) * r, f: (b * e - a * f) * r)
        // A determinant near the bottom of Double's range overflows 1/det.
        return inverse.isFinite ? inverse : nil
    }

    /// Maps a point.
    @inlinable
    public func apply(_ p: Point) -> Point {
        Point(a * p.x + c * p.y + e, b * p.x + d * p.y + f)
    }

    /// Maps a vector (no translation).
    @inlinable
    public func applyToVector(_ v: Point) -> Point {
        Point(a * v.x + c * v.y, b * v.x + d * v.y)
    }

    /// The largest factor by which the transform stretches any vector (the
    /// largest singular value of the linear part).
    public var maxScale: Double {
        let p = a * a + b * b, q = c * c + d * d, r = a * c + b * d
        let mean = (p + q) / 2
        let dev = (((p - q) / 2) * ((p - q) / 2) + r * r).squareRoot()
        return (mean + dev).squareRoot()
    }

    /// The smallest factor by which the transform stretches any vector.
    public var minScale: Double {
        // The product of the singular values is |det|; dividing keeps precision
        // where √(mean − dev) would cancel to 0 for very lopsided scales.
        let m = maxScale
        return m > 0 ? abs(determinant) / m : 0
    }

    /// The bounding box of a rectangle's four mapped corners.
    public func apply(_ r: Rect) -> Rect {
        let p = [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.minX, r.maxY), Point(r.maxX, r.maxY)].map(apply)
        var x0 = p[0].x, x1 = p[0].x, y0 = p[0].y, y1 = p[0].y
        for q in p.dropFirst() {
            x0 = min(x0, q.x); x1 = max(x1, q.x); y0 = min(y0, q.y); y1 = max(y1, q.y)
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
