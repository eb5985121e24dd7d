import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// MyKnob of seed 001: the rotation over 0…5 radians, its clamp, the Min and Max labels,
/// the states and the spec (the command: ctlrenderTests).
@Suite struct ImageKnobTests {
    let blue = Color(hex: 0x007AFF).premultiplied

    func render(_ k: ImageKnob, look: Look = .flat, state: ControlState = .normal) throws -> ControlRendering {
        try ControlRenderer.render(k, options: RenderOptions(look: look, state: state))
    }

    /// The point `r` from the knob's centre (70, 54) in `direction` (radians clockwise from +x).
    func pixel(_ p: Pixmap, _ direction: Double, _ r: Double = 32) -> PremultipliedColor {
        p[Int(70 + r * cos(direction)), Int(54 + r * sin(direction))]
    }

    @Test func theMarkTurnsFiveRadiansFromMinToMax() throws {
        // The 5-radian travel is centred on the bottom: at 0 the mark points lower left, at
        // 2.5 straight up, at 5 lower right.
        #expect(abs(ImageKnob.restDirection - (Double.pi / 2 + (2 * Double.pi - 5) / 2)) < 1e-12)
        let atMin = try render(ImageKnob(angle: 0)).pixmap
        #expect(pixel(atMin, ImageKnob.restDirection) == blue)
        #expect(atMin[70, 22] != blue)
        let middle = try render(ImageKnob(angle: 2.5)).pixmap
        #expect(middle[70, 22] == blue && middle[70, 30] == blue)
        let atMax = try render(ImageKnob(angle: 5)).pixmap
        #expect(pixel(atMax, ImageKnob.restDirection + 5) == blue && pixel(atMax, ImageKnob.restDirection) != blue)
        #expect(ImageKnob(angle: 1).pointerDirection == ImageKnob.restDirection + 1)
    }

    @Test func anglesOutsideTheRangeAreClamped() throws {
        let over = try render(ImageKnob(angle: 6))
        #expect(over.warnings == ["image-knob: angle 6 is outside 0…5 radians; drawn at 5"])
        #expect(over.pixmap == (try render(ImageKnob(angle: 5))).pixmap)
        let under = try render(ImageKnob(angle: -1))
        #expect(under.warnings == ["image-knob: angle -1 is outside 0…5 radians; drawn at 0"])
        #expect(under.pixmap == (try render(ImageKnob(angle: 0))).pixmap)
        #expect(throws: ControlError.self) { try ImageKnob(angle: .nan).validate() }
    }

    @Test func minAndMaxLabelsSitAtTheEndsOfTheTravel() throws {
        for look in Look.allCases {
            let p = try render(ImageKnob(angle: 2.5), look: look).pixmap
            func inked(_ x0: Int, _ x1: Int) -> Int {
                var n = 0
                for y in 106..<118 { for x in x0..<x1 where p[x, y].a > 100 { n += 1 } }
                return n
            }
            // "Min" round (29.6, 108), "Max" round (110.4, 108), beside and below the knob's disc (its bottom at 104).
            #expect(inked(14, 46) > 40 && inked(94, 128) > 40, "\(look)")
            #expect(inked(50, 90) == 0, "\(look)")
        }
    }

    @Test func statesAndLooks() throws {
        let normal = try render(ImageKnob()).pixmap
        let touched = try render(ImageKnob(), state: .highlighted).pixmap
        let disabled = try render(ImageKnob(), state: .disabled).pixmap
        #expect(normal[70, 80] == Color.white.premultiplied && touched[70, 80].r < 255 && touched[70, 80].a == 255)
        #expect(disabled[70, 80].a == 128)
        let classic = try render(ImageKnob(), look: .classic).pixmap
        #expect(classic[70, 54].a == 255 && classic[70, 54] != normal[70, 54])
        // The classic mark is red, whatever the tint.
        let mark = pixel(classic, ImageKnob.restDirection, 38)
        #expect(mark.r > 150 && mark.b < 80)
    }

    @Test func specFile() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let k = try #require(try ControlSpec.load(path: try folder.write(#"{"control": "image-knob", "angle": "pi"}"#,
                                                                        "k.json")).control as? ImageKnob)
        #expect(k.angle == Double.pi)
    }
}
