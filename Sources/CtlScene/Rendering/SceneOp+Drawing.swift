import CtlRaster

extension SceneOp {
    /// Draws the op on `canvas`, under the canvas' current state.
    ///
    /// A `restore` with nothing saved does nothing (a decoded scene has none).
    public func draw(on canvas: inout Canvas) {
        switch self {
        case .fill(let op):
            op.effects.apply(on: &canvas) { canvas in
                canvas.fill(op.path, paint: op.paint, rule: op.rule, transform: op.transform)
            }
        case .stroke(let op):
            op.effects.apply(on: &canvas) { canvas in
                canvas.stroke(op.path, paint: op.paint, style: op.style, transform: op.transform)
            }
        case .image(let op):
            op.effects.apply(on: &canvas) { canvas in op.draw(on: &canvas) }
        case .text(let op):
            op.effects.apply(on: &canvas) { canvas in op.draw(on: &canvas) }
        case .clip(let op):
            canvas.clip(op.path, rule: op.rule, transform: op.transform)
        case .save:
            canvas.save()
        case .restore:
            canvas.restore()
        }
    }
}

extension ImageOp {
    /// Draws the image into `rect`, stretched or nine-sliced; an SVG drawn at the canvas' scale.
    func draw(on canvas: inout Canvas) {
        if let artwork {
            var slice: NineSlice?
            if case .nineSlice(let s) = layout { slice = s }
            artwork.draw(on: &canvas, in: rect, capInsets: slice?.insets, mode: slice?.mode ?? .stretch,
                         filter: filter) { pixmap in
                if let tint = artworkTint { pixmap = Tint.template(pixmap, color: tint) }
            }
            return
        }
        switch layout {
        case .stretch:
            canvas.drawImage(image, in: rect, filter: filter)
        case .nineSlice(let slice):
            slice.draw(in: rect, on: &canvas)
        }
    }
}

extension OpEffects {
    /// Runs `draw` with these effects set, as save; set; draw; restore (no save without effects).
    func apply(on canvas: inout Canvas, _ draw: (inout Canvas) -> Void) {
        guard !isNone else { return draw(&canvas) }
        canvas.save()
        canvas.alpha *= alpha
        if let blendMode { canvas.blendMode = blendMode }
        if let shadow { canvas.shadow = shadow }
        draw(&canvas)
        canvas.restore()
    }
}
