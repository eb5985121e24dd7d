import CtlRaster
import Foundation
import Testing

@testable import CtlText

/// Text filled from the cache of flattened texts (`LineCache.placed`) against the same text
/// filled from its outline, built without any cache.
@Suite struct PlacedTextCacheTests {
    let library = FontLibrary()
    let title = "Settings & Privacy 42"

    /// The outline `drawText(_:font:size:paint:at:)` fills for one line, made without caches.
    private func outline(_ text: String, _ font: FontLibrary.Font, _ size: Double, at origin: Point) -> Path {
        ShapedLine.shapeUncached(text, font: font, size: size).path().transformed(by: .translation(origin.x, origin.y))
    }

    @Test func aCanvasOfAnotherSizeOrTransformDoesNotReuseAFlattening() throws {
        let font = try library.font(named: "system")
        let origin = Point(8.4, 22.1)
        func cached(width: Int, height: Int, scale: Double) throws -> [UInt32] {
            var canvas = try Canvas(width: width, height: height)
            canvas.transform = .scale(scale, scale)
            canvas.drawText(title, font: font, size: 17, paint: .solid(.black), at: origin)
            return canvas.pixmap.pixels
        }
        func reference(width: Int, height: Int, scale: Double) throws -> [UInt32] {
            var canvas = try Canvas(width: width, height: height)
            canvas.transform = .scale(scale, scale)
            canvas.fill(outline(title, font, 17, at: origin), paint: .solid(.black))
            return canvas.pixmap.pixels
        }
        // Same text, place and call transform each time: only the canvas changes.
        for (w, h, s) in [(200, 30, 1.0), (120, 20, 1.0), (200, 30, 1.0), (400, 60, 2.0), (200, 30, 1.0), (400, 60, 2)] {
            let got = try cached(width: w, height: h, scale: s)
            #expect(got == (try reference(width: w, height: h, scale: s)), "\(w)×\(h) at \(s)")
            #expect(got.contains { $0 != 0 })
        }
    }

    @Test func shadowAlphaAndBlendApplyToACachedFlatteningAsToAFill() throws {
        let font = try library.font(named: "system-bold")
        let origin = Point(6, 24)
        func setUp() throws -> Canvas {
            var canvas = try Canvas(width: 200, height: 34)
            canvas.clear(.white)
            canvas.shadow = Shadow(offset: Point(1, 2), blur: 2, color: Color(r: 0, g: 0, b: 0, a: 128))
            canvas.alpha = 0.8
            canvas.blendMode = .multiply
            return canvas
        }
        var reference = try setUp()
        reference.fill(outline(title, font, 15, at: origin), paint: .solid(Color(r: 0, g: 122, b: 255, a: 255)))
        for _ in 0..<3 {
            var canvas = try setUp()
            canvas.drawText(title, font: font, size: 15, paint: .solid(Color(r: 0, g: 122, b: 255, a: 255)), at: origin)
            #expect(canvas.pixmap.pixels == reference.pixmap.pixels)
        }
    }

    @Test func laidOutLinesDrawnAgainAreTheSameBytes() throws {
        let font = try library.font(named: "system")
        let rect = Rect(x: 4, y: 4, width: 120, height: 80)
        let text = "Settings & Privacy 42 wraps onto several lines here"
        let lines = TextLayout().layout(text, font: font, size: 13, in: rect)
        #expect(lines.count > 1)
        var reference = try Canvas(width: 130, height: 90)
        var path = Path()
        for line in lines where !line.text.isEmpty { path.append(outline(line.text, font, 13, at: line.origin)) }
        reference.fill(path, paint: .solid(.black))
        for _ in 0..<3 {
            var canvas = try Canvas(width: 130, height: 90)
            canvas.drawText(text, font: font, size: 13, paint: .solid(.black), in: rect)
            #expect(canvas.pixmap.pixels == reference.pixmap.pixels)
        }
    }

    @Test func aStrokedTextIsNotTakenFromTheFillCache() throws {
        let font = try library.font(named: "system")
        let origin = Point(8, 22)
        var filled = try Canvas(width: 200, height: 30)
        filled.drawText(title, font: font, size: 17, paint: .solid(.black), at: origin)
        var stroked = try Canvas(width: 200, height: 30)
        stroked.drawText(title, font: font, size: 17, paint: .solid(.black), at: origin, stroke: StrokeStyle(width: 0.5))
        var reference = try Canvas(width: 200, height: 30)
        reference.stroke(outline(title, font, 17, at: origin), paint: .solid(.black), style: StrokeStyle(width: 0.5))
        #expect(stroked.pixmap.pixels == reference.pixmap.pixels)
        #expect(stroked.pixmap.pixels != filled.pixmap.pixels)
    }
}
