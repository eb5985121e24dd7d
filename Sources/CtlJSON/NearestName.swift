/// "Did you mean …?" for a name that is not one of a known list: an unknown key of a spec or
/// manifest, an unknown state, control, subcommand or option.
///
/// The distance is Damerau–Levenshtein's, restricted to adjacent transpositions (optimal
/// string alignment): one insertion, deletion, substitution or swap of two neighbouring
/// characters costs 1, compared without regard to case. A name is suggested only when it is
/// close: at most max(1, ⌊length/3⌋) edits from what was typed, so "buton" suggests
/// "button" but "x" suggests nothing among long names.
public enum NearestName {
    /// The known name nearest to `typed`, if one is close enough; the first of equals in the
    /// list's order wins, so the answer is deterministic.
    public static func nearest<S: Sequence>(to typed: String, among known: S) -> String? where S.Element == String {
        let limit = max(1, typed.count / 3)
        var best: (name: String, distance: Int)?
        for name in known where name != typed {
            let d = distance(typed, name)
            if d <= limit && d < (best?.distance ?? .max) { best = (name, d) }
        }
        return best?.name
    }

    /// `; did you mean "button"?` when a name is close to `typed`, else "" (for messages).
    public static func hint<S: Sequence>(for typed: String, among known: S) -> String where S.Element == String {
        nearest(to: typed, among: known).map { "; did you mean \"\($0)\"?" } ?? ""
    }

    /// The number of single-character edits (insert, delete, substitute, swap neighbours)
    /// turning `a` into `b`, ignoring case.
    ///
    /// - Complexity: O(`a.count` × `b.count`).
    public static func distance(_ a: String, _ b: String) -> Int {
        let s = Array(a.lowercased()), t = Array(b.lowercased())
        if s.isEmpty { return t.count }
        if t.isEmpty { return s.count }
        // Three rows of the table: i-2, i-1, i.
        var before = [Int](repeating: 0, count: t.count + 1)
        var previous = Array(0...t.count)
        var current = [Int](repeating: 0, count: t.count + 1)
        for i in 1...s.count {
            current[0] = i
            for j in 1...t.count {
                let cost = s[i - 1] == t[j - 1] ? 0 : 1
                var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] { d = min(d, before[j - 2] + 1) }
                current[j] = d
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[t.count]
    }
}
