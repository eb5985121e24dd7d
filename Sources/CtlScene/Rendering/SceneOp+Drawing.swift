import CtlRaster

extension SceneOp {
    /// Draws the op on `canvas`, under the canvas' current state.
    ///
    /// A `restore` with nothing saved does nothing (a decoded scene has none).
    public func draw(on canvas: inout Canvas) {
        // No closure around the drawing: one would capture a copy of the op's fields.
        switch self {
        case .fill(let op):
            let saved = op.effects.set(on: &canvas)
            canvas.fill(op.path, paint: op.paint, rule: op.rule, transform: op.transform)
            if saved { canvas.restore() }
        case .stroke(let op):
            let saved = op.effects.set(on: &canvas)
            canvas.stroke(op.path, paint: op.paint, style: op.style, transform: op.transform)
            if saved { canvas.restore() }
        case .image(let op):
            let saved = op.effects.set(on: &canvas)
            op.draw(on: &canvas)
            if saved { canvas.restore() }
        case .text(let op):
            let saved = op.effects.set(on: &canvas)
            op.draw(on: &canvas)
            if saved { canvas.restore() }
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
    /// Saves the canvas' state and sets these effects on it, unless there are none; returns
    /// whether it saved (the op then restores the state once it is drawn), so that an op
    /// draws as save; set; draw; restore, and without effects as draw alone.
    func set(on canvas: inout Canvas) -> Bool {
        guard !isNone else { return false }
        canvas.save()
        canvas.alpha *= alpha
        if let blendMode { canvas.blendMode = blendMode }
        if let shadow { canvas.shadow = shadow }
        return true
    }
}
