import CtlRaster
import Testing
@testable import CtlText

private func systemFont() throws -> FontLibrary.Font { try FontLibrary.shared.font(named: "system") }

/// Alpha of every pixel, row by row.
private func alphas(_ canvas: Canvas) -> [[Int]] {
    (0..<canvas.height).map { y in (0..<canvas.width).map { x in Int(canvas.pixmap[x, y].a) } }
}

@Test func measurerMetricsAreThoseOfTheShapedLine() throws {
    let font = try systemFont()
    let m = FontMeasurer(font: font, size: 20)
    let shaped = ShapedLine.shape("Hello", font: font, size: 20)
    #expect(m.width(of: "Hello") == shaped.width)
    #expect(m.ascent == shaped.ascent && m.descent == shaped.descent && m.lineHeight == shaped.lineHeight)
    #expect(m.capHeight > 0 && m.capHeight < m.ascent)
    #expect(m.lineHeight >= m.ascent + m.descent)
    let metrics = TextMetrics(of: "Hello\nHi", font: font, size: 20)
    #expect(metrics.width == shaped.width && metrics.lineCount == 2)
}

@Test func helloCoversPixelsInsideItsMeasuredBoundsOnly() throws {
    let font = try systemFont()
    let origin = Point(10.3, 30.6)
    var canvas = try Canvas(width: 200, height: 60)
    canvas.drawText("Hello", font: font, size: 20, paint: .solid(.black), at: origin)
    let m = TextMetrics(of: "Hello", font: font, size: 20)
    var inked = 0
    for (y, row) in alphas(canvas).enumerated() {
        for (x, a) in row.enumerated() where a > 0 {
            inked += 1
            // One pixel of slack: anti-aliasing touches the pixel an edge passes through.
            #expect(Double(x) >= origin.x - 1 && Double(x) <= origin.x + m.width + 1, "x \(x)")
            // "Hello" has no descender and its caps reach cap height, well inside the ascent.
            #expect(Double(y) >= origin.y - m.ascent - 1 && Double(y) <= origin.y + 1, "y \(y)")
        }
    }
    #expect(inked > 100)
    // The cap height is reached: "H" inks the row just below origin.y - capHeight.
    let capRow = Int((origin.y - m.capHeight + 1).rounded(.down))
    #expect(alphas(canvas)[capRow].contains { $0 > 128 })
}

@Test func aGradientPaintColoursTheGlyphs() throws {
    let font = try systemFont()
    var canvas = try Canvas(width: 120, height: 40)
    let red = Color(r: 255, g: 0, b: 0), blue = Color(r: 0, g: 0, b: 255)
    let gradient = LinearGradient(start: Point(0, 0), end: Point(120, 0),
                                  stops: [GradientStop(offset: 0, color: red), GradientStop(offset: 1, color: blue)])
    canvas.drawText("HHHHHHHH", font: font, size: 24, paint: .linearGradient(gradient), at: Point(0, 30))
    func ratio(_ columns: Range<Int>) -> Double {  // red / (red + blue) over opaque pixels
        var r = 0, b = 0
        for y in 0..<40 { for x in columns { let p = canvas.pixmap[x, y]; if p.a == 255 { r += Int(p.r); b += Int(p.b) } } }
        return Double(r) / Double(max(r + b, 1))
    }
    #expect(ratio(0..<30) > 0.7)
    #expect(ratio(70..<100) < 0.4)
}

@Test func theDoubleScaleRenderIsTheSingleScaleOneScaledUp() throws {
    let font = try systemFont()
    func coverage(scale: Double) throws -> Double {
        var canvas = try Canvas(width: Int(160 * scale), height: Int(40 * scale))
        canvas.transform = .scale(scale, scale)
        canvas.drawText("Hello, world", font: font, size: 17, paint: .solid(.black), at: Point(4.25, 25.5))
        return Double(alphas(canvas).joined().reduce(0, +)) / (scale * scale)
    }
    let one = try coverage(scale: 1), two = try coverage(scale: 2)
    #expect(one > 0)
    #expect(abs(two - one) / one < 0.03, "1x \(one), 2x \(two)")
}

@Test func underlineAddsARowBelowTheBaseline() throws {
    let font = try systemFont()
    let size = 28.0, origin = Point(5, 30)
    func render(underline: Bool) throws -> [[Int]] {
        var canvas = try Canvas(width: 120, height: 44)
        canvas.drawText("Hello", font: font, size: size, paint: .solid(.black), at: origin, underline: underline)
        return alphas(canvas)
    }
    let plain = try render(underline: false), lined = try render(underline: true)
    let m = FontMeasurer(font: font, size: size)
    let top = origin.y + m.descent / 3, bottom = top + size / 14
    let row = Int(((top + bottom) / 2).rounded(.down))
    let width = Int(m.width(of: "Hello"))
    #expect(plain[row].reduce(0, +) == 0)
    #expect(lined[row][(Int(origin.x) + 1)..<(Int(origin.x) + width - 1)].allSatisfy { $0 > 200 })
    // Above the underline, nothing changed.
    #expect(plain[..<Int(top.rounded(.down))] == lined[..<Int(top.rounded(.down))])
    // Where descenders cross it, the underline stays solid (its winding agrees with the glyphs').
    var canvas = try Canvas(width: 120, height: 44)
    canvas.drawText("gjpqy", font: font, size: size, paint: .solid(.black), at: origin, underline: true)
    let descenders = alphas(canvas), descWidth = Int(m.width(of: "gjpqy"))
    #expect(descenders[row][(Int(origin.x) + 1)..<(Int(origin.x) + descWidth - 1)].allSatisfy { $0 > 200 })
}

@Test func textInARectWrapsAndStaysInside() throws {
    let font = try systemFont()
    var canvas = try Canvas(width: 120, height: 100)
    let rect = Rect(x: 10, y: 10, width: 100, height: 80)
    let layout = TextLayout(wrap: .word, align: .center, verticalAlign: .center)
    canvas.drawText("Hello world again", font: font, size: 20, paint: .solid(.black), in: rect, layout: layout)
    let lines = layout.layout("Hello world again", font: font, size: 20, in: rect)
    #expect(lines.count >= 2)
    for (y, row) in alphas(canvas).enumerated() {
        for (x, a) in row.enumerated() where a > 0 {
            #expect(rect.insetBy(dx: -1, dy: -1).contains(Point(Double(x), Double(y))), "(\(x), \(y))")
        }
    }
    // Every line inked something on its baseline band.
    for line in lines {
        let band = Int(line.origin.y) - 8
        #expect(alphas(canvas)[band].contains { $0 > 0 }, "line \(line.text)")
    }
}

@Test func strokedTextOutlinesTheGlyphs() throws {
    let font = try systemFont()
    func total(_ stroke: StrokeStyle?) throws -> Int {
        var canvas = try Canvas(width: 200, height: 80)
        canvas.drawText("O", font: font, size: 60, paint: .solid(.black), at: Point(10, 65), stroke: stroke)
        return alphas(canvas).joined().reduce(0, +)
    }
    let filled = try total(nil), outlined = try total(StrokeStyle(width: 1))
    #expect(outlined > 0 && outlined < filled / 2)
}

@Test func aNewlineAtAnOriginStartsTheNextLineOneLineHeightLower() throws {
    let font = try systemFont()
    func render(_ text: String, at origin: Point) throws -> [[Int]] {
        var canvas = try Canvas(width: 100, height: 90)
        canvas.drawText(text, font: font, size: 20, paint: .solid(.black), at: origin)
        return alphas(canvas)
    }
    let lineHeight = FontMeasurer(font: font, size: 20).lineHeight
    let twoLines = try render("Hi\nHi", at: Point(5, 25))
    let first = try render("Hi", at: Point(5, 25)), second = try render("Hi", at: Point(5, 25 + lineHeight))
    // The lines do not overlap (line height > ascent + descent of "Hi"), so the images add up.
    let sum = zip(first, second).map { zip($0, $1).map { min(255, $0 + $1) } }
    #expect(twoLines == sum)
}
