import CtlRaster

/// The border styles' artwork, and the background images that replace it.
extension TextField {
    /// Draws the background image for `state`, else the border style's box.
    func drawBorder(in canvas: inout Canvas, bounds: Rect, state: ControlState, environment: ControlEnvironment) {
        if let background = activeBackground {
            let image = state.contains(.disabled) ? disabledBackground ?? background : background
            image.draw(in: &canvas, rect: bounds)
            return
        }
        let m = environment.metrics.textField
        switch borderStyle {
        case .none: return
        case .line: drawBox(m.line, in: &canvas, bounds: bounds, environment: environment)
        case .bezel: drawBox(m.bezel, in: &canvas, bounds: bounds, environment: environment)
        case .roundedRect: drawBox(m.roundedRect, in: &canvas, bounds: bounds, environment: environment)
        }
    }

    /// A box filling `bounds`: the fill, the inner shadow, then the outline just inside the
    /// bounds, on whole device pixels.
    private func drawBox(_ box: TextFieldMetrics.Box, in canvas: inout Canvas, bounds: Rect,
                         environment: ControlEnvironment) {
        let width = box.borderWidth.map(environment.snap) ?? environment.pixel
        let radius = min(box.cornerRadius, bounds.width / 2, bounds.height / 2)
        let outer = Path(roundedRect: bounds, cornerRadius: radius)
        if box.fill.a > 0 {
            canvas.fill(outer, paint: .solid(box.fill))
        }
        if let shadow = box.innerShadow {
            // A frame around the field, cast through the field's shape: its shadow falls inwards.
            canvas.save()
            canvas.clip(outer)
            canvas.shadow = shadow
            var frame = Path(rect: bounds.insetBy(dx: -40, dy: -40))
            frame.append(outer)
            canvas.fill(frame, paint: .solid(.black), rule: .evenodd)
            canvas.restore()
        }
        let inner = bounds.insetBy(dx: width / 2, dy: width / 2)
        canvas.stroke(Path(roundedRect: inner, cornerRadius: max(0, radius - width / 2)),
                      paint: .vertical(bounds, box.border), style: StrokeStyle(width: width))
    }
}
