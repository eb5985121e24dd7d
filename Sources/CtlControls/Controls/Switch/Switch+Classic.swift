import CtlRaster

extension Switch {
    /// iOS 6: a recessed pill, blue with a white ON left of the thumb and light grey with a grey
    /// OFF right of it (or the on/off image), and a grey-white knob.
    func drawClassic(in canvas: inout Canvas, bounds: Rect, environment: ControlEnvironment) throws {
        let m = environment.metrics.switch
        let thumb = thumbRect(in: bounds, metrics: m, pressed: false)
        let pill = Path(roundedRect: bounds, cornerRadius: bounds.height / 2)
        canvas.save()
        canvas.clip(pill)
        if let image = isOn ? onImage : offImage {
            image.draw(in: &canvas, rect: bounds)
        } else {
            try drawClassicHalves(in: &canvas, bounds: bounds, thumb: thumb, metrics: m, environment: environment)
        }
        if let shadow = m.trackInnerShadow {
            // The recess: a soft dark band along the inside of the top edge.
            let band = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: shadow.blur)
            canvas.fill(pill, paint: .vertical(band, [shadow.color, shadow.color.opacity(0)]))
        }
        canvas.restore()
        let w = m.borderWidth
        canvas.stroke(Path(roundedRect: bounds.insetBy(dx: w / 2, dy: w / 2), cornerRadius: (bounds.height - w) / 2),
                      paint: .solid(m.offBorder), style: StrokeStyle(width: w))
        drawThumb(in: &canvas, rect: thumb, metrics: m)
    }

    /// The on half left of the thumb's centre and the off half right of it, each with its word.
    private func drawClassicHalves(in canvas: inout Canvas, bounds: Rect, thumb: Rect, metrics m: SwitchMetrics,
                                   environment: ControlEnvironment) throws {
        let split = thumb.midX
        let on = Rect(x: bounds.minX, y: bounds.minY, width: split - bounds.minX, height: bounds.height)
        let off = Rect(x: split, y: bounds.minY, width: bounds.maxX - split, height: bounds.height)
        let offTint = tintColor ?? (environment.hasCustomTint ? environment.tint : nil)
        canvas.fill(Path(rect: on), paint: .vertical(bounds, onTintColor.map { .gloss($0) } ?? m.onTrack))
        canvas.fill(Path(rect: off), paint: .vertical(bounds, offTint.map { .gloss($0) } ?? m.offTrack))
        guard let labels = m.labels else { return }
        let onWords = Rect(x: bounds.minX, y: bounds.minY, width: thumb.minX - bounds.minX, height: bounds.height)
        let offWords = Rect(x: thumb.maxX, y: bounds.minY, width: bounds.maxX - thumb.maxX, height: bounds.height)
        try canvas.drawText("ON", style: TextStyle(font: labels.font, size: labels.size, color: labels.on,
                                                   shadow: labels.onShadow), in: onWords)
        try canvas.drawText("OFF", style: TextStyle(font: labels.font, size: labels.size, color: labels.off,
                                                    shadow: labels.offShadow), in: offWords)
    }
}
