import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// Seed 000's custom controls — star slider, colour picker, touch wheel, lock control: their
/// geometry on pixels, clamping and spec keys (the commands: ctlrenderTests).
@Suite struct CustomControlsTests {
    let blue = Color(hex: 0x007AFF).premultiplied

    func render(_ c: any Control, look: Look = .flat, state: ControlState = .normal, scale: Double = 1,
                size: Size? = nil) throws -> Pixmap {
        try ControlRenderer.render(c, options: RenderOptions(look: look, state: state, scale: scale, size: size)).pixmap
    }

    // MARK: Star slider

    @Test func starsSitAtTheSeedsCentres() throws {
        #expect((1...5).map { StarSlider.starCenter($0).x } == [20, 50, 80, 110, 140])
        #expect(StarSlider.starCenter(3).y == 17)
        let p = try render(StarSlider(value: 5))
        #expect(p.width == 160 && p.height == 34)
        for i in 1...5 {
            let c = StarSlider.starCenter(i)
            #expect(p[Int(c.x), Int(c.y)] == blue, "star \(i) is filled at its centre")
        }
        // Between stars only the 25 % black backdrop.
        #expect(p[35, 17] == PremultipliedColor(r: 0, g: 0, b: 0, a: 64))
        #expect(p[155, 2] == PremultipliedColor(r: 0, g: 0, b: 0, a: 64))
    }

    @Test func ratingFillsTheFirstStarsOnly() throws {
        let p = try render(StarSlider(value: 2))
        #expect(p[20, 17] == blue && p[50, 17] == blue)
        // Off stars are outlines: their centre shows the backdrop, their top point the tint.
        #expect(p[80, 17] == PremultipliedColor(r: 0, g: 0, b: 0, a: 64))
        #expect(p[80, 9].b > 100)
    }

    @Test func highlightedPulsesTheTouchedStarTo150Percent() throws {
        let s = StarSlider(value: 3)
        #expect(s.scale(ofStar: 3, state: .highlighted) == 1.5 && s.scale(ofStar: 2, state: .highlighted) == 1)
        #expect(s.scale(ofStar: 3, state: .normal) == 1)
        #expect(StarSlider(value: 3, pulse: 1.2).scale(ofStar: 3, state: .highlighted) == 1.2)
        // The right arm's tip is at x = 80 + 9.13 for a 20-point star, 80 + 13.7 at 150 %: (90, 13) is inside only when pulsed.
        let normal = try render(s), pulsed = try render(s, state: .highlighted)
        #expect(normal[90, 13].a == 64 && pulsed[90, 13] == blue)
        #expect(try render(StarSlider(value: 3, pulse: 1.5)) == pulsed)
        #expect(try render(s, state: .disabled)[20, 17].a == 128)
    }

    @Test func starValuesAreRoundedAndClamped() throws {
        var r = try ControlRenderer.render(StarSlider(value: 7), options: RenderOptions())
        #expect(r.warnings == ["star-slider: value 7.0 is not an integer in 0…5; drawn at 5"])
        #expect(r.pixmap == (try render(StarSlider(value: 5))))
        r = try ControlRenderer.render(StarSlider(value: 2.6), options: RenderOptions())
        #expect(r.warnings.count == 1 && StarSlider(value: 2.6).rating == 3 && StarSlider(value: -1).rating == 0)
        #expect(throws: ControlError.self) { try StarSlider(value: .nan).validate() }
        #expect(throws: ControlError.self) { try StarSlider(value: 1, pulse: 0).validate() }
        #expect(try StarSlider(value: 4).validate().isEmpty)
    }

    @Test func classicStarsAreGold() throws {
        let p = try render(StarSlider(value: 1), look: .classic)
        let c = p[20, 18].unpremultiplied
        #expect(c.r > 230 && c.g > 150 && c.b < 120, "\(c)")
    }

    // MARK: Colour control

    @Test func hsbConversionMatchesUIColor() {
        #expect(ColorControl.color(hue: 0, saturation: 1) == Color(r: 255, g: 0, b: 0))
        #expect(ColorControl.color(hue: 1.0 / 3, saturation: 1) == Color(r: 0, g: 255, b: 0))
        #expect(ColorControl.color(hue: 2.0 / 3, saturation: 1) == Color(r: 0, g: 0, b: 255))
        #expect(ColorControl.color(hue: 1.0 / 12, saturation: 1) == Color(r: 255, g: 128, b: 0))
        #expect(ColorControl.color(hue: 0.5, saturation: 0) == .white)
        #expect(ColorControl.color(hue: 0.5, saturation: 0.5) == Color(r: 128, g: 255, b: 255))
        #expect(ColorControl.color(hue: 1, saturation: 1) == Color(r: 255, g: 0, b: 0))
    }

    @Test func fieldIsHSBAndTheMarkerShowsThePickedColour() throws {
        let picker = ColorControl(hue: 0.6, saturation: 0.7)
        let p = try render(picker)
        #expect(p.width == 256 && p.height == 128)
        let field = picker.fieldRect(in: Rect(x: 0, y: 0, width: 256, height: 128), look: .flat)
        // The field away from the marker: HSB(x/w, y/h, 1) measured in the field.
        for (x, y) in [(30, 20), (200, 100), (100, 60), (240, 30)] {
            let want = ColorControl.color(hue: (Double(x) + 0.5 - field.minX) / field.width,
                                          saturation: (Double(y) + 0.5 - field.minY) / field.height)
            let got = p[x, y].unpremultiplied
            #expect(abs(Int(got.r) - Int(want.r)) <= 3 && abs(Int(got.g) - Int(want.g)) <= 3
                    && abs(Int(got.b) - Int(want.b)) <= 3, "(\(x), \(y)): \(got) ≠ \(want)")
        }
        // Under the marker: the picked colour HSB(0.6, 0.7, 1).
        let c = picker.markerCenter(in: field)
        #expect(abs(c.x - (4 + 0.6 * 248)) < 1e-9 && abs(c.y - (4 + 0.7 * 120)) < 1e-9)
        #expect(p[Int(c.x), Int(c.y)].unpremultiplied == ColorControl.color(hue: 0.6, saturation: 0.7))
        // The band around the field is the picked colour too (the seed's backgroundColor).
        #expect(p[1, 64].unpremultiplied == picker.color)
    }

    @Test func classicGlossStaysOffTheField() throws {
        let picker = ColorControl(hue: 0.3, saturation: 0.2)
        let p = try render(picker, look: .classic)
        let field = picker.fieldRect(in: Rect(x: 0, y: 0, width: 256, height: 128), look: .classic)
        #expect(field == Rect(x: 5, y: 5, width: 246, height: 118))
        let c = picker.markerCenter(in: field)
        #expect(p[Int(c.x), Int(c.y)].unpremultiplied == ColorControl.color(hue: 0.3, saturation: 0.2))
        // A field point in the upper (glossed) half is still HSB(x/w, y/h, 1).
        let want = ColorControl.color(hue: (200.5 - 5) / 246, saturation: (20.5 - 5) / 118)
        let got = p[200, 20].unpremultiplied
        #expect(abs(Int(got.r) - Int(want.r)) <= 3 && abs(Int(got.g) - Int(want.g)) <= 3
                && abs(Int(got.b) - Int(want.b)) <= 3, "\(got) ≠ \(want)")
    }

    @Test func initialPickerIsTheSeedsGrey() throws {
        let p = try render(ColorControl())
        #expect(p[2, 2].unpremultiplied == Color.white(0.5) && !ColorControl().isPicked)
        // No marker: the field's own colour at the centre.
        let m = ColorControl(hue: 0.5, saturation: 0.5)
        let picked = try render(m), plain = p
        #expect(picked[128, 64] != plain[128, 64] || picked[128, 56] != plain[128, 56])
        #expect(picked[128, 64].unpremultiplied == ColorControl.color(hue: 0.5, saturation: 0.5))
        // Highlighted enlarges the marker (radius 11 → 16.5): 14.5 points left of it is its white ring only then.
        let high = try render(m, state: .highlighted)
        #expect(high[113, 64].unpremultiplied == .white && picked[113, 64].unpremultiplied != .white)
    }

    @Test func pickerValuesAreClamped() throws {
        let r = try ControlRenderer.render(ColorControl(hue: 1.5, saturation: -0.2), options: RenderOptions())
        #expect(r.warnings == ["color-control: hue 1.5 is outside 0…1; drawn at 1.0",
                               "color-control: saturation -0.2 is outside 0…1; drawn at 0.0"])
        #expect(r.pixmap == (try render(ColorControl(hue: 1, saturation: 0))))
        #expect(throws: ControlError.self) { try ColorControl(hue: .infinity, saturation: nil).validate() }
        #expect(ColorControl(hue: 0.3, saturation: nil).shownSaturation == 1)
    }

    // MARK: Touch wheel

    @Test func wheelIsFixedWithTheSeedsDeadCentre() throws {
        let p = try render(TouchWheel(), size: Size(width: 50, height: 50))
        #expect(p.width == 200 && p.height == 200)
        #expect(TouchWheel.deadRadius == 30 && TouchWheel.indicatorRadius == 65)
        // The dead centre's rim at radius 29.5 (between the button and the ring), the ring outside.
        let rim = Color(hex: 0xC8C7CC).premultiplied
        let p2 = try render(TouchWheel(), scale: 2)   // radius 29…29.5 points: the rim between button and ring
        #expect(p2[200, 141] == rim && p2[141, 200] == rim && p2[200, 137] == Color.white.premultiplied)
        #expect(p[100, 100] == Color(hex: 0xEFEFF4).premultiplied)   // the centre button
        #expect(p[100, 64] == Color.white.premultiplied)              // the ring
        #expect(p[0, 0].a == 0 && p[100, 0].a == 0 && p[100, 1].a > 0)   // the ring's edge at radius 99
    }

    @Test func indicatorFollowsTheAngle() throws {
        let c = Point(100, 100)
        let top = TouchWheel(angle: 0).indicatorCenter(around: c)
        #expect(abs(top.x - 100) < 1e-9 && abs(top.y - 35) < 1e-9)
        let right = TouchWheel(angle: .pi / 2).indicatorCenter(around: c)
        #expect(abs(right.x - 165) < 1e-9 && abs(right.y - 100) < 1e-9)
        #expect(try render(TouchWheel(angle: 0))[100, 35] == blue)
        let p = try render(TouchWheel(angle: .pi / 2))
        #expect(p[165, 100] == blue && p[100, 35] != blue)
        #expect(TouchWheel.parseAngle("90deg") == .pi / 2 && TouchWheel.parseAngle("-45°") == -.pi / 4)
        #expect(TouchWheel.parseAngle("pi/2") == .pi / 2 && TouchWheel.parseAngle("1.5") == 1.5)
        #expect(TouchWheel.parseAngle("northdeg") == nil && TouchWheel.parseAngle("east") == nil)
        #expect(throws: ControlError.self) { try TouchWheel(angle: .nan).validate() }
    }

    @Test func wheelStates() throws {
        let normal = try render(TouchWheel()), high = try render(TouchWheel(), state: .highlighted)
        #expect(high[100, 170].r < normal[100, 170].r)   // the ring darkens while tracking
        #expect(try render(TouchWheel(), state: .disabled)[100, 100].a == 128)
    }

    // MARK: Lock control

    @Test func thumbTravelsAlongTheTrack() {
        let b = Rect(x: 0, y: 0, width: 280, height: 112)
        let start = UnlockControl(position: 0).layout(in: b)
        #expect(start.track == Rect(x: 16, y: 54, width: 248, height: 44))
        #expect(start.thumb == Rect(x: 20, y: 58, width: 64, height: 36))
        #expect(UnlockControl(position: 1).layout(in: b).thumb.maxX == 260)
        #expect(UnlockControl(position: 0.5).layout(in: b).thumb.minX == 20 + 0.5 * 176)
        #expect(UnlockControl(position: 3).layout(in: b).thumb.minX == 196)
        #expect(start.lock == Rect(x: 126, y: 10, width: 28, height: 36))
    }

    @Test func lockDrawsThumbPadlockAndOpacity() throws {
        let left = try render(UnlockControl(position: 0)), right = try render(UnlockControl(position: 1))
        let track = Color(hex: 0xE5E5EA).premultiplied
        #expect(left[30, 76] == Color.white.premultiplied && right[30, 76] == track)
        #expect(right[250, 76] == Color.white.premultiplied && left[250, 76] == track)
        // The closed shackle's left leg enters the body; the open one's stops above it.
        let closed = try render(UnlockControl(position: 0)), open = try render(UnlockControl(position: 0, isUnlocked: true))
        #expect(closed[132, 26] == blue && open[132, 26] == Color.white.premultiplied)
        #expect(open[130, 40] == Color(hex: 0x4CD964).premultiplied)
        let half = try render(UnlockControl(position: 0, opacity: 0.5))
        #expect(half[30, 76].a == 128)
        #expect(try render(UnlockControl(), state: .highlighted)[30, 76] != left[30, 76])
        #expect(try render(UnlockControl(), state: .disabled)[30, 76].a == 128)
    }

    @Test func lockValuesAreClamped() throws {
        let r = try ControlRenderer.render(UnlockControl(position: 1.4), options: RenderOptions())
        #expect(r.warnings == ["unlock: position 1.4 is outside 0…1; drawn at 1.0"])
        #expect(r.pixmap == (try render(UnlockControl(position: 1))))
        #expect(throws: ControlError.self) { try UnlockControl(position: .nan).validate() }
        #expect(throws: ControlError.self) { try UnlockControl(position: 0, opacity: .infinity).validate() }
    }

    // MARK: Specs and commands

    @Test func specKeys() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let star = try #require(try ControlSpec.load(path: try folder.write(
            #"{"control": "star-slider", "value": 4, "pulse": 1.5}"#, "s.json")).control as? StarSlider)
        #expect(star.value == 4 && star.pulse == 1.5)
        let picker = try #require(try ControlSpec.load(path: try folder.write(
            #"{"control": "color-control", "hue": 0.25, "saturation": 0.5}"#, "c.json")).control as? ColorControl)
        #expect(picker.hue == 0.25 && picker.saturation == 0.5)
        let wheel = try #require(try ControlSpec.load(path: try folder.write(
            #"{"control": "touch-wheel", "angle": "90deg"}"#, "w.json")).control as? TouchWheel)
        #expect(wheel.angle == .pi / 2)
        let lock = try #require(try ControlSpec.load(path: try folder.write(
            #"{"control": "unlock", "position": 0.8, "unlocked": true, "opacity": 0.25}"#, "l.json")).control
            as? UnlockControl)
        #expect(lock.position == 0.8 && lock.isUnlocked && lock.opacity == 0.25)
        #expect(throws: SpecError.self) {
            try ControlSpec.load(path: try folder.write(#"{"angle": "sideways"}"#, "bad.json"), kind: TouchWheel.kind)
        }
        #expect(throws: SpecError.self) {
            try ControlSpec.load(path: try folder.write(#"{"rating": 3}"#, "bad2.json"), kind: StarSlider.kind)
        }
    }
}
