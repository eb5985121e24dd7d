extension Pixmap {
    /// This image over a background of `color`: every pixel composited source-over onto the
    /// colour (what drawing the image onto a canvas cleared to `color` gives, pixel for pixel).
    public func over(_ color: Color) -> Pixmap {
        let background = color.premultiplied.packed
        var result = self
        result.pixels = pixels.map { sourceOver($0, background) }
        return result
    }
}
