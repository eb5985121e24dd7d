import CtlRaster

extension Switch {
    /// iOS 7: a pill filled with the on tint when on, white inside a grey outline when off,
    /// and a white thumb with a soft shadow.
    func drawFlat(in canvas: inout Canvas, bounds: Rect, pressed: Bool, environment: ControlEnvironment) {
        let m = environment.metrics.switch
        let track = Path(roundedRect: bounds, cornerRadius: bounds.height / 2)
        if isOn {
            canvas.fill(track, paint: .vertical(bounds, onTintColor.map { .solid($0) } ?? m.onTrack))
        } else {
            canvas.fill(track, paint: .vertical(bounds, m.offTrack))
            let border = tintColor ?? (environment.hasCustomTint ? environment.tint : m.offBorder)
            let w = m.borderWidth
            canvas.stroke(Path(roundedRect: bounds.insetBy(dx: w / 2, dy: w / 2), cornerRadius: (bounds.height - w) / 2),
                          paint: .solid(border), style: StrokeStyle(width: w))
        }
        drawThumb(in: &canvas, rect: thumbRect(in: bounds, metrics: m, pressed: pressed), metrics: m)
    }
}
