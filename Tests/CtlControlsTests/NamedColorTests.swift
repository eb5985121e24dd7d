@testable import CtlControls
import CtlRaster
import Foundation
import Testing

/// The flat look in its four appearances, for the button, back button, switch, slider, segmented
/// control, stepper, page control, progress view, activity indicator, star slider, unlock control,
/// knob and image knob: each draws iOS's named colours of the appearance where it draws a
/// colour of its own, and keeps the colours a user sets.
@Suite struct NamedColorTests {
    /// The controls whose dark and increased-contrast colours this suite covers.
    static let controls = ["button", "back-button", "switch", "slider", "segmented", "stepper", "page-control",
                           "progress", "activity", "star-slider", "unlock", "knob", "image-knob"]
    /// Those of them whose flat colours are the tint's alone (and white on the tint).
    static let tintOnly = ["button", "back-button", "segmented", "stepper", "star-slider"]

    func render(_ control: any Control, _ appearance: Appearance, state: ControlState = .normal, scale: Double = 1,
                tint: Color? = nil, background: Color? = nil) throws -> Pixmap {
        var options = RenderOptions(look: .flat, state: state, scale: scale, tint: tint)
        options.appearance = appearance
        options.background = background
        return try ControlRenderer.render(control, options: options).pixmap
    }

    /// A catalog cell as the goldens draw it, in `appearance`, with `tint` in place of the sample's.
    func render(_ cell: Catalog.Cell, _ appearance: Appearance, tint: Color? = nil) throws -> Pixmap {
        var options = cell.sample.options(look: .flat, state: cell.state, scale: 1)
        options.appearance = appearance
        options.background = cell.sample.backdrop
        if let tint { options.tint = tint }
        return try ControlRenderer.render(cell.sample.control, options: options).pixmap
    }

    func cells(_ name: String) throws -> [Catalog.Cell] {
        Catalog.cells(of: try #require(Controls.kind(named: name)), look: .flat)
    }

    // MARK: Every control, every appearance

    /// Every cell of every control's catalog renders in each appearance at its light size.
    @Test(arguments: Controls.names)
    func everyCellRendersInEveryAppearance(of name: String) throws {
        for cell in try cells(name) {
            let light = try render(cell, .light)
            for appearance in Appearance.allCases.dropFirst() {
                let image = try render(cell, appearance)
                #expect(image.width == light.width && image.height == light.height, "\(name) \(cell.caption) \(appearance)")
            }
        }
    }

    /// Somewhere in its catalog each control looks different in dark than in light, and with
    /// increased contrast than without, in both light and dark.
    @Test(arguments: controls)
    func darkAndHighContrastChangeSomeCell(of name: String) throws {
        let all = try cells(name)
        func differs(_ a: Appearance, _ b: Appearance) throws -> Bool {
            try all.contains { try render($0, a) != render($0, b) }
        }
        #expect(try differs(.light, .dark))
        #expect(try differs(.light, .lightHighContrast))
        #expect(try differs(.dark, .darkHighContrast))
    }

    /// The controls drawn in the tint alone look in each appearance as in light with the tint
    /// set to that appearance's systemBlue; a tint a sample sets is the same in every appearance.
    /// (In dark only: with increased contrast the palette's greyed text changes too.)
    @Test(arguments: tintOnly)
    func tintOnlyControlsChangeOnlyTheirTint(of name: String) throws {
        for cell in try cells(name) {
            let tint = cell.sample.tint ?? Appearance.dark[.systemBlue]
            #expect(try render(cell, .dark, tint: tint) == render(cell, .light, tint: tint), "\(name) \(cell.caption)")
            #expect(try render(cell, .dark) == render(cell, .light, tint: tint), "\(name) \(cell.caption)")
        }
    }

    // MARK: The named colours, part by part

    /// The on track is systemGreen (iOS 7's #4CD964 in light); an on tint stays in every appearance.
    @Test func switchOnTrackIsSystemGreen() throws {
        for a in Appearance.allCases {
            let green = a == .light ? Color(hex: 0x4CD964) : a[.systemGreen]
            #expect(try render(Switch(isOn: true), a)[8, 15] == green.premultiplied, "\(a)")
            #expect(try render(Switch(isOn: true), a) == render(Switch(isOn: true, onTintColor: green), .light), "\(a)")
            #expect(try render(Switch(isOn: true, onTintColor: .systemOrange), a)[8, 15] == Color.systemOrange.premultiplied)
        }
        #expect(Appearance.dark[.systemGreen] == Color(hex: 0x30D158))
    }

    /// The off track is secondarySystemFill (white in light), inside a systemGray5 outline; the
    /// thumb stays white.
    @Test func switchOffTrackIsAFillAndTheThumbStaysWhite() throws {
        for a in Appearance.allCases {
            let off = try render(Switch(isOn: false), a)
            let fill = a == .light ? Color.white : a[.secondarySystemFill]
            #expect(off[45, 15] == fill.premultiplied, "\(a)")
            #expect(off[13, 15] == Color.white.premultiplied, "\(a)")
        }
        // Dark: over a grouped cell (#1C1C1E) the track is UISwitch's #39393D or within a step of it.
        let onCell = try render(Switch(isOn: false), .dark, background: Color(hex: 0x1C1C1E))[45, 15]
        #expect(abs(Int(onCell.r) - 0x39) <= 2 && abs(Int(onCell.b) - 0x3D) <= 2)
    }

    /// The track right of the thumb is systemFill in dark (iOS 7's #B7B7B7 in light, kept with
    /// increased contrast where systemFill is fainter), the left the tint: the slider in each
    /// appearance is the light slider with those two track tints.
    @Test func sliderTracksAreSystemFillAndTheTint() throws {
        for a in Appearance.allCases {
            let fill = a.isDark ? a[.systemFill] : Color(hex: 0xB7B7B7)
            let tinted = Slider(value: 0.3, minimumTrackTint: a[.systemBlue], maximumTrackTint: fill)
            #expect(try render(Slider(value: 0.3), a, scale: 2) == render(tinted, .light, scale: 2), "\(a)")
        }
    }

    /// The progress view's track is systemFill as the slider's, its bar the tint.
    @Test func progressTrackIsSystemFill() throws {
        for a in Appearance.allCases {
            let fill = a.isDark ? a[.systemFill] : Color(hex: 0xB7B7B7)
            for style in [ProgressView.Style.default, .bar] {
                let tinted = ProgressView(progress: 0.4, style: style, progressTint: a[.systemBlue],
                                          trackTint: style == .bar ? .clear : fill)
                #expect(try render(ProgressView(progress: 0.4, style: style), a, scale: 2) == render(tinted, .light, scale: 2))
            }
        }
    }

    /// Increased contrast in light never shows a colour kept from iOS 7 fainter than iOS 7 did:
    /// it takes the named colour's value only where that is stronger on white.
    @Test func increasedContrastKeepsTheStrongerOfIOS7AndTheNamedColour() throws {
        let named: [DynamicColor] = [.systemFill, .secondarySystemFill, .tertiaryLabel, .systemGray5, .separator]
        for color in named {
            for light in [Color(hex: 0xB7B7B7), Color(hex: 0xF0F0F0), Color.black.opacity(0.1), Color.clear] {
                let kept = color.replacing(lightKeptInHighContrast: light)
                #expect(kept.light == light && kept.dark == color.dark && kept.darkHighContrast == color.darkHighContrast)
                let strongest = [light, color.lightHighContrast].max { DynamicColor.inkOnWhite($0) < DynamicColor.inkOnWhite($1) }
                #expect(DynamicColor.inkOnWhite(kept.lightHighContrast) == DynamicColor.inkOnWhite(strongest!))
            }
        }
        #expect(Appearance.lightHighContrast[DynamicColor.systemFill.replacing(lightKeptInHighContrast: Color(hex: 0xB7B7B7))]
                == Color(hex: 0xB7B7B7))
    }

    /// The gray style is systemGray (#6C6C6C in light); the white style is white everywhere.
    @Test func activityGrayIsSystemGrayAndWhiteStaysWhite() throws {
        for a in Appearance.allCases {
            let gray = a == .light ? Color(hex: 0x6C6C6C) : a[.systemGray]
            #expect(try render(ActivityIndicator(style: .gray), a, scale: 2)
                    == render(ActivityIndicator(style: .gray, color: gray), .light, scale: 2), "\(a)")
            #expect(try render(ActivityIndicator(style: .white), a) == render(ActivityIndicator(style: .white), .light))
        }
        // Light on dark: the dark gray spokes are lighter than the light ones.
        #expect(Appearance.dark[.systemGray].r > 0x6C && Appearance.darkHighContrast[.systemGray].r > Appearance.dark[.systemGray].r)
    }

    /// The dots are white over dark content in every appearance, the other pages' at tertiaryLabel's
    /// opacity on dark (stronger with increased contrast).
    @Test func pageDotsAreLabelOverDarkContent() throws {
        for a in Appearance.allCases {
            let others = a == .light ? Color.white(1, alpha: 0.2) : a[.tertiaryLabel.alwaysDark]
            let tinted = PageControl(numberOfPages: 3, currentPage: 1, pageIndicatorTint: others,
                                     currentPageIndicatorTint: .white)
            #expect(try render(PageControl(numberOfPages: 3, currentPage: 1), a, scale: 2) == render(tinted, .light, scale: 2))
            #expect(others.r == 0xFF || others.r == 0xEB)
        }
        #expect(Appearance.darkHighContrast[.tertiaryLabel.alwaysDark].a > Appearance.dark[.tertiaryLabel.alwaysDark].a)
    }

    /// The knob's value label and the image knob's Min and Max are the label colour: black in
    /// light, white in dark.
    @Test func knobLabelsAreTheLabelColour() throws {
        let white = Color.white.premultiplied.packed, black = Color.black.premultiplied.packed
        for control in [Knob(value: 0.5, showsValueLabel: true) as any Control, ImageKnob(angle: 1)] {
            let light = try render(control, .light, scale: 2).pixels, dark = try render(control, .dark, scale: 2).pixels
            #expect(light.contains(black) && dark.contains(white) && !dark.contains(black))
        }
        // The knob draws nothing white of its own in light (the image knob's disc is white).
        #expect(!(try render(Knob(value: 0.5, showsValueLabel: true), .light, scale: 2).pixels.contains(white)))
    }

    /// The image knob's disc is tertiarySystemBackground (white in light), raised on a dark page.
    @Test func imageKnobDiscIsTertiarySystemBackground() throws {
        for a in Appearance.allCases {
            #expect(try render(ImageKnob(angle: 1), a)[70, 54] == a[.tertiarySystemBackground].premultiplied, "\(a)")
        }
        #expect(Appearance.dark[.tertiarySystemBackground] == Color(hex: 0x2C2C2E))
    }

    /// The unlock control's card is a grouped cell's colour, its keyhole cut out of it, its track
    /// systemGray5, its open padlock systemGreen (iOS 7's in light).
    @Test func unlockCardTrackAndPadlock() throws {
        for a in Appearance.allCases {
            let locked = try render(UnlockControl(position: 0), a)
            let card = a[.secondarySystemGroupedBackground].premultiplied
            #expect(locked[24, 24] == card && locked[140, 35] == card, "\(a)")
            #expect(locked[230, 76] == a[.systemGray5].premultiplied, "\(a)")
            #expect(locked[26, 76] == Color.white.premultiplied, "\(a)")            // the thumb
            let open = try render(UnlockControl(position: 1, isUnlocked: true), a)
            let green = a == .light ? Color.systemGreen : a[.systemGreen]
            #expect(open[131, 42] == green.premultiplied, "\(a)")
        }
    }
}
