@testable import CtlSVG
import Testing

/// Selector matching is linear in the document: `SelectorMatcher` counts the compounds it tests,
/// and its answers are those of the plain right-to-left backtracking matcher it replaced.
@Suite struct SelectorMatchingCostTests {
    func parse(_ text: String) throws -> Element {
        try XMLReader.parse(Array(text.utf8))
    }

    /// `depth` nested `g`s around a `rect`, in the SVG namespace.
    func nested(depth: Int) throws -> Element {
        try parse("<svg xmlns='http://www.w3.org/2000/svg'>" + String(repeating: "<g>", count: depth)
                  + "<rect/>" + String(repeating: "</g>", count: depth) + "</svg>")
    }

    /// The innermost element of a document (the `rect` of `nested`).
    func innermost(_ root: Element) -> Element {
        var e = root
        while let child = e.childElements.first { e = child }
        return e
    }

    @Test func aSelectorThatCannotMatchIsLinearNotExponential() throws {
        // 16 compounds (`nope`, 14 `g` and `rect`), 16 levels deep under an `svg`, where no
        // `nope` ancestor exists: the backtracking matcher tried each way to place the `g`s
        // among the ancestors before failing (tens of thousands of tests here, billions at 30).
        let root = try nested(depth: 16)
        let selector = try #require(SelectorParser.parse("nope " + Array(repeating: "g", count: 14).joined(separator: " ")
                                                         + " rect"))
        #expect(selector.compounds.count == 16)
        var matcher = SelectorMatcher()
        let matched = matcher.matches(selector, innermost(root))
        #expect(!matched)
        // Each (element, compound) pair at most once: 18 ancestors-or-self × 16 compounds.
        #expect(matcher.compoundTests <= 18 * 16)
    }

    @Test func theCostGrowsLinearlyWithDepth() throws {
        // Doubling the depth (and the compounds with it) at most quadruples the tests (elements ×
        // compounds); exponential matching would square them and more.
        func tests(_ depth: Int) throws -> Int {
            let root = try nested(depth: depth)
            let text = "nope " + Array(repeating: "g", count: depth - 2).joined(separator: " ") + " rect"
            let selector = try #require(SelectorParser.parse(text))
            var matcher = SelectorMatcher()
            let matched = matcher.matches(selector, innermost(root))
            #expect(!matched)
            return matcher.compoundTests
        }
        let (small, large) = (try tests(8), try tests(16))
        #expect(small > 0)
        #expect(large <= 4 * small + 16)
    }

    @Test func theCascadeOverADeepDocumentStaysLinear() throws {
        // The hostile document: `g g … g rect` (29 `g`s, 30 compounds) over 28 nested `g`s
        // (30 levels with the `svg` and the `rect`), where it cannot match.
        let root = try nested(depth: 28)
        var sheet = StyleSheet()
        sheet.add(Array(repeating: "g", count: 29).joined(separator: " ") + " rect { fill: red }")
        let cost = sheet.apply(to: root)
        #expect(innermost(root)["fill"] == nil)
        // Only the rect is offered the rule (it is filed under its type); at most its 30
        // ancestors-or-self × 30 compounds are tested.
        #expect(cost.ruleTries == 1)
        #expect(cost.compoundTests <= 30 * 30)
        // One `g` fewer in the selector and it matches.
        var matching = StyleSheet()
        matching.add(Array(repeating: "g", count: 28).joined(separator: " ") + " rect { fill: red }")
        matching.apply(to: root)
        #expect(innermost(root)["fill"] == "red")
    }

    /// The plain matcher this replaced: right to left, trying every ancestor and sibling.
    static func naive(_ s: Selector, _ e: Element, _ i: Int) -> Bool {
        guard Selector.matches(s.compounds[i], e) else { return false }
        if i == 0 { return true }
        switch s.combinators[i - 1] {
        case .child:
            return e.parent.map { naive(s, $0, i - 1) } ?? false
        case .descendant:
            var a = e.parent
            while let x = a {
                if naive(s, x, i - 1) { return true }
                a = x.parent
            }
            return false
        case .adjacent:
            return e.previousSiblingElement.map { naive(s, $0, i - 1) } ?? false
        case .sibling:
            var p = e.previousSiblingElement
            while let x = p {
                if naive(s, x, i - 1) { return true }
                p = x.previousSiblingElement
            }
            return false
        }
    }

    @Test func everyCombinatorKeepsItsMeaning() throws {
        // Random small trees of a, b, c (some with class x), and random selectors of up to five
        // compounds joined by every combinator: the memoised matcher agrees with the plain one
        // on every element.
        var rng = SplitMix(seed: 35)
        let names = ["a", "b", "c"]
        let combinators = [" ", " > ", " + ", " ~ "]
        var checked = 0
        for _ in 0..<40 {
            var text = "<svg xmlns='http://www.w3.org/2000/svg'>"
            var open = 0
            for _ in 0..<40 {
                let r = rng.next() % 4
                if r == 0 && open > 0 {
                    text += "</g>"
                    open -= 1
                } else if r == 1 {
                    text += "<g class='\(rng.next() % 2 == 0 ? "x" : "y")'>"
                    open += 1
                } else {
                    let name = names[Int(rng.next() % 3)]
                    text += rng.next() % 3 == 0 ? "<\(name) class='x'/>" : "<\(name)/>"
                }
            }
            text += String(repeating: "</g>", count: open) + "</svg>"
            let root = try parse(text)
            var elements: [Element] = []
            root.forEachDescendant { elements.append($0) }
            for _ in 0..<30 {
                let count = 1 + Int(rng.next() % 5)
                var selector = ""
                for k in 0..<count {
                    if k > 0 { selector += combinators[Int(rng.next() % 4)] }
                    let pick = rng.next() % 5
                    selector += pick < 3 ? names[Int(pick)] : pick == 3 ? "g" : "*"
                    if rng.next() % 4 == 0 { selector += ".x" }
                    if rng.next() % 6 == 0 { selector += ":first-child" }
                }
                let s = try #require(SelectorParser.parse(selector), "\(selector)")
                var matcher = SelectorMatcher()
                for e in elements {
                    let expected = Self.naive(s, e, s.compounds.count - 1)
                    let matched = matcher.matches(s, e)
                    #expect(matched == expected, "\(selector) on <\(e.name)> at \(e.position)")
                    if expected { checked += 1 }
                }
            }
        }
        #expect(checked > 100)  // the comparison saw matches, not only failures
    }

    @Test func aSelectorOfTooManyCompoundsIsSkipped() {
        let limit = SelectorParser.maxCompounds
        #expect(SelectorParser.parse(Array(repeating: "g", count: limit).joined(separator: " ")) != nil)
        #expect(SelectorParser.parse(Array(repeating: "g", count: limit + 1).joined(separator: " ")) == nil)
    }
}

/// A small deterministic generator (SplitMix64).
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
