import Foundation
import Testing
@testable import CtlRaster

/// Point, Rect and Transform against values worked out by hand.
@Suite struct GeometryTests {
    // MARK: Point

    @Test func pointArithmetic() {
        let p = Point(3, -4), q = Point(0.5, 2)
        #expect(p + q == Point(3.5, -2))
        #expect(p - q == Point(2.5, -6))
        #expect(p * 2 == Point(6, -8))
        #expect(2 * p == Point(6, -8))
        #expect(p / 4 == Point(0.75, -1))
        #expect(-p == Point(-3, 4))
        #expect(p.length == 5)
        #expect(p.distance(to: q) == (2.5 * 2.5 + 36).squareRoot())
        #expect(p.lerp(q, 0) == p)
        #expect(p.lerp(q, 1) == q)
        #expect(p.lerp(q, 0.5) == Point(1.75, -1))
    }

    @Test func dotAndCross() {
        #expect(Point(1, 2).dot(Point(3, 4)) == 11)
        #expect(Point(1, 0).dot(Point(0, 1)) == 0)
        // (1,0) → (0,1) turns clockwise on a y-down screen: positive cross.
        #expect(Point(1, 0).cross(Point(0, 1)) == 1)
        #expect(Point(0, 1).cross(Point(1, 0)) == -1)
        #expect(Point(2, 3).cross(Point(4, 6)) == 0)                // parallel
        #expect(Point(2, 3).cross(Point(5, -7)) == 2 * -7 - 3 * 5)
        // perpendicular is +90°, i.e. the clockwise turn, so its cross with the original is positive.
        let v = Point(3, 1)
        #expect(v.perpendicular == Point(-1, 3))
        #expect(v.cross(v.perpendicular) > 0)
        #expect(v.dot(v.perpendicular) == 0)
    }

    @Test func normalized() throws {
        let n = try #require(Point(3, 4).normalized)
        #expect(abs(n.x - 0.6) < 1e-15 && abs(n.y - 0.8) < 1e-15)
        let m = try #require(Point(0, -7).normalized)
        #expect(m == Point(0, -1))
        #expect(Point.zero.normalized == nil)
        #expect(Point(.nan, 1).normalized == nil)
        #expect(Point(.infinity, 0).normalized == nil)
        // Small but non-zero vectors still have a direction.
        let s = try #require(Point(3e-150, 4e-150).normalized)
        #expect(abs(s.length - 1) < 1e-12)
    }

    // MARK: Rect

    @Test func standardizedAndAccessors() {
        let r = Rect(x: 10, y: 20, width: -4, height: -6)
        #expect(r.minX == 6 && r.maxX == 10 && r.minY == 14 && r.maxY == 20)
        #expect(r.width == 4 && r.height == 6)
        #expect(r.standardized == Rect(x: 6, y: 14, width: 4, height: 6))
        #expect(r.standardized.standardized == r.standardized)
        #expect(r.center == Point(8, 17))
        #expect(Rect(corners: Point(5, 1), Point(2, 7)) == Rect(x: 2, y: 1, width: 3, height: 6))
        #expect(Rect(x: 1, y: 1, width: 0, height: 5).isEmpty)
        #expect(!Rect(x: 1, y: 1, width: -1, height: 5).isEmpty)
    }

    @Test func inset() {
        let r = Rect(x: 0, y: 0, width: 20, height: 10)
        #expect(r.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
                == Rect(x: 2, y: 1, width: 14, height: 6))
        #expect(r.insetBy(dx: 2, dy: 1) == Rect(x: 2, y: 1, width: 16, height: 8))
        #expect(r.inset(by: EdgeInsets(all: -1)) == Rect(x: -1, y: -1, width: 22, height: 12))
        // A rectangle with a negative size is standardized first.
        let flipped = Rect(x: 20, y: 10, width: -20, height: -10)
        #expect(flipped.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
                == Rect(x: 2, y: 1, width: 14, height: 6))
    }

    @Test func union() {
        let a = Rect(x: 0, y: 0, width: 2, height: 2)
        let b = Rect(x: 5, y: -1, width: 1, height: 1)
        #expect(a.union(b) == Rect(x: 0, y: -1, width: 6, height: 3))
        #expect(b.union(a) == a.union(b))
        // An empty rectangle counts as a point.
        #expect(a.union(Rect(x: 4, y: 4, width: 0, height: 0)) == Rect(x: 0, y: 0, width: 4, height: 4))
        // Negative sizes are understood.
        #expect(a.union(Rect(x: 3, y: 3, width: -1, height: -1)) == Rect(x: 0, y: 0, width: 3, height: 3))
    }

    @Test func intersection() {
        let a = Rect(x: 0, y: 0, width: 4, height: 4)
        #expect(a.intersection(Rect(x: 2, y: 1, width: 5, height: 2)) == Rect(x: 2, y: 1, width: 2, height: 2))
        #expect(a.intersection(Rect(x: 1, y: 1, width: 1, height: 1)) == Rect(x: 1, y: 1, width: 1, height: 1))
        #expect(a.intersection(Rect(x: 5, y: 0, width: 1, height: 1)) == nil)
        #expect(a.intersection(Rect(x: 0, y: -3, width: 4, height: 2)) == nil)
        #expect(a.intersection(Rect(x: 6, y: 6, width: -4, height: -4)) == Rect(x: 2, y: 2, width: 2, height: 2))
    }

    @Test func containsIsHalfOpen() {
        let r = Rect(x: 1, y: 2, width: 3, height: 4)
        #expect(r.contains(Point(1, 2)))            // top-left corner is inside
        #expect(r.contains(Point(3.999, 5.999)))
        #expect(!r.contains(Point(4, 3)))           // right edge is outside
        #expect(!r.contains(Point(2, 6)))           // bottom edge is outside
        #expect(!r.contains(Point(0.999, 3)))
        #expect(!r.contains(Point(2, 1.999)))
        #expect(!r.contains(Point(.nan, 3)))
        let flipped = Rect(x: 4, y: 6, width: -3, height: -4)
        #expect(flipped.contains(Point(1, 2)) && !flipped.contains(Point(4, 6)))
        #expect(!Rect(x: 1, y: 1, width: 0, height: 1).contains(Point(1, 1)))
    }

    // MARK: Transform

    @Test func concatenatingAppliesSelfFirst() {
        let t = Transform.translation(10, 0), s = Transform.scale(2, 3)
        let p = Point(1, 1)
        // Translate then scale: (1,1) → (11,1) → (22,3).
        #expect(t.concatenating(s).apply(p) == Point(22, 3))
        // Scale then translate: (1,1) → (2,3) → (12,3).
        #expect(s.concatenating(t).apply(p) == Point(12, 3))
        #expect(s.prepending(t).apply(p) == Point(22, 3))
        #expect(t.concatenating(s) == Transform(a: 2, b: 0, c: 0, d: 3, e: 20, f: 0))
        // Identity on both sides.
        let m = Transform(a: 1, b: 2, c: 3, d: 4, e: 5, f: 6)
        #expect(m.concatenating(.identity) == m && Transform.identity.concatenating(m) == m)
    }

    @Test func applyMatchesTheSVGMatrixConvention() {
        let m = Transform(a: 1, b: 2, c: 3, d: 4, e: 5, f: 6)
        #expect(m.apply(Point(7, 8)) == Point(1 * 7 + 3 * 8 + 5, 2 * 7 + 4 * 8 + 6))
        #expect(m.applyToVector(Point(7, 8)) == Point(1 * 7 + 3 * 8, 2 * 7 + 4 * 8))
        #expect(Transform([1, 2, 3, 4, 5, 6]) == m)
        #expect(Transform([1, 2, 3]) == nil)
        #expect(m.determinant == -2)
    }

    @Test func rotationIsClockwiseOnYDown() {
        let r = Transform.rotation(.pi / 2)
        let p = r.apply(Point(1, 0))
        #expect(abs(p.x) < 1e-15 && abs(p.y - 1) < 1e-15)          // right → down
        let q = r.apply(Point(0, 1))
        #expect(abs(q.x + 1) < 1e-15 && abs(q.y) < 1e-15)          // down → left
        let h = Transform.rotation(.pi / 6).apply(Point(2, 0))
        #expect(abs(h.x - 3.0.squareRoot()) < 1e-15 && abs(h.y - 1) < 1e-15)
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5])
    func invertedRoundTrips(seed: UInt64) throws {
        var rng = GeometryTestRandom(seed: seed)
        var tested = 0
        while tested < 200 {
            let m = Transform(a: rng.next(in: -5...5), b: rng.next(in: -5...5), c: rng.next(in: -5...5),
                              d: rng.next(in: -5...5), e: rng.next(in: -100...100), f: rng.next(in: -100...100))
            guard abs(m.determinant) > 0.05 else { continue }
            tested += 1
            let inv = try #require(m.inverted())
            for _ in 0..<4 {
                let p = Point(rng.next(in: -50...50), rng.next(in: -50...50))
                let back = inv.apply(m.apply(p))
                let forth = m.apply(inv.apply(p))
                // Error bound: condition number ≤ (25·4)/0.05 times ulp-level errors on coordinates ≤ ~1e3.
                #expect(back.distance(to: p) < 1e-7, "\(m) at \(p)")
                #expect(forth.distance(to: p) < 1e-7, "\(m) at \(p)")
            }
            let id = m.concatenating(inv)
            #expect(abs(id.a - 1) < 1e-9 && abs(id.b) < 1e-9 && abs(id.c) < 1e-9 && abs(id.d - 1) < 1e-9)
            #expect(abs(id.e) < 1e-7 && abs(id.f) < 1e-7)
        }
    }

    @Test func invertedByHand() throws {
        let m = Transform.scale(2, 4).concatenating(.translation(3, -1))
        let inv = try #require(m.inverted())
        // x' = 2x + 3, y' = 4y − 1  ⇒  x = (x' − 3)/2, y = (y' + 1)/4.
        #expect(inv == Transform(a: 0.5, b: 0, c: 0, d: 0.25, e: -1.5, f: 0.25))
    }

    @Test func invertedIsNilForSingularOrNonFinite() {
        #expect(Transform.scale(0, 1).inverted() == nil)
        #expect(Transform(a: 1, b: 2, c: 2, d: 4, e: 0, f: 0).inverted() == nil)   // rank 1
        #expect(Transform(a: 0, b: 0, c: 0, d: 0, e: 1, f: 1).inverted() == nil)
        #expect(Transform(a: .nan, b: 0, c: 0, d: 1, e: 0, f: 0).inverted() == nil)
        #expect(Transform(a: 1, b: 0, c: 0, d: 1, e: .infinity, f: 0).inverted() == nil)
        #expect(Transform(a: 1, b: 0, c: 0, d: 1, e: 0, f: -.infinity).inverted() == nil)
    }

    /// A finite, invertible-looking transform whose determinant is subnormal: 1/det
    /// overflows to infinity. `inverted()` promises `nil` or a usable inverse, never
    /// one with infinite entries.
    @Test func invertedNeverReturnsNonFiniteEntries() {
        let tiny = Transform.scale(1e-160, 1e-160)          // determinant 1e-320, subnormal
        if let inv = tiny.inverted() {
            #expect(inv.isFinite, "inverted() of \(tiny) gave \(inv)")
        }
        let skewed = Transform(a: 1e-300, b: 0, c: 0, d: 1e-20, e: 0, f: 0)
        if let inv = skewed.inverted() {
            #expect(inv.isFinite, "inverted() of \(skewed) gave \(inv)")
        }
    }

    @Test func scaleFactorsAreSingularValues() {
        func close(_ x: Double, _ y: Double) -> Bool { abs(x - y) < 1e-12 * max(1, abs(y)) }
        #expect(close(Transform.identity.maxScale, 1) && close(Transform.identity.minScale, 1))
        #expect(close(Transform.scale(-3, 0.5).maxScale, 3) && close(Transform.scale(-3, 0.5).minScale, 0.5))
        // A rotation does not change the singular values of scale(3, 1), on either side.
        for angle in [0.3, 1.0, 2.5, -0.7] {
            let r = Transform.rotation(angle)
            for m in [Transform.scale(3, 1).concatenating(r), r.concatenating(.scale(3, 1))] {
                #expect(close(m.maxScale, 3), "\(m)")
                #expect(close(m.minScale, 1), "\(m)")
            }
        }
        // The shear x' = x + y: singular values are the golden ratio φ and 1/φ.
        let shear = Transform(a: 1, b: 0, c: 1, d: 1, e: 7, f: 9)
        let phi = (1 + 5.0.squareRoot()) / 2
        #expect(close(shear.maxScale, phi) && close(shear.minScale, 1 / phi))
        // Translation does not stretch; a singular transform has min scale 0.
        #expect(close(Transform.translation(100, -5).maxScale, 1))
        #expect(Transform(a: 1, b: 2, c: 2, d: 4, e: 0, f: 0).minScale == 0)
        #expect(close(Transform(a: 1, b: 2, c: 2, d: 4, e: 0, f: 0).maxScale, 5))
    }

    /// The smallest singular value of scale(1e-9, 1) is 1e-9. Computing it as
    /// √(mean − dev) cancels to 0 in double precision; |det| / maxScale does not.
    @Test func minScaleOfAStronglyAnisotropicTransform() {
        let m = Transform.scale(1e-9, 1).concatenating(.rotation(0.4))
        #expect(abs(m.minScale - 1e-9) < 1e-15, "minScale = \(m.minScale)")
        #expect(abs(m.maxScale - 1) < 1e-12)
    }

    @Test func applyToRectIsTheBoundingBox() {
        let s = 0.5.squareRoot()
        let b = Transform.rotation(.pi / 4).apply(Rect(x: 0, y: 0, width: 1, height: 1))
        // Corners (0,0), (s,s), (−s,s), (0,2s).
        #expect(abs(b.minX + s) < 1e-12 && abs(b.maxX - s) < 1e-12)
        #expect(abs(b.minY) < 1e-12 && abs(b.maxY - 2 * s) < 1e-12)
        let m = Transform.scale(-2, 3).concatenating(.translation(1, 1))
        #expect(m.apply(Rect(x: 1, y: 2, width: 4, height: -1)) == Rect(x: -9, y: 4, width: 8, height: 3))
        #expect(Transform.identity.apply(Rect(x: 3, y: 4, width: -2, height: 5)) == Rect(x: 1, y: 4, width: 2, height: 5))
    }
}

/// A 64-bit linear congruential generator (Knuth's MMIX constants), so the random tests repeat.
private struct GeometryTestRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 }

    mutating func nextBits() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 11                    // the high 53 bits
    }

    mutating func next(in range: ClosedRange<Double>) -> Double {
        let u = Double(nextBits()) / Double(1 << 53)
        return range.lowerBound + (range.upperBound - range.lowerBound) * u
    }
}
