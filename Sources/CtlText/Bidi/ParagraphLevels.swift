import CtlUnicode

/// The bidi levels of a text resolved once (rules P2–I2), from which the levels of each of its
/// lines are read (rule L1).
///
/// `BidiParagraph` takes one paragraph, a paragraph separator only at its end; the text is cut
/// after each scalar of class B (U+000A, U+000D, U+001C–U+001E, U+0085, U+2029), which layout
/// leaves in a line when it does not split lines there (the information separators), and each
/// piece is resolved as its own paragraph. With `.auto`, the first piece's direction (P2–P3) is
/// every piece's, so that the pieces of one line share a paragraph level.
struct ParagraphLevels {
    private let pieces: [(start: Int, paragraph: BidiParagraph)]
    /// The number of scalars.
    let count: Int
    /// The level of the (first) paragraph: 0 left to right, 1 right to left.
    let paragraphLevel: UInt8

    init(_ scalars: [Unicode.Scalar], direction: ParagraphDirection) {
        count = scalars.count
        if direction != .rtl, scalars.allSatisfy({ $0.value < ParagraphLevels.firstRightToLeftScalar }) {
            // Below U+0590 there is no R, AL, AN or explicit formatting character: in a
            // left-to-right paragraph every scalar resolves to level 0 (W7 makes digits L).
            pieces = []
            paragraphLevel = 0
            return
        }
        var ends = scalars.indices.filter { ParagraphLevels.isParagraphSeparator(scalars[$0]) }.map { $0 + 1 }
        if !scalars.isEmpty && ends.last != scalars.count { ends.append(scalars.count) }
        var pieces: [(start: Int, paragraph: BidiParagraph)] = []
        var start = 0
        let given = direction
        var direction = direction
        for end in ends {
            let paragraph = BidiParagraph(Array(scalars[start..<end]), direction: direction)
            if pieces.isEmpty { direction = paragraph.paragraphLevel & 1 == 1 ? .rtl : .ltr }
            pieces.append((start, paragraph))
            start = end
        }
        self.pieces = pieces
        paragraphLevel = (pieces.first?.paragraph.paragraphLevel ?? (given == .rtl ? 1 : 0)) & 1
    }

    /// Hebrew, the first block with right-to-left characters.
    static let firstRightToLeftScalar: UInt32 = 0x0590

    /// The levels of the scalars of `line` (indices into the text) after rule L1: white space
    /// and isolate controls at the end of the line or before a separator take the paragraph level.
    func lineLevels(_ line: Range<Int>) -> [UInt8] {
        if pieces.isEmpty { return Array(repeating: paragraphLevel, count: line.count) }
        var levels: [UInt8] = []
        levels.reserveCapacity(line.count)
        // The first piece that ends after the line's start, found by bisection: a line of a
        // text made of many separators does not walk all of them.
        var low = 0, high = pieces.count
        while low < high {
            let mid = (low + high) / 2
            if pieces[mid].start + pieces[mid].paragraph.levels.count <= line.lowerBound { low = mid + 1 } else { high = mid }
        }
        for (start, paragraph) in pieces[low...] {
            guard start < line.upperBound else { break }
            let part = (start..<start + paragraph.levels.count).clamped(to: line)
            guard !part.isEmpty else { continue }
            levels += paragraph.lineLevels(part.lowerBound - start..<part.upperBound - start)
        }
        return levels
    }

    /// Bidi_Class B.
    static func isParagraphSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0D, 0x1C...0x1E, 0x85, 0x2029: true
        default: false
        }
    }
}
