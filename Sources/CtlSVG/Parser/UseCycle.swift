/// A `use` whose referenced element is one of its shadow-including ancestors: SVG 2 calls it an
/// invalid circular reference and the `use` in error, and browsers and resvg draw nothing for
/// it while drawing the rest. The ancestors are the elements being converted around it (the
/// converter walks the instance tree: each `use` converts its target under itself), so the
/// cycle is found where it closes, in each instance: a `use` of a group that holds a cycle still
/// draws the group, up to the `use` that closes it.
struct UseCycle {
    /// The most references a description names before it is shortened.
    static let namedHops = 8

    /// The elements from the referenced one down to the `use` that refers to it, each converted
    /// inside the one before it (as a child, as a `use`'s target, or as a paint server's or
    /// mask's content).
    let chain: [Element]
    let reference: (Element) -> Element?

    /// "`use` cycle: it refers to #g1 (5:5), which contains it", naming the `use`s between.
    var description: String {
        let head = "`use` cycle: "
        guard let start = chain.first, let use = chain.last, start !== use else { return head + "it refers to itself" }
        var text = head + "it refers to " + UseCycle.name(start)
        var referred = start, told = 0, untold = 0
        var contained = true  // whether each step since `referred` went to a child
        for (node, next) in zip(chain.dropLast(), chain.dropFirst()) {
            if node.isSVG, node.name == "use", reference(node) === next {
                if told < UseCycle.namedHops {
                    let via = node === referred ? "which" : "whose `use` at \(node.position)"
                    text += next === use ? ", \(via) refers back to it" : ", \(via) refers to \(UseCycle.name(next))"
                    told += 1
                } else {
                    untold += 1
                }
                referred = next
                contained = true
            } else if next.parent !== node {
                contained = false
            }
        }
        let end = contained ? "contains it" : "leads back to it"
        if untold > 0 {
            text += ", and on through \(untold) more references " + (referred === use ? "back to it" : "to one that \(end)")
        } else if referred !== use {
            text += ", which \(end)"
        }
        return text
    }

    private static func name(_ e: Element) -> String {
        "#\(e.id ?? "?") (\(e.position))"
    }
}
