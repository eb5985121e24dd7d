import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// Seed 000's Recipe 2-3 thumb on a slider: its 40×100 image, the bar, the bubble only while
/// highlighted, the shade and the text colour by value, and the spec (the command: ctlrenderTests).
@Suite struct BubbleThumbTests {
    let size = Size(width: 200, height: 100)

    func render(_ value: Double, state: ControlState = .highlighted, look: Look = .flat) throws -> Pixmap {
        try ControlRenderer.render(Slider(value: value, thumbStyle: .bubble),
                                   options: RenderOptions(look: look, state: state, size: size)).pixmap
    }

    @Test func theSliderIsAsTallAsTheThumbImage() {
        for look in Look.allCases {
            let s = Slider(value: 0.5, thumbStyle: .bubble).sizing(in: ControlEnvironment(look: look))
            #expect(s.natural.height == 100, "\(look)")
        }
    }

    @Test func theBarIsDarkGreyOutlinedInWhite() throws {
        // The thumb at 0.3 spans x 48…88 (centre 20 + 0.3 × 160); its bar is (0, 40, 40, 20).
        for state in [ControlState.normal, .highlighted] {
            let p = try render(0.3, state: state)
            #expect(p[60, 50] == Color(hex: 0x555555).premultiplied, "\(state)")   // darkGrayColor, inset 1.5
            #expect(p[51, 50] == Color.white.premultiplied && p[68, 43] == Color.white.premultiplied) // the 2-wide outline, inset 3
            #expect(p[47, 45].a == 0)
            if state == .normal { #expect(p[68, 39].a == 0) }
        }
    }

    @Test func theBubbleShowsOnlyWhileHighlightedShadedByTheValue() throws {
        let normal = try render(0.3, state: .normal)
        #expect(normal[68, 5].a == 0 && normal[68, 20].a == 0)
        let dark = try render(0.3)
        #expect(dark[68, 5] == Color.white(0.3).premultiplied)                  // colorWithWhite:0.3
        #expect(dark[68, 2] == Color.white(0.5).premultiplied)                  // the grey ring, 3 wide, inset 2
        #expect(dark[50, 20] == Color.white(0.5).premultiplied)
        #expect(dark[68, 35] == Color.white(0.3).premultiplied)
        // The text is white at or below 0.5, black above.
        func count(_ p: Pixmap, _ c: PremultipliedColor, x: Int) -> Int {
            var n = 0
            for y in 8..<32 { for x in (x - 14)..<(x + 14) where p[x, y] == c { n += 1 } }
            return n
        }
        #expect(count(dark, Color.white.premultiplied, x: 68) > 20)
        let light = try render(0.8)   // the thumb at 20 + 0.8 × 160 = 148
        #expect(light[148, 5] == Color.white(0.8).premultiplied)
        #expect(count(light, Color.black.premultiplied, x: 148) > 20 && count(light, Color.white.premultiplied, x: 148) == 0)
        let half = try render(0.5)
        #expect(count(half, Color.white.premultiplied, x: 100) > 20)
    }

    @Test func theNumberIsTheValueToOneDecimal() throws {
        // The white text pixels, relative to the thumb's left edge (round(value × 160)).
        func text(_ value: Double) throws -> [Bool] {
            let p = try render(value), left = Int((value * 160).rounded())
            var mask: [Bool] = []
            for y in 8..<32 { for x in (left + 6)..<(left + 34) { mask.append(p[x, y] == Color.white.premultiplied) } }
            return mask
        }
        // 0.31 and 0.34 both print "0.3"; 0.36 prints "0.4".
        let a = try text(0.31), b = try text(0.34), c = try text(0.36)
        #expect(a.filter { $0 }.count > 20)
        #expect(a == b && b != c)
    }

    @Test func bothLooksDrawTheRecipesArtAndDisabledFades() throws {
        let flat = try render(0.3), classic = try render(0.3, look: .classic)
        for (x, y) in [(68, 5), (68, 2), (60, 50), (51, 50)] { #expect(flat[x, y] == classic[x, y]) }
        #expect(try render(0.3, state: .disabled)[60, 50].a == 128)
    }

    @Test func specFile() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let json = #"{"control": "slider", "value": 0.3, "thumb": "bubble"}"#
        let s = try #require(try ControlSpec.load(path: try folder.write(json, "s.json")).control as? Slider)
        #expect(s.thumbStyle == .bubble)
    }
}
