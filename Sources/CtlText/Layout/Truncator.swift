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
        // bounds[i]: where cluster i starts (bounds[n]: the end of the line).
        let bounds = [line.startIndex] + GraphemeBreaks(line.unicodeScalars)
        let n = bounds.count - 1
        func candidate(_ k: Int) -> String {
            switch mode {
            case .tail, .none:
                return String(line[..<bounds[k]].trimmingTrailingSpaces) + ellipsis
            case .head:
                return ellipsis + String(line[bounds[n - k]...].trimmingLeadingSpaces)
            case .middle:
                let front = (k + 1) / 2, back = k / 2
                return String(line[..<bounds[front]].trimmingTrailingSpaces) + ellipsis
                    + String(line[bounds[n - back]...].trimmingLeadingSpaces)
            }
        }
        func fits(_ s: String) -> Bool { measurer.width(of: s[...]) <= width + LineBreaker.epsilon }
        // k clusters kept: at most n - 1 unless the ellipsis is forced.
        let maxKept = forceEllipsis ? n : n - 1
        guard maxKept >= 0, fits(candidate(0)) else { return "" }
        let kept = BinarySearch.largestGalloping(available: { min($0, maxKept) }) { fits(candidate($0)) } ?? 0
        return candidate(kept)
    }
}
