import CtlControls
import CtlRaster
import CtlTestSupport
import CtlUnicode
import Foundation
import Testing

/// Controls laid out right to left, as UIKit's `semanticContentAttribute = .forceRightToLeft`
/// lays them out: what UIKit mirrors is the left-to-right drawing mirrored pixel for pixel; what
/// it keeps (titles, images, glyphs, controls that are not directional) is not mirrored.
@Suite struct LayoutDirectionTests {
    func render(_ control: any Control, _ direction: LayoutDirection, look: Look = .flat,
                state: ControlState = .normal, size: Size? = nil) throws -> Pixmap {
        try ControlRenderer.render(control, options: RenderOptions(look: look, state: state, scale: 2, size: size,
                                                                   layoutDirection: direction)).pixmap
    }

    /// `p` flipped left to right.
    func mirrored(_ p: Pixmap) throws -> Pixmap {
        var m = try Pixmap(width: p.width, height: p.height)
        for y in 0..<p.height {
            for x in 0..<p.width { m[p.width - 1 - x, y] = p[x, y] }
        }
        return m
    }

    /// Where the pixels of a colour lie: the mean x of those `matches` accepts, 0…1 of the width.
    func meanX(_ p: Pixmap, _ matches: (PremultipliedColor) -> Bool) -> Double? {
        var sum = 0.0, n = 0.0
        for y in 0..<p.height {
            for x in 0..<p.width where matches(p[x, y]) {
                sum += Double(x)
                n += 1
            }
        }
        return n > 0 ? sum / n / Double(p.width) : nil
    }

    /// A slider and a progress view fill from the right, a switch is on at the left, a segmented
    /// control's segments (images only) and a page control's dots run right to left, a stepper's
    /// + is at the left: each the left-to-right image mirrored, in both looks and in a state
    /// that is not symmetric (a pressed half, a page other than the middle one).
    @Test(arguments: Look.allCases)
    func mirroredControlsAreTheirLeftToRightImageMirrored(_ look: Look) throws {
        var dot = try Pixmap(width: 8, height: 8)
        dot.fill(Color(r: 255, g: 0, b: 0))
        let segments = SegmentedControl(titles: ["", "", ""], selectedIndex: 0)
        var imaged = segments
        imaged.segments[1].image = try ControlImage(dot)
        var stars = StarSlider()
        stars.value = 2
        var controls: [(any Control, ControlState)] = [
            (Slider(value: 0.2), .normal), (ProgressView(progress: 0.3), .normal), (segments, .normal),
            (imaged, .normal), (PageControl(numberOfPages: 5, currentPage: 1), .normal),
            (Stepper(value: 50, pressed: .plus), .normal), (stars, .normal), (BackButton(title: ""), .normal),
        ]
        // The classic switch prints ON and OFF, which are not mirrored; the classic disclosure
        // chevron points left (the flat one is an "i", which is not mirrored: below).
        if look == .flat { controls += [(Switch(isOn: true), .normal), (Switch(isOn: false), .highlighted)] }
        if look == .classic { controls += [(Button(type: .detailDisclosure), .normal)] }
        for (control, state) in controls {
            let name = "\(type(of: control).kind.name) \(look) \(state)"
            let ltr = try render(control, .leftToRight, look: look, state: state)
            let rtl = try render(control, .rightToLeft, look: look, state: state)
            let changed = ltr != rtl, isMirror = rtl == (try mirrored(ltr))
            #expect(changed, "\(name): not mirrored at all")
            #expect(isMirror, "\(name): not the left-to-right image mirrored")
        }
    }

    /// Controls whose drawing has no direction are drawn the same both ways.
    @Test func controlsThatDoNotMirrorAreTheSameBothWays() throws {
        for control: any Control in [Knob(), ActivityIndicator(), ColorControl(), TouchWheel()] {
            let same = try render(control, .rightToLeft) == (try render(control, .leftToRight))
            #expect(same, "\(type(of: control).kind.name)")
            #expect(!type(of: control).kind.mirrorsRightToLeft)
        }
    }

    /// Titles are not mirrored: a button whose chrome is symmetric and whose title is centred is
    /// the same image both ways, in both looks (mirrored, "Go" would read "oG").
    @Test(arguments: Look.allCases)
    func aCentredTitleIsTheSameBothWays(_ look: Look) throws {
        let button = Button(type: .roundedRect, title: "Go")
        let same = try render(button, .rightToLeft, look: look) == (try render(button, .leftToRight, look: look))
        #expect(same)
        if look == .flat {
            let info = Button(type: .detailDisclosure)
            let unchanged = try render(info, .rightToLeft) == (try render(info, .leftToRight))
            #expect(unchanged, "the flat disclosure button's \"i\" is not mirrored")
        }
        let segments = SegmentedControl(titles: ["Go", "Stop"], selectedIndex: 0)
        let rtl = try render(segments, .rightToLeft, look: look)
        let isMirror = rtl == (try mirrored(try render(segments, .leftToRight, look: look)))
        #expect(!isMirror)
    }

    /// A button's image goes after its title's end, on the right, and the image itself is not
    /// mirrored (its red half stays on its left).
    @Test func aButtonsImageIsOnTheRightAndNotMirrored() throws {
        var art = try Pixmap(width: 12, height: 12)
        art.fill(Color(r: 0, g: 200, b: 0))
        for y in 0..<12 { for x in 0..<6 { art[x, y] = PremultipliedColor(r: 255, g: 0, b: 0, a: 255) } }
        var button = Button(type: .custom, title: "Title")
        button.image[.normal] = try ControlImage(art)
        button.titleColor[.normal] = .black
        let red = { (c: PremultipliedColor) in c.r == 255 && c.g == 0 && c.a == 255 }
        let green = { (c: PremultipliedColor) in c.g == 200 && c.r == 0 && c.a == 255 }
        let ltr = try render(button, .leftToRight), rtl = try render(button, .rightToLeft)
        let (lr, lg) = (try #require(meanX(ltr, red)), try #require(meanX(ltr, green)))
        let (rr, rg) = (try #require(meanX(rtl, red)), try #require(meanX(rtl, green)))
        #expect(lr < 0.3 && rr > 0.7, "image at \(lr) left to right, \(rr) right to left")
        #expect(lr < lg && rr < rg, "the image's red half is left of its green half both ways")
    }

    /// A text field's text is aligned naturally (right, right to left) and its clear button and
    /// left view change sides; an explicit left alignment stays left.
    @Test func aTextFieldAlignsItsTextNaturally() throws {
        var field = TextField()
        field.text = "Hello"
        field.textColor = Color(r: 0, g: 0, b: 0)
        let ink = { (c: PremultipliedColor) in c.a > 200 && c.r < 60 && c.g < 60 && c.b < 60 }
        let size = Size(width: 200, height: 31)
        #expect(try #require(meanX(try render(field, .leftToRight, size: size), ink)) < 0.4)
        #expect(try #require(meanX(try render(field, .rightToLeft, size: size), ink)) > 0.6)
        field.textAlignment = .left
        #expect(try #require(meanX(try render(field, .rightToLeft, size: size), ink)) < 0.4)
        field.textAlignment = .right
        #expect(try #require(meanX(try render(field, .rightToLeft, size: size), ink)) > 0.6)
        var search = TextField()
        search.leftView = .magnifier
        let grey = { (c: PremultipliedColor) in c.a > 100 && c.r == c.g && c.r > 100 && c.r < 180 }
        #expect(try #require(meanX(try render(search, .leftToRight, size: size), grey)) < 0.3)
        #expect(try #require(meanX(try render(search, .rightToLeft, size: size), grey)) > 0.7)
    }

    /// The layout direction and the titles' direction reach the control's environment, from
    /// the render options and from a spec; "direction" is refused for a control without titles.
    @Test func directionsReachTheEnvironment() throws {
        let probe = DirectionProbe()
        _ = try ControlRenderer.render(probe, options: RenderOptions(layoutDirection: .rightToLeft, textDirection: .rtl))
        #expect(probe.seen == [.init(layout: .rightToLeft, text: .rtl)])
        let spec = try ControlSpec.decode(Data(#"{"control": "button", "layoutDirection": "rtl", "direction": "ltr"}"#.utf8),
                                          source: "s.json", baseDirectory: ".")
        #expect(spec.options.layoutDirection == .rightToLeft && spec.options.textDirection == .ltr)
        let plain = try ControlSpec.decode(Data(#"{"control": "button"}"#.utf8), source: "s.json", baseDirectory: ".")
        #expect(plain.options.layoutDirection == .leftToRight && plain.options.textDirection == .auto)
        #expect(throws: SpecError.self) {
            try ControlSpec.decode(Data(#"{"control": "slider", "direction": "rtl"}"#.utf8), source: "s.json",
                                   baseDirectory: ".")
        }
        do {
            _ = try ControlSpec.decode(Data(#"{"control": "slider", "direction": "rtl"}"#.utf8), source: "s.json",
                                       baseDirectory: ".")
        } catch {
            #expect("\(error)".contains("s.json:1:36: "), "\(error)")
            #expect("\(error)".contains("a slider has no title whose direction could be set"), "\(error)")
        }
        #expect(throws: SpecError.self) {
            try ControlSpec.decode(Data(#"{"control": "button", "direction": "right"}"#.utf8), source: "s.json",
                                   baseDirectory: ".")
        }
        #expect(Controls.all.filter(\.hasTitles).map(\.name) == ["button", "segmented", "text-field", "tab-bar",
            "back-button", "bar-button-item", "navigation-bar", "toolbar", "search-bar"])
    }
}

/// A control that records the directions of the environment it is drawn in.
private final class DirectionProbe: Control, @unchecked Sendable {
    struct Seen: Equatable {
        var layout: LayoutDirection
        var text: ParagraphDirection
    }
    private let lock = NSLock()
    private var drawn: [Seen] = []
    var seen: [Seen] { lock.withLock { drawn } }

    static let kind = ControlKind(name: "probe", summary: "", states: [.normal], values: [], hasTitles: true,
                                  makeDefault: { DirectionProbe() }, decode: { _ in DirectionProbe() },
                                  samples: { _ in [] })

    func sizing(in environment: ControlEnvironment) -> ControlSizing { .fixed(Size(width: 4, height: 4)) }

    func draw(in canvas: inout Canvas, bounds: Rect, state: ControlState, environment: ControlEnvironment) throws {
        lock.withLock { drawn.append(Seen(layout: environment.layoutDirection, text: environment.textDirection)) }
    }
}
