/// A CSS selector of the kinds SVG files use: type, universal, `#id`, `.class`,
/// attribute (`[a]`, `[a=v]`, `[a~=v]`, `[a|=v]`, `[a^=v]`, `[a$=v]`, `[a*=v]`),
/// `:first-child`, `:last-child`, `:only-child`, and the combinators descendant, child
/// (`>`), adjacent (`+`) and general sibling (`~`).
struct Selector {
    enum Combinator { case descendant, child, adjacent, sibling }

    enum Condition {
        case id(String)
        case className(String)
        case attribute(String, op: String?, value: String)
        case firstChild
        case lastChild
        case onlyChild
    }

    struct Compound {
        /// nil for `*` or none written.
        var type: String?
        var conditions: [Condition] = []
    }

    /// The compounds, left to right; `combinators[i]` joins `compounds[i]` and `compounds[i+1]`.
    var compounds: [Compound]
    var combinators: [Combinator]

    /// (ids, classes + attributes + pseudo-classes, types), compared in that order.
    var specificity: (Int, Int, Int) {
        var s = (0, 0, 0)
        for c in compounds {
            if c.type != nil { s.2 += 1 }
            for condition in c.conditions {
                if case .id = condition { s.0 += 1 } else { s.1 += 1 }
            }
        }
        return s
    }

    /// Whether `element` matches (one match; `SelectorMatcher` counts and remembers across calls).
    func matches(_ element: Element) -> Bool {
        var matcher = SelectorMatcher()
        return matcher.matches(self, element)
    }

    static func matches(_ c: Compound, _ e: Element) -> Bool {
        if let type = c.type, type != e.name { return false }
        for condition in c.conditions {
            switch condition {
            case .id(let id):
                if e.id != id { return false }
            case .className(let name):
                guard e.hasClass(name) else { return false }
            case .attribute(let name, let op, let value):
                guard let actual = e[name] else { return false }
                switch op {
                case nil: break
                case "=": if actual != value { return false }
                case "~=": if !actual.split(separator: " ").contains(where: { $0 == value }) { return false }
                case "|=": if !(actual == value || actual.hasPrefix(value + "-")) { return false }
                case "^=": if value.isEmpty || !actual.hasPrefix(value) { return false }
                case "$=": if value.isEmpty || !actual.hasSuffix(value) { return false }
                case "*=": if value.isEmpty || !actual.contains(value) { return false }
                default: return false
                }
            case .firstChild:
                guard let parent = e.parent, parent.childElements.first === e else { return false }
            case .lastChild:
                guard let parent = e.parent, parent.childElements.last === e else { return false }
            case .onlyChild:
                guard let parent = e.parent, parent.childElements.count == 1 else { return false }
            }
        }
        return true
    }
}
