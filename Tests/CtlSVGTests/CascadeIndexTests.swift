@testable import CtlSVG
import Testing

/// The cascade files rules by id, class and type (`RuleIndex`): each element tries only the
/// rules that can match it, and the result is the one of trying every rule in cascade order.
@Suite struct CascadeIndexTests {
    func parse(_ text: String) throws -> Element {
        try XMLReader.parse(Array(text.utf8))
    }

    @Test func idRulesAreTriedOnlyByTheirElement() throws {
        // 2000 id rules over 500 elements: each element tries its own rule, not all 2000.
        let rules = (0..<2000).map { "#e\($0) { fill: blue }" }.joined(separator: "\n")
        let rects = (0..<500).map { "<rect id='e\($0 * 4)'/>" }.joined()
        let root = try parse("<svg xmlns='http://www.w3.org/2000/svg'>\(rects)</svg>")
        var sheet = StyleSheet()
        sheet.add(rules)
        let cost = sheet.apply(to: root)
        #expect(cost.ruleTries == 500)
        #expect(root.childElements.allSatisfy { $0["fill"] == "blue" })
    }

    @Test func classAndTypeRulesAreTriedOnlyWhereTheyCanMatch() throws {
        // 1000 class rules and 1000 type rules; each element has two classes and a type that
        // one rule of each names: 3 tries per element (one id-less, class-less `svg`: 0).
        let rules = (0..<1000).map { ".c\($0) { opacity: 0.5 } t\($0) { fill: blue }" }.joined(separator: "\n")
        let elements = (0..<300).map { "<t\($0) class='c\($0) c\($0 + 1) c\($0)'/>" }.joined()
        let root = try parse("<svg xmlns='http://www.w3.org/2000/svg'>\(elements)</svg>")
        var sheet = StyleSheet()
        sheet.add(rules)
        let cost = sheet.apply(to: root)
        #expect(cost.ruleTries == 300 * 3)
        #expect(root.childElements.allSatisfy { $0["fill"] == "blue" && $0["opacity"] == "0.5" })
    }

    /// The cascade as it was: every rule in order of specificity then appearance, tried on every element.
    static func naiveCascade(_ css: String, _ root: Element) {
        var sheet = StyleSheet()
        sheet.add(css)
        let ordered = sheet.rules.sorted { a, b in
            let (sa, sb) = (a.selector.specificity, b.selector.specificity)
            return sa != sb ? sa < sb : a.order < b.order
        }
        root.forEachDescendant { e in
            for rule in ordered where SelectorMatchingCostTests.naive(rule.selector, e, rule.selector.compounds.count - 1) {
                for d in rule.declarations { e.set(d.name, d.value) }
            }
        }
    }

    @Test func specificityAndSourceOrderAreKept() throws {
        // Random rules of every kind that compete for the same property, over random documents:
        // the indexed cascade leaves every element as trying every rule in order would.
        var rng = SplitMix(seed: 36)
        let subjects = ["rect", "circle", "*", ".a", ".b", "#i1", "#i2", "rect.a", "g > rect", "g .b", "[x]",
                        "rect:first-child", "circle + rect", "g ~ .a", "#i1.a", "*.b"]
        for round in 0..<30 {
            var css = ""
            for k in 0..<12 {
                css += "\(subjects[Int(rng.next() % UInt64(subjects.count))]) { fill: v\(k); stroke: s\(round)-\(k) }\n"
            }
            var body = ""
            for k in 0..<20 {
                let name = rng.next() % 2 == 0 ? "rect" : "circle"
                let cls = ["", " class='a'", " class='b'", " class='a b'"][Int(rng.next() % 4)]
                let id = rng.next() % 5 == 0 ? " id='i\(1 + rng.next() % 2)'" : ""
                let x = rng.next() % 4 == 0 ? " x='1'" : ""
                body += rng.next() % 4 == 0 ? "<g class='b'><\(name)\(cls)\(id)\(x)/></g>" : "<\(name)\(cls)\(id)\(x)/>"
                if k % 7 == 6 { body = "<g>\(body)</g>" }
            }
            let text = "<svg xmlns='http://www.w3.org/2000/svg'>\(body)</svg>"
            let (indexed, naive) = (try parse(text), try parse(text))
            var sheet = StyleSheet()
            sheet.add(css)
            sheet.apply(to: indexed)
            Self.naiveCascade(css, naive)
            var a: [[String]] = [], b: [[String]] = []
            indexed.forEachDescendant { e in a.append([e.name, e["fill"] ?? "-", e["stroke"] ?? "-"]) }
            naive.forEachDescendant { e in b.append([e.name, e["fill"] ?? "-", e["stroke"] ?? "-"]) }
            #expect(a == b, "\(css)\n\(text)")
        }
    }
}
