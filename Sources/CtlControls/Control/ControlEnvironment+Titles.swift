import CtlRaster
import CtlText

extension ControlEnvironment {
    /// How a control's title is laid out: a `TextLayout` with these settings in the paragraph
    /// direction of the control's titles (`textDirection`).
    public func titleLayout(wrap: TextWrap = .none, align: TextAlignment = .center,
                            verticalAlign: TextVerticalAlignment = .center,
                            truncation: TextTruncation = .tail) -> TextLayout {
        TextLayout(wrap: wrap, align: align, verticalAlign: verticalAlign, truncation: truncation,
                   direction: textDirection)
    }
}

extension Canvas {
    /// Draws a control's title (text the user gives: a button's, a segment's, a text field's) as
    /// `drawText` does, laid out by `environment.titleLayout`, so in the paragraph direction the
    /// control was asked for (`--direction`).
    ///
    /// - Throws: `FontError` when the style's font cannot be loaded.
    public mutating func drawTitle(_ text: String, style: TextStyle, in rect: Rect, environment: ControlEnvironment,
                                   align: TextAlignment = .center, verticalAlign: TextVerticalAlignment = .center,
                                   wrap: TextWrap = .none, truncation: TextTruncation = .tail) throws {
        try drawText(text, style: style, in: rect,
                     layout: environment.titleLayout(wrap: wrap, align: align, verticalAlign: verticalAlign,
                                                     truncation: truncation))
    }
}
