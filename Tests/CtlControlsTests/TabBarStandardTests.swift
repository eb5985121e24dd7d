import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// The standard UITabBar style of `tab-bar`: 49 points, masks in the item tint and the
/// selected image tint, the selection indicator, titles, the two looks and the spec (the
/// command: ctlrenderTests);
/// the custom style stays the default.
@Suite struct TabBarStandardTests {
    func standard(_ selected: Int? = 1) -> TabBar {
        var bar = TabBar(selectedIndex: selected)
        bar.style = .standard
        return bar
    }

    @Test func customStaysTheDefaultAndStandardIs49PointsWithoutArrow() throws {
        #expect(TabBar().style == .custom)
        #expect(try Bars.render(TabBar(), scale: 1).pixmap.height == 48)
        for look in [Look.flat, .classic] {
            let p = try Bars.render(standard(), look: look, scale: 1).pixmap
            #expect(p.width == 320 && p.height == 49, "\(look)")
        }
    }

    @Test func masksTakeTheItemTintAndTheSelectedImageTint() throws {
        var bar = standard(1)
        bar.titles = ["", "", "", "", ""]
        bar.itemTint = Bars.orange
        bar.selectedImageTint = Color(hex: 0xFF2D55)
        for look in [Look.flat] {
            let p = try Bars.pixels(bar, look: look)
            for i in 0..<5 {
                let xs = (i * 128)..<((i + 1) * 128)
                #expect((Bars.count(p, Bars.orange, xs: xs) > 100) == (i != 1), "item \(i)")
                #expect((Bars.count(p, Color(hex: 0xFF2D55), xs: xs) > 100) == (i == 1), "item \(i)")
            }
        }
        // Classic: the selected image tint makes a gradient of that colour, darker at the bottom.
        let classic = try Bars.pixels(bar, look: .classic)
        let column = (0..<classic.height).map { classic[192, $0] }.filter { $0.r > 150 && Int($0.r) > Int($0.g) + 60 }
        #expect(column.count > 10 && column.first!.g > column.last!.g)
    }

    @Test func lookDefaults() throws {
        let flat = try Bars.pixels(standard(0))
        #expect(Bars.count(flat, Bars.tint, xs: 0..<128) > 100 && Bars.count(flat, Color(hex: 0x929292), xs: 128..<256) > 100)
        #expect(flat[300, 0] == Color(hex: 0xB2B2B2).premultiplied)            // the hairline
        #expect(flat[128, 50].a == Color(hex: 0xF7F7F7, alpha: 0.88).a)        // translucent
        let classic = try Bars.pixels(standard(0), look: .classic)
        #expect(classic[600, 0] == Color.black.premultiplied && classic[600, 97] == Color.black.premultiplied)
        #expect(classic[600, 4].r > 0x20)                                       // the gloss above the half
        // The glossy plate behind the selected item: lighter than the bar beside it.
        #expect(Int(classic[10, 20].r) > Int(classic[300, 20].r) + 0x10)
        // Selected icon blue, titles grey and white.
        let blue = (0..<classic.height).map { classic[64, $0] }.filter { $0.b > 150 && Int($0.b) > Int($0.r) + 60 }
        #expect(blue.count > 10)
        #expect(Bars.count(classic, .white, xs: 0..<128) > 20 && Bars.count(classic, Color(hex: 0x979797)) > 20)
    }

    @Test func selectionIndicatorImageAndItsAbsence() throws {
        var canvas = try Canvas(width: 4, height: 4)
        canvas.clear(Color(hex: 0x00FF00))
        var bar = standard(2)
        bar.selectionIndicatorImage = try ControlImage(canvas.pixmap)
        let p = try Bars.pixels(bar)
        #expect(Bars.count(p, Color(hex: 0x00FF00), xs: 256..<384) > 1000 && Bars.count(p, Color(hex: 0x00FF00), xs: 0..<256) == 0)
        var none = standard(0)
        none.showsSelectionIndicator = false
        let classic = try Bars.pixels(none, look: .classic)
        #expect(classic[10, 20] == classic[300, 20])
    }

    @Test func systemItemsBringTheirTitles() throws {
        var bar = standard(nil)
        #expect(bar.items.count == 5)
        let titled = try Bars.pixels(bar)
        bar.titles = ["", "", "", "", ""]
        let untitled = try Bars.pixels(bar)
        let grey = Color(hex: 0x929292)
        let rows = 80..<96
        #expect(Bars.count(titled, grey, ys: rows) > 50 && Bars.count(untitled, grey, ys: rows) == 0)
    }

    @Test func specFile() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        try folder.writePNG("plate.png", width: 8, height: 8, color: Color(r: 0, g: 255, b: 0))
        let json = """
            {"control": "tab-bar", "style": "standard", "itemTint": "#ff9500", "selectedImageTint": "#ff2d55",
             "selectionIndicatorImage": "plate.png", "showsSelectionIndicator": false}
            """
        let bar = try #require(try ControlSpec.load(path: try folder.write(json, "t.json")).control as? TabBar)
        #expect(bar.style == .standard && bar.itemTint == Bars.orange && bar.selectedImageTint == Color(hex: 0xFF2D55))
        #expect(bar.selectionIndicatorImage != nil && !bar.showsSelectionIndicator)
    }
}
