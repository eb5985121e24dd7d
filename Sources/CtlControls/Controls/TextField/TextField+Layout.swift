import CtlRaster

/// Where the parts of a text field go, as UIKit's `leftViewRect(forBounds:)` family places
/// them: the left view at the left inset, the right view at the right inset, the clear
/// button inside the right view, and the text between them, each apart by a gap.
struct TextFieldLayout: Equatable {
    /// The text's rect (the field's full height: the text is centred in it).
    var text: Rect
    var leftView: Rect?
    var rightView: Rect?
    var clearButton: Rect?
}

extension TextField {
    /// The parts' rects in `bounds` in `state`; views are centred vertically on whole device pixels.
    func layout(in bounds: Rect, state: ControlState, environment: ControlEnvironment) -> TextFieldLayout {
        let m = environment.metrics.textField
        let inset = sideInset(metrics: m)
        var minX = bounds.minX + inset, maxX = bounds.maxX - inset

        func place(_ size: Size, atLeft: Bool) -> Rect {
            let x = atLeft ? minX : maxX - size.width
            let y = bounds.midY - size.height / 2
            let rect = environment.snap(Rect(x: x, y: y, width: size.width, height: size.height))
            if atLeft { minX = rect.maxX + m.viewGap } else { maxX = rect.minX - m.viewGap }
            return rect
        }

        var layout = TextFieldLayout(text: .zero)
        if let leftView { layout.leftView = place(size(of: leftView, metrics: m), atLeft: true) }
        if let rightView { layout.rightView = place(size(of: rightView, metrics: m), atLeft: false) }
        if showsClearButton(in: state) {
            let d = m.clearButtonSize
            layout.clearButton = place(Size(width: d, height: d), atLeft: false)
        }
        layout.text = Rect(x: minX, y: bounds.minY, width: max(0, maxX - minX), height: bounds.height)
        return layout
    }

    /// How far the text and views keep from the field's ends.
    func sideInset(metrics m: TextFieldMetrics) -> Double {
        if borderStyle == .roundedRect { return m.roundedInset }
        return borderStyle == .none && activeBackground == nil ? 0 : m.boxInset
    }

    /// The size a side view takes.
    func size(of view: SideView, metrics m: TextFieldMetrics) -> Size {
        switch view {
        case .magnifier: return Size(width: m.magnifierSize, height: m.magnifierSize)
        case .image(let image): return image.size
        }
    }

    /// Draws a side view filling `rect`.
    func draw(_ view: SideView, in canvas: inout Canvas, rect: Rect, metrics m: TextFieldMetrics) {
        switch view {
        case .magnifier:
            canvas.drawKeepingOrientation(in: rect) { canvas in
                Glyph.magnifier.draw(in: &canvas, center: rect.center, size: rect.width, paint: .solid(m.magnifier),
                                     lineWidth: m.magnifierLineWidth)
            }
        case .image(let image):
            image.draw(in: &canvas, rect: rect)
        }
    }

    /// The clear button: a grey disc with a cross in the field's fill across half its width.
    func drawClearButton(in canvas: inout Canvas, rect: Rect, metrics m: TextFieldMetrics) {
        canvas.fill(Path(ellipseIn: rect), paint: .solid(m.clearButton))
        Glyph.cross.draw(in: &canvas, center: rect.center, size: rect.width / 2, paint: .solid(m.clearCross),
                         lineWidth: m.clearCrossWidth)
    }
}
