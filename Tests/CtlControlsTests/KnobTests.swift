import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// The knob of seed 002: its geometry on pixels, clamping, angles and spec keys (the command: ctlrenderTests).
@Suite struct KnobTests {
    let blue = Color(hex: 0x007AFF).premultiplied

    func render(_ k: Knob, look: Look = .flat, state: ControlState = .normal, size: Double = 100) throws -> Pixmap {
        try ControlRenderer.render(k, options: RenderOptions(look: look, state: state,
                                                             size: Size(width: size, height: size))).pixmap
    }

    @Test func pointerFollowsTheValueAlongTheSeedsAngles() throws {
        // Radius 100/2 − max(6, 1) = 44; the pointer runs from radius 43 to 50.
        let middle = try render(Knob(value: 0.5))
        #expect(middle[50, 1] == blue && middle[49, 3] == blue)   // straight up at the middle
        let low = try render(Knob(value: 0))
        #expect(low[50, 1].a == 0)
        // At the minimum the pointer is at 112.5° (lower left): the point at radius 47 there.
        let a = 112.5 * Double.pi / 180
        #expect(low[Int(50 + 47 * cos(a)), Int(50 + 47 * sin(a))].a > 200)
    }

    @Test func trackLeavesTheGapAtTheBottom() throws {
        let p = try render(Knob(value: 0.5))
        #expect(p[50, 94] == PremultipliedColor(r: 0, g: 0, b: 0, a: 0))   // 90°: in the gap
        for (x, y) in [(6, 50), (50, 6), (94, 50)] {  // left, top, right of the track
            #expect(p[x, y].a >= 250 && p[x, y].b >= 250 && p[x, y].r == 0, "(\(x), \(y)) is \(p[x, y])")
        }
    }

    @Test func angleFormsAndDefaults() {
        #expect(Knob().startAngle == -Double.pi * 11 / 8 && Knob().endAngle == Double.pi * 3 / 8)
        #expect(Radians.parse("-11pi/8") == -Double.pi * 11 / 8)
        #expect(Radians.parse("3π/8") == Double.pi * 3 / 8)
        #expect(Radians.parse("pi") == Double.pi && Radians.parse("-pi/2") == -Double.pi / 2)
        #expect(Radians.parse("0.25pi") == Double.pi / 4 && Radians.parse("1.5") == 1.5)
        #expect(Radians.parse("pie") == nil && Radians.parse("pi/0") == nil && Radians.parse("") == nil)
    }

    @Test func valuesAreClampedAndRangesChecked() throws {
        let r = try ControlRenderer.render(Knob(value: 3), options: RenderOptions())
        #expect(r.warnings == ["knob: value 3.0 is outside 0.0…1.0; drawn at 1.0"])
        #expect(r.pixmap == (try render(Knob(value: 1))))
        var k = Knob()
        k.minimumValue = 2
        #expect(throws: ControlError.self) { try k.validate() }
        k = Knob(value: 0.5, lineWidth: 0)
        #expect(throws: ControlError.self) { try k.validate() }
    }

    @Test func disabledFadesAndTheLabelShowsTheValue() throws {
        let normal = try render(Knob(value: 0.5)), disabled = try render(Knob(value: 0.5), state: .disabled)
        #expect(disabled[50, 1].a == 128 && normal[50, 1].a == 255)
        let labelled = try render(Knob(value: 0.5, showsValueLabel: true))
        #expect(labelled.pixels.filter { $0 >> 24 > 0 }.count > normal.pixels.filter { $0 >> 24 > 0 }.count + 50)
        // The classic look adds the disc.
        #expect(try render(Knob(value: 0.5), look: .classic)[50, 50].a == 255)
    }

    @Test func specKeys() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let json = #"{"control": "knob", "value": 2, "minimumValue": 1, "maximumValue": 3, "startAngle": "-pi", "#
            + #""endAngle": 0, "lineWidth": 4, "pointerLength": 8, "showsValueLabel": true}"#
        let k = try #require(try ControlSpec.load(path: try folder.write(json, "k.json")).control as? Knob)
        #expect(k.value == 2 && k.minimumValue == 1 && k.maximumValue == 3 && k.startAngle == -Double.pi)
        #expect(k.endAngle == 0 && k.lineWidth == 4 && k.pointerLength == 8 && k.showsValueLabel)
        let bad = try folder.write(#"{"startAngle": "north"}"#, "bad.json")
        #expect(throws: SpecError.self) { try ControlSpec.load(path: bad, kind: Knob.kind) }
    }
}
