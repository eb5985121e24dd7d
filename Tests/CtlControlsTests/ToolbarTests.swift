import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// Toolbars: flexible spaces centring the items, fixed spaces, the shadow and hairline on
/// the content's side by position, masks in the tint, the item list syntax and the spec (the
/// command: ctlrenderTests).
@Suite struct ToolbarTests {
    static let noImages: @Sendable (String) throws -> ControlImage = { _ in throw ControlError("test", "no images") }

    func frames(_ bar: Toolbar, look: Look = .flat, width: Double = 320) -> [Rect] {
        bar.itemFrames(in: Rect(x: 0, y: 0, width: width, height: 44), environment: ControlEnvironment(look: look))
    }

    @Test func twoFlexibleSpacesCentreTheItems() throws {
        for look in [Look.flat, .classic] {
            for width in [320.0, 500] {
                let f = frames(Toolbar(), look: look, width: width)
                #expect(f.count == 6)
                let content = f[1].union(f[4])
                #expect(abs(content.midX - width / 2) < 1e-9, "\(look) \(width)")
                #expect(abs(f[0].width - f[5].width) < 1e-9 && f[0].width > 0)
            }
        }
    }

    @Test func withoutFlexibleSpacesItemsPackFromThePaddingAndFixedSpacesKeepTheirWidth() throws {
        let items = try Toolbar.Item.list("system:add,fixed:30,system:trash,system:camera", loadImage: Self.noImages)
        let f = frames(Toolbar(items: items))
        #expect(f[0].minX == 8)                                       // the flat side padding
        #expect(f[1].width == 30 && f[2].minX - f[0].maxX == 30 + 2 * 8)
        #expect(f[3].minX - f[2].maxX == 8)                            // the gap between neighbours
        let right = try Toolbar.Item.list("flex,system:add", loadImage: Self.noImages)
        let r = frames(Toolbar(items: right))
        #expect(r[1].maxX == 320 - 8)                                  // one flexible space pushes right
    }

    @Test func shadowAtTheTopOfABottomToolbarAndBelowATopOne() throws {
        var bar = Toolbar(items: [])
        let bottom = try Bars.pixels(bar, look: .classic)
        #expect(bottom.height == 94)
        // Above the bar, darkest next to it.
        #expect(bottom[5, 5].a > bottom[5, 3].a && bottom[5, 3].a > bottom[5, 0].a && bottom[5, 0].a > 0)
        #expect(bottom[5, 6] == Color(hex: 0x5E748C).premultiplied)   // the bar's top line
        bar.position = .top
        let top = try Bars.pixels(bar, look: .classic)
        #expect(top[5, 87] == Color(hex: 0x577296).premultiplied)     // the bar's bottom line
        #expect(top[5, 88].a > top[5, 90].a && top[5, 90].a > top[5, 93].a && top[5, 93].a > 0)
    }

    @Test func flatHairlineOnTheContentsSide() throws {
        var bar = Toolbar(items: [])
        let hairline = Color(hex: 0xB2B2B2).premultiplied, fill = Color(hex: 0xF7F7F7).premultiplied
        let bottom = try Bars.pixels(bar)
        #expect(bottom.height == 88 && bottom[5, 0] == hairline && bottom[5, 87] == fill)
        bar.position = .top
        let top = try Bars.pixels(bar)
        #expect(top[5, 0] == fill && top[5, 87] == hairline)
    }

    @Test func masksAndGlyphsTakeTheTint() throws {
        let items = try Toolbar.Item.list("flex,image:star,image:moon,flex", loadImage: Self.noImages)
        let p = try Bars.pixels(Toolbar(items: items), tint: Bars.orange)
        let f = frames(Toolbar(items: items))
        for frame in [f[1], f[2]] {
            let xs = Int(frame.minX * 2)..<Int(frame.maxX * 2)
            #expect(Bars.count(p, Bars.orange, xs: xs) > 100)
        }
        let classic = try Bars.pixels(Toolbar(items: items), look: .classic)
        #expect(Bars.count(classic, .white) > 200)                    // iOS 6: white glyphs
    }

    @Test func itemListSyntax() throws {
        let items = try Toolbar.Item.list("flex,text:Edit,fixed:20,system:add,image:star,switch:off,done:OK,flex",
                                          loadImage: Self.noImages)
        #expect(items.count == 8)
        guard case .flexibleSpace = items[0], case .button(let edit) = items[1], case .fixedSpace(20) = items[2],
              case .button(let add) = items[3], case .button(let star) = items[4],
              case .switchView(isOn: false) = items[5], case .button(let ok) = items[6] else {
            Issue.record("items parsed as \(items)")
            return
        }
        #expect(edit.content == .title("Edit") && edit.style == .bordered && add.content == .system(.add))
        #expect(star.content == .art(.star) && ok.style == .done)
        for bad in ["fixed:-3", "fixed:x", "fixed:nan", "fixed:inf", "rocket", "system:rocket", "text"] {
            #expect(throws: ControlError.self, "\(bad)") { try Toolbar.Item.list(bad, loadImage: Self.noImages) }
        }
    }

    @Test func specFile() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        try folder.writePNG("mask.png", width: 20, height: 20, color: Color(r: 0, g: 255, b: 0))
        let json = """
            {"control": "toolbar", "items": ["flex", "image:mask.png", {"title": "Go", "style": "done"}, "flex"],
             "position": "top", "barStyle": "black", "showsShadow": true}
            """
        let bar = try #require(try ControlSpec.load(path: try folder.write(json, "t.json")).control as? Toolbar)
        #expect(bar.items.count == 4 && bar.position == .top && bar.barStyle == .black && bar.showsShadow == true)
        let text = try #require(try ControlSpec.load(path: try folder.write(
            #"{"control": "toolbar", "items": "flex,system:add,flex"}"#, "s.json")).control as? Toolbar)
        #expect(text.items.count == 3)
        let bad = try folder.write(#"{"control": "toolbar", "items": ["flex", "fixed:-1"]}"#, "b.json")
        #expect(throws: SpecError.self) { try ControlSpec.load(path: bad) }
    }
}
