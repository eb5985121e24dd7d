import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// CSS style sheets (`<style>` elements) and `style` attributes, applied to the DOM.
///
/// The cascade, from lowest to highest: presentation attributes (the attributes as
/// written), rules of the style sheets in order of specificity and then of appearance,
/// the `style` attribute, then `!important` declarations of the sheets and of the
/// `style` attribute. The winner of each property is written back as the element's
/// attribute, so everything after this reads one value per property.
/// At-rules (`@media`, `@import`, `@font-face`) and rules with selectors we do not
/// support are skipped, as a browser skips what it does not understand.
struct StyleSheet {
    struct Declaration {
        var name: String
        var value: String
        var important: Bool
    }

    struct Rule {
        var selector: Selector
        var declarations: [Declaration]
        var order: Int
    }

    var rules: [Rule] = []

    /// Parses CSS text and appends its rules.
    mutating func add(_ css: String) {
        var s = CSSScanner(StyleSheet.stripComments(css))
        while true {
            s.skipSpaces()
            guard let b = s.peek() else { return }
            if b == 0x40 {  // @rule: skip its block or up to its `;`
                s.skipAtRule()
                continue
            }
            let prelude = s.readUntil(0x7B)  // {
            guard s.skip(0x7B) else { return }
            let body = s.readBlockBody()
            let declarations = StyleSheet.declarations(body)
            for part in prelude.split(separator: ",") {
                if let selector = SelectorParser.parse(String(part)) {
                    rules.append(Rule(selector: selector, declarations: declarations, order: rules.count))
                }
            }
        }
    }

    /// `name: value; …` (a `style` attribute or a rule's body).
    static func declarations(_ text: String) -> [Declaration] {
        var out: [Declaration] = []
        for item in stripComments(text).split(separator: ";") {
            guard let colon = item.firstIndex(of: ":") else { continue }
            let name = item[..<colon].trimmingWhitespaceAndNewlines().lowercased()
            var value = item[item.index(after: colon)...].trimmingWhitespaceAndNewlines()
            var important = false
            if let bang = lastRange(ofLowercase: "!important", inASCIICaseFolded: value) {
                important = true
                value = value[..<bang.lowerBound].trimmingWhitespaceAndNewlines()
            }
            guard !name.isEmpty, !value.isEmpty else { continue }
            out.append(Declaration(name: name, value: value, important: important))
        }
        return out
    }

    /// The last range of `text` that equals `needle` (lowercase ASCII) ignoring ASCII case, as
    /// CSS compares keywords.
    private static func lastRange(ofLowercase needle: String, inASCIICaseFolded text: String) -> Range<String.Index>? {
        let pattern = Array(needle.unicodeScalars)
        let scalars = text.unicodeScalars
        var start = scalars.endIndex
        while start > scalars.startIndex {
            start = scalars.index(before: start)
            var position = start
            var matched = 0
            while matched < pattern.count, position < scalars.endIndex,
                  asciiLowercased(scalars[position]) == pattern[matched] {
                position = scalars.index(after: position)
                matched += 1
            }
            if matched == pattern.count { return start..<position }
        }
        return nil
    }

    private static func asciiLowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32)! : scalar
    }

    static func stripComments(_ css: String) -> String {
        guard css.contains("/*") else { return css }
        var out = ""
        var rest = Substring(css)
        while let start = rest.firstRange(of: "/*") {
            out += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].firstRange(of: "*/") else { return out }
            rest = rest[end.upperBound...]
        }
        return out + rest
    }

    /// What a cascade cost: the work, counted (for tests that it stays linear).
    struct CascadeCost {
        /// Rules tried on an element (each one its index offered it).
        var ruleTries = 0
        /// Compounds of selectors tested against elements.
        var compoundTests = 0
    }

    /// Applies the cascade to `root` and every element below it.
    @discardableResult
    func apply(to root: Element) -> CascadeCost {
        let index = RuleIndex(rules)
        var matcher = SelectorMatcher()
        var cost = CascadeCost()
        root.forEachDescendant { element in
            // Not presentation attributes: only CSS sets them.
            element.removeAttributes(named: StyleSheet.cssOnly)
            var important: [Declaration] = []
            for i in index.candidates(for: element) {
                cost.ruleTries += 1
                let rule = index.ordered[i]
                guard matcher.matches(rule.selector, element) else { continue }
                for d in rule.declarations {
                    if d.important { important.append(d) } else { StyleSheet.set(d, on: element) }
                }
            }
            let inline = element["style"].map(StyleSheet.declarations) ?? []
            for d in inline where !d.important { StyleSheet.set(d, on: element) }
            for d in important { StyleSheet.set(d, on: element) }
            for d in inline where d.important { StyleSheet.set(d, on: element) }
        }
        cost.compoundTests = matcher.compoundTests
        return cost
    }

    private static func set(_ d: Declaration, on element: Element) {
        // `marker` is a shorthand for the three marker properties.
        if d.name == "marker" {
            for name in ["marker-start", "marker-mid", "marker-end"] { element.set(name, d.value) }
            return
        }
        // Only properties may be set from CSS, not the attributes that are geometry or ids.
        guard !StyleSheet.notProperties.contains(d.name) else { return }
        element.set(d.name, d.value)
    }

    /// Properties that have no presentation attribute (SVG 2, CSS Compositing).
    static let cssOnly: Set<String> = ["mix-blend-mode", "isolation"]

    private static let notProperties: Set<String> = [
        "id", "class", "style", "href", "xlink:href", "d", "x", "y", "width", "height", "r", "rx", "ry",
        "cx", "cy", "x1", "y1", "x2", "y2", "points", "viewBox", "preserveAspectRatio",
    ]
}

/// A cursor over CSS text.
struct CSSScanner {
    let bytes: [UInt8]
    var index = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skip(_ b: UInt8) -> Bool {
        guard peek() == b else { return false }
        index += 1
        return true
    }

    mutating func skipSpaces() { while let b = peek(), ValueScanner.isSpace(b) { index += 1 } }

    mutating func readUntil(_ stop: UInt8) -> String {
        let start = index
        while let b = peek(), b != stop { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// After `{`: the text up to the matching `}` (consumed).
    mutating func readBlockBody() -> String {
        let start = index
        var depth = 1
        while let b = peek() {
            index += 1
            if b == 0x7B { depth += 1 }
            if b == 0x7D {
                depth -= 1
                if depth == 0 { return String(decoding: bytes[start..<(index - 1)], as: UTF8.self) }
            }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    mutating func skipAtRule() {
        while let b = peek() {
            index += 1
            if b == 0x3B { return }
            if b == 0x7B { _ = readBlockBody(); return }
        }
    }
}
