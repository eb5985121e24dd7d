import Testing
import CtlTestSupport
@testable import CtlRaster

/// `Path.isFinite`, kept as elements are added and removed, against a walk of the elements.
@Suite struct PathFinitenessTests {
    /// Whether every coordinate of every element is finite, worked out from the elements.
    private func walkedIsFinite(_ path: Path) -> Bool {
        path.elements.allSatisfy { el in
            switch el {
            case .move(let p), .line(let p): return p.isFinite
            case .quad(let c, let p): return c.isFinite && p.isFinite
            case .cubic(let c1, let c2, let p): return c1.isFinite && c2.isFinite && p.isFinite
            case .close: return true
            }
        }
    }

    @Test func aMoveReplacedByTheNextMoveNoLongerCounts() {
        var path = Path()
        path.move(to: Point(.nan, 1))
        #expect(!path.isFinite)
        path.move(to: Point(2, 3))          // replaces the lone move
        path.line(to: Point(4, 5))
        #expect(path.elements.count == 2)
        #expect(path.isFinite)
    }

    @Test func anyNonFiniteCoordinateOfAnyElementCounts() {
        let bad = Point(.infinity, 0)
        var line = Path(), quad = Path(), cubic = Path()
        line.line(to: bad)
        quad.quad(to: Point(1, 1), control: bad)
        cubic.cubic(to: Point(1, 1), control1: Point(0, 1), control2: bad)
        #expect(!line.isFinite && !quad.isFinite && !cubic.isFinite)
        var closed = Path()
        closed.move(to: .zero)
        closed.line(to: Point(1, 0))
        closed.close()
        closed.line(to: Point(0, 1))        // reopens the contour with a move
        #expect(closed.isFinite)
    }

    @Test func transformingAndAppendingKeepTheCount() {
        var path = Path()
        path.move(to: Point(1, 1))
        path.cubic(to: Point(4, 1), control1: Point(2, 3), control2: Point(3, -1))
        #expect(path.transformed(by: .scale(2, 2)).isFinite)
        // A finite path mapped by a huge scale overflows to infinity.
        #expect(!path.transformed(by: .scale(1e308, 1e308)).isFinite)
        var joined = Path()
        joined.append(path)
        joined.append(path.transformed(by: .scale(.nan, 1)))
        #expect(!joined.isFinite)
    }

    @Test func seededRandomPathsAgreeWithTheWalk() {
        var random = SeededRandom(seed: 25)
        func coordinate() -> Double {
            switch random.next() % 16 {
            case 0: return .nan
            case 1: return .infinity
            default: return Double(random.next() % 200) - 100
            }
        }
        func point() -> Point { Point(coordinate(), coordinate()) }
        for _ in 0..<500 {
            var path = Path()
            for _ in 0..<Int(random.next() % 8) {
                switch random.next() % 6 {
                case 0: path.move(to: point())
                case 1, 2: path.line(to: point())
                case 3: path.quad(to: point(), control: point())
                case 4: path.cubic(to: point(), control1: point(), control2: point())
                default: path.close()
                }
            }
            #expect(path.isFinite == walkedIsFinite(path))
            let mapped = path.transformed(by: Transform(a: 1e200, b: 0, c: 0, d: 1e200, e: 0, f: 0))
            #expect(mapped.isFinite == walkedIsFinite(mapped))
        }
    }
}
