import Foundation
import Testing
@testable import CtlRaster

/// Drawing in strips of rows (`Canvas.drawInStrips`): the rasterizer's row window gives a
/// strip exactly the whole fill's calls in its rows, a strip canvas writes nothing outside
/// its rows, and the pixels of any number of strips are those of one.
@Suite struct StripDrawingTests {
    /// `Rasterizer.fill(rows:)` makes, call for call, the calls of the whole fill that fall in
    /// the window: random paths inside and across every border, curves, rectilinear paths (the
    /// shortcut), one-band and many-band fills, windows of one row, windows cutting shapes.
    @Test func rowWindowMakesTheWholeFillsCallsInItsRows() {
        var random = Xorshift32(state: 0x51A7_0C3D)
        let (w, h) = (53, 41)
        for trial in 0..<160 {
            var path = Path()
            let margin = Double(trial % 4) * 5
            let area = Rect(x: -margin, y: -margin, width: Double(w) + 2 * margin, height: Double(h) + 2 * margin)
            switch trial % 4 {
            case 0:
                path.addRect(Rect(x: random.next(below: 30) - 3, y: random.next(below: 30) - 3,
                                  width: random.next(below: 40), height: random.next(below: 40)))
                path.addRect(Rect(x: random.next(below: 40), y: random.next(below: 30),
                                  width: random.next(below: 20), height: random.next(below: 20)))
            case 1:
                path.addEllipse(in: Rect(x: -margin + random.next(below: 40), y: -margin + random.next(below: 30),
                                         width: random.next(below: 50), height: random.next(below: 50)))
            default:
                for _ in 0..<(1 + trial % 3) { random.addContour(to: &path, points: 3 + trial % 7, in: area) }
            }
            let flat = Flattener.flatten(path, transform: .identity, clip: nil)
            for rule in [FillRule.nonzero, .evenodd] {
                for bandCells in [Rasterizer.bandCellBudget, 3 * (w + 2)] {
                    let whole = SpanRecorder.calls(flat, rule: rule, width: w, height: h, shortcuts: true,
                                                   bandCells: bandCells)
                    for window in [0..<h, 0..<1, 7..<8, 5..<23, 20..<h, (h - 1)..<h, 13..<14 + trial % 17] {
                        let expected = whole.filter { window.contains($0.y) }
                        let windowed = SpanRecorder.calls(flat, rule: rule, width: w, height: h, rows: window,
                                                          shortcuts: true, bandCells: bandCells)
                        #expect(windowed == expected, "trial \(trial) \(rule), rows \(window), band cells \(bandCells)")
                    }
                }
            }
        }
    }

    /// A strip canvas writes only its rows, whatever it draws: a pending clear, plain and
    /// clear-ahead fills, a clip, alpha, a blend mode, a shadow, an image, a stroke.
    @Test func aStripCanvasWritesOnlyItsRows() throws {
        let (w, h) = (96, 80)
        let sentinel: UInt32 = 0xDEAD_BEEF
        for rows in [0..<1, 17..<18, 10..<45, 79..<80, 0..<80] {
            var pixels = [UInt32](repeating: sentinel, count: w * h)
            var canvas = try Canvas(width: w, height: h)
            canvas.clear(Color(r: 10, g: 20, b: 30, a: 255))
            pixels.withUnsafeMutableBufferPointer { buffer in
                var strip = canvas.stripCanvas(rows: rows, of: buffer.baseAddress!, scratch: PaintScratch())
                drawEverything(on: &strip)
                strip.writePendingClear()
            }
            for y in 0..<h where !rows.contains(y) {
                let row = pixels[(y * w)..<((y + 1) * w)]
                #expect(row.allSatisfy { $0 == sentinel }, "rows \(rows): row \(y) written")
            }
            for y in rows {
                let row = pixels[(y * w)..<((y + 1) * w)]
                #expect(!row.contains(sentinel), "rows \(rows): row \(y) not all written")
            }
        }
    }

    /// A strip canvas touches no pixel outside its rows, not even to read one and write it back
    /// unchanged (a mask's four-wide tail may do that past its end): the rows around the strip
    /// are pages the process may not touch, so such an access kills the test. The canvas is
    /// large enough (rows of a page each) for the first fill to write the pending clear ahead.
    @Test func aStripCanvasTouchesNoPixelOutsideItsRows() throws {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let (w, h) = (page / 4, 160)
        #expect(w * h >= Canvas.clearAheadMinimumPixels)
        for rows in [0..<1, 37..<38, 10..<95, 159..<160, 50..<160] {
            let bytes = w * h * 4
            let mapped: UnsafeMutableRawPointer? = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
            let memory = try #require(mapped)
            try #require(Int(bitPattern: memory) != -1, "mmap failed")
            defer { munmap(memory, bytes) }
            // Rows are whole pages: every row but the strip's may not be read or written.
            if rows.lowerBound > 0 { #expect(mprotect(memory, rows.lowerBound * page, PROT_NONE) == 0) }
            if rows.upperBound < h {
                #expect(mprotect(memory + rows.upperBound * page, (h - rows.upperBound) * page, PROT_NONE) == 0)
            }
            let pixels = memory.bindMemory(to: UInt32.self, capacity: w * h)
            var canvas = try Canvas(width: w, height: h)
            canvas.clear(Color(r: 10, g: 20, b: 30, a: 255))
            var strip = canvas.stripCanvas(rows: rows, of: pixels, scratch: PaintScratch())
            drawEverything(on: &strip)
            strip.writePendingClear()
            // Reached only if nothing outside the strip was touched; the strip is all drawn.
            #expect(!(pixels + rows.lowerBound * w).withMemoryRebound(to: UInt32.self, capacity: rows.count * w) {
                UnsafeBufferPointer(start: $0, count: rows.count * w).contains(0)
            })
        }
    }

    /// The pixels drawn in 1…9 strips (more strips than some shapes have rows, strips of one
    /// row, more strips than the canvas has rows) equal those drawn whole, at odd heights.
    @Test(arguments: [(96, 80), (97, 7), (40, 3), (64, 1), (401, 331)])
    func stripsGiveTheBytesOfOneDrawing(width: Int, height: Int) throws {
        var whole = try Canvas(width: width, height: height)
        whole.clear(Color(r: 10, g: 20, b: 30, a: 255))
        drawEverything(on: &whole)
        let expected = whole.pixmap
        for count in [1, 2, 3, 4, 5, 9, height, height + 3] {
            var canvas = try Canvas(width: width, height: height)
            canvas.clear(Color(r: 10, g: 20, b: 30, a: 255))
            let drawn = canvas.drawInStrips(count: count) { strip in
                drawEverything(on: &strip)
                return strip.height
            }
            #expect(drawn.count == min(count, height), "\(count) strips")
            #expect(canvas.pixmap == expected, "\(width)×\(height) in \(count) strips")
        }
    }

    /// The strips write the canvas' own pixel array in place: nothing shares it meanwhile,
    /// so it is neither copied nor moved (a copy of 4 bytes a pixel per draw would cost more
    /// than a large fill).
    @Test func stripsDrawInPlace() throws {
        var canvas = try Canvas(width: 64, height: 48)
        canvas.clear(.white)
        let before = canvas.withSurfacePixels { UInt(bitPattern: $0) }
        _ = canvas.drawInStrips(count: 3) { strip in
            strip.fill(rectangle(3, 5, 50, 30), paint: .solid(Color(r: 255, g: 0, b: 0, a: 255)))
        }
        #expect(canvas.withSurfacePixels { UInt(bitPattern: $0) } == before)
        #expect(canvas.pixmap[10, 10] == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        #expect(canvas.pixmap[60, 40] == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func stripRowsShareOutEveryRowOnce() {
        for height in [1, 2, 7, 80, 1001] {
            for count in [1, 2, 3, 4, 7, 64] {
                let strips = (0..<count).map { Canvas.stripRows($0, of: count, height: height) }
                #expect(strips.first?.lowerBound == 0 && strips.last?.upperBound == height)
                for (a, b) in zip(strips, strips.dropFirst()) { #expect(a.upperBound == b.lowerBound) }
                #expect(strips.allSatisfy { $0.count <= (height + count - 1) / count })
            }
        }
    }

    /// The first limit a strip notes reaches the canvas, and the limits in force on the
    /// calling thread are those of every strip.
    @Test func limitsOfTheCallerHoldInEveryStrip() throws {
        var canvas = try Canvas(width: 60, height: 40)
        var limits = RenderLimits.standard
        limits.pathSegments = 8
        RenderLimits.$current.withValue(limits) {
            _ = canvas.drawInStrips(count: 3) { strip in
                var circle = Path()
                circle.addEllipse(in: Rect(x: 5, y: 5, width: 30, height: 30))
                strip.fill(circle, paint: .solid(Color(r: 255, g: 0, b: 0, a: 255)))
            }
        }
        #expect(canvas.limitExceeded?.limit == .pathSegments)
        #expect(canvas.pixmap.pixels.allSatisfy { $0 == 0 })
    }

    /// Every kind of drawing a scene makes, over the whole canvas and across strip borders.
    private func drawEverything(on canvas: inout Canvas) {
        let (w, h) = (Double(canvas.width), Double(canvas.height))
        // A translucent fill of nearly the whole canvas, with fractional edges, taking the
        // pending clear (ahead of its spans on a large canvas; its masks end past row ends).
        canvas.fill(rectangle(0.3, 0.4, w - 0.65, h - 0.8), paint: .solid(Color(r: 200, g: 100, b: 50, a: 150)))
        var big = Path()
        big.addEllipse(in: Rect(x: -0.3 * w, y: 0.1 * h, width: 1.1 * w, height: 0.9 * h))
        // A rectangle (the rectilinear fill), then a large plain fill that takes the pending clear.
        canvas.fill(rectangle(0.05 * w, 0.13 * h, 0.5 * w, 0.61 * h), paint: .solid(Color(r: 0, g: 120, b: 255, a: 255)))
        canvas.fill(big, paint: .linearGradient(LinearGradient(
            start: Point(0, 0), end: Point(w, h),
            stops: [GradientStop(offset: 0, color: Color(r: 255, g: 0, b: 0, a: 255)), GradientStop(offset: 1, color: Color(r: 0, g: 0, b: 255, a: 200))],
            dither: true)))
        // A clip with alpha and a blend mode, a radial gradient, an even-odd star.
        canvas.save()
        var clip = Path()
        clip.addEllipse(in: Rect(x: 0.2 * w, y: -0.2 * h, width: 0.7 * w, height: 1.1 * h))
        canvas.clip(clip, rule: .nonzero, transform: .rotation(0.2))
        canvas.alpha = 0.7
        canvas.blendMode = .multiply
        canvas.fill(rectangle(0, 0.3 * h, w, 0.5 * h), paint: .radialGradient(RadialGradient(
            center: Point(0.5 * w, 0.5 * h), radius: 0.4 * w,
            stops: [GradientStop(offset: 0, color: Color(r: 255, g: 255, b: 0, a: 255)), GradientStop(offset: 1, color: Color(r: 0, g: 160, b: 80, a: 255))])))
        canvas.restore()
        var star = Path()
        for i in 0..<5 {
            let a = Double(i) * 4 * .pi / 5
            let p = Point(0.5 * w + 0.45 * w * sin(a), 0.5 * h - 0.45 * h * cos(a))
            if i == 0 { star.move(to: p) } else { star.line(to: p) }
        }
        star.close()
        canvas.fill(star, paint: .solid(Color(r: 255, g: 255, b: 255, a: 140)), rule: .evenodd)
        // A shadowed, stroked curve, reaching rows far from its own.
        canvas.save()
        canvas.shadow = Shadow(offset: Point(3, 4), blur: 6, color: Color(r: 0, g: 0, b: 0, a: 160))
        var curve = Path()
        curve.move(to: Point(0.1 * w, 0.9 * h))
        curve.cubic(to: Point(0.9 * w, 0.1 * h), control1: Point(0.3 * w, -0.5 * h), control2: Point(0.6 * w, 1.4 * h))
        canvas.stroke(curve, paint: .solid(Color(r: 30, g: 200, b: 90, a: 255)),
                      style: StrokeStyle(width: 3, cap: .round, join: .round, dash: [7, 3]))
        canvas.restore()
        // An image, scaled, over a strip border.
        var image = try! Pixmap(width: 5, height: 4)
        for y in 0..<4 { for x in 0..<5 { image[x, y] = PremultipliedColor(r: UInt8(x * 50), g: UInt8(y * 60), b: 90, a: 255) } }
        canvas.drawImage(image, in: Rect(x: 0.6 * w, y: 0.2 * h, width: 0.3 * w, height: 0.7 * h))
    }

    private func rectangle(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Path {
        var p = Path()
        p.addRect(Rect(x: x, y: y, width: w, height: h))
        return p
    }
}
