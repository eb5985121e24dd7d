/// How deeply the conversion is nested: every element converted inside another (through the
/// XML's nesting or through a reference: `use`, a pattern's, mask's or marker's content, an
/// `feImage`, an SVG image) and every clip path or mask entered counts one level.
///
/// Each level is a few stack frames of the converter, then of the renderer, so one count for
/// all kinds keeps the stack bounded whatever mix of references a document chains (`use`
/// inside a pattern inside a mask inside a `use`…). A document and the documents it draws (its
/// SVG images, its colour glyphs) share one. Past `limit`, conversion stops and the document
/// is refused with `error`; the stack that deep fits `StackThread.size` in every build.
final class ReferenceDepth {
    /// The most levels a document may nest. Real artwork stays far below (the XML alone may
    /// nest 256 deep); each level takes about 9 KB of stack in a release build and up to 66 KB
    /// in a debug build under AddressSanitizer (Docs/unsafe-sites.md, "Recursion").
    static let limit = 512

    /// What each level entered, outermost first (an element's name, or the reference).
    private(set) var labels: [String] = []
    /// The first time the limit was passed, if it was.
    private(set) var error: SVGError?

    var level: Int { labels.count }

    /// Enters one level for `what` at `position`; false (and `error` set) past the limit, or
    /// once the limit was passed anywhere, so that conversion unwinds.
    func enter(_ what: String, at position: XMLPosition) -> Bool {
        guard error == nil else { return false }
        guard labels.count < ReferenceDepth.limit else {
            error = SVGError("elements and references nest deeper than \(ReferenceDepth.limit) levels here "
                             + "(\(ReferenceDepth.summary(labels + [what]))): the limit guards the stack "
                             + "against a chain of references only a hostile file makes", at: position)
            return false
        }
        labels.append(what)
        return true
    }

    func leave() {
        labels.removeLast()
    }

    /// Runs `body`, which reads another document (an SVG image, a colour glyph's document);
    /// if it passes the limit, the error is moved to `position` in this document, naming `what`
    /// and where in it the limit was passed.
    func relocating<T>(to position: XMLPosition, _ what: String, _ body: () -> T) -> T {
        let before = error
        let result = body()
        if before == nil, let inner = error {
            error = SVGError("in \(what), at \(inner.position.map { "\($0)" } ?? "its root"): \(inner.message)",
                             at: position)
        }
        return result
    }

    /// How many levels of each kind, most first (then in order of first appearance):
    /// `use 510, g 1, svg 1`.
    static func summary(_ labels: [String]) -> String {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for label in labels {
            if counts[label] == nil { order.append(label) }
            counts[label, default: 0] += 1
        }
        let first = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        return order.sorted { (counts[$0]!, -first[$0]!) > (counts[$1]!, -first[$1]!) }
            .map { "\($0) \(counts[$0]!)" }.joined(separator: ", ")
    }
}
