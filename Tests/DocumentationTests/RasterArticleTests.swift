// article: Sources/CtlRaster/CtlRaster.docc/GettingStarted.md
// article block
import CtlRaster

/// Draws a 200 × 120 badge — a rounded rectangle in a vertical gradient with a dark outline
/// and a white check mark — and writes it as a PNG file at `path`.
func drawBadge(to path: String) throws {
    var canvas = try Canvas(width: 200, height: 120)
    canvas.clear(.white)

    let badge = Path(roundedRect: Rect(x: 10, y: 10, width: 180, height: 100), cornerRadius: 16)
    let blue = LinearGradient(start: Point(0, 10), end: Point(0, 110), stops: [
        GradientStop(offset: 0, color: Color(r: 90, g: 200, b: 250)),
        GradientStop(offset: 1, color: Color(r: 0, g: 122, b: 255)),
    ])
    canvas.fill(badge, paint: .linearGradient(blue))
    canvas.stroke(badge, paint: .solid(Color(r: 0, g: 64, b: 160)), style: StrokeStyle(width: 2))

    var check = Path()
    check.move(to: Point(70, 60))
    check.line(to: Point(92, 82))
    check.line(to: Point(132, 40))
    canvas.stroke(check, paint: .solid(.white), style: StrokeStyle(width: 10, cap: .round, join: .round))

    try canvas.checkLimits()
    try PNG.write(canvas.pixmap, to: path)
}
// article block end

// article block
/// A red dot with a soft shadow and a white ring, 64 × 64 points, at `scale` pixels a point.
func drawDot(scale: Double) throws -> Pixmap {
    let side = Int((64 * scale).rounded(.up))
    var canvas = try Canvas(width: side, height: side)
    canvas.transform = .scale(scale, scale)
    let dot = Path(circleCenter: Point(32, 30), radius: 20)

    canvas.save()
    canvas.shadow = Shadow(offset: Point(0, 2), blur: 4, color: Color(r: 0, g: 0, b: 0, a: 128))
    canvas.fill(dot, paint: .solid(Color(r: 255, g: 59, b: 48)))
    canvas.restore()

    canvas.stroke(dot, paint: .solid(.white), style: StrokeStyle(width: 3))
    return canvas.pixmap
}
// article block end

import CtlTestSupport
import Testing

/// Runs the code of CtlRaster's getting-started article (the regions above are its code blocks,
/// as `ArticleCodeTests` checks) and holds it to what the article says it draws.
@Suite struct RasterArticleTests {
    @Test func theBadgeIsAPNGWithTheGradientTheOutlineAndTheCheckMark() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        try drawBadge(to: folder.path("badge.png"))
        let badge = try PNG.read(path: folder.path("badge.png"))
        #expect((badge.width, badge.height) == (200, 120))
        #expect(badge[2, 2] == Color.white.premultiplied, "outside the badge: the white of clear(.white)")
        let top = badge[40, 14], bottom = badge[40, 106]
        #expect(top.b > top.r && bottom.b > bottom.r, "the badge is blue")
        #expect(top.r > bottom.r && top.g > bottom.g, "the gradient goes from light at the top to dark at the bottom")
        #expect(badge[100, 10] == Color(r: 0, g: 64, b: 160).premultiplied, "the 2-pixel outline on the top edge")
        #expect(badge[92, 80] == Color.white.premultiplied, "the check mark's corner")
    }

    @Test func theDotIsDrawnInPointsWithItsShadowBelowIt() throws {
        let one = try drawDot(scale: 1), two = try drawDot(scale: 2)
        #expect((one.width, one.height, two.width, two.height) == (64, 64, 128, 128))
        #expect(one[32, 30] == Color(r: 255, g: 59, b: 48).premultiplied)
        #expect(two[64, 60] == Color(r: 255, g: 59, b: 48).premultiplied, "the same point at @2x")
        #expect(one[32, 10] == Color.white.premultiplied, "the ring on the dot's top edge")
        #expect(two[64, 20] == Color.white.premultiplied)
        let shadow = one[32, 53]
        #expect(shadow.a > 0 && shadow.r == 0, "below the dot, the black shadow moved 2 points down")
        #expect(one[32, 2].a == 0, "above the dot: the shadow falls downwards")
    }
}
