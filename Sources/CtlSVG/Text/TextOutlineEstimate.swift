import CtlRaster

/// The segments of a `text` element's glyph outlines, estimated from its characters before
/// they are shaped, laid out and outlined: the outlines of a million characters take over a
/// gigabyte, so a text over `RenderLimits.pathSegments` is refused before they are made.
///
/// A text element's outlines count as one path (it is drawn as one, in as many pieces as it
/// has spans and chunks). Each character counts the lines and curves of its glyph in its span's
/// font (each is a point or more once flattened): nothing for white space, for an invisible span,
/// or for a character the font lacks (another font draws it). Shaping may join or swap glyphs
/// afterwards, which changes little.
enum TextOutlineEstimate {
    /// The estimate for `scalars` styled by `spans`, counted until it passes `limit` (the
    /// count returned is then a lower bound just past it).
    static func segments<Paint>(of scalars: [Unicode.Scalar], spans: [TextSpan<Paint>], stoppingAbove limit: Int)
        -> Int {
        var total = 0
        // Per face, each character's count, looked up once.
        var known: [ObjectIdentifier: [Unicode.Scalar: Int]] = [:]
        for span in spans where span.visible {
            let face = span.font.face
            var counts = known.removeValue(forKey: ObjectIdentifier(face)) ?? [:]
            defer { known[ObjectIdentifier(face)] = counts }
            for scalar in scalars[span.range.clamped(to: scalars.indices)] {
                if let n = counts[scalar] {
                    total += n
                } else {
                    let n = face.glyphIndex(for: scalar).map { drawnElements(of: face.glyphPath($0)) } ?? 0
                    counts[scalar] = n
                    total += n
                }
                if total > limit { return total }
            }
        }
        return total
    }

    /// The lines and curves of an outline, and its movetos (each a point): all but closepaths.
    static func drawnElements(of path: Path) -> Int {
        var n = 0
        for element in path.elements {
            if case .close = element { continue }
            n += 1
        }
        return n
    }
}
