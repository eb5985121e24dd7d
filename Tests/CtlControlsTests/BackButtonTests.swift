import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// Seed 004's custom back button: its width from the title, the arrow, its caps (which
/// nine-slice it), the states and the spec (the command: ctlrenderTests).
@Suite struct BackButtonTests {
    let classic = ControlEnvironment(look: .classic), flat = ControlEnvironment(look: .flat)

    func render(_ b: BackButton, look: Look = .classic, state: ControlState = .normal, size: Size? = nil,
                scale: Double = 1) throws -> ControlRendering {
        try ControlRenderer.render(b, options: RenderOptions(look: look, state: state, scale: scale, size: size))
    }

    @Test func theWidthIsTheTitlesAsSizeWithFontMeasuresItPlusTheCaps() throws {
        for (env, style, caps) in [(classic, TextStyle(font: "system-bold", size: 12, color: .white), 11.0 + 3 + 8),
                                   (flat, TextStyle(font: "system", size: 17, color: .black), 8.0 + 12 + 6 + 8)] {
            for title in ["Back", "Settings", "Inbox (12)"] {
                let width = try style.measure(title).width.rounded(.up)
                let size = BackButton(title: title).sizing(in: env).natural
                #expect(size.width == width + caps, "\(env.look) \(title)")
            }
        }
        #expect(BackButton().sizing(in: classic).natural.height == 30)
        #expect(BackButton().sizing(in: flat).natural.height == 44)
        let wide = try render(BackButton(title: "Back"), size: Size(width: 90, height: 40))
        #expect(wide.pixmap.width == 90 && wide.pixmap.height == 30 && wide.warnings.count == 1)
    }

    @Test func theClassicArrowPointsLeft() throws {
        let p = try render(BackButton()).pixmap
        #expect(p[1, 14].a > 200)                              // the point, at the left middle
        #expect(p[1, 2].a == 0 && p[1, 27].a == 0)             // above and below the slanted shoulders
        #expect(p[12, 1].a == 255 && p[p.width - 2, 14].a == 255)
        #expect(p[p.width - 1, 0].a < 128)                     // a rounded top right corner
        #expect(p[20, 29].a > 0 && p[20, 29].a < 128)          // the light etch under the bottom edge
    }

    @Test func capsAreTheArrowAndTheCornersAndNineSliceCleanly() throws {
        #expect(BackButton().capInsets(in: classic) == nil)   // a title does not stretch
        #expect(BackButton(title: "").capInsets(in: classic) == EdgeInsets(top: 0, left: 16, bottom: 0, right: 5))
        #expect(BackButton(title: "").capInsets(in: flat) == EdgeInsets(top: 0, left: 23, bottom: 0, right: 1))
        // Drawn wider, the caps are the same pixels as at the natural size.
        for look in Look.allCases {
            let env = ControlEnvironment(look: look)
            let caps = try #require(BackButton(title: "").capInsets(in: env))
            let natural = try render(BackButton(title: ""), look: look, scale: 2).pixmap
            let wide = try render(BackButton(title: ""), look: look, size: Size(width: 80, height: 30), scale: 2).pixmap
            let left = Int(caps.left * 2), right = Int(caps.right * 2)
            for y in 0..<natural.height {
                for x in 0..<left { #expect(natural[x, y] == wide[x, y], "\(look) (\(x), \(y))") }
                for x in 0..<right {
                    #expect(natural[natural.width - 1 - x, y] == wide[wide.width - 1 - x, y], "\(look) right \(x), \(y)")
                }
            }
        }
    }

    @Test func states() throws {
        let normal = try render(BackButton()).pixmap, pressed = try render(BackButton(), state: .highlighted).pixmap
        #expect(pressed[20, 24].a == 255 && pressed[20, 24].b < normal[20, 24].b)
        #expect(try render(BackButton(), state: .disabled).pixmap[20, 24].a == 128)
        // Flat: a tint chevron, faded to 0.3 while pressed.
        let flatNormal = try render(BackButton(), look: .flat).pixmap
        let flatPressed = try render(BackButton(), look: .flat, state: .highlighted).pixmap
        #expect(flatNormal[9, 22] == Color(hex: 0x007AFF).premultiplied)
        #expect(flatPressed[9, 22].a == 77)
    }

    @Test func specFile() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let b = try #require(try ControlSpec.load(path: try folder.write(#"{"control": "back-button", "title": "Mail"}"#,
                                                                        "b.json")).control as? BackButton)
        #expect(b.title == "Mail")
    }
}
