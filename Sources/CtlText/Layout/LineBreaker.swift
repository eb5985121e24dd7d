/// Splits text into paragraphs at newlines and paragraphs into lines of a given width.
///
/// Lines are returned as substrings of the input (so their indices are the input's),
/// without the spaces where a line wrapped. Widths are measured on whole candidate lines,
/// never summed per word, so kerning across a space counts as it will be drawn.
enum LineBreaker {
    /// Tolerance on width comparisons, so a line exactly as wide as the rect fits.
    static let epsilon = 1e-9

    /// The paragraphs of `text`, split at each newline character ("\n", "\r\n", "\r",
    /// U+2028, U+2029…); an empty text or a trailing newline gives an empty paragraph.
    static func paragraphs(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    }

    /// The lines of one paragraph (without newlines) wrapped to `width`. Never empty:
    /// an empty paragraph is one empty line.
    static func lines(of paragraph: Substring, width: Double, wrap: TextWrap,
                      measurer: some TextMeasurer) -> [Substring] {
        switch wrap {
        case .none: return [paragraph.trimmingTrailingSpaces]
        case .char, .word:
            var lines: [Substring] = []
            var start = paragraph.startIndex
            repeat {
                let rest = paragraph[start...]
                let end = wrap == .word
                    ? wordBreak(rest, width: width, measurer: measurer)
                    : fittingPrefixEnd(rest, width: width, measurer: measurer)
                lines.append(paragraph[start..<end].trimmingTrailingSpaces)
                // The spaces at a wrap belong to neither line.
                start = paragraph[end...].firstIndex { !$0.isBreakingSpace } ?? paragraph.endIndex
            } while start < paragraph.endIndex
            return lines
        }
    }

    /// The end of the first line of `text` with word wrap: after the last whole word that
    /// fits, or inside the first word when even it does not fit.
    private static func wordBreak(_ text: Substring, width: Double, measurer: some TextMeasurer) -> String.Index {
        var end: String.Index?
        var i = text.startIndex
        while let wordStart = text[i...].firstIndex(where: { !$0.isBreakingSpace }) {
            let wordEnd = text[wordStart...].firstIndex(where: \.isBreakingSpace) ?? text.endIndex
            guard measurer.width(of: text[text.startIndex..<wordEnd]) <= width + epsilon else {
                // The first word is too wide on its own: break it between characters.
                return end ?? fittingPrefixEnd(text[..<wordEnd], width: width, measurer: measurer)
            }
            end = wordEnd
            i = wordEnd
        }
        return end ?? text.endIndex  // only spaces (or nothing) left
    }

    /// The end of the longest prefix of `text` whose width, trailing spaces excluded, fits
    /// in `width`; at least one character, so that wrapping always makes progress.
    ///
    /// - Complexity: O(log n) measurements (binary search; widths grow with the prefix).
    static func fittingPrefixEnd(_ text: Substring, width: Double, measurer: some TextMeasurer) -> String.Index {
        guard !text.isEmpty else { return text.endIndex }
        let ends = Array(text.indices.dropFirst()) + [text.endIndex]
        let count = BinarySearch.largest(upTo: ends.count) { k in
            measurer.width(of: text[..<ends[k - 1]].trimmingTrailingSpaces) <= width + epsilon
        } ?? 1
        return ends[max(count, 1) - 1]
    }
}

extension Character {
    /// A space where a line may wrap: white space other than newlines and the no-break
    /// spaces (U+00A0, U+2007, U+202F).
    var isBreakingSpace: Bool {
        isWhitespace && !isNewline && self != "\u{00A0}" && self != "\u{2007}" && self != "\u{202F}"
    }
}

extension Substring {
    /// Without the breaking spaces at its end.
    var trimmingTrailingSpaces: Substring {
        var s = self
        while s.last?.isBreakingSpace == true { s.removeLast() }
        return s
    }

    /// Without the breaking spaces at its start.
    var trimmingLeadingSpaces: Substring {
        var s = self
        while s.first?.isBreakingSpace == true { s.removeFirst() }
        return s
    }
}
