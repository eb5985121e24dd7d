import Testing
@testable import CtlRaster

/// The rectilinear shortcut makes exactly the blitter calls the general rasterizer makes.
@Suite struct RectilinearFillTests {
    private func calls(_ path: FlatPath, rule: FillRule, width: Int, height: Int, shortcuts: Bool)
        -> [SpanRecorder.Call] {
        SpanRecorder.calls(path, rule: rule, width: width, height: height, shortcuts: shortcuts)
    }

    private func flat(_ contours: [[Point]]) -> FlatPath {
        var path = FlatPath()
        for c in contours {
            path.begin(c[0])
            for p in c.dropFirst() { path.add(p) }
            path.closeContour()
        }
        return path
    }

    private func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, clockwise: Bool = true) -> [Point] {
        let pts = [Point(x0, y0), Point(x1, y0), Point(x1, y1), Point(x0, y1)]
        return clockwise ? pts : pts.reversed()
    }

    /// A deterministic generator (xorshift32) of coordinates on a fine grid and off it.
    private struct Coordinates {
        var state: UInt32
        mutating func next(below limit: Double) -> Double {
            state ^= state << 13; state ^= state >> 17; state ^= state << 5
            let r = Double(state % 100_000) / 100_000 * limit
            switch state % 4 {
            case 0: return r.rounded()                  // on a pixel boundary
            case 1: return (r * 4).rounded() / 4        // quarter pixels
            default: return r                            // anywhere
            }
        }
    }

    @Test func randomRectanglesMatchTheGeneralRasterizer() {
        var gen = Coordinates(state: 0x9E37_79B9)
        var rectilinear = 0
        for trial in 0..<400 {
            let (w, h) = (40, 30)
            var contours: [[Point]] = []
            for _ in 0..<(1 + trial % 4) {
                let (xa, xb) = (gen.next(below: Double(w)), gen.next(below: Double(w)))
                let (ya, yb) = (gen.next(below: Double(h)), gen.next(below: Double(h)))
                contours.append(rect(min(xa, xb), min(ya, yb), max(xa, xb), max(ya, yb), clockwise: trial % 3 != 0))
            }
            let path = flat(contours)
            for rule in [FillRule.nonzero, .evenodd] {
                let general = calls(path, rule: rule, width: w, height: h, shortcuts: false)
                let shortcut = calls(path, rule: rule, width: w, height: h, shortcuts: true)
                #expect(general == shortcut, "trial \(trial) \(rule): \(contours)")
            }
            var rows = RectilinearRows()
            if rows.collectEdges(of: path, width: Double(w), height: Double(h), limit: 32) {
                rectilinear += 1
            }
        }
        #expect(rectilinear == 400)   // the shortcut was taken every time
    }

    @Test(arguments: [
        // A hairline, a frame (outer clockwise, inner anticlockwise), an L-shape, a thin sliver
        // within one column, edges on the canvas' right border, a zero-width path, a flat one.
        [[Point(4, 3.75), Point(60, 3.75), Point(60, 4.25), Point(4, 4.25)]],
        [[Point(2.5, 2.5), Point(30.5, 2.5), Point(30.5, 20.5), Point(2.5, 20.5)],
         [Point(4.25, 4.25), Point(4.25, 18.75), Point(28.75, 18.75), Point(28.75, 4.25)]],
        [[Point(1, 1), Point(9.3, 1), Point(9.3, 5.6), Point(20.1, 5.6), Point(20.1, 12.2), Point(1, 12.2)]],
        [[Point(73.0, 4), Point(73.5, 4), Point(73.5, 60), Point(73.0, 60)]],
        [[Point(70.4, 0), Point(80, 0), Point(80, 64), Point(70.4, 64)]],
        [[Point(5, 5), Point(5, 9), Point(5, 5)]],
        [[Point(2, 3), Point(9, 3)]],                                   // no vertical edge
    ])
    func shapesMatchTheGeneralRasterizer(_ contours: [[Point]]) {
        let path = flat(contours)
        for rule in [FillRule.nonzero, .evenodd] {
            #expect(calls(path, rule: rule, width: 80, height: 64, shortcuts: false)
                    == calls(path, rule: rule, width: 80, height: 64, shortcuts: true))
        }
    }

    @Test func slantedOrOffCanvasPathsGoTheGeneralWay() {
        func takesShortcut(_ contours: [[Point]]) -> Bool {
            var rows = RectilinearRows()
            return rows.collectEdges(of: flat(contours), width: 20, height: 20, limit: 32)
        }
        #expect(!takesShortcut([[Point(1, 1), Point(9, 1), Point(9.5, 8), Point(1, 8)]]))
        #expect(!takesShortcut([rect(-1, 1, 9, 8)]))
        #expect(!takesShortcut([rect(1, 1, 9, 21)]))
        #expect(takesShortcut([rect(0, 0, 20, 20)]))
        #expect(!takesShortcut((0..<17).map { i in rect(Double(i), 1, Double(i) + 0.5, 5) }))
    }
}
