import CtlRaster

extension Canvas {
    /// Fills `area` with `paint` only where `mask` draws, by its alpha: the seed's pipeline
    /// (clip to the image, make an image mask, "combine the image mask with a background
    /// color"), which makes the mask's own colours irrelevant.
    ///
    /// The mask is drawn into a transparent layer of this canvas' size and transform, the
    /// paint is composited into it with source-in, and the layer is drawn here through the
    /// clip, alpha and blend mode.
    mutating func fill(_ area: Rect, paint: Paint, maskedBy mask: (inout Canvas) -> Void) {
        var layer = makeLayer()
        mask(&layer)
        layer.blendMode = .sourceIn
        layer.fill(Path(rect: area), paint: paint)
        if let error = layer.limitExceeded { noteOverLimit(error) }
        save()
        transform = .identity
        shadow = nil
        drawImage(layer.pixmap, in: Rect(x: 0, y: 0, width: Double(width), height: Double(height)), filter: .nearest)
        restore()
    }
}
