import CtlRaster

/// The drawing a segmented control and a stepper share: a row of segments inside one rounded
/// frame, each filled on its own, with dividers between them.
///
/// Fills are clipped to the frame's rounded outline, so only the end segments show rounded
/// corners (the seeds' Left, Center, Right and Alone segment types); the frame and the
/// dividers are drawn over the fills, on whole device pixels.
struct SegmentChrome {
    var bounds: Rect
    var cornerRadius: Double
    var environment: ControlEnvironment

    /// The frame's outline.
    var outline: Path { Path(roundedRect: bounds, cornerRadius: cornerRadius) }

    /// Fills `rect` (a segment, or any part of the control) with `paint`, clipped to the frame.
    func fill(_ rect: Rect, with paint: Paint, in canvas: inout Canvas) {
        canvas.save()
        canvas.clip(outline)
        canvas.fill(Path(rect: rect), paint: paint)
        canvas.restore()
    }

    /// Draws `body` clipped to `rect` and to the frame (an image, a glyph, a title).
    func clipped(to rect: Rect, in canvas: inout Canvas, _ body: (inout Canvas) throws -> Void) rethrows {
        canvas.save()
        canvas.clip(outline)
        canvas.clip(Path(rect: rect))
        try body(&canvas)
        canvas.restore()
    }

    /// Strokes the frame just inside the bounds, `width` points wide.
    func stroke(_ color: Color, width: Double, in canvas: inout Canvas) {
        guard color.a > 0, width > 0 else { return }
        let inner = bounds.insetBy(dx: width / 2, dy: width / 2)
        canvas.stroke(Path(roundedRect: inner, cornerRadius: max(0, cornerRadius - width / 2)), paint: .solid(color),
                      style: StrokeStyle(width: width))
    }

    /// A divider `width` points wide centred on `x`, across the frame: on whole points when it is
    /// a whole number of points wide (crisp, and the same picture at every scale), else on
    /// device pixels.
    func divider(at x: Double, color: Color, width: Double, in canvas: inout Canvas) {
        guard color.a > 0, width > 0 else { return }
        let wholePoints = width == width.rounded()
        let left = wholePoints ? (x - width / 2).rounded() : environment.snap(x - width / 2)
        let w = wholePoints ? width : max(environment.snap(width), environment.pixel)
        canvas.fill(Path(rect: Rect(x: left, y: bounds.minY, width: w, height: bounds.height)), paint: .solid(color))
    }

    /// The rect of segment `i` of `count` equal segments (the last takes what rounding leaves).
    func segment(_ i: Int, of widths: [Double]) -> Rect {
        let x = bounds.minX + widths.prefix(i).reduce(0, +)
        let w = i == widths.count - 1 ? bounds.maxX - x : widths[i]
        return Rect(x: x, y: bounds.minY, width: w, height: bounds.height)
    }
}
