import CtlRaster

/// The sizes and colours of the text field in one look; the values of each look are in the `flat`
/// and `classic` tables below.
struct TextFieldMetrics: Sendable {
    /// The natural size, in points.
    var size: Size
    /// The default font size, and the colours of the text and of the placeholder.
    var fontSize: Double
    var text: Color
    var placeholder: Color
    /// The artwork of each border style (none draws nothing).
    var roundedRect: Box
    var bezel: Box
    var line: Box
    /// How far the text and the side views sit from the left and right edges: in a rounded
    /// rect, and in a line, bezel or background-image box (a borderless field uses 0).
    var roundedInset: Double
    var boxInset: Double
    /// The space between the text and a side view or the clear button.
    var viewGap: Double
    /// The search magnifier of `leftView = .magnifier`: its square's side, stroke and colour.
    var magnifierSize: Double
    var magnifierLineWidth: Double
    var magnifier: Color
    /// The clear button: a disc of this diameter and colour with a cross in `clearCross` (the
    /// field's fill: the cross reads as cut out of the disc).
    var clearButtonSize: Double
    var clearButton: Color
    var clearCross: Color
    var clearCrossWidth: Double
    /// The insertion point drawn while editing: its width, and its colour (nil for the tint).
    var caretWidth: Double
    var caret: Color?

    /// The artwork of one border style: a box, optionally rounded, filled and outlined.
    struct Box: Sendable {
        var cornerRadius: Double
        /// The outline's width in points; nil for one device pixel (a hairline).
        var borderWidth: Double?
        /// The outline's colours from the top of the field to its bottom (one stop: solid).
        var border: [GradientStop]
        /// Inside the outline; clear for none (the field shows what is behind it).
        var fill: Color
        /// A shadow cast inwards from the outline (the classic looks' sunken fields).
        var innerShadow: Shadow?
    }
}

extension LookMetrics {
    /// The text field's metrics in this look.
    var textField: TextFieldMetrics { look == .classic ? .classic : TextFieldMetrics.flat[appearance] }
}

extension TextFieldMetrics {
    /// iOS 7, flat. Sources: Docs/sources.md (its keys in brackets); "chosen" marks a value
    /// the sources leave open, picked to look like iOS 7. In the dark and increased-contrast
    /// appearances, iOS's named colours [HIG-C, NGCC]; `replacing(light:)` keeps iOS 7's light value.
    static let flat = PerAppearance { a in
        TextFieldMetrics(
            size: Size(width: 200, height: 30),                 // rounded-rect height 30 [UI7-SB]; chosen: 200 wide
            fontSize: 17,                                       // [CHAM, WOC]
            text: a[.label],                                    // black; white on dark [NGCC]
            placeholder: a[.placeholderText.replacing(light: Color(hex: 0xC7C7CD))], // chosen: the placeholder
                                                                //   grey commonly cited for iOS 7; dark #EBEBF5
                                                                //   at 30 % [NGCC]
            roundedRect: .init(cornerRadius: 5,                 // [KPM] (UI7: 4)
                               borderWidth: nil,                //   one device pixel, 0.5 pt @2x [KPM]
                               border: .solid(a[.opaqueSeparator.replacing(light: Color(hex: 0xC2C2C2))]),
                                                                //   white 0.76 [KPM] (UI7: 1 pt #AAAAAA); dark
                                                                //   #38383A, a hairline as iOS 13's [NGCC]
                               fill: a[.systemBackground],      //   white [all]; chosen: black on dark, a field
                                                                //   cut into the page (F7v3's inputs: transparent)
                               innerShadow: nil),               //   flat
            bezel: .init(cornerRadius: 0, borderWidth: 1,       // chosen: a square 1-pt outline [brief: NOT FOUND],
                         border: [GradientStop(offset: 0, color: a[.systemGray]),   //   darker at the top, a hint
                                  GradientStop(offset: 1, color: a[.systemGray3])], //   of a bezel (#8E8E93, #C7C7CC)
                         fill: a[.systemBackground], innerShadow: nil),
            line: .init(cornerRadius: 0, borderWidth: 1,        // chosen: a 1-pt dark grey rectangle [NOT FOUND]:
                        border: .solid(a[DynamicColor.label.opacity(0.7).replacing(light: Color(hex: 0x4C4C4C))]),
                        fill: .clear, innerShadow: nil),        //   #4C4C4C, the label at 70 % (light on dark)
            roundedInset: 8,                                    // text inset 8 [UI7]
            boxInset: 4,                                        // chosen: clear of the 1-pt outline
            viewGap: 7,                                         // search text at 28 = 8 + 13 + 7 [F7v1]
            magnifierSize: 13,                                  // 13×13 [F7v1]
            magnifierLineWidth: 1.5,                            // chosen: as F7's icon at 13 pt
            magnifier: a[.systemGray],                          // #939398 [F7v1] ≈ the mid grey #8E8E93 [HIG-C]
            clearButtonSize: 14,                                // 14×14 [F7v1]
            clearButton: a[.systemGray],                        // #8E8E93 [F7v1, HIG-C]
            clearCross: a[.systemBackground],                   // white [F7v1]: the field's fill, cut out
            clearCrossWidth: 1,                                 // 2 px strokes [F7v1]
            caretWidth: 2,                                      // chosen: iOS 7's 2-pt insertion point
            caret: nil                                          // the tint
        )
    }

    /// iOS 6, classic. Sources: Docs/sources.md (its keys in brackets); "chosen" marks a value
    /// the sources leave open, picked to look like iOS 6.
    static let classic = TextFieldMetrics(
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
        clearCross: .white,                                 // [DJ6]
        clearCrossWidth: 1.5,                               // chosen: bolder than iOS 7's
        caretWidth: 2,                                      // chosen
        caret: Color(hex: 0x4F7CEA)                         // chosen: iOS 6's periwinkle insertion point
    )
}

/// The colours of the catalog's background-image text field sample (chosen).
extension TextFieldMetrics {
    /// A cream field with a tan outline, and the same greyed for the disabled state.
    static let samplePaper = Color(hex: 0xFFF9EC)
    static let samplePaperEdge = Color(hex: 0xC9A36B)
    static let sampleGreyPaper = Color(hex: 0xEEEEEE)
    static let sampleGreyPaperEdge = Color(hex: 0xBDBDBD)
}
