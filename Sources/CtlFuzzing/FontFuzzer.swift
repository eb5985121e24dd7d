import CtlRaster
import CtlText
import Foundation

/// The `font` target: font bytes loaded as a face, a line of mixed scripts shaped with it
/// and drawn on a 64×64 canvas (filled, then stroked), and some glyph outlines read.
enum FontFuzzer {
    /// Latin with ligature and kerning candidates, digits, Arabic (right to left, joining),
    /// Greek, an emoji and a combining mark: many of a font's tables get read.
    static let sample = "Office AVATAR fi 0123 ½ مرحبا Ωμέγα 🙂 e\u{301}"

    static func run(_ bytes: UnsafeRawBufferPointer) -> FuzzOutcome {
        let face: FontFace
        do {
            face = try FontFace(data: Data(bytes), source: "fuzz")
        } catch {
            return .failure(error)
        }
        let font = FontLibrary.Font(name: "fuzz", faces: [face])
        let line = ShapedLine.shape(sample, font: font, size: 16)
        _ = line.path().controlBounds
        guard var canvas = try? Canvas(width: 64, height: 64) else { return .rejected("cannot make the canvas") }
        canvas.drawText(sample, font: font, size: 12, paint: .solid(.black), at: Point(2, 40))
        canvas.drawText("Ag\nfi", font: font, size: 20, paint: .solid(.black), at: Point(0, 20),
                        stroke: StrokeStyle(width: 1), underline: true)
        for scalar in "A.g\u{0}\u{FFFF}".unicodeScalars {
            if let glyph = face.glyphIndex(for: scalar) { _ = face.glyphPath(glyph).controlBounds }
        }
        for glyph: UInt32 in [0, 1, 3, 1000, 65_535] { _ = face.glyphPath(glyph).controlBounds }
        return .rendered
    }
}
