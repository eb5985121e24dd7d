import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// The text field: each border style's artwork on pixels, text against placeholder, the side
/// views, the clear button's modes, the insertion point while editing, background images,
/// and spec keys (`ctlrender text-field`: ctlrenderTests).
@Suite struct TextFieldTests {
    static let red = Color(r: 255, g: 0, b: 0), green = Color(r: 0, g: 200, b: 0)

    func render(_ f: TextField, look: Look = .flat, state: ControlState = .normal, scale: Double = 2,
                size: Size? = nil, tint: Color? = nil) throws -> ControlRendering {
        try ControlRenderer.render(f, options: RenderOptions(look: look, state: state, scale: scale, size: size,
                                                             tint: tint))
    }

    func pixels(_ f: TextField, look: Look = .flat, state: ControlState = .normal, tint: Color? = nil) throws -> Pixmap {
        try render(f, look: look, state: state, tint: tint).pixmap
    }

    func image(_ color: Color, _ width: Int, _ height: Int, insets: EdgeInsets? = nil) throws -> ControlImage {
        var p = try Pixmap(width: width, height: height)
        p.fill(color)
        return try ControlImage(p, capInsets: insets)
    }

    /// The columns (in points at scale 2) holding pixels `matching`, within rows `rows`.
    func columns(_ p: Pixmap, rows: Range<Int>? = nil, matching: (PremultipliedColor) -> Bool) -> ClosedRange<Int>? {
        var xs: [Int] = []
        for y in rows ?? 0..<p.height {
            for x in 0..<p.width where matching(p[x, y]) { xs.append(x) }
        }
        guard let lo = xs.min(), let hi = xs.max() else { return nil }
        return lo...hi
    }

    func isInk(_ c: PremultipliedColor) -> Bool { c.a > 200 && c.r < 60 && c.g < 60 && c.b < 60 }

    func count(_ p: Pixmap, _ color: Color) -> Int {
        let c = color.premultiplied
        return (0..<p.height).reduce(0) { n, y in n + (0..<p.width).filter { p[$0, y] == c }.count }
    }

    @Test func naturalSizeIsFreeAndPerLook() throws {
        #expect(try pixels(TextField()).width == 400 && (try pixels(TextField())).height == 60)
        let classic = try render(TextField(), look: .classic, scale: 1).pixmap
        #expect(classic.width == 200 && classic.height == 31)
        let r = try render(TextField(), scale: 1, size: Size(width: 120, height: 44))
        #expect(r.pixmap.width == 120 && r.pixmap.height == 44 && r.warnings.isEmpty)
    }

    @Test func flatRoundedRectIsWhiteWithAOnePixelGreyOutline() throws {
        let p = try pixels(TextField())
        #expect(p[200, 0] == Color(hex: 0xC2C2C2).premultiplied && p[200, 1] == Color.white.premultiplied)
        #expect(p[0, 30] == Color(hex: 0xC2C2C2).premultiplied && p[1, 30] == Color.white.premultiplied)
        #expect(p[0, 0].a == 0 && p[399, 59].a == 0)   // radius 5
        #expect(p[200, 59] == Color(hex: 0xC2C2C2).premultiplied)
    }

    @Test func classicRoundedRectHasAGreyBlueOutlineAndAnInnerShadow() throws {
        let p = try pixels(TextField(), look: .classic)
        let border = Color(hex: 0x9CACC0).premultiplied
        #expect(p[200, 0] == border && p[200, 1] == border && p[200, 61] == border)
        #expect(p[200, 2].r < 235 && p[200, 2].r < p[200, 8].r && p[200, 30] == Color.white.premultiplied)
        #expect(p[1, 1].a == 0)   // radius 8.5
    }

    @Test func lineBezelAndNoBorder() throws {
        let line = try pixels(TextField(.line))
        let dark = Color(hex: 0x4C4C4C).premultiplied
        #expect(line[200, 0] == dark && line[200, 1] == dark && line[0, 30] == dark && line[200, 2].a == 0)
        #expect(line[0, 0] == dark)   // square corners
        let bezel = try pixels(TextField(.bezel))
        #expect(bezel[200, 0].r < bezel[200, 59].r && bezel[200, 30] == Color.white.premultiplied)
        let sunken = try pixels(TextField(.bezel), look: .classic)
        #expect(sunken[200, 2].r < 235 && sunken[200, 31] == Color.white.premultiplied)
        let none = try pixels(TextField(.none, text: "Text"))
        #expect(none[200, 0].a == 0 && none[0, 30].a == 0 && none[399, 30].a == 0)
        // Text starts at the edge without a border, 4 points in within a line, 8 in a rounded rect.
        #expect(columns(none, matching: isInk)!.lowerBound < 6)
        let lined = try pixels(TextField(.line, text: "Text"))
        #expect(columns(lined, rows: 4..<56, matching: isInk)!.lowerBound >= 8)
        let rounded = try pixels(TextField(text: "Text"))
        #expect(columns(rounded, rows: 4..<56, matching: isInk)!.lowerBound >= 16)
    }

    @Test func textWinsOverThePlaceholder() throws {
        let grey = Color(hex: 0xC7C7CD)
        let placeholder = try pixels(TextField(placeholder: "Placeholder"))
        #expect(count(placeholder, grey) > 50 && columns(placeholder, rows: 4..<56, matching: isInk) == nil)
        let both = try pixels(TextField(text: "Text", placeholder: "Placeholder"))
        #expect(count(both, grey) == 0 && columns(both, rows: 4..<56, matching: isInk) != nil)
        var coloured = TextField(text: "Text")
        coloured.textColor = Self.red
        #expect(count(try pixels(coloured), Self.red) > 50)
        let classic = try pixels(TextField(placeholder: "Placeholder"), look: .classic)
        #expect(count(classic, Color(hex: 0xB3B3B3)) > 50)
    }

    @Test func fontSizeAndAlignment() throws {
        var big = TextField(text: "Text")
        big.fontSize = 24
        let small = columns(try pixels(TextField(text: "Text")), rows: 4..<56, matching: isInk)!
        let large = columns(try pixels(big), rows: 4..<56, matching: isInk)!
        #expect(large.count > small.count)
        var centred = TextField(text: "Text")
        centred.textAlignment = .center
        let c = columns(try pixels(centred), rows: 4..<56, matching: isInk)!
        #expect(abs((c.lowerBound + c.upperBound) - 400) <= 6)
        centred.textAlignment = .right
        let r = columns(try pixels(centred), rows: 4..<56, matching: isInk)!
        #expect(r.upperBound <= 384 && r.upperBound >= 376)
        var bold = TextField(text: "Text")
        bold.font = "system-bold"
        #expect(try pixels(bold) != (try pixels(TextField(text: "Text"))))
        var bad = TextField()
        bad.fontSize = 0
        #expect(throws: ControlError.self) { try bad.validate() }
    }

    /// The clear button's disc, just above its centre (the cross runs diagonally): at 185, 9.5
    /// for a 200×30 flat field (a 14-point disc 8 points from the right end).
    @Test func clearButtonFollowsItsModeAndNeedsText() throws {
        let disc = Color(hex: 0x8E8E93).premultiplied
        func shows(_ mode: TextField.ClearButtonMode, _ state: ControlState, text: String = "Text") throws -> Bool {
            try pixels(TextField(text: text, clearButtonMode: mode), state: state)[370, 19] == disc
        }
        #expect(try !shows(.never, .normal) && !shows(.never, .highlighted))
        #expect(try shows(.always, .normal) && shows(.always, .highlighted))
        #expect(try !shows(.whileEditing, .normal) && shows(.whileEditing, .highlighted))
        #expect(try shows(.unlessEditing, .normal) && !shows(.unlessEditing, .highlighted))
        #expect(try !shows(.always, .normal, text: ""))
        // A disabled field is not being edited.
        #expect(try !shows(.whileEditing, [.highlighted, .disabled]) && shows(.unlessEditing, [.highlighted, .disabled]))
        let p = try pixels(TextField(text: "Text", clearButtonMode: .always))
        #expect(p[370, 30] == Color.white.premultiplied)   // the cross at its centre
        let classic = try pixels(TextField(text: "Text", clearButtonMode: .always), look: .classic)
        #expect(count(classic, Color(hex: 0xB2B2B2)) > 100)
    }

    @Test func theInsertionPointFollowsTheTextWhileEditing() throws {
        let tint = Color(hex: 0x007AFF)
        let normal = try pixels(TextField(text: "Text"))
        #expect(count(normal, tint) == 0)
        let editing = try pixels(TextField(text: "Text"), state: .highlighted)
        let text = columns(normal, rows: 4..<56, matching: isInk)!
        let caret = try #require(columns(editing, matching: { $0 == tint.premultiplied }))
        #expect(caret.count == 4 && caret.lowerBound > text.upperBound && caret.lowerBound < text.upperBound + 6)
        // An empty field shows it at the text's start, with the placeholder.
        let empty = try pixels(TextField(placeholder: "Name"), state: .highlighted)
        #expect(columns(empty, matching: { $0 == tint.premultiplied }) == 16...19)
        #expect(count(try pixels(TextField(text: "Text"), state: [.highlighted, .disabled]), tint) == 0)
        #expect(count(try pixels(TextField(text: "Text"), state: .highlighted, tint: Self.red), Self.red) > 40)
        let classic = try pixels(TextField(text: "Text"), look: .classic, state: .highlighted)
        #expect(count(classic, Color(hex: 0x4F7CEA)) > 40)
    }

    @Test func aLongTextShowsItsEndWhileEditing() throws {
        let long = TextField(text: String(repeating: "wide text ", count: 8) + "END")
        let tint = Color(hex: 0x007AFF).premultiplied
        let editing = try pixels(long, state: .highlighted)
        let caret = try #require(columns(editing, matching: { $0 == tint }))
        #expect(caret.upperBound == 383)   // at the text rect's right end (8 points in)
        #expect(columns(editing, rows: 4..<56, matching: isInk)!.upperBound >= 370)
        // Not editing: cut at the tail, inside the text rect.
        #expect(columns(try pixels(long), rows: 4..<56, matching: isInk)!.upperBound < 384)
    }

    @Test func sideViewsTakeTheirPlaceBesideTheText() throws {
        let plain = columns(try pixels(TextField(text: "Text")), rows: 4..<56, matching: isInk)!
        let search = try pixels(TextField(text: "Text", leftView: .magnifier))
        let grey = Color(hex: 0x8E8E93).premultiplied
        let glass = try #require(columns(search, matching: { $0 == grey }))
        #expect(glass.lowerBound >= 16 && glass.upperBound < 42)
        let moved = columns(search, rows: 4..<56, matching: isInk)!
        #expect(moved.lowerBound - plain.lowerBound == 40)   // 13 + 7 points

        var views = TextField(text: "Text", clearButtonMode: .always)
        views.leftView = .image(try image(Self.green, 10, 10))
        views.rightView = .image(try image(Self.red, 10, 10))
        let p = try pixels(views)
        #expect(columns(p, matching: { $0 == Self.green.premultiplied }) == 16...35)
        #expect(columns(p, matching: { $0 == Self.red.premultiplied }) == 364...383)
        #expect(p[372, 20] == Self.red.premultiplied && p[372, 39] == Self.red.premultiplied)
        #expect(p[372, 19] == Color.white.premultiplied && p[372, 40] == Color.white.premultiplied)
        // The clear button goes inside the right view, 7 points apart: its disc spans 161…175.
        #expect(p[336, 19] == Color(hex: 0x8E8E93).premultiplied)
    }

    @Test func backgroundImagesReplaceLineAndBezelBorders() throws {
        var f = TextField(.bezel, text: "")
        f.background = try image(Self.red, 4, 4)
        f.disabledBackground = try image(Self.green, 4, 4)
        #expect(try pixels(f)[200, 0] == Self.red.premultiplied)
        #expect(try pixels(f, state: .disabled)[200, 30] == Self.green.premultiplied)
        #expect(try pixels(f, state: .highlighted)[200, 30] == Self.red.premultiplied)
        #expect(try render(f).warnings.isEmpty)

        f.borderStyle = .roundedRect
        let r = try render(f, state: .disabled)
        #expect(r.pixmap[200, 30] == Color.white.premultiplied)
        #expect(r.warnings == ["text-field: a rounded-rect field ignores background images, as UIKit does; "
                               + "use the border style none, line or bezel"])
        var orphan = TextField(.none)
        orphan.disabledBackground = try image(Self.green, 4, 4)
        let o = try render(orphan, state: .disabled)
        #expect(o.pixmap[200, 30].a == 0 && o.warnings.first?.contains("ignored without a background") == true)
    }

    /// The seed: a rounded-rect field gives no cue that it is disabled.
    @Test func disabledChangesNothingByDefault() throws {
        let f = TextField(text: "Text", placeholder: "", clearButtonMode: .always)
        for look in Look.allCases {
            #expect(try pixels(f, look: look, state: .disabled) == (try pixels(f, look: look)))
            #expect(try pixels(f, look: look, state: .selected) == (try pixels(f, look: look)))
        }
    }

    @Test func capInsetsForAPlainField() throws {
        let environment = ControlEnvironment(look: .flat)
        #expect(TextField().capInsets(in: environment) == EdgeInsets(all: 6))
        #expect(TextField(.bezel).capInsets(in: environment) == EdgeInsets(all: 3))
        #expect(TextField(text: "A").capInsets(in: environment) == nil)
        #expect(TextField(.none).capInsets(in: environment) == nil)
    }

    @Test func specKeys() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        for name in ["bg.png", "off.png", "icon.png"] { try folder.writePNG(name, width: 8, height: 8) }
        let json = """
            {"control": "text-field", "borderStyle": "bezel", "text": "Hi", "placeholder": "Name",
             "textColor": "#ff0000", "font": "system-bold", "fontSize": 20, "textAlignment": "right",
             "leftView": "magnifier", "rightView": {"src": "icon.png", "scale": 2},
             "clearButtonMode": "unless-editing", "backgroundImage": {"src": "bg.png", "capInsets": 3},
             "disabledBackgroundImage": "off.png"}
            """
        let f = try #require(try ControlSpec.load(path: try folder.write(json, "f.json")).control as? TextField)
        #expect(f.borderStyle == .bezel && f.text == "Hi" && f.placeholder == "Name" && f.textColor == Self.red)
        #expect(f.font == "system-bold" && f.fontSize == 20 && f.textAlignment == .right)
        #expect(f.leftView == .magnifier && f.clearButtonMode == .unlessEditing)
        guard case .image(let icon) = f.rightView else { Issue.record("no right view image"); return }
        #expect(icon.size == Size(width: 4, height: 4))
        #expect(f.background?.capInsets == EdgeInsets(all: 3) && f.disabledBackground != nil)
    }

    @Test func badSpecValuesNameTheirKey() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        func message(_ json: String) -> String {
            do {
                _ = try ControlSpec.load(path: try folder.write(json, "bad.json"), kind: TextField.kind)
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        #expect(message(#"{"borderStyle": "round"}"#).contains(#"key "borderStyle": must be one of"#))
        #expect(message(#"{"clearButtonMode": "sometimes"}"#).contains(#"key "clearButtonMode""#))
        #expect(message(#"{"fontSize": -3}"#).contains(#"key "fontSize": must be a number of points above 0"#))
        #expect(message(#"{"text": 3}"#).contains(#"key "text": must be a string"#))
        #expect(message(#"{"leftView": "glass.png"}"#).contains(#"key "leftView""#))
        #expect(message(#"{"backgroundImage": "none.png"}"#).contains(#"key "backgroundImage""#))
        #expect(message(#"{"textAlign": "left"}"#).contains(#"key "textAlign": unknown key"#))
    }
}
