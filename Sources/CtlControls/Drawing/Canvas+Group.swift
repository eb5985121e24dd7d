import CtlRaster

extension Canvas {
    /// Draws `body` as one group: into a transparent layer with this canvas' size and
    /// transform, which is then adjusted (faded, darkened…) as a whole and composited
    /// here through the clip, alpha and blend mode.
    ///
    /// This is how UIKit fades a disabled control: overlapping parts (a thumb over its
    /// track) fade together instead of showing through each other, as they would with a
    /// global alpha applied to each drawing.
    public mutating func drawGroup(_ adjustments: [ColorAdjustment],
                                   _ body: (inout Canvas) throws -> Void) rethrows {
        guard !adjustments.isEmpty else {
            try body(&self)
            return
        }
        var layer = makeLayer()
        try body(&layer)
        if let error = layer.limitExceeded { noteOverLimit(error) }
        var pixels = layer.pixmap
        for adjustment in adjustments { adjustment.apply(to: &pixels) }
        save()
        transform = .identity
        shadow = nil
        drawImage(pixels, in: Rect(x: 0, y: 0, width: Double(width), height: Double(height)), filter: .nearest)
        restore()
    }

}
