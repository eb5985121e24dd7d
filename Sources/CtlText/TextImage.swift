import CtlRaster
import CtlUnicode

/// A line of text drawn alone into an image just large enough to hold it.
public enum TextImage {
    /// The text on a transparent canvas of ⌈advance·s⌉ × ⌈(ascent + descent)·s⌉ pixels
    /// (at least 1×1), with its baseline at the ascent.
    ///
    /// - Throws: `PixmapError.tooLarge` when the image would pass `Pixmap`'s limits,
    ///   `LimitExceeded` when the glyphs' outlines do.
    public static func render(_ text: String, font: FontLibrary.Font, size: Double, color: Color,
                              scale: Double, direction: ParagraphDirection = .auto) throws -> Pixmap {
        let line = ShapedLine.shape(text, font: font, size: size, direction: direction)
        let width = (line.width * scale).rounded(.up), height = ((line.ascent + line.descent) * scale).rounded(.up)
        // Checked as doubles: a huge scale must not overflow the conversion to Int.
        guard width <= Double(Pixmap.maxDimension), height <= Double(Pixmap.maxDimension) else {
            throw PixmapError.tooLarge(width: Int(min(width, 1e9)), height: Int(min(height, 1e9)))
        }
        var canvas = try Canvas(width: max(1, Int(width)), height: max(1, Int(height)))
        canvas.transform = .scale(scale, scale)
        canvas.drawText(text, font: font, size: size, paint: .solid(color), at: Point(0, line.ascent),
                        direction: direction)
        try canvas.checkLimits()
        return canvas.pixmap
    }
}
