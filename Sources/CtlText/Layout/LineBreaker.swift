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

    /// The lines of one paragraph (without newlines) wrapped to `width`, at most
    /// `maxLines` of them (at least one). Never empty: an empty paragraph is one empty line.
    ///
    /// - Complexity: O(L log L) characters measured for each line of L characters, so
    ///   O(n log L) for the paragraph; what follows the `maxLines`-th line is never looked at.
    static func lines(of paragraph: Substring, width: Double, wrap: TextWrap,
                      measurer: some TextMeasurer, maxLines: Int = .max) -> [Substring] {
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
            } while start < paragraph.endIndex && lines.count < max(1, maxLines)
            return lines
        }
    }

    /// The end of the first line of `text` with word wrap: after the last whole word that
    /// fits, or inside the first word when even it does not fit.
    ///
    /// Words are looked for only up to the longest prefix that fits (`fittingPrefixEnd`), so
    /// a long word or a long paragraph after the line is never walked nor measured; each
    /// candidate line is then measured whole, ending at a word.
    /// - Complexity: O(L log L) characters measured for a line of L characters.
    private static func wordBreak(_ text: Substring, width: Double, measurer: some TextMeasurer) -> String.Index {
        let reach = fittingPrefixEnd(text, width: width, measurer: measurer)
        var words = BoundaryList(text[..<reach], unit: .word)
        _ = words.available(.max)
        var ends = words.ends
        // A word cut by `reach` does not end there.
        if reach < text.endIndex && !text[reach].isBreakingSpace && ends.last == reach { ends.removeLast() }
        let count = BinarySearch.largestGalloping(available: { min($0, ends.count) }) { k in
            measurer.width(of: text[..<ends[k - 1]]) <= width + epsilon
        }
        // No whole word fits (the first is too wide: it is broken between characters), or
        // only spaces are left (reach is then the end).
        return count.map { ends[$0 - 1] } ?? reach
    }

    /// The end of the longest prefix of `text` whose width, trailing spaces excluded, fits
    /// in `width`; at least one character, so that wrapping always makes progress.
    ///
    /// - Complexity: O(L log L) characters measured for an answer of L characters (widths
    ///   grow with the prefix: doubling, then bisecting), whatever the length of `text`.
    static func fittingPrefixEnd(_ text: Substring, width: Double, measurer: some TextMeasurer) -> String.Index {
        guard !text.isEmpty else { return text.endIndex }
        var ends = BoundaryList(text, unit: .character)
        let count = BinarySearch.largestGalloping(available: { ends.available($0) }) { k in
            measurer.width(of: text[..<ends.end(k)].trimmingTrailingSpaces) <= width + epsilon
        } ?? 1
        _ = ends.available(count)
        return ends.end(count)
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
