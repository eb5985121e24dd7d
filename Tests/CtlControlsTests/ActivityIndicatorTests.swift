import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// The activity indicator: sizes by style, the spokes' opacity ramp from the head, the
/// phase, colours, stopping and spec keys (`ctlrender activity`: ctlrenderTests).
@Suite struct ActivityIndicatorTests {
    func render(_ a: ActivityIndicator, look: Look = .flat, scale: Double = 2,
                size: Size? = nil) throws -> ControlRendering {
        try ControlRenderer.render(a, options: RenderOptions(look: look, scale: scale, size: size))
    }

    /// The alpha at a point `radius` points from the centre in the direction of spoke
    /// `index` (0 at the top, clockwise), at scale 2.
    func alpha(_ p: Pixmap, spoke index: Int, radius: Double) -> UInt8 {
        let side = Double(p.width) / 2
        let angle = (Double(index) / 12 - 0.25) * 2 * .pi
        let x = side / 2 + radius * cos(angle), y = side / 2 + radius * sin(angle)
        return p[Int((2 * x).rounded(.down)), Int((2 * y).rounded(.down))].a
    }

    @Test func sizeIsFixedByStyle() throws {
        #expect(try render(ActivityIndicator(style: .white), scale: 1).pixmap.width == 20)
        #expect(try render(ActivityIndicator(style: .gray), scale: 1).pixmap.height == 20)
        #expect(try render(ActivityIndicator(style: .whiteLarge), scale: 1).pixmap.width == 37)
        let r = try render(ActivityIndicator(style: .whiteLarge), look: .classic, scale: 1,
                           size: Size(width: 80, height: 80))
        #expect(r.pixmap.width == 37 && r.warnings.contains { $0.contains("fixed size of 37×37 points") })
    }

    /// Flat (F7): 0.85 at the head, then 0.75, 0.66, 0.56, 0.46, 0.37 and six at 0.27.
    @Test func flatSpokesFadeFromTheHeadAtTheTop() throws {
        let p = try render(ActivityIndicator(style: .gray)).pixmap
        let ramp = [0.85, 0.75, 0.66, 0.56, 0.46, 0.37, 0.27, 0.27, 0.27, 0.27, 0.27, 0.27]
        for (behind, opacity) in ramp.enumerated() {
            let a = alpha(p, spoke: (12 - behind) % 12, radius: 7)
            #expect(a == UInt8((opacity * 255).rounded()), "spoke \(behind) behind the head: \(a)")
        }
        #expect(p[20, 20].a == 0)
        #expect(p[20, 4] == Color(hex: 0x6C6C6C).opacity(0.85).premultiplied)
    }

    /// Classic (CHAM): from 1.0 at the head down to 0.3, linearly.
    @Test func classicSpokesFadeLinearly() throws {
        let p = try render(ActivityIndicator(style: .gray), look: .classic).pixmap
        #expect(alpha(p, spoke: 0, radius: 7) == 255)
        #expect(alpha(p, spoke: 1, radius: 7) == 77)
        #expect(alpha(p, spoke: 6, radius: 7) == UInt8(((1 - 0.7 * 6 / 11) * 255).rounded()))
        #expect(p[20, 4] == Color(hex: 0x808080).premultiplied)
        let large = try render(ActivityIndicator(style: .whiteLarge), look: .classic).pixmap
        #expect(alpha(large, spoke: 0, radius: 13.5) == 255 && alpha(large, spoke: 0, radius: 7) == 0)
    }

    @Test func phaseMovesTheHeadClockwiseAndWraps() throws {
        let three = try render(ActivityIndicator(style: .gray, phase: 3)).pixmap
        #expect(alpha(three, spoke: 3, radius: 7) == 217 && alpha(three, spoke: 2, radius: 7) == 191)
        #expect(alpha(three, spoke: 0, radius: 7) == 143)
        let zero = try render(ActivityIndicator(style: .gray, phase: 0)).pixmap
        #expect(try render(ActivityIndicator(style: .gray, phase: 12)).pixmap == zero)
        #expect(try render(ActivityIndicator(style: .gray, phase: -9)).pixmap == three)
        #expect(three != zero)
    }

    @Test func colourOverridesTheStyle() throws {
        let white = try render(ActivityIndicator(style: .white)).pixmap
        #expect(white[20, 4] == Color.white.opacity(0.85).premultiplied)
        let yellow = try render(ActivityIndicator(style: .gray, color: Color(hex: 0xFFFF00))).pixmap
        #expect(yellow[20, 4] == Color(hex: 0xFFFF00).opacity(0.85).premultiplied)
    }

    @Test func stoppedIsHiddenUnlessItShouldNotBe() throws {
        let hidden = try render(ActivityIndicator(style: .gray, isAnimating: false)).pixmap
        #expect(hidden.width == 40 && hidden.pixels.allSatisfy { $0 == 0 })
        let still = try render(ActivityIndicator(style: .gray, phase: 5, isAnimating: false, hidesWhenStopped: false))
        #expect(still.pixmap == (try render(ActivityIndicator(style: .gray, phase: 5))).pixmap)
        // States change nothing.
        for state in ControlState.allCombinations {
            let r = try ControlRenderer.render(ActivityIndicator(style: .gray), options: RenderOptions(state: state))
            #expect(r.pixmap == (try render(ActivityIndicator(style: .gray), scale: 1)).pixmap)
        }
    }

    @Test func specKeys() throws {
        let json = #"{"style": "white-large", "color": "yellow", "phase": 7, "isAnimating": false, "hidesWhenStopped": false}"#
        let spec = try ControlSpec.decode(Data(json.utf8), source: nil, baseDirectory: ".",
                                          kind: ActivityIndicator.kind)
        let a = try #require(spec.control as? ActivityIndicator)
        #expect(a.style == .whiteLarge && a.color == Color(css: "yellow") && a.phase == 7)
        #expect(!a.isAnimating && !a.hidesWhenStopped)

        func message(_ json: String) -> String {
            do {
                _ = try ControlSpec.decode(Data(json.utf8), source: nil, baseDirectory: ".",
                                           kind: ActivityIndicator.kind)
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        #expect(message(#"{"style": "large"}"#)
                .contains(#"key "style": must be one of "white-large", "white", "gray", not the string "large""#))
        #expect(message(#"{"phase": 1.5}"#).contains(#"key "phase": must be a whole number"#))
        #expect(message(#"{"isAnimating": "no"}"#).contains(#"key "isAnimating": must be true or false"#))
        #expect(message(#"{"colour": "red"}"#).contains(#"key "colour": unknown key in a activity spec"#))
    }
}
