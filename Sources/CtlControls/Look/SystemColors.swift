import CtlRaster

/// The named colours several controls' samples and defaults share, so that they are spelled
/// once: iOS 7's system colours (Apple's iOS 7 UI resources [UI7]; the same values in F7v1
/// and RAT) and UIKit's plain primaries (`redColor`, `yellowColor`), which the seeds' demos set.
extension Color {
    /// #FF3B30, iOS 7's red.
    static let systemRed = Color(r: 0xFF, g: 0x3B, b: 0x30)
    /// #FF9500, iOS 7's orange.
    static let systemOrange = Color(r: 0xFF, g: 0x95, b: 0x00)
    /// #FFCC00, iOS 7's yellow.
    static let systemYellow = Color(r: 0xFF, g: 0xCC, b: 0x00)
    /// #4CD964, iOS 7's green (the switch's on track).
    static let systemGreen = Color(r: 0x4C, g: 0xD9, b: 0x64)
    /// #FF2D55, iOS 7's pink.
    static let systemPink = Color(r: 0xFF, g: 0x2D, b: 0x55)
    /// #8E8E93, iOS 7's mid grey.
    static let systemGray = Color(r: 0x8E, g: 0x8E, b: 0x93)
    /// #C7C7CC, iOS 7's light grey.
    static let systemLightGray = Color(r: 0xC7, g: 0xC7, b: 0xCC)
    /// #FF0000, UIKit's `redColor`.
    static let redColor = Color(r: 0xFF, g: 0x00, b: 0x00)
    /// #FFFF00, UIKit's `yellowColor`.
    static let yellowColor = Color(r: 0xFF, g: 0xFF, b: 0x00)
    /// #8B1A1A, a dark red the samples tint bars with (chosen: far from every look's own colours).
    static let sampleMaroon = Color(r: 0x8B, g: 0x1A, b: 0x1A)
}

/// iOS's named colours in each appearance: the light value first, then dark, then light and dark
/// with increased contrast. The tinted colours and greys are Apple's published tables (Human
/// Interface Guidelines, "Color" [HIG-C]); the labels, separators, fills and backgrounds are
/// UIKit's dynamic colours as they resolve on iOS 13 and later [UIK13], whose increased-contrast
/// variants Apple does not publish (see Docs/sources.md). Where iOS 7 drew a colour differently
/// (its green, its separator), a control's table keeps iOS 7's light value with
/// `replacing(light:)`, so light images stay as they were.
extension DynamicColor {
    /// A colour from four 0xRRGGBB values (opaque).
    init(_ light: UInt32, dark: UInt32, lightHighContrast: UInt32, darkHighContrast: UInt32) {
        self.init(light: Color(hex: light), dark: Color(hex: dark), lightHighContrast: Color(hex: lightHighContrast),
                  darkHighContrast: Color(hex: darkHighContrast))
    }

    // The tinted system colours [HIG-C].
    /// systemBlue: #007AFF, #0A84FF; increased contrast #0040DD, #409CFF.
    static let systemBlue = DynamicColor(0x007AFF, dark: 0x0A84FF, lightHighContrast: 0x0040DD, darkHighContrast: 0x409CFF)
    /// systemRed: #FF3B30, #FF453A; #D70015, #FF6961.
    static let systemRed = DynamicColor(0xFF3B30, dark: 0xFF453A, lightHighContrast: 0xD70015, darkHighContrast: 0xFF6961)
    /// systemGreen: #34C759 (iOS 7's was #4CD964), #30D158; #248A3D, #30DB5B.
    static let systemGreen = DynamicColor(0x34C759, dark: 0x30D158, lightHighContrast: 0x248A3D, darkHighContrast: 0x30DB5B)
    /// systemOrange: #FF9500, #FF9F0A; #C93400, #FFB340.
    static let systemOrange = DynamicColor(0xFF9500, dark: 0xFF9F0A, lightHighContrast: 0xC93400, darkHighContrast: 0xFFB340)
    /// systemYellow: #FFCC00, #FFD60A; #B25000, #FFD426.
    static let systemYellow = DynamicColor(0xFFCC00, dark: 0xFFD60A, lightHighContrast: 0xB25000, darkHighContrast: 0xFFD426)
    /// systemPink: #FF2D55, #FF375F; #D30F45, #FF6482.
    static let systemPink = DynamicColor(0xFF2D55, dark: 0xFF375F, lightHighContrast: 0xD30F45, darkHighContrast: 0xFF6482)

    // The system greys [HIG-C].
    /// systemGray: #8E8E93 in both; #6C6C70, #AEAEB2.
    static let systemGray = DynamicColor(0x8E8E93, dark: 0x8E8E93, lightHighContrast: 0x6C6C70, darkHighContrast: 0xAEAEB2)
    /// systemGray2: #AEAEB2, #636366; #8E8E93, #7C7C80.
    static let systemGray2 = DynamicColor(0xAEAEB2, dark: 0x636366, lightHighContrast: 0x8E8E93, darkHighContrast: 0x7C7C80)
    /// systemGray3: #C7C7CC, #48484A; #AEAEB2, #545456.
    static let systemGray3 = DynamicColor(0xC7C7CC, dark: 0x48484A, lightHighContrast: 0xAEAEB2, darkHighContrast: 0x545456)
    /// systemGray4: #D1D1D6, #3A3A3C; #BCBCC0, #444446.
    static let systemGray4 = DynamicColor(0xD1D1D6, dark: 0x3A3A3C, lightHighContrast: 0xBCBCC0, darkHighContrast: 0x444446)
    /// systemGray5: #E5E5EA, #2C2C2E; #D8D8DC, #363638.
    static let systemGray5 = DynamicColor(0xE5E5EA, dark: 0x2C2C2E, lightHighContrast: 0xD8D8DC, darkHighContrast: 0x363638)
    /// systemGray6: #F2F2F7, #1C1C1E; #EBEBF0, #242426.
    static let systemGray6 = DynamicColor(0xF2F2F7, dark: 0x1C1C1E, lightHighContrast: 0xEBEBF0, darkHighContrast: 0x242426)

    // UIKit's semantic colours [UIK13].
    /// label: black on light, white on dark.
    static let label = DynamicColor(0x000000, dark: 0xFFFFFF, lightHighContrast: 0x000000, darkHighContrast: 0xFFFFFF)
    /// secondaryLabel: #3C3C43 at 60 % on light, #EBEBF5 at 60 % on dark; at 68 % with increased contrast.
    static let secondaryLabel = DynamicColor(
        light: Color(hex: 0x3C3C43, alpha: 0.6), dark: Color(hex: 0xEBEBF5, alpha: 0.6),
        lightHighContrast: Color(hex: 0x3C3C43, alpha: 0.68), darkHighContrast: Color(hex: 0xEBEBF5, alpha: 0.68))
    /// separator: #3C3C43 at 29 % on light, #545458 at 60 % on dark; stronger with increased contrast.
    static let separator = DynamicColor(
        light: Color(hex: 0x3C3C43, alpha: 0.29), dark: Color(hex: 0x545458, alpha: 0.6),
        lightHighContrast: Color(hex: 0x3C3C43, alpha: 0.5), darkHighContrast: Color(hex: 0x545458, alpha: 0.8))
    /// opaqueSeparator: #C6C6C8 on light, #38383A on dark.
    static let opaqueSeparator = DynamicColor(0xC6C6C8, dark: 0x38383A, lightHighContrast: 0xAEAEB2, darkHighContrast: 0x545456)
    /// systemFill (thin, large shapes: a slider's track, a switch's off track): #787880 at 20 %
    /// on light, at 36 % on dark.
    static let systemFill = DynamicColor(
        light: Color(hex: 0x787880, alpha: 0.2), dark: Color(hex: 0x787880, alpha: 0.36),
        lightHighContrast: Color(hex: 0x787880, alpha: 0.3), darkHighContrast: Color(hex: 0x787880, alpha: 0.46))
    /// systemBackground: white, black.
    static let systemBackground = DynamicColor(0xFFFFFF, dark: 0x000000, lightHighContrast: 0xFFFFFF, darkHighContrast: 0x000000)
    /// systemGroupedBackground: #F2F2F7, black; #EBEBF0, black.
    static let systemGroupedBackground = DynamicColor(0xF2F2F7, dark: 0x000000, lightHighContrast: 0xEBEBF0,
                                                      darkHighContrast: 0x000000)
    /// secondarySystemGroupedBackground (a grouped table's cells): white, #1C1C1E; white, #242426.
    static let secondarySystemGroupedBackground = DynamicColor(0xFFFFFF, dark: 0x1C1C1E, lightHighContrast: 0xFFFFFF,
                                                               darkHighContrast: 0x242426)
    /// tertiarySystemBackground (raised controls on a dark page: a switch's thumb stays white,
    /// a stepper's or segmented control's selected segment lightens): white, #2C2C2E; white, #363638.
    static let tertiarySystemBackground = DynamicColor(0xFFFFFF, dark: 0x2C2C2E, lightHighContrast: 0xFFFFFF,
                                                       darkHighContrast: 0x363638)

    // Controls A (the switch, slider, progress view, page control, activity indicator, knobs and
    // unlock control): the named colours they add. Light and dark values are UIKit's [UIK13];
    // Apple publishes no increased-contrast values for these, so those are the "accessible"
    // values of compose-cupertino's iOS colour tokens [CCUP].
    /// secondarySystemFill (medium shapes: "the background of a switch" [UIK13]): #787880 at
    /// 16 % on light, 32 % on dark; 24 % and 40 % with increased contrast.
    static let secondarySystemFill = DynamicColor(
        light: Color(hex: 0x787880, alpha: 0.16), dark: Color(hex: 0x787880, alpha: 0.32),
        lightHighContrast: Color(hex: 0x787880, alpha: 0.24), darkHighContrast: Color(hex: 0x787880, alpha: 0.4))
    /// tertiaryLabel: #3C3C43 at 30 % on light, #EBEBF5 at 30 % on dark; 70 % and 55 % with
    /// increased contrast.
    static let tertiaryLabel = DynamicColor(
        light: Color(hex: 0x3C3C43, alpha: 0.3), dark: Color(hex: 0xEBEBF5, alpha: 0.3),
        lightHighContrast: Color(hex: 0x3C3C43, alpha: 0.7), darkHighContrast: Color(hex: 0xEBEBF5, alpha: 0.55))

    // Controls B (text field, search bar, bars, tab bars, colour control, touch wheel, pull
    // ribbon): UIKit's element colours as iOS 13 resolves them in light and dark [NGCC]. Apple
    // publishes no increased-contrast values for them; those are chosen as the core's are
    // (a fill's alpha up by 0.10, a background as systemGray6's [HIG-C]).
    /// secondarySystemBackground (the dark appearance's bar chrome, a grouped cell's plain
    /// sibling): #F2F2F7, #1C1C1E; #EBEBF0, #242426.
    static let secondarySystemBackground = DynamicColor(0xF2F2F7, dark: 0x1C1C1E, lightHighContrast: 0xEBEBF0,
                                                        darkHighContrast: 0x242426)
    /// tertiarySystemFill (large shapes: a search field): #767680 at 12 % on light, at 24 % on dark.
    static let tertiarySystemFill = DynamicColor(
        light: Color(hex: 0x767680, alpha: 0.12), dark: Color(hex: 0x767680, alpha: 0.24),
        lightHighContrast: Color(hex: 0x767680, alpha: 0.22), darkHighContrast: Color(hex: 0x767680, alpha: 0.34))
    /// placeholderText (a text field's placeholder): tertiaryLabel's values [UIK13].
    static let placeholderText = tertiaryLabel

    /// This colour with iOS 7's `light` value, which light with increased contrast keeps too where
    /// the named colour's own value there shows fainter on white: increased contrast must not
    /// weaken a part that iOS 7 drew darker than iOS 13's fills (a slider's #B7B7B7 track against
    /// systemFill's #787880 at 30 %, #D6D6D9 on white).
    func replacing(lightKeptInHighContrast light: Color) -> DynamicColor {
        var copy = replacing(light: light)
        if Self.inkOnWhite(lightHighContrast) < Self.inkOnWhite(light) { copy.lightHighContrast = light }
        return copy
    }

    /// How far `color` drawn on white is from white, summed over the three channels.
    static func inkOnWhite(_ color: Color) -> Double {
        let alpha = Double(color.a) / 255
        return [color.r, color.g, color.b].reduce(0) { $0 + (255 - Double($1)) * alpha }
    }

    /// This colour as a view over dark content resolves it in every appearance (UIKit's
    /// `overrideUserInterfaceStyle = .dark`): its dark values, with increased contrast where the
    /// appearance has it. For what is dark, or sits on dark, whatever the appearance: a page
    /// control's dots over photos, a black bar and its search field.
    var alwaysDark: DynamicColor {
        DynamicColor(light: dark, dark: dark, lightHighContrast: darkHighContrast, darkHighContrast: darkHighContrast)
    }
}
