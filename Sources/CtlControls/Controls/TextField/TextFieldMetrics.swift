import CtlRaster

/// The sizes and colours of the text field in one look; the values of each look are in
/// `Theme+Flat.swift` and `Theme+Classic.swift`.
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
    /// The clear button: a disc of this diameter and colour with a white cross.
    var clearButtonSize: Double
    var clearButton: Color
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
