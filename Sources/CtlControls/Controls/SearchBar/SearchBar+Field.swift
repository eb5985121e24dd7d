import CtlRaster

extension SearchBar {
    /// The field: its fill (and classic edge and inset shadow), the magnifier, the
    /// placeholder or the text, and with text the clear button.
    func drawField(in canvas: inout Canvas, field: Rect, environment: ControlEnvironment) throws {
        let f = environment.metrics.searchField
        let outline = Path(roundedRect: field, cornerRadius: f.cornerRadius)
        let colors = barStyle == .black && barTint == nil ? f.onBlack ?? f.colors : f.colors
        canvas.fill(outline, paint: .solid(colors.fill))
        if let shadow = f.innerShadow {
            canvas.save()
            canvas.clip(outline)
            canvas.stroke(Path(roundedRect: field.insetBy(dx: -1, dy: -1), cornerRadius: f.cornerRadius + 1),
                          paint: .solid(shadow), style: StrokeStyle(width: 2), transform: .translation(0, 1.5))
            canvas.restore()
        }
        if let border = f.border {
            let px = environment.pixel
            canvas.stroke(Path(roundedRect: field.insetBy(dx: px / 2, dy: px / 2),
                               cornerRadius: f.cornerRadius - px / 2),
                          paint: .solid(border), style: StrokeStyle(width: px))
        }
        let glyph = Point(field.minX + f.magnifierInset + f.magnifierSize / 2, field.midY)
        // The magnifier changes sides right to left but is not mirrored (a picture of a thing).
        let glyphBox = Rect(x: glyph.x - f.magnifierSize / 2, y: glyph.y - f.magnifierSize / 2,
                            width: f.magnifierSize, height: f.magnifierSize)
        canvas.drawKeepingOrientation(in: glyphBox) { canvas in
            Glyph.magnifier.draw(in: &canvas, center: glyph, size: f.magnifierSize, paint: .solid(colors.magnifier),
                                 lineWidth: 1.5)
        }
        let textX = field.minX + f.magnifierInset + f.magnifierSize + 6
        let clearRoom = text.isEmpty ? 0 : f.clearSize + 8
        let line = Rect(x: textX, y: field.minY, width: max(0, field.maxX - textX - 6 - clearRoom),
                        height: field.height)
        let empty = text.isEmpty
        let color = empty ? colors.placeholder : colors.text
        let style = TextStyle(font: "system", size: f.fontSize, color: color)
        // Natural alignment: beside the magnifier, which is on the right in a right-to-left layout.
        try canvas.drawTitle(empty ? placeholder : text, style: style, in: line, environment: environment,
                             align: environment.isRightToLeft ? .right : .left)
        if !empty {
            let c = Point(field.maxX - 6 - f.clearSize / 2, field.midY)
            canvas.fill(Path(circleCenter: c, radius: f.clearSize / 2), paint: .solid(colors.clear))
            Glyph.cross.draw(in: &canvas, center: c, size: f.clearSize * 0.4, paint: .solid(colors.clearCross),
                             lineWidth: 1.5)
        }
    }
}
