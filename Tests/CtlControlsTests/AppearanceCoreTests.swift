import CtlControls
import CtlRaster
import Foundation
import Testing

/// The appearances' names, the tables kept per appearance, the palette's named colours, and
/// the classic look's refusal of anything but light.
@Suite struct AppearanceCoreTests {
    @Test func namesRoundTripAndLightKeepsItsFileNames() {
        #expect(Appearance.allCases.map(\.name) == ["any", "dark", "high-contrast", "dark-high-contrast"])
        for appearance in Appearance.allCases {
            #expect(Appearance(name: appearance.name) == appearance)
            #expect(appearance.fileSuffix == (appearance == .light ? "" : "-" + appearance.name))
        }
        #expect(Appearance(name: "light") == .light)
        #expect(Appearance(name: "Dark") == nil && Appearance(name: "night") == nil)
    }

    @Test func aDynamicColorResolvesEachAppearanceToItsOwnValue() {
        let c = DynamicColor(light: Color(hex: 0x010101), dark: Color(hex: 0x020202),
                             lightHighContrast: Color(hex: 0x030303), darkHighContrast: Color(hex: 0x040404))
        #expect(Appearance.allCases.map { $0[c].r } == [1, 2, 3, 4])
        let kept = c.replacing(light: .white)
        #expect(Appearance.allCases.map { $0[kept].r } == [255, 2, 3, 4])
        #expect(c.opacity(0.5).resolved(in: .dark).a == 128)
    }

    /// The flat palette is iOS's named colours in each appearance, and iOS 7's in light.
    @Test func theFlatPaletteTakesTheNamedColours() {
        let palettes = Appearance.allCases.map { Look.flat.theme(in: $0).palette }
        #expect(palettes.map(\.tint) == [0x007AFF, 0x0A84FF, 0x0040DD, 0x409CFF].map { Color(hex: $0) })
        #expect(palettes.map(\.text) == [.black, .white, .black, .white])
        #expect(palettes[0].background == Color(hex: 0xEFEFF4) && palettes[0].separator == Color(hex: 0xC8C7CC))
        #expect(palettes[1].background == .black && palettes[3].background == .black)
        #expect(Look.flat.theme.palette == palettes[0])
    }

    @Test func theClassicLookIsLightOnly() throws {
        for appearance in Appearance.allCases {
            #expect(Look.flat.supports(appearance))
            #expect(Look.classic.supports(appearance) == (appearance == .light))
        }
        let options = RenderOptions(look: .classic, appearance: .dark)
        #expect(throws: ControlError.self) { try ControlRenderer.render(Switch(), options: options) }
        do {
            _ = try ControlRenderer.render(Switch(), options: RenderOptions(look: .classic, appearance: .lightHighContrast))
        } catch {
            #expect("\(error)".contains("no dark appearance or increased contrast"))
        }
    }

    /// A dark control is drawn with the dark palette: a text button's title is the dark tint.
    @Test func aDarkButtonsTitleIsTheDarkTint() throws {
        let light = try ControlRenderer.render(Button(title: "MMMM"), options: RenderOptions(scale: 2)).pixmap
        let dark = try ControlRenderer.render(Button(title: "MMMM"), options: RenderOptions(appearance: .dark, scale: 2))
            .pixmap
        func opaque(_ p: Pixmap) -> Set<Color> {
            Set((0..<p.height).flatMap { y in (0..<p.width).map { x in p[x, y] } }.filter { $0.a == 255 }
                .map(\.unpremultiplied))
        }
        #expect(opaque(light) == [Color(hex: 0x007AFF)])
        #expect(opaque(dark) == [Color(hex: 0x0A84FF)])
    }

    @Test func specsReadTheAppearanceAndTheContrast() throws {
        let spec = try ControlSpec.decode(Data(#"{"control": "switch", "appearance": "dark", "contrast": "high"}"#.utf8),
                                          source: "s.json", baseDirectory: ".")
        #expect(spec.options.appearance == .darkHighContrast)
        #expect(throws: SpecError.self) {
            try ControlSpec.decode(Data(#"{"control": "switch", "contrast": "more"}"#.utf8), source: "s.json",
                                   baseDirectory: ".")
        }
    }
}
