import Testing
@testable import CtlRaster

/// Nine-slice drawing: caps copied bit for bit, one-pixel middles replicated, tiles, the
/// 3-part cases, undersized destinations, @2x, and the errors of bad insets.
@Suite struct NineSliceTests {
    /// A distinct opaque colour for each (x, y) of a small image, with a few translucent
    /// pixels (valid premultiplied values) so premultiplication mistakes show.
    static func distinct(_ x: Int, _ y: Int) -> PremultipliedColor {
        let r = UInt8((20 + 23 * x) % 256), g = UInt8((10 + 29 * y) % 256), b = UInt8((37 * x + 53 * y) % 256)
        if (x + y) % 4 == 3 { return PremultipliedColor(r: r / 2, g: g / 2, b: b / 2, a: 160) }
        return PremultipliedColor(r: r, g: g, b: b, a: 255)
    }

    static func image(_ w: Int, _ h: Int, _ color: (Int, Int) -> PremultipliedColor) throws -> Pixmap {
        var p = try Pixmap(width: w, height: h)
        for y in 0..<h { for x in 0..<w { p[x, y] = color(x, y) } }
        return p
    }

    /// Every pixel of `canvas` against `expected(x, y)`; reports the first few differences.
    static func expectPixels(_ canvas: Canvas, sourceLocation: SourceLocation = #_sourceLocation,
                             _ expected: (Int, Int) -> PremultipliedColor) {
        var wrong: [String] = []
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where canvas.pixmap[x, y] != expected(x, y) {
                wrong.append("(\(x),\(y)): \(canvas.pixmap[x, y]) ≠ \(expected(x, y))")
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) pixels differ: \(wrong.prefix(6).joined(separator: "; "))",
                sourceLocation: sourceLocation)
    }

    // MARK: Stretch

    /// UIKit's stretchableImage: 2-pixel caps around a 1-pixel middle, on both axes.
    @Test func onePixelMiddleIsReplicatedAndCapsAreCopied() throws {
        let source = try Self.image(5, 5, Self.distinct)
        let slice = try NineSlice.stretchable(image: source, leftCapWidth: 2, topCapHeight: 2)
        #expect(slice.insets == EdgeInsets(all: 2))
        var canvas = try Canvas(width: 11, height: 9)
        slice.draw(in: Rect(x: 0, y: 0, width: 11, height: 9), on: &canvas)
        // Columns 0–1 left cap, 2–8 the middle column 2, 9–10 the right cap (3–4); rows alike.
        let columns = [0, 1, 2, 2, 2, 2, 2, 2, 2, 3, 4]
        let rows = [0, 1, 2, 2, 2, 2, 2, 3, 4]
        Self.expectPixels(canvas) { x, y in Self.distinct(columns[x], rows[y]) }
    }

    @Test func anOffsetDestinationStaysExact() throws {
        let source = try Self.image(5, 5, Self.distinct)
        let slice = try NineSlice(image: source, insets: EdgeInsets(all: 2))
        var canvas = try Canvas(width: 12, height: 8)
        canvas.transform = .translation(1, 0)
        slice.draw(in: Rect(x: 2, y: 1, width: 7, height: 6), on: &canvas)
        // Device x 3…9, y 1…6.
        let columns = [0, 1, 2, 2, 2, 3, 4], rows = [0, 1, 2, 2, 3, 4]
        Self.expectPixels(canvas) { x, y in
            (3..<10).contains(x) && (1..<7).contains(y) ? Self.distinct(columns[x - 3], rows[y - 1])
                : PremultipliedColor(r: 0, g: 0, b: 0, a: 0)
        }
    }

    /// A 10×10-pixel image at scale 2 (5×5 points, 2-point caps) on a scale-2 canvas:
    /// caps copy their 4×4 pixels; the 2-pixel middle, two equal columns, fills the rest.
    @Test func scale2ImageOnScale2Canvas() throws {
        func fold(_ v: Int) -> Int { v == 5 ? 4 : v }     // the middle pixels 4 and 5 are alike
        let source = try Self.image(10, 10) { x, y in Self.distinct(fold(x), fold(y)) }
        let slice = try NineSlice(image: source, scale: 2, insets: EdgeInsets(all: 2))
        var canvas = try Canvas(width: 22, height: 18)
        canvas.transform = .scale(2, 2)
        slice.draw(in: Rect(x: 0, y: 0, width: 11, height: 9), on: &canvas)
        Self.expectPixels(canvas) { x, y in
            let sx = x < 4 ? x : x >= 18 ? x - 12 : 4
            let sy = y < 4 ? y : y >= 14 ? y - 8 : 4
            return Self.distinct(sx, sy)
        }
    }

    /// Insets (0, 2, 0, 2): left cap, 1-pixel middle, right cap; no vertical caps, so rows
    /// stretch (here 2×, sampled nearest: each row twice).
    @Test func threePartHorizontal() throws {
        let source = try Self.image(5, 2, Self.distinct)
        let slice = try NineSlice(image: source, insets: EdgeInsets(top: 0, left: 2, bottom: 0, right: 2),
                                  filter: .nearest)
        var canvas = try Canvas(width: 9, height: 4)
        slice.draw(in: Rect(x: 0, y: 0, width: 9, height: 4), on: &canvas)
        let columns = [0, 1, 2, 2, 2, 2, 2, 3, 4]
        Self.expectPixels(canvas) { x, y in Self.distinct(columns[x], y / 2) }
    }

    /// Insets (1, 0, 2, 0) on rows that are each one colour: exact with bilinear filtering too.
    @Test func threePartVertical() throws {
        let source = try Self.image(3, 5) { _, y in Self.distinct(0, y) }
        let slice = try NineSlice(image: source, insets: EdgeInsets(top: 1, left: 0, bottom: 2, right: 0))
        var canvas = try Canvas(width: 7, height: 8)
        slice.draw(in: Rect(x: 0, y: 0, width: 7, height: 8), on: &canvas)
        // Row 0 top cap, 1–5 middle rows 1–2 stretched: not exact unless alike, so the middle is
        // checked for lying between them; rows 6–7 the bottom cap (3–4).
        Self.expectPixels(canvas) { x, y in
            y == 0 ? Self.distinct(0, 0) : y >= 6 ? Self.distinct(0, y - 3) : canvas.pixmap[x, y]
        }
        for y in 1...5 {
            let p = canvas.pixmap[3, y], a = Self.distinct(0, 1), b = Self.distinct(0, 2)
            #expect(p.g >= min(a.g, b.g) && p.g <= max(a.g, b.g), "row \(y): \(p)")
        }
    }

    @Test func zeroInsetsStretchTheWholeImage() throws {
        let one = try Self.image(1, 1) { _, _ in PremultipliedColor(r: 25, g: 100, b: 117, a: 200) }
        let slice = try NineSlice.stretchable(image: one, leftCapWidth: 0, topCapHeight: 0)
        var canvas = try Canvas(width: 6, height: 3)
        slice.draw(in: Rect(x: 0, y: 0, width: 6, height: 3), on: &canvas)
        Self.expectPixels(canvas) { _, _ in PremultipliedColor(r: 25, g: 100, b: 117, a: 200) }
    }

    /// Insets adding up to the image (no middle): the column after the left cap fills it.
    @Test func noMiddleUsesTheColumnAfterTheLeftCap() throws {
        let source = try Self.image(4, 1, Self.distinct)
        let slice = try NineSlice(image: source, insets: EdgeInsets(top: 0, left: 2, bottom: 0, right: 2))
        var canvas = try Canvas(width: 7, height: 1)
        slice.draw(in: Rect(x: 0, y: 0, width: 7, height: 1), on: &canvas)
        let columns = [0, 1, 2, 2, 2, 2, 3]
        Self.expectPixels(canvas) { x, y in Self.distinct(columns[x], y) }
    }

    // MARK: Undersized

    /// Caps of 2 and 4 pixels in 3 pixels: both halved (1 and 2 pixels), no middle. Pixels
    /// come in equal pairs so each destination pixel averages a pair to its own colour.
    @Test func undersizedDestinationShrinksTheCaps() throws {
        let pairs = [Self.distinct(0, 0), Self.distinct(1, 0), Self.distinct(2, 0)]
        let source = try Self.image(7, 1) { x, _ in x < 2 ? pairs[0] : x == 2 ? Self.distinct(5, 5) : pairs[(x - 3) / 2 + 1] }
        let slice = try NineSlice(image: source, insets: EdgeInsets(top: 0, left: 2, bottom: 0, right: 4))
        var canvas = try Canvas(width: 3, height: 1)
        slice.draw(in: Rect(x: 0, y: 0, width: 3, height: 1), on: &canvas)
        // Left cap = pixels 0–1 → 1 pixel; right cap = 3–6 → 2 pixels; the middle pixel 2 is gone.
        Self.expectPixels(canvas) { x, _ in [pairs[0], pairs[1], pairs[2]][x] }
    }

    /// Destinations smaller than the caps, even fractional ones, draw inside the rectangle only.
    @Test(arguments: [0.4, 1, 1.5, 2.6, 3.2])
    func tinyDestinationsStayInside(side: Double) throws {
        let source = try Self.image(5, 5) { _, _ in PremultipliedColor(r: 255, g: 255, b: 255, a: 255) }
        let slice = try NineSlice(image: source, insets: EdgeInsets(all: 2))
        var canvas = try Canvas(width: 8, height: 8)
        slice.draw(in: Rect(x: 2, y: 2, width: side, height: side), on: &canvas)
        let limit = 2 + Int(side.rounded())
        for y in 0..<8 {
            for x in 0..<8 where x < 2 || y < 2 || x >= limit || y >= limit {
                #expect(canvas.pixmap[x, y].a == 0, "(\(x),\(y)) drawn outside a \(side)-point rectangle")
            }
        }
    }

    // MARK: Tile

    /// A 7×7 image with 2-pixel caps and a 3-pixel middle, tiled to 13×12: the middle
    /// columns 2,3,4 three times; the middle rows 2,3,4 twice and then 2,3 cut off.
    @Test func tileModeRepeatsFromThePartsOrigin() throws {
        let source = try Self.image(7, 7, Self.distinct)
        let slice = try NineSlice(image: source, insets: EdgeInsets(all: 2), mode: .tile)
        var canvas = try Canvas(width: 13, height: 12)
        slice.draw(in: Rect(x: 0, y: 0, width: 13, height: 12), on: &canvas)
        let columns = [0, 1, 2, 3, 4, 2, 3, 4, 2, 3, 4, 5, 6]
        let rows = [0, 1, 2, 3, 4, 2, 3, 4, 2, 3, 5, 6]
        Self.expectPixels(canvas) { x, y in Self.distinct(columns[x], rows[y]) }
    }

    /// Tiles at scale 2 on a scale-2 canvas: copies of the 2×2-pixel middle, cut after one pixel.
    @Test func tileModeAtScale2() throws {
        let source = try Self.image(6, 6, Self.distinct)      // 3×3 points, 1-point caps
        let slice = try NineSlice(image: source, scale: 2, insets: EdgeInsets(all: 1), mode: .tile)
        var canvas = try Canvas(width: 11, height: 7)
        canvas.transform = .scale(2, 2)
        slice.draw(in: Rect(x: 0, y: 0, width: 5.5, height: 3.5), on: &canvas)
        // Width 11 px: cap 0–1, middle 2–8 (7 px: 2,3,2,3,2,3,2), cap 9–10 → 4–5.
        let columns = [0, 1, 2, 3, 2, 3, 2, 3, 2, 4, 5], rows = [0, 1, 2, 3, 2, 4, 5]
        Self.expectPixels(canvas) { x, y in Self.distinct(columns[x], rows[y]) }
    }

    // MARK: Shadow

    /// With a shadow, the parts are drawn as one image: the shadow under the middle is even,
    /// with no dip where the parts meet.
    @Test func shadowIsThatOfTheWholeImage() throws {
        let white = try Self.image(21, 5) { _, _ in PremultipliedColor(r: 255, g: 255, b: 255, a: 255) }
        let slice = try NineSlice.stretchable(image: white, leftCapWidth: 10, topCapHeight: 2)
        var canvas = try Canvas(width: 80, height: 50)
        canvas.shadow = Shadow(offset: Point(0, 10), blur: 4, color: .black)
        slice.draw(in: Rect(x: 10, y: 10, width: 60, height: 20), on: &canvas)
        #expect(canvas.pixmap[40, 20] == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        let row = 32
        let middle = canvas.pixmap[40, row].a
        #expect(middle > 100)
        for x in 18...62 {
            #expect(canvas.pixmap[x, row].a == middle, "shadow alpha at x = \(x)")
        }
    }

    // MARK: Errors

    @Test func insetsLargerThanTheImageThrow() throws {
        let source = try Self.image(5, 4, Self.distinct)
        #expect(throws: NineSliceError.self) { try NineSlice(image: source, insets: EdgeInsets(top: 0, left: 3, bottom: 0, right: 3)) }
        #expect(throws: NineSliceError.self) { try NineSlice(image: source, insets: EdgeInsets(top: 5, left: 0, bottom: 0, right: 0)) }
        // At scale 2 the image is 2.5×2 points.
        #expect(throws: NineSliceError.self) { try NineSlice(image: source, scale: 2, insets: EdgeInsets(all: 1.5)) }
        _ = try NineSlice(image: source, scale: 2, insets: EdgeInsets(all: 1))
        // 2.5 + 2.5 points fit a 5-point width exactly, however the half pixels round.
        let halves = try NineSlice(image: source, insets: EdgeInsets(top: 0, left: 2.5, bottom: 0, right: 2.5))
        #expect(halves.leftPixels + halves.rightPixels == 5)
        do {
            _ = try NineSlice(image: source, insets: EdgeInsets(top: 0, left: 3, bottom: 0, right: 3))
        } catch {
            #expect("\(error)".contains("larger than the image") && "\(error)".contains("5×4"), "\(error)")
        }
    }

    @Test(arguments: [-1, Double.nan, Double.infinity])
    func badInsetsThrow(value: Double) throws {
        let source = try Self.image(5, 5, Self.distinct)
        #expect(throws: NineSliceError.self) {
            try NineSlice(image: source, insets: EdgeInsets(top: 0, left: value, bottom: 0, right: 0))
        }
    }

    @Test(arguments: [0, -2, Double.nan, Double.infinity])
    func badScalesThrow(scale: Double) throws {
        let source = try Self.image(5, 5, Self.distinct)
        #expect(throws: NineSliceError.self) { try NineSlice(image: source, scale: scale, insets: .zero) }
    }

    @Test func stretchableNeedsRoomForTheMiddle() throws {
        let source = try Self.image(5, 5, Self.distinct)
        #expect(throws: NineSliceError.self) { try NineSlice.stretchable(image: source, leftCapWidth: 5, topCapHeight: 0) }
        #expect(throws: NineSliceError.self) { try NineSlice.stretchable(image: source, leftCapWidth: 0, topCapHeight: -1) }
        let edge = try NineSlice.stretchable(image: source, leftCapWidth: 4, topCapHeight: 0)
        #expect(edge.insets == EdgeInsets(top: 0, left: 4, bottom: 0, right: 0))
    }
}
