/// Masks, clip paths and patterns whose content refers back to them, broken before conversion
/// as usvg breaks them, so that which reference is dropped does not depend on where drawing
/// enters the cycle: `rect3` masked by `mask1` and `rect4` by `mask2` see the same two masks.
///
/// For each such element E in document order, a reference in E's content (or on E) to E itself
/// is dropped; and for a reference in E's content to another element L, each reference in L's
/// content back to E is dropped. The property is set to `none` where it is written, as usvg
/// does (an element that inherits a fill from there inherits `none`). Patterns are checked for
/// `fill`, then for `stroke`. Longer cycles are cut while converting, where they close.
///
/// The walk visits each element's content once per reference into it, under a budget of steps:
/// past it, what is left is cut while converting too.
struct RecursiveReferences {
    /// The most elements visited, for the whole document.
    static let budget = 4_000_000

    /// The kinds checked, each with the property that refers to one (`fill` and `stroke` each
    /// on their own, as usvg checks them).
    static let kinds: [(element: String, property: String)] = [
        ("pattern", "fill"), ("pattern", "stroke"), ("clipPath", "clip-path"), ("mask", "mask"),
    ]

    /// Breaks the cycles of `root`'s document; `warn` is told of each reference dropped.
    /// Returns the steps spent (at most `budget` and one walk of the document).
    @discardableResult
    static func breakCycles(root: Element, ids: [String: Element], warn: (Element, String) -> Void) -> Int {
        var steps = 0
        var holders: [String: [Element]] = [:]
        root.forEachDescendant { e in
            if e.isSVG, kinds.contains(where: { $0.element == e.name }) { holders[e.name, default: []].append(e) }
        }
        for (kind, property) in kinds {
            func target(_ e: Element) -> Element? {
                guard let raw = e[property], let id = Converter.funcIRI(raw) else { return nil }
                return ids[id]
            }
            func drop(_ e: Element, holder: Element, through other: Element?) {
                let via = other.map { " leads back to #\($0.id ?? "?") (\($0.position)), which" } ?? ""
                warn(e, "its \(property) \(e[property] ?? "") is ignored: \(kind) #\(holder.id ?? "?") "
                     + "(\(holder.position))\(via) holds this element (a reference cycle)")
                e.set(property, "none")
            }
            for holder in holders[kind] ?? [] {
                // Each walk is at most the document: checked before each, the budget holds within one.
                guard steps < budget else { return steps }
                var content: [Element] = []
                holder.forEachDescendant { content.append($0) }
                steps += content.count
                for d in content {
                    guard steps < budget else { return steps }
                    guard let linked = target(d) else { continue }
                    if linked === holder {
                        drop(d, holder: holder, through: nil)
                        continue
                    }
                    linked.forEachDescendant { d2 in
                        steps += 1
                        if target(d2) === holder { drop(d2, holder: holder, through: linked) }
                    }
                }
            }
        }
        return steps
    }
}
