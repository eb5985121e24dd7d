import CtlRaster

extension Theme {
    /// iOS 7, flat. Sources: ../shared/CONTROL-METRICS.md (its keys in brackets); "chosen"
    /// marks a value the sources leave open, picked to look like iOS 7.
    static let flat = Theme(
        palette: Palette(
            tint: Color(r: 0x00, g: 0x7A, b: 0xFF),             // #007AFF [F7v1, RAT, DJ7, FLEX]
            text: .black,
            secondaryText: Color(r: 0x8E, g: 0x8E, b: 0x93),    // #8E8E93 mid grey [F7v1]
            disabledText: Color(r: 0x8E, g: 0x8E, b: 0x93),     // greyed title [CHAM white 0.561 ≈ #8E8E93]
            background: Color(r: 0xEF, g: 0xEF, b: 0xF4),       // #EFEFF4 grouped table [UI7, RAT]
            separator: Color(r: 0xC8, g: 0xC7, b: 0xCC),        // #C8C7CC [RAT, DJ7]
            highlightDarken: 0.3,                               // chosen: a third darker, as UIKit's images
            disabledOpacity: 0.5,                               // disabled segments alpha 0.5 [WOC, CHAM]
            font: "system",
            boldFont: "system-bold"),
        button: ButtonMetrics(
            font: "system",                                     // chosen: 15 regular [UIButton title font, inf]; see below
            fontSize: 15,                                       // [UIButton title font, inf]
            titleColor: nil,                                    // the tint [F7v1, RAT]
            pressedTitleColor: nil,                             // none: the title fades instead
            customTitleColor: .white,                           // UIKit's custom-button default, as in iOS 6 [S1]
            titleShadowColor: Color.black.opacity(0.5),         // chosen: half black, seen only with an offset
            minimumHeight: 30,                                  // S0's 80×30 system button frame
            bezelPadding: 0,                                    // no bezel in iOS 7 [S3 "nothing rounded"]
            highlightedAlpha: 0.2,                              // DJ7's pressed #C6DEF9 ≈ the tint at 22 % [DJ7]
            selectedPlate: .init(cornerRadius: 4, outset: Size(width: 4, height: 2)), // chosen: hugs the title
            bezel: nil,                                         // no bezel in iOS 7
            customBorderDarken: 0,                              // chosen: iOS 7 draws no border
            detailDisclosureSize: Size(width: 22, height: 22),  // [UI7-SB]
            infoSize: Size(width: 22, height: 22),              // [UI7-SB]
            contactAddSize: Size(width: 22, height: 22),        // [UI7-SB]
            glyphLineWidth: 1,                                  // chosen: iOS 7's one-point outlines
            glyphs: nil,                                        // outlines in the tint [S0]
            glowRadius: 20,                                     // chosen: a fingertip's glow (S1 gives none)
            glowStops: ButtonMetrics.glow                       // chosen: see ButtonMetrics.glow
        ),
        switch: SwitchMetrics(
        ),
        slider: SliderMetrics(
        ),
        segmented: SegmentedMetrics(
        ),
        stepper: StepperMetrics(
        ),
        pageControl: PageControlMetrics(
        ),
        progress: ProgressMetrics(
            width: 150,                                         // IB's default frame, 150×2
            height: 2,                                          // [WOC, DJ7, F7v1.7, MMZ, UI7-SB]
            barHeight: 2.5,                                     // [WOC] (2.5–4 seen: conflict)
            cornerRadius: 0,                                    // square ends [DJ7]
            track: .stops((0, 0xB7B7B7)),                       // #B7B7B7 [UI7, WOC, F7]
            barTrack: .solid(.clear),                           // chosen: no track in a bar
            fill: .stops((0, 0x007AFF)),                        // the tint replaces it
            barFill: .stops((0, 0x007AFF)),
            fillBorder: .clear,
            trackBorder: .clear
        ),
        activity: ActivityMetrics(
        ),
        textField: TextFieldMetrics(
        ),
        knob: KnobMetrics(
        ),
        tabBar: TabBarMetrics(
        )
    )
}
