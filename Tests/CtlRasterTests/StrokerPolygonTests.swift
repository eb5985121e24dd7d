import Testing
@testable import CtlRaster

/// The outline's polygon plumbing: the finiteness test that drops a polygon, and the buffer
/// that gathers a contour's right side in reverse.
@Suite("Stroker polygons")
struct StrokerPolygonTests {
    private static func areFinite(_ points: [Point]) -> Bool {
        points.withUnsafeBufferPointer { Stroker.Outline.areFinite($0) }
    }

    @Test func finitePointsPass() {
        #expect(Self.areFinite([]))
        #expect(Self.areFinite([Point(0, -0.0)]))
        #expect(Self.areFinite([Point(1, 2), Point(-.greatestFiniteMagnitude, .greatestFiniteMagnitude),
                                Point(.leastNonzeroMagnitude, 3)]))
    }

    /// Each bad value, in each coordinate, at every position of lists of odd and even length
    /// (the test sums even and odd positions apart).
    @Test(arguments: [Double.infinity, -Double.infinity, Double.nan])
    func anyNonFiniteCoordinateFails(bad: Double) {
        for count in 1...5 {
            for position in 0..<count {
                for inY in [false, true] {
                    var points = (0..<count).map { Point(Double($0), 10 - Double($0)) }
                    points[position] = inY ? Point(points[position].x, bad) : Point(bad, points[position].y)
                    #expect(!Self.areFinite(points), "count \(count), position \(position), y \(inY)")
                }
            }
        }
    }

    @Test func appendReversingAndReverseFrom() {
        var a = Stroker.PolygonBuffer(), b = Stroker.PolygonBuffer()
        for i in 0..<3 { a.append(Point(Double(i), 0)) }
        // Past the first growth (64 points), so the reversed copy must grow the buffer.
        for i in 0..<100 { b.append(Point(Double(i), 1)) }
        a.append(reversing: b)
        #expect(a.count == 103)
        #expect(Array(a.points.prefix(4)) == [Point(0, 0), Point(1, 0), Point(2, 0), Point(99, 1)])
        #expect(a.points.last == Point(0, 1))
        a.reverse(from: 101)
        #expect(Array(a.points.suffix(2)) == [Point(0, 1), Point(1, 1)])
        a.reverse(from: 0)
        #expect(a.points.first == Point(1, 1))
        #expect(a.points.last == Point(0, 0))
        a.reverse(from: a.count)   // an empty range
        #expect(a.points.last == Point(0, 0))
    }
}
