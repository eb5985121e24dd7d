import CtlRaster

extension Theme {
    /// iOS 6, classic. Sources: Docs/sources.md (its keys in brackets); "chosen"
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
            font: "system-bold",                                // Helvetica Bold 15 [UIButton title font, inf]
            fontSize: 15,
            titleColor: Color(hex: 0x385487),                   // #385487 [UI7, DJ6]
            pressedTitleColor: .white,                          // "white when the button is highlighted" [S1]
            customTitleColor: .white,                           // the same default for custom buttons [S1]
            titleShadowColor: Color.black.opacity(0.5),         // chosen: half black, seen only with an offset
            minimumHeight: 37,                                  // chosen: the usual iOS 6 rounded-rect height
            bezelPadding: 11,                                   // chosen: "Button" comes out 73 wide, IB's default
            highlightedAlpha: 1,                                // no fade: the bezel turns blue instead
            selectedPlate: nil,
            bezel: .init(
                cornerRadius: 9,                                // about 8–10 [UIButton rounded-rect radius, inf]
                borderWidth: 1,                                 // 1 pt [DJ6]
                border: Color(hex: 0x9CACC0),                   // grey-blue [DJ6 form controls]
                fill: .stops((0, 0xFFFFFF), (1, 0xF1F2F4)),    // chosen: "a white background", faintly shaded
                pressedBorder: Color(hex: 0x1352B5),            // chosen: the blue fill's bottom, darker
                pressedFill: .stops((0, 0x048BF4), (1, 0x005CE5)), // selection blue [DJ6, inf]
                etch: Color.white.opacity(0.6)),                // chosen: iOS 6's pressed-in highlight
            customBorderDarken: 0.25,                           // chosen: "a thin, subtle rectangular border" [S1]
            detailDisclosureSize: Size(width: 29, height: 31),  // about 29×31 [metrics, NOT CONFIRMED]
            infoSize: Size(width: 18, height: 19),              // IB info button 18×19 [MPAT]
            contactAddSize: Size(width: 29, height: 31),        // chosen: as the detail disclosure
            glyphLineWidth: 1.5,                                // chosen: the info ring
            glyphs: .init(
                rim: 2,                                         // chosen: the disclosure's white rim
                disclosureFill: .stops((0, 0x3C8EF3), (1, 0x0D4FD0)), // chosen: iOS 6's bright disclosure blue
                gloss: Color.white.opacity(0.55),               // chosen: gloss on the upper half
                contactAddFill: .stops((0, 0xFFFFFF), (1, 0xE4E8EE)), // chosen: the bezel's white
                contactAddBorder: Color(hex: 0x9CACC0),         // the rounded rect's border [DJ6]
                contactAddPlus: Color(hex: 0x2A6FDB),           // chosen: the disclosure blue
                shadow: Shadow(offset: Point(0, 1), blur: 2, color: Color.black.opacity(0.45)), // chosen
                infoLight: .white,                              // "a light letter i" [S1]
                infoLightShadow: Shadow(offset: Point(0, 1), blur: 1, color: Color.black.opacity(0.5)), // chosen
                infoDark: Color(hex: 0x4A4D52),                 // "a dark letter i" [S1]; chosen grey
                infoDarkShadow: Shadow(offset: Point(0, 1), blur: 0, color: Color.white.opacity(0.7))), // chosen: etched
            glowRadius: 20,                                     // chosen: a fingertip's glow (S1 gives none)
            glowStops: ButtonMetrics.glow                       // chosen: see ButtonMetrics.glow
        ),
        switch: SwitchMetrics(
            size: Size(width: 79, height: 27),                  // "apparently 79×27" [S1, IASK]
            thumbDiameter: 27,                                  // the full height [DCR]
            thumbInset: 0,
            pressedThumbGrowth: 0,                              // "highlighting … no difference" [S1]
            onTrack: .stops((0, 0x0060B1), (0.5, 0x007FEA), (0.5, 0x218FEC), (1, 0x73B3EA)), // [DJ6]
            offTrack: .stops((0, 0xCECECE), (0.5, 0xEEEEEE), (0.5, 0xF8F8F8), (1, 0xFDFDFD)), // [DJ6]
            offBorder: Color(hex: 0x999999),                    // white 0.60 [DCR]
            borderWidth: 1,
            thumb: .stops((0, 0xD1D1D1), (1, 0xFEFEFE)),        // white 0.82 → 0.996 [DCR]
            thumbRim: Color(hex: 0x9E9E9E),                     // white 0.62 ring [DCR]
            thumbRimWidth: 1,
            thumbShadow: Shadow(offset: Point(0, 0), blur: 1.5, color: .white(0.2)), // knob shadow [DCR]
            trackInnerShadow: Shadow(offset: Point(0, 1), blur: 4, color: .black.opacity(0.35)), // inner shadow [DCR]
            labels: SwitchMetrics.Labels(
                font: "system-bold", size: 16,                  // bold 16 [DJ6]
                on: .white, onShadow: TextShadow(offset: Point(0, -1), color: .white(0.45)),   // [DCR]
                off: Color(hex: 0x7F7F7F), offShadow: TextShadow(offset: Point(0, 1), color: .white)) // [DJ6, DCR]
        ),
        slider: SliderMetrics(
            width: 118,                                         // chosen: Interface Builder's default frame, 118×23
            height: 23,                                         // "250×23 (the standard height)" [S1, MPAT]
            trackHeight: 9,                                     // about 9: 8 px plus borders [DJ6]
            trackRadius: 4.5,                                   // fully rounded ends [DJ6]
            trackInset: 2,                                      // track 246 of 250 [S1]
            valueImageGap: 11,                                  // (250 − 2×30 − 164) / 2 − 2 [S1]
            minimumTrack: .stops((0, 0x2859B1), (0.5, 0x3F84EB), (0.5, 0x4C8EEE), (1, 0x75ACFB)), // blue gloss [DJ6]
            minimumTrackBorder: Color(hex: 0x1F4385),           // chosen: the blue's darkest stop, darker
            maximumTrack: .stops((0, 0xCECECE), (0.5, 0xEEEEEE), (0.5, 0xF8F8F8), (1, 0xFDFDFD)), // white gloss [DJ6]
            maximumTrackBorder: Color(hex: 0xB0B0B0),           // inset border #B0B0B0 [DJ6]
            thumbWidth: 23,                                     // the thumb image: the standard height [S1]
            thumbDiameter: 21,                                  // chosen: 20–23 [DJ6, MPAT]; 1 pt left for the shadow
            thumbFill: .stops((0, 0xCCCCCC), (1, 0xFAFAFA)),    // #CCCCCC → #FAFAFA, top to bottom [DJ6]
            thumbRim: .stops((0, 0x9D9D9D)),                    // border #9D9D9D [DJ6]
            thumbRimWidth: 0.5,                                 // 1 px border [DJ6]: one pixel of @2x art
            thumbShadow: Shadow(offset: Point(0, 1), blur: 2,   // chosen: a soft contact shadow
                                color: Color(hex: 0, alpha: 0.35)),
            thumbHighlightDarken: 0.12                          // chosen: iOS 6's pressed thumb greys a little
        ),
        segmented: SegmentedMetrics(
            styles: [
                .plain: SegmentedMetrics.Appearance(
                    height: 44, cornerRadius: 8, borderWidth: 1,    // "Large default height (44 pixels)" [S1]; radius chosen
                    font: "system-bold", fontSize: 15,              // "large titles" [S1]
                    fill: .stops((0, 0xFDFDFD), (0.5, 0xF8F8F8), (0.5, 0xEEEEEE), (1, 0xCECECE)), // grey [DJ6]
                    selectedFill: .stops((0, 0x1F5DC6), (0.12, 0x2E6FD9), (1, 0x5A9AF0)), // chosen: blue, depressed
                    highlightedFill: nil, highlightedWash: 0,
                    border: Color(hex: 0x8E8E8E), divider: Color(hex: 0xA8A8A8),
                    title: Color(hex: 0x4C4C4C), titleShadow: TextShadow(offset: Point(0, 1), color: .white),
                    selectedTitle: .white, selectedTitleShadow: TextShadow(offset: Point(0, -1), color: .black.opacity(0.4)),
                    isTintable: false),
                .bordered: SegmentedMetrics.Appearance(
                    height: 44, cornerRadius: 8, borderWidth: 1,
                    font: "system-bold", fontSize: 15,
                    fill: .stops((0, 0xFDFDFD), (0.5, 0xF8F8F8), (0.5, 0xEEEEEE), (1, 0xCECECE)),
                    selectedFill: .stops((0, 0x1F5DC6), (0.12, 0x2E6FD9), (1, 0x5A9AF0)),
                    highlightedFill: nil, highlightedWash: 0,
                    border: Color(hex: 0x2F3033), divider: Color(hex: 0x7A7A7A), // "a dark border" [S1]
                    title: Color(hex: 0x4C4C4C), titleShadow: TextShadow(offset: Point(0, 1), color: .white),
                    selectedTitle: .white, selectedTitleShadow: TextShadow(offset: Point(0, -1), color: .black.opacity(0.4)),
                    isTintable: false),
                .bar: SegmentedMetrics.Appearance(
                    height: 30, cornerRadius: 5, borderWidth: 1,    // 30 [S1, UI7-SB]; radius 5 [DJ6]
                    font: "system-bold", fontSize: 12,              // bold 12 [CHAM, WOC]
                    fill: .stops((0, 0xB0BCCD), (1, 0x6D84A2)),     // nav-bar blue-grey [DJ6]
                    selectedFill: .stops((0, 0x8EA4C1), (1, 0x4A6C9B)), // "slightly darker" [S1, DJ6]
                    highlightedFill: nil, highlightedWash: 0,
                    border: Color(hex: 0x3A4755), divider: Color(hex: 0x405A7E), // [DJ6]
                    title: .white, titleShadow: TextShadow(offset: Point(0, -1), color: .black.opacity(0.5)), // [DJ6, CHAM]
                    selectedTitle: .white, selectedTitleShadow: TextShadow(offset: Point(0, -1), color: .black.opacity(0.5)),
                    isTintable: true),
                .bezeled: SegmentedMetrics.Appearance(
                    height: 44, cornerRadius: 8, borderWidth: 1,    // "large default height (44 pixels)" [S1]
                    font: "system-bold", fontSize: 12,              // "small titles" [S1]
                    fill: .stops((0, 0xB0BCCD), (1, 0x6D84A2)),     // tintable; the bar's colours by default
                    selectedFill: .stops((0, 0x8EA4C1), (1, 0x4A6C9B)),
                    highlightedFill: nil, highlightedWash: 0,
                    border: Color(hex: 0x3A4755), divider: Color(hex: 0x405A7E),
                    title: .white, titleShadow: TextShadow(offset: Point(0, -1), color: .black.opacity(0.5)),
                    selectedTitle: .white, selectedTitleShadow: TextShadow(offset: Point(0, -1), color: .black.opacity(0.5)),
                    isTintable: true),
            ],
            padding: 12,                                        // chosen
            minimumSegmentWidth: 44,
            disabledOpacity: 0.5                                // text white 0.561 / alpha 0.5 [CHAM, WOC]
        ),
        stepper: StepperMetrics(
            size: Size(width: 94, height: 27),                  // "apparently 94×27" [S1, STP6]
            cornerRadius: 5,                                    // chosen: as the bordered segmented control [DJ6]
            borderWidth: 1,
            border: Color(hex: 0x8E8E8E),                       // chosen: the grey of iOS 6 form buttons
            glyphLength: 12,                                    // chosen: iOS 6's short, heavy signs
            glyphThickness: 3,
            glyph: Color(hex: 0x4A4A4A),                        // chosen: dark grey "default gray" look [S1]
            disabledGlyph: Color(hex: 0xB8B8B8),                // chosen: greyed
            disabledGlyphOpacity: 1,
            glyphShadow: Shadow(offset: Point(0, 1), blur: 0, color: .white), // embossed, as iOS 6 labels
            fill: .stops((0, 0xFDFDFD), (0.5, 0xF8F8F8), (0.5, 0xEEEEEE), (1, 0xCECECE)), // form button [DJ6]
            pressedFill: .stops((0, 0xD2D2D2), (0.5, 0xC8C8C8), (0.5, 0xB9B9B9), (1, 0x9F9F9F)), // chosen: darker
            pressedWash: 0
        ),
        pageControl: PageControlMetrics(
            dotDiameter: 6,                                     // [SMP classic, DJ6, DJ7]
            pitch: 16,                                          // gap 10 [SMP]; a 3-page control is 38 wide [UI7-SB]
            height: 36,                                         // [SMP, UI7-SB]
            pageIndicator: .white(1, alpha: 0.3),               // white at 30 % [SMP]
            currentPageIndicator: .white                        // [SMP, DJ6]
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
            size: 20,                                           // white, gray [CHAM, WOC]
            largeSize: 37,                                      // white-large [CHAM, WOC]
            spokes: ActivitySpokes(innerRadius: 5, outerRadius: 9, width: 2), // 2 wide from radius 4 to 10,
                                                                //   round ends [CHAM]
            largeSpokes: ActivitySpokes(innerRadius: 10.25, outerRadius: 16.75, width: 3.5), // 3.5 wide, 8.5 to
                                                                //   18.5 [CHAM]
            opacities: (0..<12).map { 1 - 0.7 * Double($0) / 11 }, // 1.0 at the head to 0.3, linear [CHAM]
            white: .white,                                      // [CHAM, WOC]
            gray: .white(0.5)                                   // grayColor [CHAM]; the DJ ramp's head is #838383
        ),
        textField: TextFieldMetrics(
            size: Size(width: 200, height: 31),                 // about 31 [NOT CONFIRMED]; chosen: 200 wide
            fontSize: 17,                                       // [CHAM, WOC]
            text: .black,
            placeholder: Color(hex: 0xB3B3B3),                  // chosen: white 0.7, iOS 6's placeholder grey
            roundedRect: .init(cornerRadius: 8.5,               // 17 px @2x end caps [WOC, inf] (DJ6: 5)
                               borderWidth: 1,                  //   1 px inset [DJ6]
                               border: .stops((0, 0x9CACC0)),   //   grey-blue [DJ6]
                               fill: .white,                    //   [all]
                               innerShadow: Shadow(offset: Point(0, 1), blur: 2, //   the inner top shadow [DJ6];
                                                   color: Color.black.opacity(0.45))), //   chosen strength
            bezel: .init(cornerRadius: 0, borderWidth: 1,       // square box with an inner shadow [WOC, inf]
                         border: .stops((0, 0x5E5E5E), (1, 0xA6A6A6)), //   chosen: dark above, lighter below
                         fill: .white,
                         innerShadow: Shadow(offset: Point(0, 1), blur: 1.5, color: Color.black.opacity(0.45))),
            line: .init(cornerRadius: 0, borderWidth: 1,        // 1-pt dark grey border [NOT FOUND]; chosen #4C4C4C
                        border: .stops((0, 0x4C4C4C)), fill: .clear, innerShadow: nil),
            roundedInset: 8,                                    // chosen: as iOS 7 [UI7] (WOC: 5, tight by the 8.5 corners)
            boxInset: 4,                                        // chosen: clear of the outline and its shadow
            viewGap: 6,                                         // chosen
            magnifierSize: 14,                                  // chosen: a heavier glass than iOS 7's
            magnifierLineWidth: 2,                              // chosen
            magnifier: Color(hex: 0x93989C),                    // [DJ6]
            clearButtonSize: 15,                                // 15×15 [DJ6]
            clearButton: Color(hex: 0xB2B2B2),                  // [DJ6]
            clearCrossWidth: 1.5,                               // chosen: bolder than iOS 7's
            caretWidth: 2,                                      // chosen
            caret: Color(hex: 0x4F7CEA)                         // chosen: iOS 6's periwinkle insertion point
        ),
        knob: KnobMetrics(
            size: 100,                                          // chosen: as flat
            labelScale: 0.18,
            label: Color(hex: 0x4C4C4C),                        // chosen: dark grey engraved on the metal
            disc: .stops((0, 0xFAFAFA), (0.5, 0xE1E3E6), (1, 0xBDC1C7)), // chosen: a brushed-metal disc
            discRim: Color(hex: 0x8E939A),                      // chosen: its darker edge
            discGap: 4,                                         // chosen: the track runs in a groove around it
            pointer: Color(hex: 0x3A3D42),                      // chosen: a dark indicator, as iOS 6 dials
            engrave: .white(1, alpha: 0.8)                      // chosen: a light line under, as if engraved
        ),
        tabBar: TabBarMetrics(
            width: 320,                                         // chosen: an iPhone's width, the window the seed's bar spans
            barHeight: 44,                                      // "the 44px height of this custom tab bar" [S4]
            upperHalf: .stops((0, 0x2D2D2D), (1, 0x141414)),    // TabBarGradient.png, not described [S4]: the iOS 6
                                                                //   tab bar's upper half #2D2D2D → #141414 [DJ6]
            lowerHalf: .black,                                  // "simply solid black" [S4]
            topLine: .black,                                    // top 1 px #000 [DJ6]
            topLineWidth: 1,
            iconSize: 28,                                       // chosen: the symbols about 26 pt in a 44-pt bar
            titledIconSize: 22,                                 // chosen: room for a 10-pt title below, inside the emboss
            unselected: .stops((0, 0xAAAAAA)),                  // "solid gray" [S4]: lightGrayColor, as the recipe's
                                                                //   source (iDevRecipes CustomTabBar.m) fills it
            selected: .stops((0, 0xA4DEFF), (0.5, 0x36A6F6),   // "blue gradient" [S4] (its image is not described);
                             (1, 0x0D6AD4)),                    //   chosen: sky blue above, deep blue below
            emboss: .init(inset: EdgeInsets(top: 4, left: 2, bottom: 0, right: 2), // from 4 below the top, 4-pt
                          cornerRadius: 4,                      //   caps [recipe's source]; chosen: 2 in from the sides
                          fill: [GradientStop(offset: 0, color: .white(1, alpha: 0.16)), // chosen: a lighter plate,
                                 GradientStop(offset: 1, color: .white(1, alpha: 0.06))], //   fading down
                          rim: .black,                          // chosen: a dark outer line…
                          highlight: .white(1, alpha: 0.22)),   //   …and a light inner one: embossed
            glow: .light(radii: Size(width: 24, height: 14),    // chosen: the glow image is not described [S4]; a blue
                         stops: [GradientStop(offset: 0, color: Color(hex: 0x6FCBFF, alpha: 0.95)),
                                 GradientStop(offset: 0.45, color: Color(hex: 0x2A8EFF, alpha: 0.5)), //   light rising
                                 GradientStop(offset: 1, color: Color(hex: 0x2A8EFF, alpha: 0))]),  //   from the bottom
            arrow: .init(size: Size(width: 18, height: 9),      // chosen: TabBarNipple.png is not described;
                         overlap: 2,                            //   "come back down 2 pixels" [S4]
                         fill: Color(hex: 0x2D2D2D),            //   the bar's top colour, pointing up from it,
                         edge: .black),                         //   edged like the bar's top
            titleFont: "system-bold",                           // chosen: 10 bold, often quoted (DJ6: 11)
            titleSize: 10,
            title: Color(hex: 0x979797),                        // unselected label [DJ6]
            selectedTitle: .white                               // selected label [DJ6]
        ),
        pullRibbon: PullRibbonMetrics(
            ribbonSize: Size(width: 44, height: 160),           // chosen: as flat (ribbonImage is not described [S0])
            notchDepth: 16,                                     // "a notch … at the bottom" [S0]
            fill: .stops((0, 0x8E0F12), (0.22, 0xC8201F),       // "a hanging red shape" [S0]; chosen: satin red, its
                         (0.5, 0xE23A32), (0.78, 0xC8201F),     //   middle catching the light, its edges rolling
                         (1, 0x8E0F12)),                        //   away into shade
            stitch: Color(hex: 0xF08A80, alpha: 0.9),           // chosen: light seams, as iOS 6's fabric art
            stitchInset: 4,
            shadow: Shadow(offset: Point(1, 2), blur: 4, color: Color.black.opacity(0.45)) // chosen: hanging above the page
        ),
        imageKnob: ImageKnobMetrics(
            size: Size(width: 140, height: 124),                // chosen: as flat
            diameter: 100,
            disc: .stops((0, 0xFAFAFA), (0.5, 0xD9DCE0), (1, 0xA9AEB5)), // chosen: brushed metal lit from above,
            rim: Color(hex: 0x6E737A),                          //   a dark milled edge,
            rimWidth: 2,
            shadow: Shadow(offset: Point(0, 2), blur: 4, color: Color.black.opacity(0.45)), // standing on the page
            cap: .stops((0, 0xC9CDD2), (1, 0xF4F5F6)),          //   and a dished cap, darker at its top
            pointerInner: 0.62,                                 // chosen: a groove on the rim's band…
            pointerOuter: 0.9,
            pointerWidth: 4,
            pointer: Color(hex: 0xD2322D),                      //   …painted red, as iOS 6 dials' indicators
            labelFont: "system-bold",                           // chosen: iOS 6 labels, bold
            labelSize: 15,
            label: Color(hex: 0x4C566C),                        // grouped-table label blue-grey [DJ6]
            labelShadow: TextShadow(offset: Point(0, 1), color: .white) // engraved: white under [DJ6 etch]
        ),
        backButton: BackButtonMetrics(
            height: 30,                                         // bordered bar buttons 29–30 high [DJ6]
            arrowDepth: 11,                                     // "a 45° rotated square scaled 0.75 in x" [DJ6]: 15 × 0.75
            cornerRadius: 5,                                    // radius 5 [DJ6]
            titleLeft: 3,                                       // chosen: with the right inset, the text centred on
            titleRight: 8,                                      //   the body ("adjust the titleEdgeInsets" [S4])
            border: .stops((0, 0x343A42), (1, 0x415066)),       // borders #343A42 / #415066 [DJ6]
            fill: .stops((0, 0x99AAC2), (0.5, 0x6F84A3),        // plain #99AAC2 → #41618D [DJ6]; chosen: the gloss
                         (0.5, 0x58719A), (1, 0x41618D)),       //   step at half height, as iOS 6 bar buttons
            highlightedFill: .stops((0, 0x8B97AF), (0.5, 0x5B6A8A), // pressed #8B97AF → #273E6B [DJ6]
                                    (0.5, 0x45577A), (1, 0x273E6B)),
            etch: .white(1, alpha: 0.305),                      // "white glow under the button, 0 1 px at 30.5 %" [DJ6]
            chevronSize: Size(width: 0, height: 0),             // no chevron: the arrow is the background
            chevronLineWidth: 0,
            chevronLeft: 0,
            font: "system-bold",
            fontSize: 12,                                       // Helvetica Bold 12–13 white, shadow (0, −1) [DJ6]
            title: .white,
            titleShadow: TextShadow(offset: Point(0, -1), color: Color.black.opacity(0.5)),
            highlightedOpacity: 1                               // the darker gloss shows the press
        ),
        raisedCenter: RaisedCenterMetrics(
            size: Size(width: 80, height: 58),                  // chosen: Instagram-like, wider than a tab [S4 names it]
            tabBarHeight: 49,                                   // UITabBar's 49 (the raised button rises 9 above it)
            cornerRadius: 8,
            fill: .stops((0, 0x6A6A6A), (0.5, 0x3A3A3A),        // chosen: a dark gloss, as the iOS 6 tab bar's
                         (0.5, 0x262626), (1, 0x111111)),       //   #2D2D2D → #141414 ‖ #000 [DJ6], lifted
            highlightedFill: .stops((0, 0x62B6F8), (0.5, 0x1A8CF0), // selection blue #048BF4 → #005CE5 [DJ6],
                                    (0.5, 0x048BF4), (1, 0x005CE5)), //   glossed
            rim: .black,                                        // chosen: a dark edge against the bar…
            innerHighlight: .white(1, alpha: 0.35),             //   …and a light line inside its top
            plusSize: 24,
            plusWidth: 4,
            plus: .white,
            plusShadow: Shadow(offset: Point(0, -1), blur: 0, color: Color.black.opacity(0.6)) // embossed as iOS 6 titles
        )
    )
}
