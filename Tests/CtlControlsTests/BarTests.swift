import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// Shared helpers of the bar tests.
enum Bars {
    static let tint = Color(hex: 0x007AFF), orange = Color(hex: 0xFF9500)

    static func render(_ control: any Control, look: Look = .flat, state: ControlState = .normal, scale: Double = 2,
                       size: Size? = nil, tint: Color? = nil) throws -> ControlRendering {
        try ControlRenderer.render(control, options: RenderOptions(look: look, state: state, scale: scale, size: size,
                                                                   tint: tint))
    }

    static func pixels(_ control: any Control, look: Look = .flat, state: ControlState = .normal,
                       tint: Color? = nil) throws -> Pixmap {
        try render(control, look: look, state: state, tint: tint).pixmap
    }

    /// How many pixels in columns `xs` are exactly `color`.
    static func count(_ p: Pixmap, _ color: Color, xs: Range<Int>? = nil, ys: Range<Int>? = nil) -> Int {
        let c = color.premultiplied
        return (ys ?? 0..<p.height).reduce(0) { n, y in n + (xs ?? 0..<p.width).filter { p[$0, y] == c }.count }
    }
}

/// Bar button items: sizes, flat colours by state, classic plates by style and tint, masks
/// filled by alpha alone and spec keys (the commands: ctlrenderTests).
@Suite struct BarButtonItemTests {
    @Test func flatItemIsTheContentInTheTintFadedWhenPressedGreyWhenDisabled() throws {
        let item = BarButtonItem(.system(.add), style: .plain)
        let normal = try Bars.pixels(item)
        #expect(Bars.count(normal, Bars.tint) > 40)
        let pressed = try Bars.pixels(item, state: .highlighted)
        #expect(Bars.count(pressed, Bars.tint) == 0 && Bars.count(pressed, Bars.tint.opacity(0.3)) > 40)
        let disabled = try Bars.pixels(item, state: .disabled)
        #expect(Bars.count(disabled, Color(hex: 0xC4C4C7)) > 40 && Bars.count(disabled, Bars.tint) == 0)
        // A tint colours everything, with no plate in any style.
        let bordered = try Bars.pixels(BarButtonItem(.system(.add)), tint: Bars.orange)
        #expect(Bars.count(bordered, Bars.orange) > 40)
    }

    @Test func imageMasksAreFilledByAlphaAlone() throws {
        var canvas = try Canvas(width: 40, height: 40)
        canvas.fill(Path(circleCenter: Point(20, 20), radius: 16), paint: .solid(Color(r: 0, g: 255, b: 0)))
        let mask = try ControlImage(canvas.pixmap, scale: 2)
        let item = BarButtonItem(.image(mask), style: .plain)
        let p = try Bars.pixels(item, tint: Bars.orange)
        #expect(Bars.count(p, Bars.orange) > 600)
        #expect((0..<p.height).allSatisfy { y in (0..<p.width).allSatisfy { p[$0, y].g <= 0x95 } })  // no green
        let star = try Bars.pixels(BarButtonItem(.art(.star), style: .plain), tint: Bars.orange)
        #expect(Bars.count(star, Bars.orange) > 100)
    }

    @Test func classicPlatesFollowTheStyleAndTheTint() throws {
        func middle(_ item: BarButtonItem, tint: Color? = nil, state: ControlState = .normal) throws -> PremultipliedColor {
            let p = try Bars.pixels(item, look: .classic, state: state, tint: tint)
            return p[3, p.height / 2]
        }
        let plain = try middle(BarButtonItem())
        let done = try middle(BarButtonItem(.title("Done"), style: .done))
        #expect(done.b > plain.b && done.r < plain.r)             // Done is the brighter blue
        let pressed = try middle(BarButtonItem(), state: .highlighted)
        #expect(pressed.b < plain.b)                               // pressed is darker
        let tinted = try middle(BarButtonItem(), tint: Color(hex: 0x4CAF50))
        #expect(tinted.g > tinted.r && tinted.g > tinted.b)
        let black = try middle({ var i = BarButtonItem(); i.barStyle = .black; return i }())
        #expect(black.r == black.g && black.g == black.b)
        // Plain: no plate, the glyph white.
        let p = try Bars.pixels(BarButtonItem(.system(.add), style: .plain), look: .classic)
        #expect(p[2, p.height / 2].a == 0 && Bars.count(p, .white) > 40)
        // Disabled fades the whole item.
        let faded = try Bars.pixels(BarButtonItem(), look: .classic, state: .disabled)
        #expect(faded[3, faded.height / 2].a < 200 && faded[3, faded.height / 2].a > 60)
    }

    @Test func backButtonsAreWiderAndPointLeft() throws {
        var back = BarButtonItem(.title("Edit"))
        back.isBackButton = true
        for look in [Look.flat, .classic] {
            let plain = try Bars.render(BarButtonItem(.title("Edit")), look: look, scale: 1).pixmap
            let pointed = try Bars.render(back, look: look, scale: 1).pixmap
            #expect(pointed.width > plain.width && pointed.height == 30, "\(look)")
        }
        let p = try Bars.pixels(back, look: .classic)
        let h = p.height
        #expect(p[2, h / 2].a > 200 && p[2, 6].a == 0)           // the point at mid-height, no corner above it
    }

    @Test func perStateTitleAttributesWin() throws {
        var item = BarButtonItem(.title("Go"))
        item.titleColor = PerState([.normal: Bars.orange, .highlighted: Color(hex: 0xFF3B30)])
        #expect(Bars.count(try Bars.pixels(item), Bars.orange) > 20)
        let pressed = try Bars.pixels(item, state: .highlighted)
        #expect(Bars.count(pressed, Color(hex: 0xFF3B30)) > 20 && Bars.count(pressed, Bars.orange) == 0)
    }

    @Test func specAndTokens() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let json = """
            {"control": "bar-button-item", "system": "trash", "style": "plain", "barStyle": "black",
             "titleColor": {"normal": "#ff0000"}, "fontSize": 14}
            """
        let item = try #require(try ControlSpec.load(path: try folder.write(json, "i.json")).control as? BarButtonItem)
        #expect(item.content == .system(.trash) && item.style == .plain && item.barStyle == .black && item.fontSize == 14)
        func message(_ json: String) -> String {
            do {
                _ = try ControlSpec.load(path: try folder.write(json, "bad.json"), kind: BarButtonItem.kind)
                return "no error"
            } catch { return "\(error)" }
        }
        #expect(message(#"{"title": "A", "system": "add"}"#).contains("give one of"))
        #expect(message(#"{"system": "rocket"}"#).contains(#"key "system""#))
        #expect(message(#"{"fontSize": 0}"#).contains("must be above 0"))
        let back = try BarButtonItem(token: "back:Inbox") { _ in throw ControlError("t", "no image") }
        #expect(back.isBackButton && back.content == .title("Inbox"))
        #expect(throws: ControlError.self) { try BarButtonItem(token: "rocket:x") { _ in throw ControlError("t", "") } }
        #expect(throws: ControlError.self) { try BarButtonItem(token: "system:rocket") { _ in throw ControlError("t", "") } }
    }
}

/// Navigation bars: heights per look, the classic gradient's lines, the flat hairline, the
/// shadow image tiled along the bottom, bar tint over bar style, items at the sides, the spec.
@Suite struct NavigationBarTests {
    @Test func heightsPerLook() throws {
        #expect(try Bars.render(NavigationBar(), scale: 1).pixmap.height == 44)
        #expect(try Bars.render(NavigationBar(), look: .classic, scale: 1).pixmap.height == 47)   // + the 1×3 shadow
        var shadowed = NavigationBar()
        shadowed.showsShadow = true
        #expect(try Bars.render(shadowed, scale: 1).pixmap.height == 47)
        let wide = try Bars.render(NavigationBar(), scale: 1, size: Size(width: 500, height: 10))
        #expect(wide.pixmap.width == 500 && wide.pixmap.height == 44 && !wide.warnings.isEmpty)
    }

    @Test func classicGradientBetweenItsLinesAndTheShadowTiledBelow() throws {
        var bar = NavigationBar()
        bar.title = ""
        let p = try Bars.pixels(bar, look: .classic)
        #expect(p[10, 0] == Color(hex: 0xEFF2F7).premultiplied && p[10, 87] == Color(hex: 0x3F5C80).premultiplied)
        #expect(p[10, 5].b > p[10, 80].b)                            // lighter at the top
        // The shadow: three points of black, fading away from the bar, the same in every column.
        let rows = (88..<94).map { p[0, $0] }
        #expect(rows.allSatisfy { $0.r == 0 && $0.a > 0 } && rows[0].a > rows[2].a && rows[2].a > rows[4].a)
        for x in 0..<p.width { #expect((88..<94).allSatisfy { p[x, $0] == p[0, $0] }, "column \(x)") }
    }

    @Test func customShadowImageIsTiledFromTheLeft() throws {
        var canvas = try Canvas(width: 2, height: 2)
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 1, height: 2)), paint: .solid(.black))
        var bar = NavigationBar()
        bar.shadowImage = try ControlImage(canvas.pixmap)
        bar.showsShadow = true
        let p = try Bars.pixels(bar)
        #expect(p.height == 92)
        #expect(p[0, 88].a == 255 && p[1, 88].a == 255 && p[2, 88].a == 0 && p[4, 89].a == 255 && p[6, 91].a == 0)
        #expect(p[10, 87] != Color(hex: 0xB2B2B2).premultiplied)     // the shadow replaces the hairline
    }

    @Test func flatBarIsLightWithAHairlineAndTranslucentWhenAsked() throws {
        var bar = NavigationBar()
        bar.title = ""
        let p = try Bars.pixels(bar)
        #expect(p[10, 10] == Color(hex: 0xF7F7F7).premultiplied && p[10, 87] == Color(hex: 0xB2B2B2).premultiplied)
        bar.isTranslucent = true
        let t = try Bars.pixels(bar)
        #expect(t[10, 10].a == Color(hex: 0xF7F7F7, alpha: 0.88).a)
    }

    @Test func barTintOverridesTheBarStyle() throws {
        var bar = NavigationBar()
        bar.barStyle = .black
        bar.barTint = Color(hex: 0x8B1A1A)
        bar.title = ""
        let flat = try Bars.pixels(bar)
        #expect(flat[10, 10] == Color(hex: 0x8B1A1A).premultiplied)
        let classic = try Bars.pixels(bar, look: .classic)
        #expect(Int(classic[10, 40].r) > Int(classic[10, 40].g) + 40)
        // Classic takes --tint for the bar too.
        let tinted = try Bars.pixels(NavigationBar(), look: .classic, tint: Color(hex: 0x2E7D32))
        #expect(Int(tinted[4, 40].g) > Int(tinted[4, 40].r) + 30)
    }

    @Test func itemsSitAtTheSidePadding() throws {
        var bar = NavigationBar()
        bar.title = ""
        bar.leftItem = BarButtonItem(.system(.add), style: .plain)
        bar.rightItem = BarButtonItem(.system(.add), style: .plain)
        let p = try Bars.pixels(bar)
        let columns = (0..<p.width).filter { x in (0..<p.height).contains { p[x, $0] == Bars.tint.premultiplied } }
        let first = try #require(columns.first), last = try #require(columns.last)
        // 8 points of padding, 4 of the item's own, then the 22-point glyph's plus at 80 % of it.
        #expect(abs(Double(first) / 2 - (8 + 4 + 2.2)) <= 1 && abs(Double(p.width - 1 - last) / 2 - (8 + 4 + 2.2)) <= 1)
    }

    @Test func plainItemsAreBorderedInAClassicNavigationBar() throws {
        var bar = NavigationBar()
        bar.title = ""
        let emptyClassic = try Bars.pixels(bar, look: .classic), emptyFlat = try Bars.pixels(bar)
        bar.rightItem = BarButtonItem(.system(.add), style: .plain)
        // 2 points inside the right end of the 40-point plate, right of the glyph.
        let classic = try Bars.pixels(bar, look: .classic), flat = try Bars.pixels(bar)
        #expect(classic[626, 44] != emptyClassic[626, 44])
        #expect(flat[626, 44] == emptyFlat[626, 44])
    }

    @Test func specFile() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let json = """
            {"control": "navigation-bar", "title": "T", "leftItem": "back:Inbox",
             "rightItem": {"title": "Save", "style": "done"}, "barStyle": "black", "translucent": true,
             "barTint": "#336699", "showsShadow": false}
            """
        let bar = try #require(try ControlSpec.load(path: try folder.write(json, "n.json")).control as? NavigationBar)
        #expect(bar.leftItem?.isBackButton == true && bar.rightItem?.style == .done && bar.isTranslucent)
        #expect(bar.barStyle == .black && bar.barTint == Color(hex: 0x336699) && bar.showsShadow == false)
    }
}
