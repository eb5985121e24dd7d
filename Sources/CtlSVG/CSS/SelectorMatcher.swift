/// Matches selectors against elements in time linear in the document, whatever the selector.
///
/// Matching goes right to left, as browsers do. A descendant (or general sibling) combinator
/// asks whether *some* ancestor (or earlier sibling) matches the selector's left part; tried
/// naively, each ancestor tries every way to match the rest, and `g g … g rect` (30
/// compounds that cannot match, 30 levels deep) backtracked through every choice of
/// ancestors: exponential. Here each answer is remembered per element and compound index
/// (what servo and WebKit get from their "not matched globally" results, made exact):
/// "does element e match the compounds up to i", "does some ancestor of e", "does some
/// earlier sibling of e". Each is computed once per match, each walk up the ancestors or
/// back along the siblings stops at the first remembered answer, so a match tests each
/// (element, compound) pair at most once. `>`, `+` and `~` keep their exact meaning.
struct SelectorMatcher {
    /// Compounds tested against elements so far: what matching has cost.
    private(set) var compoundTests = 0

    private enum Relation: UInt8 { case itself, someAncestor, someEarlierSibling }

    private struct Key: Hashable {
        let element: ObjectIdentifier
        let index: Int
        let relation: Relation
    }

    private var known: [Key: Bool] = [:]

    /// Whether `element` matches `selector`.
    mutating func matches(_ selector: Selector, _ element: Element) -> Bool {
        // Answers hold for one selector: start afresh (keeping the storage).
        known.removeAll(keepingCapacity: true)
        return matches(selector, element, upTo: selector.compounds.count - 1)
    }

    /// Whether `element` matches compound `i` and, through the combinators, those before it.
    /// (Recursion depth: at most the number of compounds, which `SelectorParser` bounds.)
    private mutating func matches(_ selector: Selector, _ element: Element, upTo i: Int) -> Bool {
        let key = Key(element: ObjectIdentifier(element), index: i, relation: .itself)
        if let answer = known[key] { return answer }
        compoundTests += 1
        var answer = Selector.matches(selector.compounds[i], element)
        if answer && i > 0 {
            switch selector.combinators[i - 1] {
            case .child:
                answer = element.parent.map { matches(selector, $0, upTo: i - 1) } ?? false
            case .adjacent:
                answer = element.previousSiblingElement.map { matches(selector, $0, upTo: i - 1) } ?? false
            case .descendant:
                answer = some(selector, upTo: i - 1, from: element, relation: .someAncestor) { $0.parent }
            case .sibling:
                answer = some(selector, upTo: i - 1, from: element, relation: .someEarlierSibling) {
                    $0.previousSiblingElement
                }
            }
        }
        known[key] = answer
        return answer
    }

    /// Whether some element of the chain `next(start)`, `next(next(start))`, … matches up to `i`.
    ///
    /// The walk stops at the first match or at the first element whose own answer for the rest
    /// of the chain is known; every element walked past then gets the answer too (each one's
    /// chain is a part of `start`'s: if the match lies beyond it, it is in its chain as well).
    private mutating func some(_ selector: Selector, upTo i: Int, from start: Element, relation: Relation,
                               next: (Element) -> Element?) -> Bool {
        var walked: [Element] = [start]
        var answer = false
        var current = start
        while true {
            if let known = known[Key(element: ObjectIdentifier(current), index: i, relation: relation)] {
                answer = known
                break
            }
            guard let candidate = next(current) else { break }
            if matches(selector, candidate, upTo: i) {
                answer = true
                break
            }
            walked.append(candidate)
            current = candidate
        }
        for e in walked { known[Key(element: ObjectIdentifier(e), index: i, relation: relation)] = answer }
        return answer
    }
}
