import CtlRaster
import CtlText
import CtlUnicode

/// The `text` target: arbitrary bytes read as UTF-8 (invalid sequences become U+FFFD) and run
/// through bidi resolution, line breaking and layout with the bundled font: shaped as one line
/// in each paragraph direction, laid out in a few widths with each wrap and truncation, and
/// drawn on a small canvas. A line's visual order that is not a permutation of the line, or a
/// line's glyph that names a character outside the text, stops the process (a finding).
enum TextFuzzer {
    /// Widths of the layout rect, in points: none at all, narrower than a glyph, a title, a page.
    static let widths: [Double] = [0, 3, 40, 300]

    static func run(_ bytes: UnsafeRawBufferPointer) -> FuzzOutcome {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let font = try? FontLibrary.shared.font(named: "system") else { return .rejected("no bundled font") }
        checkBidi(Array(text.unicodeScalars))
        for direction in ParagraphDirection.allCases {
            let line = ShapedLine.shape(text, font: font, size: 12, direction: direction)
            let bytes = text.utf8.count
            for glyph in line.glyphs where glyph.cluster < 0 || (glyph.cluster >= bytes && bytes > 0) {
                fatalError("glyph \(glyph.id) of cluster \(glyph.cluster) is outside the text's \(bytes) bytes")
            }
        }
        guard var canvas = try? Canvas(width: 64, height: 64) else { return .rejected("cannot make the canvas") }
        for (i, width) in widths.enumerated() {
            let direction = ParagraphDirection.allCases[i % 3]
            let wrap = TextWrap.allCases[i % TextWrap.allCases.count]
            let truncation = TextTruncation.allCases[i % TextTruncation.allCases.count]
            let layout = TextLayout(wrap: wrap, align: .center, truncation: truncation, direction: direction)
            let lines = layout.layout(text, font: font, size: 10, in: Rect(x: 2, y: 2, width: width, height: 40))
            for line in lines where line.levels.count != line.text.unicodeScalars.count {
                fatalError("a laid-out line has \(line.levels.count) levels for \(line.text.unicodeScalars.count) scalars")
            }
            canvas.drawText(lines, font: font, size: 10, paint: .solid(.black))
        }
        return .rendered
    }

    /// Resolves each paragraph of `scalars` (cut after each paragraph separator) in each
    /// direction and checks that the visual order of the whole paragraph and of its halves, as
    /// lines, is a permutation of the line's indices, and the visual runs cover the line once.
    static func checkBidi(_ scalars: [Unicode.Scalar]) {
        var start = 0
        for end in scalars.indices where end == scalars.count - 1 || isParagraphSeparator(scalars[end]) {
            let piece = Array(scalars[start...end])
            start = end + 1
            for direction in ParagraphDirection.allCases {
                let paragraph = BidiParagraph(piece, direction: direction)
                guard paragraph.levels.count == piece.count else {
                    fatalError("\(paragraph.levels.count) levels for \(piece.count) scalars")
                }
                let half = piece.count / 2
                for line in [0..<piece.count, 0..<half, half..<piece.count] {
                    guard paragraph.visualOrder(line).sorted() == Array(line) else {
                        fatalError("the visual order of \(line) is not a permutation of it")
                    }
                    let covered = paragraph.visualRuns(line).map(\.range).sorted { $0.lowerBound < $1.lowerBound }
                    guard covered.flatMap({ Array($0) }) == Array(line) else {
                        fatalError("the visual runs of \(line) do not cover it once")
                    }
                }
            }
        }
    }

    /// Bidi_Class B: where a paragraph ends (`BidiParagraph` takes one paragraph).
    static func isParagraphSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0D, 0x1C...0x1E, 0x85, 0x2029: true
        default: false
        }
    }
}
