@testable import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// The button: natural sizes, UIKit's layout of image and title, the fallback rules of
/// per-state features and the automatic adjustments, the looks' artwork, clamping, spec
/// keys (`ctlrender button`: ctlrenderTests).
@Suite struct ButtonTests {
    static let red = Color(r: 200, g: 40, b: 40), green = Color(r: 30, g: 180, b: 60)

    func render(_ b: Button, look: Look = .flat, state: ControlState = .normal, scale: Double = 1,
                size: Size? = nil, tint: Color? = nil) throws -> ControlRendering {
        try ControlRenderer.render(b, options: RenderOptions(look: look, state: state, scale: scale, size: size,
                                                             tint: tint))
    }

    func environment(_ look: Look = .flat, scale: Double = 1) -> ControlEnvironment {
        ControlEnvironment(look: look, scale: scale)
    }

    /// A w×h image of one colour at scale 1.
    func solid(_ color: Color, _ w: Int = 4, _ h: Int = 4) throws -> ControlImage {
        var p = try Pixmap(width: w, height: h)
        p.fill(color)
        return try ControlImage(p)
    }

    /// `color` as an opaque pixel after `adjustments`, exactly as images are adjusted.
    func adjusted(_ color: Color, _ adjustments: [ColorAdjustment]) throws -> PremultipliedColor {
        var p = try Pixmap(width: 1, height: 1)
        p.fill(color)
        for a in adjustments { a.apply(to: &p) }
        return p[0, 0]
    }

    // MARK: Sizes

    @Test func naturalSizesFollowTheLooks() throws {
        let titled = Button(title: "Button")
        #expect(titled.naturalSize(in: environment(.flat)).height == 30)      // S0's 80×30
        #expect(titled.naturalSize(in: environment(.classic)).height == 37)
        let flat = titled.naturalSize(in: environment(.flat)).width
        #expect(titled.naturalSize(in: environment(.classic)).width >= flat + 22)   // bezel padding, bold
        for type in [Button.ButtonType.detailDisclosure, .infoLight, .infoDark, .contactAdd] {
            #expect(Button(type: type).naturalSize(in: environment(.flat)) == Size(width: 22, height: 22))
        }
        #expect(Button(type: .detailDisclosure).naturalSize(in: environment(.classic)) == Size(width: 29, height: 31))
        #expect(Button(type: .infoDark).naturalSize(in: environment(.classic)) == Size(width: 18, height: 19))
        #expect(Button(type: .custom).naturalSize(in: environment(.flat)) == .zero)   // "a zero size" [S1]
    }

    @Test func naturalSizeCountsContentInsetsAndTheBackgroundImageButNotPartInsets() throws {
        var b = Button(type: .custom)
        b.image = PerState(try solid(Self.red, 10, 8))
        #expect(b.naturalSize(in: environment()) == Size(width: 10, height: 8))
        b.contentEdgeInsets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        b.imageEdgeInsets = EdgeInsets(all: 50)
        #expect(b.naturalSize(in: environment()) == Size(width: 16, height: 12))
        b.backgroundImage = PerState(try solid(Self.green, 40, 30))
        #expect(b.naturalSize(in: environment()) == Size(width: 40, height: 30))
        let r = try render(b)
        #expect(r.pixmap.width == 40 && r.pixmap.height == 30)
    }

    // MARK: Layout

    func layout(_ b: Button, width: Double = 100, height: Double = 40) throws -> ButtonLayout {
        let e = environment()
        return try ButtonLayout(b, appearance: ButtonAppearance(b, state: .normal, environment: e),
                                bounds: Rect(x: 0, y: 0, width: width, height: height), environment: e)
    }

    @Test func imageSitsLeftOfTheTitleAndThePairIsAligned() throws {
        var b = Button(type: .custom, title: "Go")
        b.image = PerState(try solid(Self.red, 10, 10))
        var l = try layout(b)
        let title = try #require(l.title), image = try #require(l.image)
        #expect(abs(image.maxX - title.minX) <= 0.5)                        // no gap, as UIKit (image on pixels)
        #expect(abs((image.minX + title.maxX) / 2 - 50) <= 0.5)            // centred as one
        #expect(image.midY == 20 && abs(title.midY - 20) <= 0.5)
        b.contentHorizontalAlignment = .left
        l = try layout(b)
        #expect(l.image?.minX == 0 && l.title?.minX == 10)
        b.contentHorizontalAlignment = .right
        b.contentVerticalAlignment = .bottom
        l = try layout(b)
        #expect(l.title?.maxX == 100 && abs(l.image!.maxX - l.title!.minX) <= 0.5 && l.image?.maxY == 40)
        b.contentHorizontalAlignment = .fill
        b.contentVerticalAlignment = .fill
        l = try layout(b)
        #expect(l.title?.maxX == 100 && l.title?.minX == 10 && l.image?.minX == 0 && l.image?.height == 40)
        b.contentVerticalAlignment = .top
        #expect(try layout(b).image?.minY == 0)
    }

    @Test func edgeInsetsMoveTheParts() throws {
        var b = Button(type: .custom, title: "Go")
        b.image = PerState(try solid(Self.red, 10, 10))
        let plain = try layout(b)
        b.contentEdgeInsets = EdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        #expect(try layout(b).image?.minX == plain.image!.minX + 10)        // content centred in the rest
        b.contentEdgeInsets = .zero
        b.titleEdgeInsets = EdgeInsets(top: 0, left: 12, bottom: 0, right: 0)
        let moved = try layout(b)
        #expect(moved.title?.minX == plain.title!.minX + 6)                 // a centred part moves by half
        #expect(moved.image == plain.image)
        b.titleEdgeInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(try layout(b).title?.midY == plain.title!.midY + 5)
    }

    @Test func aTitleTooWideIsNarrowedAndTruncatedOrWrapped() throws {
        var b = Button(title: "A rather long title for a small button")
        let narrow = try layout(b, width: 80)
        #expect(narrow.title?.width == 80)
        let one = try #require(narrow.title).height
        b.lineBreakMode = .wordWrap
        let wrapped = try #require(try layout(b, width: 80).title)
        #expect(wrapped.height > 3 * one - 1 && wrapped.width <= 80)
        // The natural size keeps the title on one line.
        #expect(b.naturalSize(in: environment()).width > 200)
    }

    // MARK: Fallback rules (Docs/sources.md#the-state-rule)

    func appearance(_ b: Button, _ state: ControlState, look: Look = .flat) -> ButtonAppearance {
        ButtonAppearance(b, state: state, environment: environment(look))
    }

    @Test func anExactStateWinsAndOtherStatesFallBackToNormal() {
        var b = Button(title: "Normal")
        b.title[.highlighted] = "Touched"
        b.title[.selected] = "On"
        b.title[[.selected, .disabled]] = "Off limits"
        #expect(appearance(b, .highlighted).title == "Touched")                  // exact single state
        #expect(appearance(b, [.selected, .disabled]).title == "Off limits")     // exact combined state
        #expect(appearance(b, .disabled).title == "Normal")                      // single state → normal
        #expect(appearance(b, [.highlighted, .selected]).title == "Normal")      // combination → normal
        b.title[.normal] = ""
        #expect(appearance(b, .normal).title == nil)
    }

    @Test func theTypesOwnTitleColoursAreEntriesUnderTheUsers() {
        let blue = Color(hex: 0x385487)
        var b = Button(title: "B")
        #expect(appearance(b, .normal, look: .classic).titleStyle.color == blue)
        #expect(appearance(b, .highlighted, look: .classic).titleStyle.color == .white)   // [S1]
        #expect(appearance(b, .disabled, look: .classic).titleStyle.color == Look.classic.theme.palette.disabledText)
        b.titleColor = PerState(Self.red)
        // UIKit's white entry for highlighted stays; a single state without one takes normal's.
        #expect(appearance(b, .highlighted, look: .classic).titleStyle.color == .white)
        b.titleColor[.highlighted] = Self.green
        #expect(appearance(b, .highlighted, look: .classic).titleStyle.color == Self.green)
        #expect(appearance(Button(type: .custom, title: "C"), .highlighted).titleStyle.color == .white)
        // Flat: the tint, faded while highlighted, grey while disabled.
        let tint = Look.flat.theme.palette.tint
        #expect(appearance(Button(title: "B"), .normal).titleStyle.color == tint)
        #expect(appearance(Button(title: "B"), .highlighted).titleStyle.color == tint.opacity(0.2))
        #expect(appearance(Button(title: "B"), .disabled).titleStyle.color == Look.flat.theme.palette.disabledText)
    }

    @Test func autoAdjustmentsApplyOnlyToImagesFromNormal() throws {
        let palette = Look.flat.theme.palette
        var b = Button(type: .custom)
        b.image = PerState(try solid(Self.red))
        let size = Size(width: 4, height: 4)
        func pixel(_ state: ControlState, look: Look = .flat) throws -> PremultipliedColor {
            try render(b, look: look, state: state, size: size).pixmap[1, 1]
        }
        #expect(try pixel(.normal) == Self.red.premultiplied)
        #expect(try pixel(.highlighted) == adjusted(Self.red, [.darken(palette.highlightDarken)]))
        #expect(try pixel(.disabled) == adjusted(Self.red, [.fade(palette.disabledOpacity)]))
        #expect(try pixel([.highlighted, .selected]) == adjusted(Self.red, [.darken(palette.highlightDarken)]))
        // An image set for the state is shown as it is, for a single and a combined state.
        b.image[.highlighted] = try solid(Self.green)
        b.image[[.selected, .disabled]] = try solid(Self.green)
        #expect(try pixel(.highlighted) == Self.green.premultiplied)
        #expect(try pixel([.selected, .disabled]) == Self.green.premultiplied)
        // Background images follow the same rules.
        var back = Button(type: .custom)
        back.backgroundImage = PerState(try solid(Self.red))
        back.backgroundImage[.disabled] = try solid(Self.green)
        #expect(try render(back, state: .highlighted, size: size).pixmap[2, 2]
                == adjusted(Self.red, [.darken(palette.highlightDarken)]))
        #expect(try render(back, state: .disabled, size: size).pixmap[2, 2] == Self.green.premultiplied)
    }

    @Test func autoAdjustmentsCanBeSwitchedOffAndTheGlowReplacesTheDarkening() throws {
        var b = Button(type: .custom)
        b.image = PerState(try solid(Self.red))
        b.backgroundImage = PerState(try solid(Self.green, 2, 2))
        b.adjustsImageWhenHighlighted = false
        b.adjustsImageWhenDisabled = false
        let size = Size(width: 8, height: 8)
        for state in [ControlState.highlighted, .disabled] {
            let p = try render(b, state: state, size: size).pixmap
            #expect(p[4, 4] == Self.red.premultiplied && p[0, 0] == Self.green.premultiplied)
        }
        var glowing = Button(type: .custom)
        glowing.image = PerState(try solid(Self.red))
        glowing.showsTouchWhenHighlighted = true
        let a = appearance(glowing, .highlighted)
        #expect(a.glows && a.image?.pixmap[0, 0] == Self.red.premultiplied)   // "and if showsTouchWhenHighlighted is NO"
        #expect(!appearance(glowing, [.highlighted, .disabled]).glows)
    }

    @Test func flatSystemButtonsDrawImagesAsTemplatesThatFadeAndGrey() throws {
        var b = Button(title: "B")
        b.image = PerState(try solid(Self.red))
        let tint = Look.flat.theme.palette.tint
        #expect(appearance(b, .normal).image?.pixmap[0, 0] == tint.premultiplied)
        #expect(appearance(b, .highlighted).image?.pixmap[0, 0] == tint.opacity(0.2).premultiplied)
        #expect(appearance(b, .disabled).image?.pixmap[0, 0] == Look.flat.theme.palette.disabledText.premultiplied)
        #expect(appearance(b, .selected).image?.pixmap[0, 0] == Color.white.premultiplied)
        b.adjustsImageWhenDisabled = false
        #expect(appearance(b, .disabled).image?.pixmap[0, 0] == tint.premultiplied)
        // The same image keeps its colours on a custom button.
        b.type = .custom
        #expect(appearance(b, .normal).image?.pixmap[0, 0] == Self.red.premultiplied)
    }

    // MARK: Artwork

    @Test func classicBezelIsWhiteAndFillsWithBlueOrTheTintWhenPressed() throws {
        let b = Button(title: "B")
        let size = Size(width: 60, height: 37)
        func inside(_ state: ControlState, tint: Color? = nil) throws -> Color {
            try render(b, look: .classic, state: state, size: size, tint: tint).pixmap[3, 18].unpremultiplied
        }
        let normal = try inside(.normal)
        #expect(normal.r > 240 && normal.g > 240 && normal.b > 240)
        for state in [ControlState.highlighted, .selected, [.highlighted, .selected]] {
            let pressed = try inside(state)
            #expect(pressed.b > 200 && pressed.r < 40, "\(state)")
        }
        let tinted = try inside(.highlighted, tint: Color(r: 255, g: 59, b: 48))
        #expect(tinted.r > 200 && tinted.b < 80)
        // The border: grey-blue on the bounds' edge.
        let edge = try render(b, look: .classic, size: size).pixmap[0, 18].unpremultiplied
        #expect(edge == Color(hex: 0x9CACC0))
        // A background image replaces the bezel ("similar to a UIButtonTypeCustom button", S1).
        var backed = b
        backed.backgroundImage = PerState(try solid(Self.green))
        #expect(appearance(backed, .highlighted, look: .classic).bezel == nil)
        #expect(try render(backed, look: .classic, state: .highlighted, size: size).pixmap[3, 18]
                == (try adjusted(Self.green, [.darken(0.3)])))
    }

    @Test func flatSelectedSystemButtonSitsOnATintPlate() throws {
        let p = try render(Button(title: "Button"), state: .selected, size: Size(width: 80, height: 30)).pixmap
        #expect(p[20, 15].unpremultiplied.b == 255 && p[20, 15].a == 255)   // inside the plate
        #expect(p[2, 15].a == 0 && p[40, 1].a == 0)                          // beyond it
    }

    @Test func glowIsWhiteAndCentred() throws {
        var b = Button(type: .custom)
        b.showsTouchWhenHighlighted = true
        let size = Size(width: 60, height: 60)
        let lit = try render(b, state: .highlighted, size: size).pixmap
        #expect(lit[30, 30].a > 230 && lit[30, 30].unpremultiplied.r == 255)
        #expect(lit[30, 45].a < lit[30, 35].a && lit[30, 14].a == lit[30, 45].a)
        #expect(lit[2, 2].a == 0)
        #expect(try render(b, state: .normal, size: size).pixmap[30, 30].a == 0)
        // In a small button the glow shrinks to fit rather than be cut off square.
        let small = try render(b, state: .highlighted, size: Size(width: 18, height: 19)).pixmap
        #expect(small[0, 0].a == 0 && small[0, 9].a < 8 && small[9, 9].a > 200)
        #expect(Button(type: .infoLight).showsTouch(in: .classic) && !Button(type: .infoLight).showsTouch(in: .flat))
    }

    @Test func cornerRadiusRoundsAndClassicCustomButtonsHaveASubtleBorder() throws {
        var b = Button(type: .custom)
        b.backgroundColor = PerState(Self.green)
        let size = Size(width: 40, height: 20)
        let square = try render(b, look: .classic, size: size).pixmap
        #expect(square[20, 10] == Self.green.premultiplied)
        #expect(square[0, 10] == ColorAdjustment.darken(0.25).apply(to: Self.green).premultiplied)
        #expect(try render(b, look: .flat, size: size).pixmap[0, 10] == Self.green.premultiplied)
        b.cornerRadius = 8
        let round = try render(b, size: size).pixmap
        #expect(round[0, 0].a == 0 && round[20, 10] == Self.green.premultiplied)
    }

    @Test func titleShadowIsReversedWhenHighlighted() {
        var b = Button(type: .custom, title: "S")
        #expect(appearance(b, .normal).titleStyle.shadow == nil)
        b.titleShadowOffset = Point(0, -1)
        b.titleShadowColor = PerState(Self.red)
        b.titleShadowColor[.highlighted] = Self.green
        #expect(appearance(b, .normal).titleStyle.shadow == TextShadow(offset: Point(0, -1), color: Self.red))
        #expect(appearance(b, .highlighted).titleStyle.shadow?.offset == Point(0, -1))
        b.reversesTitleShadowWhenHighlighted = true
        #expect(appearance(b, .highlighted).titleStyle.shadow == TextShadow(offset: Point(0, 1), color: Self.green))
    }

    @Test func typedButtonsDrawTheirStandardImageCentredAndAdjusted() throws {
        let size = Size(width: 44, height: 44)
        let p = try render(Button(type: .contactAdd), state: .normal, scale: 2, size: size).pixmap
        #expect(p[44, 44].unpremultiplied == Look.flat.theme.palette.tint)   // the plus's centre, crisp
        #expect(p[44, 42].unpremultiplied == Look.flat.theme.palette.tint && p[42, 42].a == 0)
        #expect(p[34, 34].a == 0 && p[4, 4].a == 0)
        // Classic: the standard image is the normal image, darkened and faded as any —
        // except under the info buttons' glow.
        let palette = Look.classic.theme.palette
        for type in [Button.ButtonType.detailDisclosure, .infoDark] {
            let normal = try #require(appearance(Button(type: type), .normal, look: .classic).image)
            let darkened = type == .infoDark ? normal : normal.adjusted([.darken(palette.highlightDarken)])
            #expect(appearance(Button(type: type), .highlighted, look: .classic).image == darkened)
            #expect(appearance(Button(type: type), .disabled, look: .classic).image
                    == normal.adjusted([.fade(palette.disabledOpacity)]))
        }
        var replaced = Button(type: .infoDark)
        replaced.image = PerState(try solid(Self.red))
        #expect(appearance(replaced, .normal, look: .classic).image?.size == Size(width: 4, height: 4))
    }

    @Test func systemAndRoundedRectAreOneTypeDrawnByTheLook() throws {
        for state in [ControlState.normal, .highlighted, .selected] {
            for look in Look.allCases {
                #expect(try render(Button(type: .roundedRect, title: "R"), look: look, state: state).pixmap
                        == (try render(Button(type: .system, title: "R"), look: look, state: state)).pixmap)
            }
        }
        #expect(Button.ButtonType.system.style(in: .flat) == .plain)
        #expect(Button.ButtonType.system.style(in: .classic) == .bezel)
        #expect(Button.ButtonType.infoDark.style(in: .classic) == .custom)
    }

    // MARK: Validation

    @Test func badValuesAreClampedOrRefused() throws {
        var b = Button(title: "B")
        b.cornerRadius = -3
        let r = try render(b)
        #expect(r.warnings == ["button: corner radius -3.0 is negative; drawn at 0"])
        b.cornerRadius = 0
        #expect(try render(b).pixmap == r.pixmap)
        for bad in [Double.nan, 0, -2] {
            var c = Button(title: "B")
            c.fontSize = bad
            #expect(throws: ControlError.self) { try render(c) }
        }
        var nan = Button(title: "B")
        nan.titleEdgeInsets.left = .infinity
        #expect(throws: ControlError.self) { try render(nan) }
        var unknown = Button(title: "B")
        unknown.font = "Comic Sans"
        #expect(throws: (any Error).self) { try render(unknown) }
    }

    // MARK: Spec

    @Test func specKeys() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        try folder.writePNG("star.png", width: 6, height: 6)
        try folder.writePNG("back@2x.png", width: 20, height: 20)
        let json = """
            {"control": "button", "type": "custom", "title": {"normal": "Play", "selected": "Pause"},
             "titleColor": {"normal": "#ff0000", "highlighted+selected": "white"},
             "titleShadowColor": [0, 0, 0, 128], "titleShadowOffset": [0, -1],
             "reversesTitleShadowWhenHighlighted": true, "font": "system-bold", "fontSize": 17,
             "lineBreakMode": "word-wrap", "titleAlignment": "center",
             "image": {"highlighted": "star.png"},
             "backgroundImage": {"src": "back@2x.png", "capInsets": [4, 4, 4, 4], "resizingMode": "tile"},
             "backgroundColor": {"disabled": "#888888"}, "cornerRadius": 6,
             "contentEdgeInsets": [1, 2, 3, 4], "titleEdgeInsets": 2, "imageEdgeInsets": {"right": 5},
             "contentHorizontalAlignment": "fill", "contentVerticalAlignment": "top",
             "showsTouchWhenHighlighted": true, "adjustsImageWhenHighlighted": false,
             "adjustsImageWhenDisabled": false, "look": "classic", "state": "highlighted"}
            """
        let spec = try ControlSpec.load(path: try folder.write(json, "b.json"))
        let b = try #require(spec.control as? Button)
        #expect(b.type == .custom && b.title.values == [.normal: "Play", .selected: "Pause"])
        #expect(b.titleColor[.normal] == Color(r: 255, g: 0, b: 0) && b.titleColor[[.highlighted, .selected]] == .white)
        #expect(b.titleShadowColor.normal == Color(r: 0, g: 0, b: 0, a: 128) && b.titleShadowOffset == Point(0, -1))
        #expect(b.reversesTitleShadowWhenHighlighted && b.font == "system-bold" && b.fontSize == 17)
        #expect(b.lineBreakMode == .wordWrap && b.titleAlignment == .center)
        #expect(b.image.normal == nil && b.image[.highlighted]?.size == Size(width: 6, height: 6))
        let back = try #require(b.backgroundImage.normal)
        #expect(back.scale == 2 && back.capInsets == EdgeInsets(all: 4) && back.resizingMode == .tile)
        #expect(b.backgroundColor[.disabled] == Color(hex: 0x888888) && b.cornerRadius == 6)
        #expect(b.contentEdgeInsets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(b.titleEdgeInsets == EdgeInsets(all: 2) && b.imageEdgeInsets.right == 5)
        #expect(b.contentHorizontalAlignment == .fill && b.contentVerticalAlignment == .top)
        #expect(b.showsTouchWhenHighlighted == true && !b.adjustsImageWhenHighlighted && !b.adjustsImageWhenDisabled)
        #expect(spec.options.look == .classic && spec.options.state == .highlighted)
    }

    @Test func badSpecValuesNameTheirKey() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        func message(_ json: String) -> String {
            do {
                _ = try ControlSpec.load(path: try folder.write(json, "bad.json"), kind: Button.kind)
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        #expect(message(#"{"type": "toggle"}"#).contains(#"key "type": must be one of "system", "custom""#))
        #expect(message(#"{"title": 3}"#).contains(#"key "title": must be a string"#))
        #expect(message(#"{"titleColor": {"highlighted": "nope"}}"#)
                .contains(#"key "titleColor.highlighted": "nope" is not a colour"#))
        #expect(message(#"{"fontSize": -1}"#).contains(#"key "fontSize": must be a number of points above 0"#))
        #expect(message(#"{"contentEdgeInsets": [1, 2]}"#).contains(#"key "contentEdgeInsets": insets need 4 numbers"#))
        #expect(message(#"{"contentHorizontalAlignment": "middle"}"#).contains(#"key "contentHorizontalAlignment""#))
        #expect(message(#"{"image": {"selected": "missing.png"}}"#).contains(#"key "image.selected""#))
        #expect(message(#"{"showsTouchWhenHighlighted": "yes"}"#).contains("must be true or false"))
        #expect(message(#"{"titleColour": "red"}"#).contains(#"key "titleColour": unknown key in a button spec"#))
    }

    // MARK: Command line
}
