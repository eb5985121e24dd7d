import CtlRaster
import CtlText

/// The text or placeholder, and the insertion point while editing.
extension TextField {
    /// The style of the text (or of the placeholder, in its grey).
    func textStyle(placeholder: Bool, environment: ControlEnvironment) -> TextStyle {
        let m = environment.metrics.textField
        return TextStyle(font: font ?? environment.palette.font, size: fontSize ?? m.fontSize,
                         color: placeholder ? m.placeholder : textColor ?? m.text)
    }

    /// The colour of the insertion point: the tint in the flat look, iOS 6's own blue in the
    /// classic one unless a tint is given.
    func caretColor(_ environment: ControlEnvironment) -> Color {
        let m = environment.metrics.textField
        return environment.hasCustomTint ? environment.tint : m.caret ?? environment.tint
    }

    /// Draws the text (else the placeholder) in `rect`, centred vertically and on one line:
    /// cut with "…" at its tail, or, while editing, scrolled to show its end (UIKit scrolls the
    /// text to the insertion point). While editing, the insertion point follows the text.
    func drawText(in canvas: inout Canvas, rect: Rect, editing: Bool, environment: ControlEnvironment) throws {
        guard rect.width > 0 else { return }
        let shown = text.isEmpty ? placeholder : text
        var style = textStyle(placeholder: text.isEmpty, environment: environment)
        let line = shown.replacing("\r\n", with: " ").replacing("\n", with: " ")
        let caretWidth = environment.metrics.textField.caretWidth
        var metrics = try style.measure(line)
        if adjustsFontSizeToFitWidth && !editing && !text.isEmpty && metrics.width > rect.width {
            (style, metrics) = try shrunk(line, style: style, toFit: rect.width)
        }
        // `align` is in the canvas' user space, which a right-to-left layout mirrors: the text
        // is drawn the right way round in its rect, so it is laid out with `align` mirrored back.
        var align = TextAlignment(textAlignment, layoutDirection: environment.layoutDirection)
        var textRect = rect
        let overflows = editing && !text.isEmpty && metrics.width > rect.width - caretWidth
        if overflows { align = .right }  // the end of the text, trailing
        if editing && align == .right {
            textRect.size.width -= caretWidth  // room for the insertion point after the text
        }
        canvas.save()
        if overflows { canvas.clip(Path(rect: rect)) }
        let shownAlign = environment.isRightToLeft ? align.mirrored : align
        try canvas.drawTitle(line, style: style, in: textRect, environment: environment, align: shownAlign,
                             verticalAlign: .center, truncation: overflows ? .none : .tail)
        canvas.restore()
        guard editing else { return }
        let height = metrics.ascent + metrics.descent
        let end = text.isEmpty ? 0 : min(metrics.width, textRect.width)
        let x: Double
        switch align {
        case .left: x = textRect.minX + end
        case .center: x = textRect.midX + end / 2
        case .right: x = textRect.maxX
        }
        let caret = environment.snap(Rect(x: min(x, rect.maxX - caretWidth), y: rect.midY - height / 2,
                                          width: caretWidth, height: height))
        canvas.fill(Path(rect: caret), paint: .solid(caretColor(environment)))
    }
}

extension TextField {
    /// `style` at the largest size that fits `line` into `width`, not below `minimumFontSize`
    /// (nor 1 point): the width scales with the size, so one step lands close, and the size
    /// then comes down a tenth of a point at a time until the line fits or the minimum is reached.
    func shrunk(_ line: String, style: TextStyle, toFit width: Double) throws -> (TextStyle, TextMetrics) {
        let minimum = max(1, minimumFontSize)
        var style = style
        var metrics = try style.measure(line)
        let size = (style.size * width / metrics.width * 10).rounded(.down) / 10
        style.size = max(minimum, min(style.size, size))
        metrics = try style.measure(line)
        // At most as many steps as tenths between the sizes (a few at most: the first step is close).
        while metrics.width > width && style.size > minimum {
            style.size = max(minimum, style.size - 0.1)
            metrics = try style.measure(line)
        }
        return (style, metrics)
    }
}

extension TextAlignment {
    /// The alignment in the user space of a control laid out in `layoutDirection` (which is
    /// mirrored right to left): natural is left in both, as leading is; left and right stay
    /// where they are on the screen, so they swap in the mirrored user space.
    init(_ alignment: TextField.Alignment, layoutDirection: LayoutDirection) {
        let rightToLeft = layoutDirection == .rightToLeft
        switch alignment {
        case .natural: self = .left
        case .left: self = rightToLeft ? .right : .left
        case .center: self = .center
        case .right: self = rightToLeft ? .left : .right
        }
    }

    /// Left and right swapped.
    var mirrored: TextAlignment {
        switch self {
        case .left: return .right
        case .center: return .center
        case .right: return .left
        }
    }
}
