import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// Search bars: heights with and without a scope bar, the field's geometry per look, the
/// placeholder and magnifier greys, the clear and Cancel buttons, bar style and tint, the
/// scope bar's selection, clamping and the spec (the command: ctlrenderTests).
@Suite struct SearchBarTests {
    @Test func heightsAndTheFieldPerLook() throws {
        var bar = SearchBar()
        #expect(try Bars.render(bar, scale: 1).pixmap.height == 44)
        bar.scopes = ["A", "B"]
        #expect(try Bars.render(bar, look: .classic, scale: 1).pixmap.height == 88)
        let row = Rect(x: 0, y: 0, width: 320, height: 44)
        let flat = SearchBar().fieldFrame(in: row, environment: ControlEnvironment(look: .flat))
        #expect(flat == Rect(x: 8, y: 8, width: 304, height: 28))
        let classic = SearchBar().fieldFrame(in: row, environment: ControlEnvironment(look: .classic))
        #expect(classic.height == 31 && classic.minX == 6)
        var cancel = SearchBar()
        cancel.showsCancelButton = true
        #expect(cancel.fieldFrame(in: row, environment: ControlEnvironment(look: .flat)).width < 304 - 40)
    }

    @Test func flatBarFieldMagnifierAndPlaceholder() throws {
        let p = try Bars.pixels(SearchBar())
        #expect(p[4, 4] == Color(hex: 0xC9C9CE).premultiplied && p[4, 87] == Color(hex: 0xB2B2B2).premultiplied)
        #expect(p[300, 44] == Color.white.premultiplied)                   // the field
        #expect(p[16, 16].a == 255 && p[16, 16] != Color.white.premultiplied)  // a rounded corner shows the bar
        let grey = Color(hex: 0x8E8E93)
        #expect(Bars.count(p, grey, xs: 16..<46) > 10)                     // the magnifier, 8 pt in
        #expect(Bars.count(p, grey, xs: 50..<200) > 30)                    // the placeholder
    }

    @Test func textShowsTheClearButtonAndNoPlaceholder() throws {
        var bar = SearchBar()
        bar.text = "abc"
        let p = try Bars.pixels(bar)
        let clear = Color(hex: 0x8E8E93)
        #expect(Bars.count(p, clear, xs: 580..<630) > 100)                 // the clear circle at the right
        #expect(Bars.count(p, .black, xs: 50..<200) > 20)                  // black text
        let empty = try Bars.pixels(SearchBar())
        #expect(Bars.count(empty, clear, xs: 580..<630) == 0 && Bars.count(empty, .black) == 0)
    }

    @Test func barStyleAndTint() throws {
        var black = SearchBar()
        black.barStyle = .black
        #expect(try Bars.pixels(black)[4, 4] == Color.black.premultiplied)
        let classic = try Bars.pixels(black, look: .classic)
        #expect(classic[4, 40].r < 0x40 && classic[4, 40].r == classic[4, 40].b)
        let tinted = try Bars.pixels(SearchBar(), look: .classic, tint: Color(hex: 0x2E7D32))
        #expect(Int(tinted[4, 40].g) > Int(tinted[4, 40].r) + 30)
        var flatTint = SearchBar()
        flatTint.barTint = Color(hex: 0x2E7D32)
        #expect(try Bars.pixels(flatTint)[4, 4] == Color(hex: 0x2E7D32).premultiplied)
    }

    @Test func scopeBarSelectsItsSegmentAndClamps() throws {
        var bar = SearchBar()
        bar.scopes = ["All", "Mail", "Contacts"]
        bar.selectedScope = 2
        let p = try Bars.pixels(bar)
        // The selected segment is filled with the tint: the last third of the scope row.
        #expect(Bars.count(p, Bars.tint, xs: 440..<620, ys: 100..<170) > 3000)
        #expect(Bars.count(p, Bars.tint, xs: 30..<200, ys: 100..<170) < 1500)
        bar.selectedScope = 7
        let warnings = try Bars.render(bar).warnings
        #expect(warnings.contains { $0.contains("selected scope 7 is not a scope") })
        #expect(try Bars.pixels(bar) == p)
    }

    @Test func specFile() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let json = """
            {"control": "search-bar", "placeholder": "Find", "text": "x", "barStyle": "black", "translucent": true,
             "barTint": "#123456", "scopes": ["A", "B"], "selectedScope": 1, "showsCancelButton": true}
            """
        let bar = try #require(try ControlSpec.load(path: try folder.write(json, "s.json")).control as? SearchBar)
        #expect(bar.placeholder == "Find" && bar.text == "x" && bar.barStyle == .black && bar.isTranslucent)
        #expect(bar.scopes == ["A", "B"] && bar.selectedScope == 1 && bar.showsCancelButton)
        let bad = try folder.write(#"{"control": "search-bar", "scopes": "A"}"#, "b.json")
        #expect(throws: SpecError.self) { try ControlSpec.load(path: bad) }
    }
}
