import CtlControls
import CtlGolden
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// The text field, search bar, bars, tab bars, colour control, touch wheel and pull ribbon in
/// the four appearances: every sample in every state renders; the dark and increased-contrast
/// images differ from the light ones where the look's colours are drawn; solid parts are iOS's
/// named colours; what a user tints stays the same in every appearance.
@Suite struct AppearanceBarsTests {
    static let kinds = ["text-field", "search-bar", "navigation-bar", "toolbar", "bar-button-item", "tab-bar",
                        "color-control", "touch-wheel", "pull-ribbon"]

    /// Samples drawn only in colours of their own (a custom tint and title colours on a fixed
    /// backdrop): the same in every appearance, as in UIKit.
    static let ownColoursOnly: Set<String> = ["bar-button-item/tinted", "bar-button-item/attributes"]

    static func render(_ control: any Control, _ appearance: Appearance, state: ControlState = .normal,
                       tint: Color? = nil, scale: Double = 2) throws -> Pixmap {
        try ControlRenderer.render(control, options: RenderOptions(look: .flat, appearance: appearance, state: state,
                                                                   scale: scale, tint: tint)).pixmap
    }

    static func render(_ cell: Catalog.Cell, _ appearance: Appearance) throws -> Pixmap {
        var options = cell.sample.options(look: .flat, state: cell.state, scale: 2)
        options.appearance = appearance
        options.background = cell.sample.backdrop
        return try ControlRenderer.render(cell.sample.control, options: options).pixmap
    }

    /// Whether `a` and `b` have the same size and bytes.
    static func same(_ a: Pixmap, _ b: Pixmap) -> Bool {
        ImageDifference(a, b).map { $0.differingPixels == 0 } ?? false
    }

    /// Whether `a` and `b` are the same size and the same in `rows`.
    static func sameRows(_ a: Pixmap, _ b: Pixmap, _ rows: Range<Int>) -> Bool {
        guard a.width == b.width && a.height == b.height else { return false }
        return rows.allSatisfy { y in (0..<a.width).allSatisfy { a[$0, y] == b[$0, y] } }
    }

    /// How many pixels are `color` (opaque) within `delta` on each channel.
    static func countNear(_ p: Pixmap, _ color: Color, _ delta: Int = 1) -> Int {
        (0..<p.height).reduce(0) { n, y in n + (0..<p.width).filter { near(pixel(p, $0, y), color, delta) }.count }
    }

    /// The pixel at (x, y), unpremultiplied.
    static func pixel(_ p: Pixmap, _ x: Int, _ y: Int) -> Color { p[x, y].unpremultiplied }

    /// Whether `c` is `expected` within `delta` on each channel.
    static func near(_ c: Color, _ expected: Color, _ delta: Int = 0) -> Bool {
        abs(Int(c.r) - Int(expected.r)) <= delta && abs(Int(c.g) - Int(expected.g)) <= delta
            && abs(Int(c.b) - Int(expected.b)) <= delta && abs(Int(c.a) - Int(expected.a)) <= delta
    }

    @Test(arguments: kinds)
    func everySampleInEveryStateRendersInEveryAppearanceAndDarkDiffers(kind name: String) throws {
        let kind = try #require(Controls.kind(named: name))
        for cell in Catalog.cells(of: kind, look: .flat) {
            let images = try Appearance.allCases.map { try Self.render(cell, $0) }
            let label = "\(name)/\(cell.sample.name) \(cell.state)"
            #expect(images.allSatisfy { $0.width == images[0].width && $0.height == images[0].height }, "\(label)")
            guard !Self.ownColoursOnly.contains("\(name)/\(cell.sample.name)") else {
                #expect(images.dropFirst().allSatisfy { Self.same($0, images[0]) }, "\(label): its own colours")
                continue
            }
            #expect(!Self.same(images[1], images[0]), "\(label): dark is the light image")
        }
    }

    /// Increased contrast changes the default control in light and in dark (a sample drawn only
    /// in the label colour, black or white in either contrast, need not change).
    @Test(arguments: kinds)
    func increasedContrastDiffersFromNormal(kind name: String) throws {
        let control = try #require(Controls.kind(named: name)).makeDefault()
        #expect(!Self.same(try Self.render(control, .lightHighContrast), try Self.render(control, .light)))
        #expect(!Self.same(try Self.render(control, .darkHighContrast), try Self.render(control, .dark)))
    }

    /// Bars (navigation bar, toolbar, custom and standard tab bars): iOS 7's #F7F7F7 in light,
    /// the dark chrome secondarySystemBackground in dark (#1C1C1E; #242426 with increased contrast).
    @Test func barBackgroundsAreTheChromeOfEachAppearance() throws {
        let chrome: [(Appearance, Color)] = [(.light, Color(hex: 0xF7F7F7)), (.dark, Color(hex: 0x1C1C1E)),
                                             (.lightHighContrast, Color(hex: 0xEBEBF0)),
                                             (.darkHighContrast, Color(hex: 0x242426))]
        var standard = TabBar()
        standard.style = .standard
        for (appearance, color) in chrome {
            let nav = try Self.render(NavigationBar(), appearance)
            #expect(Self.pixel(nav, 4, 4) == color, "navigation bar \(appearance)")
            let toolbar = try Self.render(Toolbar(items: []), appearance)
            #expect(Self.pixel(toolbar, 4, toolbar.height - 4) == color, "toolbar \(appearance)")
            let tabs = try Self.render(TabBar(), appearance)
            #expect(Self.pixel(tabs, 2, tabs.height - 2) == color, "tab bar \(appearance)")
            // The standard bar is translucent (0.88): its colour, at that opacity.
            let std = try Self.render(standard, appearance)
            #expect(Self.near(Self.pixel(std, 2, std.height - 2), color.withAlpha(scaledBy: 0.88), 1),
                    "standard tab bar \(appearance)")
        }
        // The title is the label colour: white on the dark bar.
        var titled = NavigationBar()
        titled.title = "Inbox"
        #expect(Bars.count(try Self.render(titled, .dark), .white) > 50)
        #expect(Bars.count(try Self.render(titled, .light), .white) == 0)
    }

    /// The rounded-rect field: black inside a #38383A hairline on dark (white inside #C2C2C2 on light).
    @Test func textFieldFillAndBorderAreNamedColours() throws {
        let expected: [(Appearance, fill: Color, border: Color)] = [
            (.light, .white, Color(hex: 0xC2C2C2)), (.dark, .black, Color(hex: 0x38383A)),
            (.lightHighContrast, .white, Color(hex: 0xAEAEB2)), (.darkHighContrast, .black, Color(hex: 0x545456))]
        for (appearance, fill, border) in expected {
            let p = try Self.render(TextField(), appearance)
            #expect(Self.pixel(p, p.width / 2, p.height / 2) == fill, "\(appearance)")
            #expect(Self.pixel(p, p.width / 2, 0) == border, "\(appearance)")
        }
        // The text is the label: white on dark; the placeholder #EBEBF5 at 30 %, no longer #C7C7CD.
        let dark = try Self.render(TextField(text: "Hello"), .dark)
        #expect(Bars.count(dark, .white) > 20 && Bars.count(dark, .black) > 1000)
        let placeholder = try Self.render(TextField(placeholder: "Placeholder"), .dark)
        #expect(Bars.count(placeholder, Color(hex: 0xC7C7CD)) == 0)
        #expect(Self.countNear(placeholder, Color(hex: 0xEBEBF5, alpha: 0.3).over(.black)) > 20)
    }

    /// The search field is tertiarySystemFill (#767680 at 24 % on dark) over the bar's chrome.
    @Test func searchFieldIsATertiaryFillOnTheChrome() throws {
        let p = try Self.render(SearchBar(), .dark)
        #expect(Self.pixel(p, 4, 4) == Color(hex: 0x1C1C1E))
        let field = Color(hex: 0x767680, alpha: 0.24).over(Color(hex: 0x1C1C1E))
        #expect(Self.near(Self.pixel(p, 600, 44), field, 1), "\(Self.pixel(p, 600, 44)) for \(field)")
        let light = try Self.render(SearchBar(), .light)
        #expect(Self.pixel(light, 600, 44) == .white)
    }

    /// A black bar is dark in every appearance: its search field takes the dark values, so light
    /// and dark with increased contrast draw it alike, and increased contrast lightens it.
    @Test func blackSearchBarIsDarkInEveryAppearance() throws {
        var black = SearchBar()
        black.barStyle = .black
        let lightHigh = try Self.render(black, .lightHighContrast), darkHigh = try Self.render(black, .darkHighContrast)
        #expect(Self.same(lightHigh, darkHigh))
        #expect(Self.pixel(darkHigh, 600, 44) == Color(hex: 0x444446))
        #expect(Self.pixel(try Self.render(black, .dark), 600, 44) == Color(hex: 0x3A3A3C))
    }

    /// A bar tint, and a tint given, are the same in every appearance; on a light bar tint the
    /// title stays dark in the dark appearance.
    @Test func customTintsStayInEveryAppearance() throws {
        let maroon = Color(hex: 0x8B1A1A), yellow = Color(hex: 0xFFCC00), orange = Color(hex: 0xFF9500)
        var nav = NavigationBar()
        nav.barTint = maroon
        var search = SearchBar()
        search.barTint = maroon
        var toolbar = Toolbar(items: [])
        toolbar.barTint = maroon
        for appearance in Appearance.allCases {
            #expect(Self.pixel(try Self.render(nav, appearance), 4, 4) == maroon, "\(appearance)")
            #expect(Self.pixel(try Self.render(search, appearance), 4, 4) == maroon, "\(appearance)")
            let bar = try Self.render(toolbar, appearance)
            #expect(Self.pixel(bar, 4, bar.height - 4) == maroon, "\(appearance)")
            #expect(Bars.count(try Self.render(TabBar(), appearance, tint: orange), orange) > 100, "\(appearance)")
        }
        var light = NavigationBar()
        light.barTint = yellow
        light.title = "Tinted"
        let inLight = try Self.render(light, .light), inDark = try Self.render(light, .dark)
        #expect(Bars.count(inDark, .black) > 50 && Bars.count(inDark, .white) == 0)
        // Everything but the hairline along the bottom row, which follows the appearance, is the same.
        #expect(Self.sameRows(inLight, inDark, 0..<inLight.height - 1))
        #expect(!Self.same(inLight, inDark))
    }

    /// The touch wheel: a grouped cell's ring round a grouped page's button; tracking lightens
    /// the dark ring (it darkens the light one). The pull ribbon is systemRed.
    @Test func touchWheelAndRibbonAreNamedColours() throws {
        let dark = try Self.render(TouchWheel(), .dark)
        #expect(Self.pixel(dark, 290, 200) == Color(hex: 0x1C1C1E) && Self.pixel(dark, 200, 200) == .black)
        #expect(Self.pixel(try Self.render(TouchWheel(), .light), 290, 200) == .white)
        let pressed = Self.pixel(try Self.render(TouchWheel(), .dark, state: .highlighted), 290, 200)
        #expect(pressed.r > 0x1C)
        let pressedLight = Self.pixel(try Self.render(TouchWheel(), .light, state: .highlighted), 290, 200)
        #expect(pressedLight.r < 0xFF)
        let reds: [(Appearance, UInt32)] = [(.light, 0xFF3B30), (.dark, 0xFF453A), (.lightHighContrast, 0xD70015),
                                            (.darkHighContrast, 0xFF6961)]
        for (appearance, red) in reds {
            #expect(Self.pixel(try Self.render(PullRibbon(), appearance), 60, 80) == Color(hex: red), "\(appearance)")
        }
    }

    /// A disabled bar item is tertiaryLabel: #EBEBF5 at 30 % on dark.
    @Test func disabledBarItemIsTheTertiaryLabel() throws {
        let item = BarButtonItem(.system(.add), style: .plain)
        let dark = try Self.render(item, .dark, state: .disabled)
        #expect(Bars.count(dark, Color(hex: 0xEBEBF5, alpha: 0.3)) > 40 && Bars.count(dark, Color(hex: 0xC4C4C7)) == 0)
    }

    // MARK: Goldens

    static let golden = Golden(directory: PackagePaths.fixtures.appendingPathComponent("Goldens/Appearances"),
                               artifacts: PackagePaths.artifacts.appendingPathComponent("Appearances"))

    /// Each control's first sample in every state of its list in dark, and in its first state
    /// in dark with increased contrast, at scale 2 on the grouped page's black:
    /// `Goldens/Appearances/<control>/<sample>-<state>-<appearance>.png`.
    /// Record with `CTLRENDER_RECORD=only:<control>/ swift test --filter AppearanceBarsTests`.
    @Test(arguments: kinds)
    func darkGoldens(kind name: String) throws {
        let kind = try #require(Controls.kind(named: name))
        let first = Catalog.cells(of: kind, look: .flat).prefix { $0.sample.name == kind.samples(.flat)[0].name }
        var cases = first.map { ($0, Appearance.dark) }
        if let cell = first.first { cases.append((cell, .darkHighContrast)) }
        for (cell, appearance) in cases {
            let file = "\(name)/\(ControlGoldens.fileName(cell.sample.name))-\(cell.state)-\(appearance.name)"
            // On the appearance's grouped page (black), as a dark sheet shows them: the samples'
            // backdrops are chosen for light (#F7F7F7 behind bar items).
            var options = cell.sample.options(look: .flat, state: cell.state, scale: 2)
            options.appearance = appearance
            options.background = .black
            let image = try ControlRenderer.render(cell.sample.control, options: options).pixmap
            let outcome = Self.golden.check(image, named: file)
            #expect(outcome.passed, "\(outcome)")
        }
    }
}

extension Color {
    /// This colour composited over an opaque `backdrop`, rounded as the canvas rounds.
    fileprivate func over(_ backdrop: Color) -> Color {
        let a = Double(self.a) / 255
        func mix(_ c: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(c) * a + Double(b) * (1 - a)).rounded()) }
        return Color(r: mix(r, backdrop.r), g: mix(g, backdrop.g), b: mix(b, backdrop.b))
    }
}
