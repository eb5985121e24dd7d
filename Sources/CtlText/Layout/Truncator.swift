/// Shortens a line with an ellipsis ("…", U+2026) until it fits a width.
///
/// Text is cut between characters (grapheme clusters), never inside one; the spaces next
/// to the ellipsis are dropped. When even "…" alone does not fit, the result is empty.
/// Each cut searches the number of characters kept, measuring whole candidate strings:
/// doubling from one, then bisecting, so a line of n characters of which k are kept costs
/// O(k log k) characters measured (after O(n) to split it into characters).
enum Truncator {
    static let ellipsis = "\u{2026}"

    /// `line` shortened by `mode` to fit `width`. With `forceEllipsis`, the ellipsis is
    /// added even when the whole line fits (the line stands for text that follows it).
    static func truncate(_ line: Substring, mode: TextTruncation, width: Double,
                         measurer: some TextMeasurer, forceEllipsis: Bool = false) -> String {
        let chars = Array(line)
        let n = chars.count
        func candidate(_ k: Int) -> String {
            switch mode {
            case .tail, .none:
                return String(String(chars[..<k])[...].trimmingTrailingSpaces) + ellipsis
            case .head:
                return ellipsis + String(String(chars[(n - k)...])[...].trimmingLeadingSpaces)
            case .middle:
                let front = (k + 1) / 2, back = k / 2
                return String(String(chars[..<front])[...].trimmingTrailingSpaces) + ellipsis
                    + String(String(chars[(n - back)...])[...].trimmingLeadingSpaces)
            }
        }
        func fits(_ s: String) -> Bool { measurer.width(of: s[...]) <= width + LineBreaker.epsilon }
        // k characters kept: at most n - 1 unless the ellipsis is forced.
        let maxKept = forceEllipsis ? n : n - 1
        guard maxKept >= 0, fits(candidate(0)) else { return "" }
        let kept = BinarySearch.largestGalloping(available: { min($0, maxKept) }) { fits(candidate($0)) } ?? 0
        return candidate(kept)
    }
}
