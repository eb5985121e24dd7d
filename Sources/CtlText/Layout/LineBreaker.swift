/// Splits text into paragraphs at newlines and paragraphs into lines of a given width.
///
/// Word wrap breaks lines at the line break opportunities of UAX #14 (CtlUnicode's
/// `LineBreaks`): after spaces and hyphens, between ideographs, never before "!" or ")" nor
/// after "(", never inside a number, an emoji sequence or a run of Thai. Those that fall inside
/// a grapheme cluster are not taken, and a word wider than the line is broken between
/// characters (grapheme clusters), as char wrap always does. The mandatory breaks of UAX #14
/// (BK, CR, LF, NL) are exactly the newline characters that split paragraphs.
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
            var opportunities = BreakOpportunities(paragraph)
            repeat {
                let rest = paragraph[start...]
                let end = wrap == .word
                    ? wordBreak(rest, opportunities: &opportunities, width: width, measurer: measurer)
                    : fittingPrefixEnd(rest, width: width, measurer: measurer)
                lines.append(paragraph[start..<end].trimmingTrailingSpaces)
                // The spaces at a wrap belong to neither line.
                start = paragraph[end...].firstIndex { !$0.isBreakingSpace } ?? paragraph.endIndex
            } while start < paragraph.endIndex && lines.count < max(1, maxLines)
            return lines
        }
    }

    /// The end of the first line of `text` with word wrap: at the last break opportunity
    /// that fits, or between characters when none does (the first word is too wide).
    ///
    /// Opportunities are looked for only up to the longest prefix that fits
    /// (`fittingPrefixEnd`), so a long word or a long paragraph after the line is never walked
    /// nor measured; each candidate line is then measured whole, without the spaces before
    /// its break.
    /// - Complexity: O(L log L) characters measured for a line of L characters.
    private static func wordBreak(_ text: Substring, opportunities: inout BreakOpportunities, width: Double,
                                  measurer: some TextMeasurer) -> String.Index {
        let reach = fittingPrefixEnd(text, width: width, measurer: measurer)
        let ends = opportunities.opportunities(after: text.startIndex, through: reach)
        let count = BinarySearch.largestGalloping(available: { min($0, ends.count) }) { k in
            measurer.width(of: text[..<ends[ends.startIndex + k - 1]].trimmingTrailingSpaces) <= width + epsilon
        }
        // No opportunity fits (the first word is too wide: it is broken between characters).
        return count.map { ends[ends.startIndex + $0 - 1] } ?? reach
    }

    /// The end of the longest prefix of `text` whose width, trailing spaces excluded, fits
    /// in `width`; at least one character, so that wrapping always makes progress.
    ///
    /// - Complexity: O(L log L) characters measured for an answer of L characters (widths
    ///   grow with the prefix: doubling, then bisecting), whatever the length of `text`.
    static func fittingPrefixEnd(_ text: Substring, width: Double, measurer: some TextMeasurer) -> String.Index {
        guard !text.isEmpty else { return text.endIndex }
        var ends = BoundaryList(text)
        let count = BinarySearch.largestGalloping(available: { ends.available($0) }) { k in
            measurer.width(of: text[..<ends.end(k)].trimmingTrailingSpaces) <= width + epsilon
        } ?? 1
        _ = ends.available(count)
        return ends.end(count)
    }
}

extension Character {
    /// A space where a line may wrap: white space other than newlines and the no-break
    /// spaces (U+00A0, U+2007, U+202F), alone: a space that carries combining marks shows them
    /// and is kept like any visible character.
    var isBreakingSpace: Bool {
        isWhitespace && !isNewline && unicodeScalars.count == 1
            && self != "\u{00A0}" && self != "\u{2007}" && self != "\u{202F}"
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
