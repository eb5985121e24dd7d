import CtlRaster

/// The glyphs drawing one character (or a ligature, or a letter with its marks): the unit
/// that positions, spacing and rotation apply to.
struct TextCluster {
    struct Glyph {
        var entry: FontDatabase.Entry
        var id: UInt32
        /// Font units to user units.
        var scale: Double
        /// The glyph origin relative to the cluster's, in user units, y down.
        var offset: Point
    }

    /// UTF-8 offset in the chunk's text of its first character.
    var byteIndex: Int
    /// Scalar index of its first character in the whole text.
    var charIndex: Int
    /// The first character.
    var scalar: Unicode.Scalar
    /// Index of the span (in `TextInput.spans`) that styles it.
    var span: Int
    var glyphs: [Glyph]
    /// The advance HarfBuzz gave, in user units.
    var width: Double
    /// The advance after letter-, word-spacing and `textLength`.
    var advance: Double
    /// Where the cluster goes, relative to the chunk.
    var transform = Transform.identity
    /// Applied to the glyph outlines before `transform` (an upright character in vertical text).
    var outlineTransform = Transform.identity
    /// How far a sideways character of vertical text moves down its turned line, after its
    /// position and rotation (so a rotation turns it about its own origin).
    var verticalShift = 0.0
    /// Whether `dx`, `dy`, a rotation or a path moved it apart from the cluster before
    /// (a decoration line breaks there).
    var hasRelativeShift = false
    var visible = true
}
