import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// Seed 004's custom tab bar: the bar's halves and line, items evenly spaced in grey and the
/// selected one's fill, masks by alpha alone, the emboss, the glow, the arrow at the seed's
/// position, clamping and spec keys (`ctlrender tab-bar`: ctlrenderTests).
@Suite struct TabBarTests {
    static let tint = Color(hex: 0x007AFF), orange = Color(hex: 0xFF9500)

    func render(_ bar: TabBar, look: Look = .flat, state: ControlState = .normal, scale: Double = 2,
                size: Size? = nil, tint: Color? = nil) throws -> ControlRendering {
        try ControlRenderer.render(bar, options: RenderOptions(look: look, state: state, scale: scale, size: size,
                                                               tint: tint))
    }

    func pixels(_ bar: TabBar, look: Look = .flat, tint: Color? = nil) throws -> Pixmap {
        try render(bar, look: look, tint: tint).pixmap
    }

    /// How many pixels in columns `xs` (all rows) are exactly `color`.
    func count(_ p: Pixmap, _ color: Color, xs: Range<Int>? = nil) -> Int {
        let c = color.premultiplied
        return (0..<p.height).reduce(0) { n, y in n + (xs ?? 0..<p.width).filter { p[$0, y] == c }.count }
    }

    /// A 20×20 mask: an opaque disc of `color` on transparency.
    func disc(_ color: Color) throws -> ControlImage {
        var canvas = try Canvas(width: 20, height: 20)
        canvas.fill(Path(circleCenter: Point(10, 10), radius: 8), paint: .solid(color))
        return try ControlImage(canvas.pixmap)
    }

    @Test func theBarIs44PointsAndTheArrowRisesAboveIt() throws {
        let flat = try render(TabBar(), scale: 1).pixmap
        #expect(flat.width == 320 && flat.height == 48)   // 44 + 6 − 2
        let classic = try render(TabBar(), look: .classic, scale: 1).pixmap
        #expect(classic.height == 51)                      // 44 + 9 − 2
        var plain = TabBar()
        plain.showsArrow = false
        #expect(try render(plain, scale: 1).pixmap.height == 44)
        let wide = try render(TabBar(), scale: 1, size: Size(width: 480, height: 30))
        #expect(wide.pixmap.width == 480 && wide.pixmap.height == 48)
        #expect(wide.warnings.contains { $0.contains("fixed height of 48 points") })
    }

    @Test func classicBarIsAGradientAboveSolidBlack() throws {
        var bar = TabBar(selectedIndex: nil)
        bar.showsArrow = false
        let p = try pixels(bar, look: .classic)
        #expect(p[300, 0] == Color.black.premultiplied && p[300, 1] == Color.black.premultiplied)   // the 1-pt line
        #expect(p[300, 2].r >= 0x28 && p[300, 2].r <= 0x2D)                     // #2D2D2D at the top…
        #expect(p[300, 43].r >= 0x14 && p[300, 43].r <= 0x17)                   // …to #141414 at half height
        #expect(p[300, 44] == Color.black.premultiplied && p[300, 87] == Color.black.premultiplied)
    }

    @Test func flatBarIsLightUnderAHairline() throws {
        let p = try pixels(TabBar(selectedIndex: nil))
        #expect(p[300, 8] == Color(hex: 0xB2B2B2).premultiplied && p[300, 9] == Color(hex: 0xF7F7F7).premultiplied)
        #expect(p[300, 95] == Color(hex: 0xF7F7F7).premultiplied && p[300, 7].a == 0)
    }

    @Test func itemsShareTheWidthGreyUnlessSelected() throws {
        let p = try pixels(TabBar(selectedIndex: 1))
        let grey = Color(hex: 0x929292)
        for i in 0..<5 {
            let xs = (i * 128)..<((i + 1) * 128)
            #expect(count(p, grey, xs: xs) > (i == 1 ? -1 : 100), "item \(i)")
            #expect((count(p, Self.tint, xs: xs) > 100) == (i == 1), "item \(i)")
        }
        #expect(count(p, grey, xs: 128..<256) == 0)
        let classic = try pixels(TabBar(selectedIndex: 1), look: .classic)
        #expect(count(classic, Color(hex: 0xAAAAAA), xs: 0..<128) > 100)
        #expect(count(classic, Color(hex: 0xAAAAAA), xs: 128..<256) == 0)
        // The selected icon's blue gradient: lighter at its top than at its bottom.
        let column = (20..<90).map { classic[192, $0] }.filter { $0.b > 150 && $0.b > $0.r + 60 }
        #expect(column.count > 4 && column.first!.g > column.last!.g)
    }

    @Test func onlyTheMasksAlphaCounts() throws {
        var red = TabBar(selectedIndex: 0), green = TabBar(selectedIndex: 0)
        red.items = [.image(try disc(Color(r: 255, g: 0, b: 0))), .symbol(.star)]
        green.items = [.image(try disc(Color(r: 0, g: 255, b: 0, a: 255))), .symbol(.star)]
        for look in Look.allCases {
            #expect(try pixels(red, look: look) == (try pixels(green, look: look)))
        }
        let p = try pixels(red)
        #expect(p[160, 56] == Self.tint.premultiplied)   // the disc's centre, filled with the tint
    }

    @Test func theSelectedItemIsEmbossedInTheClassicLookOnly() throws {
        let selected = try pixels(TabBar(selectedIndex: 0), look: .classic)
        let none = try pixels(TabBar(selectedIndex: nil), look: .classic)
        // Inside the plate (clear of the icon) it is lighter than the bar; outside it is not.
        #expect(selected[20, 90].r > none[20, 90].r && selected[20, 90].r > 0)
        #expect(selected[200, 90] == none[200, 90])
        #expect(selected[4, 40] == Color.black.premultiplied)   // the rim, 2 points in
        let flat = try pixels(TabBar(selectedIndex: 0))
        #expect(flat[20, 60] == Color(hex: 0xF7F7F7).premultiplied)
    }

    /// The seed: index·itemWidth + itemWidth/2 − arrowWidth/2, its base 2 points in the bar.
    @Test func theArrowSitsOverTheSelectedItem() throws {
        for index in 0..<5 {
            let p = try pixels(TabBar(selectedIndex: index))
            let centre = 2 * (index * 64 + 32)
            #expect(p[centre, 2] == Self.tint.premultiplied, "item \(index)")    // near the apex
            #expect(p[centre, 11] == Self.tint.premultiplied)                    // in the bar's first 2 points
            #expect(p[centre, 12] != Self.tint.premultiplied)                    // base
            #expect(p[centre + 128, 2].a == 0)
        }
        let classic = try pixels(TabBar(selectedIndex: 4), look: .classic)
        #expect(classic[576, 10] == Color(hex: 0x2D2D2D).premultiplied)   // the bar's colour, pointing up
        #expect(classic[576, 14] == Color(hex: 0x2D2D2D).premultiplied)   // over the bar's top line
        #expect(classic[576, 12] == Color(hex: 0x2D2D2D).premultiplied && classic[500, 14] == Color.black.premultiplied)
        var hidden = TabBar(selectedIndex: 2)
        hidden.showsArrow = false
        let noArrow = try pixels(hidden)
        #expect(count(noArrow, Self.tint, xs: 300..<340) > 0 && noArrow[320, 2] != Self.tint.premultiplied)
        #expect(count(try pixels(TabBar(selectedIndex: nil)), Self.tint) == 0)
    }

    @Test func theGlowMarksAnItem() throws {
        var glowing = TabBar(selectedIndex: 0)
        glowing.glowIndex = 3
        let classic = try pixels(glowing, look: .classic), plain = try pixels(TabBar(selectedIndex: 0), look: .classic)
        #expect(classic[448, 100].b > 120 && plain[448, 100] == Color.black.premultiplied)   // at the bottom's middle
        #expect(classic[448, 40] == plain[448, 40])
        let flat = try pixels(glowing)
        #expect(count(flat, Self.tint, xs: 384..<512) > 60)   // the dot by the icon
        glowing.glowIndex = 7
        let r = try render(glowing)
        #expect(r.warnings == ["tab-bar: glow index 7 is not an item (0…4); no glow is drawn"])
        #expect(r.pixmap == (try pixels(TabBar(selectedIndex: 0))))
    }

    @Test func selectionIsClampedAndTitlesCounted() throws {
        let r = try render(TabBar(selectedIndex: 9))
        #expect(r.warnings == ["tab-bar: selected index 9 is past the last item (4); drawn at 4"])
        #expect(r.pixmap == (try pixels(TabBar(selectedIndex: 4))))
        var titled = TabBar()
        titled.titles = ["One", "", "Three"]
        let t = try render(titled), untitled = try pixels(TabBar())
        #expect(t.warnings.isEmpty && t.pixmap != untitled)
        titled.titles = (1...7).map { "T\($0)" }
        #expect(try render(titled).warnings == ["tab-bar: 7 titles for 5 items; the extra ones are ignored"])
        var empty = TabBar()
        empty.items = []
        #expect(throws: ControlError.self) { try empty.validate() }
    }

    @Test func aTintColoursTheSelectedItemInBothLooks() throws {
        let flat = try pixels(TabBar(selectedIndex: 0), tint: Self.orange)
        #expect(count(flat, Self.orange) > 100)
        let classic = try pixels(TabBar(selectedIndex: 0), look: .classic, tint: Self.orange)
        // A gradient made of the tint: orange pixels in the selected item.
        var orange = 0
        for y in 0..<classic.height {
            for x in 0..<128 {
                let c = classic[x, y]
                if c.a == 255 && c.r > 200 && c.b < 120 && (100..<220).contains(c.g) { orange += 1 }
            }
        }
        #expect(orange > 100)
    }

    @Test func everyStateDrawsTheSame() throws {
        let normal = try pixels(TabBar(selectedIndex: 2))
        for state in ControlState.allCombinations {
            #expect(try render(TabBar(selectedIndex: 2), state: state).pixmap == normal)
        }
    }

    @Test func specKeys() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        try folder.writePNG("mask.png", width: 20, height: 20)
        let json = """
            {"control": "tab-bar", "items": ["star", "mask.png", {"src": "mask.png", "scale": 2}, "more"],
             "selectedIndex": 2, "glowIndex": -1, "showsArrow": false, "titles": ["A", "B"]}
            """
        let bar = try #require(try ControlSpec.load(path: try folder.write(json, "t.json")).control as? TabBar)
        #expect(bar.items.count == 4 && bar.items[0] == .symbol(.star) && bar.items[3] == .symbol(.more))
        guard case .image(let big) = bar.items[1], case .image(let small) = bar.items[2] else {
            Issue.record("the images are not read as images")
            return
        }
        #expect(big.size == Size(width: 20, height: 20) && small.size == Size(width: 10, height: 10))
        #expect(bar.selectedIndex == 2 && bar.glowIndex == nil && !bar.showsArrow && bar.titles == ["A", "B"])
        let none = try folder.write(#"{"control": "tab-bar", "selectedIndex": "none", "glowIndex": 3}"#, "n.json")
        let other = try #require(try ControlSpec.load(path: none).control as? TabBar)
        #expect(other.selectedIndex == nil && other.glowIndex == 3)
    }

    @Test func badSpecValuesNameTheirKey() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        func message(_ json: String) -> String {
            do {
                _ = try ControlSpec.load(path: try folder.write(json, "bad.json"), kind: TabBar.kind)
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        #expect(message(#"{"items": []}"#).contains(#"key "items": a tab bar needs at least one item"#))
        #expect(message(#"{"items": ["star", "planet"]}"#).contains(#"key "items[1]""#))
        #expect(message(#"{"selectedIndex": 1.5}"#).contains(#"key "selectedIndex": must be a whole number"#))
        #expect(message(#"{"showsArrow": "yes"}"#).contains(#"key "showsArrow": must be true or false"#))
        #expect(message(#"{"titles": "A"}"#).contains(#"key "titles": must be an array"#))
        #expect(message(#"{"selected": 1}"#).contains(#"key "selected": unknown key"#))
    }
}
