import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// The stepper: halves disabled at their limits, pressing, images per state and per divider
/// pair and spec keys (the command: ctlrenderTests).
@Suite struct StepperTests {
    let tint = Color(hex: 0x007AFF)

    func render(_ s: Stepper, look: Look = .flat, state: ControlState = .normal) throws -> Pixmap {
        try ControlRenderer.render(s, options: RenderOptions(look: look, state: state)).pixmap
    }

    @Test func halvesAreDisabledAtTheirLimitsUnlessItWraps() {
        #expect(Stepper(value: 0).state(of: .minus, in: .normal) == .disabled)
        #expect(Stepper(value: 0).state(of: .plus, in: .normal) == .normal)
        #expect(Stepper(value: 100).state(of: .plus, in: .normal) == .disabled)
        #expect(Stepper(value: 0, wraps: true).state(of: .minus, in: .normal) == .normal)
        #expect(Stepper(value: 50, pressed: .minus).state(of: .minus, in: .normal) == .highlighted)
        #expect(Stepper(value: 50).state(of: .plus, in: .highlighted) == .highlighted)
        #expect(Stepper(value: 50, pressed: .plus).state(of: .plus, in: .disabled) == .disabled)
    }

    @Test func flatGlyphsFramePressAndLimits() throws {
        let p = try render(Stepper(value: 0))
        #expect(p.width == 94 && p.height == 29)
        #expect(p[70, 14] == tint.premultiplied)                  // the + bar
        #expect(p[23, 14].a == 77)                                 // the − of a disabled half: 30 %
        #expect(p[47, 10] == tint.premultiplied)                  // the divider
        let pressed = try render(Stepper(value: 50, pressed: .plus))
        #expect(pressed[60, 5].a == 38 && pressed[30, 5].a == 0)   // the pressed half's wash, 15 %
        #expect(try render(Stepper(value: 50), look: .classic).height == 27)
    }

    @Test func valuesAreClampedAndRangesChecked() throws {
        let r = try ControlRenderer.render(Stepper(value: 150), options: RenderOptions())
        #expect(r.warnings == ["stepper: value 150.0 is outside 0.0…100.0; drawn at 100.0"])
        var s = Stepper()
        s.stepValue = 0
        #expect(throws: ControlError.self) { try s.validate() }
        s = Stepper()
        s.maximumValue = -1
        #expect(throws: ControlError.self) { try s.validate() }
    }

    @Test func imagesFollowTheHalvesStates() throws {
        var s = Stepper(value: 50, pressed: .plus)
        var red = try Pixmap(width: 10, height: 10)
        red.fill(Color(r: 200, g: 0, b: 0))
        s.incrementImage = PerState(try ControlImage(red))
        let classic = try render(s, look: .classic)
        #expect(classic[70, 13] == Color(r: 140, g: 0, b: 0).premultiplied)  // darkened 30 % while pressed
        s.incrementImage[.highlighted] = try ControlImage(red)
        #expect(try render(s, look: .classic)[70, 13] == Color(r: 200, g: 0, b: 0).premultiplied)
        // One divider image serves every pair of states.
        var green = try Pixmap(width: 2, height: 4)
        green.fill(Color(r: 0, g: 200, b: 0))
        s.dividerImages = DividerImages([DividerKey(left: .normal, right: .highlighted): try ControlImage(green)])
        #expect(s.dividerImages.image(for: DividerKey(left: .disabled, right: .normal)) != nil)
        #expect(try render(s)[47, 20] == Color(r: 0, g: 200, b: 0).premultiplied)
    }

    @Test func specKeys() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        try folder.writePNG("i.png")
        let json = #"{"control": "stepper", "value": 3, "minimumValue": 1, "maximumValue": 9, "stepValue": 2, "#
            + #""wraps": true, "pressed": "minus", "incrementImage": {"highlighted": "i.png"}, "#
            + #""decrementImage": "i.png", "backgroundImage": "i.png", "dividerImage": {"highlighted/normal": "i.png"}}"#
        let s = try #require(try ControlSpec.load(path: try folder.write(json, "s.json")).control as? Stepper)
        #expect(s.value == 3 && s.minimumValue == 1 && s.maximumValue == 9 && s.stepValue == 2 && s.wraps)
        #expect(s.pressed == .minus && s.incrementImage[.highlighted] != nil && s.decrementImage.normal != nil)
        #expect(s.backgroundImage.normal != nil)
        #expect(s.dividerImages.images.keys.first == DividerKey(left: .highlighted, right: .normal))
        let bad = try folder.write(#"{"pressed": "middle"}"#, "bad.json")
        #expect(throws: SpecError.self) { try ControlSpec.load(path: bad, kind: Stepper.kind) }
    }
}
