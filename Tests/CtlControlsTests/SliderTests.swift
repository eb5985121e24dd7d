import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// The slider: S1's geometry (track inset, value images), the thumb on the value, tints
/// and their defaults, per-state images and their fallback, clamping and spec keys
/// (`ctlrender slider`: ctlrenderTests).
@Suite struct SliderTests {
    static let red = Color(r: 255, g: 0, b: 0), green = Color(r: 0, g: 200, b: 0)
    static let blue = Color(r: 0, g: 0, b: 255), grey = Color(hex: 0xB7B7B7)

    func render(_ s: Slider, look: Look = .flat, state: ControlState = .normal, scale: Double = 1,
                size: Size? = nil, tint: Color? = nil) throws -> ControlRendering {
        try ControlRenderer.render(s, options: RenderOptions(look: look, state: state, scale: scale, size: size,
                                                             tint: tint))
    }

    func image(_ color: Color, _ width: Int, _ height: Int, insets: EdgeInsets? = nil) throws -> ControlImage {
        var p = try Pixmap(width: width, height: height)
        p.fill(color)
        return try ControlImage(p, capInsets: insets)
    }

    @Test func heightIsFixedByTheLookAndTheWidthIsFree() throws {
        let flat = try render(Slider()).pixmap
        #expect(flat.width == 118 && flat.height == 31)
        let classic = try render(Slider(), look: .classic, scale: 2).pixmap
        #expect(classic.width == 236 && classic.height == 46)
        let r = try render(Slider(), size: Size(width: 300, height: 40))
        #expect(r.pixmap.width == 300 && r.pixmap.height == 31)
        #expect(r.warnings.contains { $0.contains("fixed height of 31 points") })
        var tall = Slider()
        tall.thumbImage[.highlighted] = try image(Self.red, 10, 40)
        #expect(try render(tall).pixmap.height == 40)
    }

    /// S1: a 250×23 slider with 30×30 value images draws them at {0, −4} and {220, −4} and
    /// its track 164 wide instead of 246.
    @Test func valueImagesAndTheTrackFollowS1() throws {
        var s = Slider(value: 0.5)
        s.minimumValueImage = try image(Self.red, 30, 30)
        s.maximumValueImage = try image(Self.green, 30, 30)
        let p = try render(s, look: .classic, size: Size(width: 250, height: 23)).pixmap
        #expect(p[0, 0] == Self.red.premultiplied && p[29, 22] == Self.red.premultiplied)
        #expect(p[220, 0] == Self.green.premultiplied && p[249, 22] == Self.green.premultiplied)
        #expect(p[30, 11].a == 0 && p[219, 11].a == 0)
        // The track spans x 43…207 (164 points), rows 7…16.
        #expect(p[42, 11].a == 0 && p[45, 11].a == 255)
        #expect(p[205, 11].a == 255 && p[208, 11].a == 0)
        #expect(p[60, 6].a == 0 && p[60, 7].a > 0 && p[60, 15].a > 0 && p[60, 16].a == 0)

        let plain = try render(Slider(value: 0.5), look: .classic, size: Size(width: 250, height: 23)).pixmap
        #expect(plain[1, 11].a == 0 && plain[3, 11].a == 255)
        #expect(plain[246, 11].a == 255 && plain[248, 11].a == 0)
    }

    /// The thumb's centre travels from half its width to the width less half its width;
    /// the minimum track is left of it, the maximum track right of it.
    @Test func thumbSitsOnTheValueBetweenTheTracks() throws {
        let size = Size(width: 200, height: 31)
        // Flat thumb 30 wide: centre 15 + 0.25 × 170 = 57.5, its left edge on a pixel (43); the
        // track's rows are 14 and 15, the disc's 1…28.
        let p = try render(Slider(value: 0.25), size: size).pixmap
        #expect(p[30, 14] == Color(hex: 0x007AFF).premultiplied && p[30, 15] == Color(hex: 0x007AFF).premultiplied)
        #expect(p[30, 13].a == 0 && p[30, 16].a == 0)
        #expect(p[90, 15] == Self.grey.premultiplied)
        #expect(p[57, 16] == Color.white.premultiplied)
        #expect(p[45, 16] == Color.white.premultiplied && p[69, 16] == Color.white.premultiplied)
        let empty = try render(Slider(value: 0), size: size).pixmap
        #expect(empty[15, 16] == Color.white.premultiplied && empty[40, 15] == Self.grey.premultiplied)
        let full = try render(Slider(value: 1), size: size).pixmap
        #expect(full[185, 16] == Color.white.premultiplied && full[160, 15] == Color(hex: 0x007AFF).premultiplied)
        // Another range, the same fraction: the same picture.
        #expect(try render(Slider(value: 15, minimumValue: 10, maximumValue: 30), size: size).pixmap == p)
    }

    @Test func minimumTrackDefaultsToTheTintInTheFlatLookOnly() throws {
        let size = Size(width: 200, height: 31)
        #expect(try render(Slider(value: 0.5), size: size, tint: Self.red).pixmap[40, 15] == Self.red.premultiplied)
        let own = Slider(value: 0.5, minimumTrackTint: Self.green, maximumTrackTint: Self.blue)
        let p = try render(own, size: size, tint: Self.red).pixmap
        #expect(p[40, 15] == Self.green.premultiplied && p[160, 15] == Self.blue.premultiplied)

        // Classic: the blue gloss, or a gloss of the tint when one is given.
        let classic = try render(Slider(value: 0.5), look: .classic, size: size).pixmap[40, 11]
        #expect(classic.b > classic.r + 100)
        let tinted = try render(Slider(value: 0.5), look: .classic, size: size, tint: Self.red).pixmap[40, 11]
        #expect(tinted.r > tinted.b + 100)
    }

    @Test func thumbTintColoursTheDefaultThumb() throws {
        let p = try render(Slider(value: 0.5, thumbTint: Self.red), size: Size(width: 200, height: 31)).pixmap
        #expect(p[100, 16] == Self.red.premultiplied)
        let classic = try render(Slider(value: 0.5, thumbTint: Self.red), look: .classic).pixmap
        let c = classic[59, 11]
        #expect(c.r > 200 && c.g < 120)
    }

    @Test func pressedThumbDarkensInTheClassicLookOnly() throws {
        #expect(try render(Slider(), state: .highlighted).pixmap == (try render(Slider())).pixmap)
        let normal = try render(Slider(), look: .classic).pixmap[59, 11]
        let pressed = try render(Slider(), look: .classic, state: .highlighted).pixmap[59, 11]
        #expect(pressed.r < normal.r && pressed.a == 255)
    }

    @Test func disabledFadesTheWholeSlider() throws {
        let p = try render(Slider(), state: .disabled).pixmap
        #expect(p[59, 16] == Color(r: 255, g: 255, b: 255, a: 128).premultiplied)
        // The thumb covers the tracks in the faded group too: no track shows through it.
        #expect(p[59, 15] == p[59, 16])
    }

    /// UIKit's fallback: an exact state wins; a state without an image uses normal's, unchanged
    /// ("the thumb image won't change while the user is dragging it"); a combined state uses normal's.
    @Test func thumbAndTrackImagesFollowTheFallbackRules() throws {
        var s = Slider(value: 0.5)
        s.thumbImage[.normal] = try image(Self.red, 10, 10)
        let normal = try render(s).pixmap
        #expect(normal[59, 15] == Self.red.premultiplied)
        #expect(try render(s, state: .highlighted).pixmap == normal)

        s.thumbImage[.highlighted] = try image(Self.green, 10, 10)
        #expect(try render(s, state: .highlighted).pixmap[59, 15] == Self.green.premultiplied)
        #expect(try render(s, state: [.highlighted, .selected]).pixmap[59, 15] == Self.red.premultiplied)

        var onlyPressed = Slider(value: 0.5)
        onlyPressed.thumbImage[.highlighted] = try image(Self.green, 10, 10)
        #expect(try render(onlyPressed).pixmap == (try render(Slider(value: 0.5))).pixmap)

        var tracks = Slider(value: 0.5)
        tracks.minimumTrackImage[.normal] = try image(Self.red, 4, 4)
        tracks.maximumTrackImage[.normal] = try image(Self.blue, 4, 4)
        tracks.maximumTrackImage[.highlighted] = try image(Self.green, 4, 4)
        let t = try render(tracks).pixmap
        #expect(t[20, 13] == Self.red.premultiplied && t[20, 16] == Self.red.premultiplied)
        #expect(t[20, 12].a == 0 && t[20, 17].a == 0)
        #expect(t[100, 15] == Self.blue.premultiplied)
        #expect(try render(tracks, state: .highlighted).pixmap[100, 15] == Self.green.premultiplied)
    }

    @Test func resizableTrackImagesKeepTheirCaps() throws {
        // A 5×3 image: red caps 2 wide around a green column, stretched over the track.
        var p = try Pixmap(width: 5, height: 3)
        p.fill(Self.red)
        for y in 0..<3 { p.pixels[y * 5 + 2] = Self.green.premultiplied.packed }
        var s = Slider(value: 1)
        s.minimumTrackImage[.normal] = try ControlImage(p, capInsets: EdgeInsets(top: 0, left: 2, bottom: 0, right: 2))
        let out = try render(s).pixmap
        #expect(out[2, 15] == Self.red.premultiplied && out[3, 15] == Self.red.premultiplied)
        #expect(out[4, 15] == Self.green.premultiplied && out[60, 15] == Self.green.premultiplied)
    }

    @Test func valuesOutsideTheRangeAreClampedWithAWarning() throws {
        let over = try render(Slider(value: 2))
        #expect(over.warnings == ["slider: value 2 is outside 0…1; drawn at 1"])
        #expect(over.pixmap == (try render(Slider(value: 1))).pixmap)
        let under = try render(Slider(value: -0.5, minimumValue: 0, maximumValue: 10))
        #expect(under.warnings == ["slider: value -0.5 is outside 0…10; drawn at 0"])
        #expect(under.pixmap == (try render(Slider(value: 0))).pixmap)
        #expect(throws: ControlError.self) { try render(Slider(value: 0.5, minimumValue: 1, maximumValue: 1)) }
        #expect(throws: ControlError.self) { try render(Slider(value: 0.5, minimumValue: 2, maximumValue: 1)) }
        #expect(throws: ControlError.self) { try render(Slider(value: .nan)) }
        #expect(throws: ControlError.self) { try render(Slider(value: 0, maximumValue: .infinity)) }
    }
}

extension SliderTests {
    @Test func specKeys() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        for name in ["thumb.png", "thumb-down.png", "min.png", "max.png", "low.png", "high.png"] {
            try folder.writePNG(name, width: 6, height: 6)
        }
        let json = """
            {"control": "slider", "value": 30, "minimumValue": 10, "maximumValue": 50,
             "minimumTrackTintColor": "#ff0000", "maximumTrackTintColor": [0, 0, 255], "thumbTintColor": "gold",
             "minimumTrackImage": {"src": "min.png", "capInsets": [0, 2, 0, 2], "resizingMode": "tile"},
             "maximumTrackImage": {"normal": "max.png", "highlighted": "min.png"},
             "thumbImage": {"normal": "thumb.png", "highlighted": "thumb-down.png"},
             "minimumValueImage": "low.png", "maximumValueImage": "high.png", "look": "classic"}
            """
        let spec = try ControlSpec.load(path: try folder.write(json, "s.json"))
        let s = try #require(spec.control as? Slider)
        #expect(s.value == 30 && s.minimumValue == 10 && s.maximumValue == 50)
        #expect(s.minimumTrackTint == Self.red && s.maximumTrackTint == Self.blue)
        #expect(s.thumbTint == Color(css: "gold"))
        #expect(s.minimumTrackImage.normal?.capInsets == EdgeInsets(top: 0, left: 2, bottom: 0, right: 2))
        #expect(s.minimumTrackImage.normal?.resizingMode == .tile)
        #expect(s.maximumTrackImage[.highlighted] != nil && s.maximumTrackImage.normal != nil)
        #expect(s.thumbImage.values.count == 2)
        #expect(s.minimumValueImage?.size == Size(width: 6, height: 6) && s.maximumValueImage != nil)
        #expect(spec.options.look == .classic)
    }

    @Test func badSpecValuesNameTheirKey() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        func message(_ json: String) -> String {
            do {
                _ = try ControlSpec.load(path: try folder.write(json, "bad.json"), kind: Slider.kind)
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        #expect(message(#"{"value": "half"}"#).contains(#"key "value": must be a number, not the string "half""#))
        #expect(message(#"{"minimumValue": true}"#).contains(#"key "minimumValue": must be a number"#))
        #expect(message(##"{"thumbTintColor": "#12"}"##).contains(##"key "thumbTintColor": "#12" is not a colour"##))
        #expect(message(#"{"thumbImage": {"pressed": "a.png"}}"#).contains(#"key "thumbImage""#))
        #expect(message(#"{"thumbImage": {"highlighted": "none.png"}}"#).contains(#"key "thumbImage.highlighted""#))
        #expect(message(#"{"minimumValueImage": "none.png"}"#).contains(#"key "minimumValueImage""#))
        #expect(message(#"{"minimumTrackTint": "red"}"#).contains(#"key "minimumTrackTint": unknown key"#))
    }
}
