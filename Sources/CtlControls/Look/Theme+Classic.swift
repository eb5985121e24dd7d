import CtlRaster

extension Theme {
    /// iOS 6, classic. Sources: ../shared/CONTROL-METRICS.md (its keys in brackets); "chosen"
    /// marks a value the sources leave open, picked to look like iOS 6.
    static let classic = Theme(
        palette: Palette(
            tint: Color(r: 0x02, g: 0x74, b: 0xEC),             // selection blue #048BF4 → #005CE5, its middle [DJ6]
            text: .black,
            secondaryText: Color(r: 0x7F, g: 0x7F, b: 0x7F),    // #7F7F7F OFF text grey [DJ6]
            disabledText: Color(r: 0x8F, g: 0x8F, b: 0x8F),     // disabled segment text white 0.561 [CHAM]
            background: Color(r: 0xD7, g: 0xDC, b: 0xE5),       // #D7DCE5 grouped table, iOS 6 phone [DJ6]
            separator: Color(r: 0xAB, g: 0xAB, b: 0xAB),        // chosen: the grey of iOS 6 cell separators
            highlightDarken: 0.3,                               // chosen: a third darker, as UIKit's images
            disabledOpacity: 0.5,                               // disabled segments alpha 0.5 [WOC, CHAM]
            font: "system",
            boldFont: "system-bold"),
        button: ButtonMetrics(
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
            width: 150,                                         // IB's default frame
            height: 9,                                          // "standard height (9 points)" [S1, DJ6]
            barHeight: 9,                                       // chosen: as the default style
            cornerRadius: 4.5,                                  // fully rounded ends [DJ6]
            track: .stops((0, 0xA5A6A5), (0.5, 0xD6D7D6), (0.5, 0xFFFFFF), (0.9, 0xFFFFFF), (1, 0xB5B6B5)), // [DJ6]
            barTrack: .stops((0, 0x2B2F34), (1, 0x4D535A)),     // chosen: a dark groove for dark bars
            fill: .stops((0, 0xB0C0FF), (0.6, 0x70B2FF), (0.6, 0x3470B6), (1, 0x2F83E1)), // glossy blue [DJ6]
            barFill: .stops((0, 0xFFFFFF), (0.5, 0xE2E6EC), (0.5, 0xC8CFD9), (1, 0xAEB8C6)), // chosen: white gloss
            fillBorder: Color(hex: 0x5E6FA3),                   // 1 px border [DJ6]
            trackBorder: Color(hex: 0x8E9095)                   // chosen: the groove's edge
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
