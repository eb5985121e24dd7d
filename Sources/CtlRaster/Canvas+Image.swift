extension Canvas {
    /// Draws the `source` rectangle of `image` (in image pixels; default the whole
    /// image) so that it fills `destination` (user space), under `transform`.
    ///
    /// Sampling stays inside `source`: its edge pixels never blend with the pixels
    /// around it, so the patches of a nine-slice image do not bleed into each other.
    /// An image drawn 1:1 onto whole device pixels copies its pixels exactly.
    public mutating func drawImage(_ image: Pixmap, source: Rect? = nil, in destination: Rect,
                                   filter: ImageFilter = .bilinear, transform: Transform = .identity) {
        let src = (source ?? Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height))).standardized
        let dst = destination.standardized
        guard src.width > 0, src.height > 0, dst.width > 0, dst.height > 0,
              src.minX.isFinite, src.minY.isFinite, dst.minX.isFinite, dst.minY.isFinite else { return }
        let placement = Transform.translation(-src.minX, -src.minY)
            .concatenating(.scale(dst.width / src.width, dst.height / src.height))
            .concatenating(.translation(dst.minX, dst.minY))
        let pattern = ImagePattern(image: image, transform: placement, repeat: false, filter: filter, sourceRect: src)
        var rect = Path()
        rect.addRect(dst)
        fill(rect, paint: .image(pattern), transform: transform)
    }
}
