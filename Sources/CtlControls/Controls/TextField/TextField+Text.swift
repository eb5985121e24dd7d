import CtlRaster
import CtlText

/// The text or placeholder, and the insertion point while editing.
extension TextField {
    /// The style of the text (or of the placeholder, in its grey).
    func textStyle(placeholder: Bool, environment: ControlEnvironment) -> TextStyle {
        let m = environment.look.textField
        return TextStyle(font: font ?? environment.palette.font, size: fontSize ?? m.fontSize,
                         color: placeholder ? m.placeholder : textColor ?? m.text)
    }

    /// The colour of the insertion point: the tint in the flat look, iOS 6's own blue in the
    /// classic one unless a tint is given.
    func caretColor(_ environment: ControlEnvironment) -> Color {
        let m = environment.look.textField
        return environment.hasCustomTint ? environment.tint : m.caret ?? environment.tint
    }

    /// Draws the text (else the placeholder) in `rect`, centred vertically and on one line:
    /// cut with "…" at its tail, or, while editing, scrolled to show its end (UIKit scrolls the
    /// text to the insertion point). While editing, the insertion point follows the text.
    func drawText(in canvas: inout Canvas, rect: Rect, editing: Bool, environment: ControlEnvironment) throws {
        guard rect.width > 0 else { return }
        let shown = text.isEmpty ? placeholder : text
        let style = textStyle(placeholder: text.isEmpty, environment: environment)
        let line = shown.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
        let caretWidth = environment.look.textField.caretWidth
        let metrics = try style.measure(line)
        var align = TextAlignment(textAlignment)
        var textRect = rect
        let overflows = editing && !text.isEmpty && metrics.width > rect.width - caretWidth
        if overflows { align = .right }  // the end of the text
        if editing && align == .right {
            textRect.size.width -= caretWidth  // room for the insertion point after the text
        }
        canvas.save()
        if overflows { canvas.clip(Path(rect: rect)) }
        try canvas.drawText(line, style: style, in: textRect, align: align, verticalAlign: .center,
                            truncation: overflows ? .none : .tail)
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

extension TextAlignment {
    init(_ alignment: TextField.Alignment) {
        switch alignment {
        case .left: self = .left
        case .center: self = .center
        case .right: self = .right
        }
    }
}
