import CtlUnicode

/// Shortens a line with an ellipsis ("…", U+2026) until it fits a width.
///
/// Text is cut between grapheme clusters (UAX #29, CtlUnicode's `GraphemeBreaks`), never
/// inside one; the spaces next to the ellipsis are dropped. When even "…" alone does not fit,
/// the result is empty. Each cut searches the number of clusters kept, measuring whole
/// candidate strings: doubling from one, then bisecting, so a line of n clusters of which k
/// are kept costs O(k log k) characters measured (after O(n) to find its clusters).
enum Truncator {
    static let ellipsis = "\u{2026}"

    /// `line` shortened by `mode` to fit `width`. With `forceEllipsis`, the ellipsis is
    /// added even when the whole line fits (the line stands for text that follows it).
    static func truncate(_ line: Substring, mode: TextTruncation, width: Double,
                         measurer: some TextMeasurer, forceEllipsis: Bool = false) -> String {
        keptParts(line, mode: mode, width: width, measurer: measurer, forceEllipsis: forceEllipsis)?.text ?? ""
    }

    /// What a truncated line keeps of the original: `front` + "…" + `back`, both parts of it.
    struct Kept {
        var front: Substring
        var back: Substring

        var text: String { String(front) + Truncator.ellipsis + String(back) }
    }

    /// The parts of `line` that `truncate` keeps around the ellipsis, or nil when even "…"
    /// does not fit (the result is empty).
    static func keptParts(_ line: Substring, mode: TextTruncation, width: Double,
                          measurer: some TextMeasurer, forceEllipsis: Bool = false) -> Kept? {
        // ends[i]: where cluster i starts (ends[n]: the end of the line).
        let ends = [line.startIndex] + GraphemeBreaks(line.unicodeScalars)
        let n = ends.count - 1
        func candidate(_ k: Int) -> Kept {
            switch mode {
            case .tail, .none:
                return Kept(front: line[..<ends[k]].trimmingTrailingSpaces, back: line[line.endIndex...])
            case .head:
                return Kept(front: line[..<line.startIndex], back: line[ends[n - k]...].trimmingLeadingSpaces)
            case .middle:
                let front = (k + 1) / 2, back = k / 2
                return Kept(front: line[..<ends[front]].trimmingTrailingSpaces,
                            back: line[ends[n - back]...].trimmingLeadingSpaces)
            }
        }
        func fits(_ kept: Kept) -> Bool { measurer.width(of: kept.text[...]) <= width + LineBreaker.epsilon }
        // k clusters kept: at most n - 1 unless the ellipsis is forced.
        let maxKept = forceEllipsis ? n : n - 1
        guard maxKept >= 0, fits(candidate(0)) else { return nil }
        let kept = BinarySearch.largestGalloping(available: { min($0, maxKept) }) { fits(candidate($0)) } ?? 0
        return candidate(kept)
    }
}
