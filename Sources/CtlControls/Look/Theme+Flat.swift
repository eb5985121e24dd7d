import CtlRaster

extension Theme {
    /// iOS 7, flat. Sources: Docs/sources.md (its keys in brackets); "chosen"
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
            size: Size(width: 51, height: 31),                  // [UI7, UI7-SB, C4, KLS, ION1]
            thumbDiameter: 27,                                  // 31 − 2×2 [ION1] (27–29 seen)
            thumbInset: 2,
            pressedThumbGrowth: 6,                              // the pressed thumb widens [SEV +5, F7 +7]
            onTrack: .stops((0, 0x4CD964)),                     // #4CD964 [F7v1, SEV, RAT]
            offTrack: .solid(.white),                           // white inside the outline [F7, KLS]
            offBorder: Color(hex: 0xE5E5E5),                    // #E5E5E5 [F7v1, F7v2, ION1, KLS]
            borderWidth: 1.5,                                   // chosen between SEV's 1 and F7's 2
            thumb: .solid(.white),
            thumbRim: .black.opacity(0.06),                     // a faint edge so the thumb reads on white [KLS 0.5 pt]
            thumbRimWidth: 0.5,
            thumbShadow: Shadow(offset: Point(0, 2), blur: 5, color: .black.opacity(0.22)), // soft, below [F7v2 0 2px 4px 0.3; SEV, KLS y 3]
            trackInnerShadow: nil,
            labels: nil                                         // iOS 7 has no ON/OFF words
        ),
        slider: SliderMetrics(
            width: 118,                                         // chosen: Interface Builder's default frame, 118×31
            height: 31,                                         // chosen: 31 (often quoted); UI7-SB's 29 cuts the
                                                                //   28-pt thumb's shadow
            trackHeight: 2,                                     // [UI7, F7v1]
            trackRadius: 1,                                     // chosen: round ends, as iOS 7's track image
            trackInset: 2,                                      // track 246 of 250 [S1]
            valueImageGap: 11,                                  // (250 − 2×30 − 164) / 2 − 2 [S1]; chosen: as iOS 6
            minimumTrack: .stops((0, 0x007AFF)),                // the tint [UI7, F7, S0]
            minimumTrackBorder: .clear,
            maximumTrack: .stops((0, 0xB7B7B7)),                // #B7B7B7 [UI7, WOC, F7]
            maximumTrackBorder: .clear,
            thumbWidth: 30,                                     // the thumb asset's width, disc centred [UI7-PNG]
            thumbDiameter: 28,                                  // [F7v1, F7v2, UI7-PNG]
            thumbFill: .stops((0, 0xFFFFFF)),                   // white [F7, UI7-PNG]
            thumbRim: [GradientStop(offset: 0, color: Color(hex: 0, alpha: 0.12)),  // half-point rim, faint at the
                       GradientStop(offset: 1, color: Color(hex: 0, alpha: 0.3))],  //   top, darker below [UI7-PNG]
            thumbRimWidth: 0.5,                                 // [UI7-PNG]
            thumbShadow: Shadow(offset: Point(0, 2), blur: 4,   // 0 2px 4px [F7v1, F7v2]; y ≈ +3 [UI7-PNG]
                                color: Color(hex: 0, alpha: 0.25)), // chosen: between F7v2's 0.3 and UI7-PNG's fade
            thumbHighlightDarken: 0                             // chosen: iOS 7's thumb does not change when pressed
        ),
        segmented: SegmentedMetrics(
            styles: Dictionary(uniqueKeysWithValues: SegmentedControl.Style.allCases.map { ($0, SegmentedMetrics.Appearance(
                height: 29,                                     // every style [UI7, UI7-SB, F7v2, WOC]
                cornerRadius: 4,                                // [UI7] (F7v2: 5)
                borderWidth: 1,                                 // tint frame and dividers [UI7, F7v2, WOC]
                font: "system", fontSize: 13,                   // [UI7]
                fill: .solid(.clear),                           // clear segments, tint titles [UI7, F7v2]
                selectedFill: nil,                              // filled with the tint, white title [UI7, F7v2]
                highlightedFill: nil,
                highlightedWash: 0.15,                          // tint at 15 % [F7v2] (UI7: 25 %)
                border: nil, divider: nil, title: nil, titleShadow: nil,
                selectedTitle: .white, selectedTitleShadow: nil,
                isTintable: false)) }),                         // the tint colours frame and fill as they are
            padding: 10,                                        // chosen: "First/Second/Third" ≈ IB's widths
            minimumSegmentWidth: 44,                            // chosen: a finger's width
            disabledOpacity: 0.5                                // [WOC, CHAM]
        ),
        stepper: StepperMetrics(
            size: Size(width: 94, height: 29),                  // halves 47×29 [KBH]
            cornerRadius: 4,                                    // [UI7] (F7v2: 5)
            borderWidth: 1,                                     // 1 pt tint frame and divider [UI7, F7v2]
            border: nil,
            glyphLength: 15,                                    // 15 long [F7v2]
            glyphThickness: 1,                                  // chosen: as thin as the frame (F7v2 draws 2)
            glyph: nil,
            disabledGlyph: nil,
            disabledGlyphOpacity: 0.3,                          // chosen: a lighter tint [UI7 uses the pressed colour]
            glyphShadow: nil,
            fill: .solid(.clear),
            pressedFill: nil,
            pressedWash: 0.15                                   // tint at 15 % [F7v2]
        ),
        pageControl: PageControlMetrics(
            dotDiameter: 7,                                     // [SMP modern]
            pitch: 16,                                          // gap 9 [SMP]; a 3-page control is ~38 wide [UI7-SB]
            height: 36,                                         // [SMP, UI7-SB]
            pageIndicator: .white(1, alpha: 0.2),               // white at 20 % [SMP]
            currentPageIndicator: .white                        // [SMP, DJ6]
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
            size: 20,                                           // white, gray [CHAM, WOC]
            largeSize: 37,                                      // white-large [CHAM, WOC]
            spokes: ActivitySpokes(innerRadius: 5.5, outerRadius: 8.8, width: 1.8), // round caps [F7v1]
            largeSpokes: ActivitySpokes(innerRadius: 5.5 * 1.85, outerRadius: 8.8 * 1.85,
                                        width: 1.8 * 1.85),     // chosen: F7's spokes scaled from 20 to 37
            opacities: [0.85, 0.75, 0.66, 0.56, 0.46, 0.37,    // head to tail [F7v1]
                        0.27, 0.27, 0.27, 0.27, 0.27, 0.27],
            white: .white,                                      // [CHAM, WOC, F7]
            gray: Color(hex: 0x6C6C6C)                          // [F7]: with F7's ramp; WOC's black at 45 % is paler
        ),
        textField: TextFieldMetrics(
            size: Size(width: 200, height: 30),                 // rounded-rect height 30 [UI7-SB]; chosen: 200 wide
            fontSize: 17,                                       // [CHAM, WOC]
            text: .black,
            placeholder: Color(hex: 0xC7C7CD),                  // chosen: the placeholder grey commonly cited for iOS 7
            roundedRect: .init(cornerRadius: 5,                 // [KPM] (UI7: 4)
                               borderWidth: nil,                //   one device pixel, 0.5 pt @2x [KPM]
                               border: .stops((0, 0xC2C2C2)),   //   white 0.76 [KPM] (UI7: 1 pt #AAAAAA)
                               fill: .white,                    //   [all]
                               innerShadow: nil),               //   flat
            bezel: .init(cornerRadius: 0, borderWidth: 1,       // chosen: a square 1-pt outline [brief: NOT FOUND],
                         border: .stops((0, 0x8E8E93), (1, 0xC7C7CC)), //   darker at the top, a hint of a bezel
                         fill: .white, innerShadow: nil),
            line: .init(cornerRadius: 0, borderWidth: 1,        // chosen: a 1-pt dark grey rectangle [NOT FOUND]
                        border: .stops((0, 0x4C4C4C)), fill: .clear, innerShadow: nil),
            roundedInset: 8,                                    // text inset 8 [UI7]
            boxInset: 4,                                        // chosen: clear of the 1-pt outline
            viewGap: 7,                                         // search text at 28 = 8 + 13 + 7 [F7v1]
            magnifierSize: 13,                                  // 13×13 [F7v1]
            magnifierLineWidth: 1.5,                            // chosen: as F7's icon at 13 pt
            magnifier: Color(hex: 0x8E8E93),                    // #939398 [F7v1] ≈ the mid grey
            clearButtonSize: 14,                                // 14×14 [F7v1]
            clearButton: Color(hex: 0x8E8E93),                  // [F7v1]
            clearCrossWidth: 1,                                 // 2 px strokes [F7v1]
            caretWidth: 2,                                      // chosen: iOS 7's 2-pt insertion point
            caret: nil                                          // the tint
        ),
        knob: KnobMetrics(
            size: 100,                                          // chosen: the seed's placeholder size is not given
            labelScale: 0.18,                                   // chosen: the label fills the middle comfortably
            label: .black,
            disc: [],                                           // the seed: two stroked layers, no disc
            discRim: .clear,
            discGap: 0,
            pointer: nil,                                       // the tint, as the seed's pointer layer
            engrave: .clear
        ),
        tabBar: TabBarMetrics(
            width: 320,                                         // chosen: an iPhone's width, the window the seed's bar spans
            barHeight: 44,                                      // the custom bar's 44 [S4] (a UITabBar's is 49)
            upperHalf: .stops((0, 0xF7F7F7)),                   // #F7F7F7 bars [DJ7, F7v1, RAT]; chosen: opaque (its
            lowerHalf: Color(hex: 0xF7F7F7),                    //   translucency shows only over content)
            topLine: Color(hex: 0xB2B2B2),                      // the bar's top hairline [UI7]
            topLineWidth: nil,                                  //   one device pixel [UI7]
            iconSize: 28,                                       // chosen: the symbols about 26 pt in a 44-pt bar
            titledIconSize: 22,                                 // chosen: room for a 10-pt title below
            unselected: .stops((0, 0x929292)),                  // tab bar grey #929292 [F7v1, RAT]
            selected: nil,                                      // the tint [F7v1, RAT]
            emboss: nil,                                        // chosen: iOS 7 draws no selection plate
            glow: .dot(diameter: 6),                            // chosen: the seed's glow as iOS 7 shows news, a
                                                                //   tint dot by the icon
            arrow: .init(size: Size(width: 12, height: 6),      // chosen: a small tint triangle [brief]
                         overlap: 2, fill: nil, edge: .clear),  //   its base 2 pt in the bar [S4]
            titleFont: "system",
            titleSize: 10,                                      // tab label 10 [UI7, F7v1]
            title: Color(hex: 0x929292),                        // [F7v1, RAT]
            selectedTitle: nil                                  // the tint [F7v1, RAT]
        ),
        pullRibbon: PullRibbonMetrics(
            ribbonSize: Size(width: 44, height: 160),           // chosen: ribbonImage is not described [S0]; a finger
                                                                //   wide, tall enough to hide its top through the
                                                                //   whole 75-pt travel (160 > 75 + 75)
            notchDepth: 16,                                     // "a notch … at the bottom" [S0]; chosen: a swallowtail
            fill: .stops((0, 0xFF3B30)),                        // "a hanging red shape" [S0]: iOS 7's red #FF3B30 [UI7]
            stitch: .clear,                                     // chosen: flat, no seams
            stitchInset: 0,
            shadow: nil                                         //   and no shadow
        ),
        imageKnob: ImageKnobMetrics(
            size: Size(width: 140, height: 124),                // chosen: a 100-pt knob and the labels below it
            diameter: 100,                                      // chosen: knob.png is not described [S1]
            disc: .stops((0, 0xFFFFFF)),                        // chosen: a white disc…
            rim: Color(hex: 0xC7C7CC),                          //   …with iOS 7's light border grey [UI7]
            rimWidth: 1,
            shadow: nil,
            cap: [],
            pointerInner: 0.45,                                 // chosen: a tint mark from near the middle…
            pointerOuter: 0.85,                                 //   …towards the rim
            pointerWidth: 4,
            pointer: nil,                                       //   in the tint
            labelFont: "system",
            labelSize: 15,                                      // chosen: a plain label, 15 as the system button's
            label: .black,
            labelShadow: nil
        ),
        backButton: BackButtonMetrics(
            height: 44,                                         // the navigation bar's 44 [F7v1, CMB, WOC]
            arrowDepth: 0,                                      // no arrow background in iOS 7
            cornerRadius: 0,
            titleLeft: 6,                                       // chosen: the title just after the chevron
            titleRight: 8,                                      // side padding 8 [F7v1, CMB]
            border: [], fill: [], highlightedFill: [], etch: .clear,
            chevronSize: Size(width: 12, height: 20),           // "chevron about 12×20 in the tint" [F7v1 icon-back]
            chevronLineWidth: 3,                                // chosen: as heavy as the 17-pt title's strokes
            chevronLeft: 8,                                     // side padding 8 [F7v1, CMB]
            font: "system",
            fontSize: 17,                                       // bar buttons 17 regular [F7v1, UI7]
            title: nil,                                         //   in the tint
            titleShadow: nil,
            highlightedOpacity: 0.3                             // pressed bar button: opacity 0.3 [F7v1, DJ7]
        ),
        raisedCenter: RaisedCenterMetrics(
            size: Size(width: 64, height: 58),                  // chosen: the seed's image is not described [S4];
            tabBarHeight: 49,                                   //   9 above a UITabBar's 49
            cornerRadius: 12,                                   // chosen: a rounded square, iOS 7's soft corners
            fill: nil, highlightedFill: nil,                    // chosen: the tint, darker while highlighted
            rim: .clear,
            innerHighlight: .clear,
            plusSize: 24,                                       // chosen: a bold "+" as iOS 7's add glyphs
            plusWidth: 3,
            plus: .white,
            plusShadow: nil
        )
    )
}
