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
/// `@media` rules (nested ones too, as CSS Conditional 3 allows) hold rules that count when
/// their queries match `appearance` (`MediaQueryList`), in their place in the order; other
/// at-rules (`@import`, `@font-face`) and rules with selectors we do not support are
/// skipped, as a browser skips what it does not understand.
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

    /// Something in a style sheet that does not count although a browser's might: a media
    /// query we do not evaluate, `@media` nested too deep.
    struct Warning {
        /// Where, in the file (or in the user's style sheet when `inUserStyleSheet`).
        var position: XMLPosition
        var message: String
        var inUserStyleSheet = false
    }

    var rules: [Rule] = []
    /// The appearance `@media` queries are evaluated in.
    let appearance: Appearance
    /// In the order found, at most `maxWarnings`, then one that counts the rest.
    private(set) var warnings: [Warning] = []
    private var warningsLeftOut = 0

    /// How deep `@media` rules may nest; a deeper one is left out with its rules, and a warning.
    static let maxMediaNesting = 32
    /// How many warnings one document's style sheets report before they are only counted.
    static let maxWarnings = 20

    init(appearance: Appearance = .light) {
        self.appearance = appearance
    }

    /// Parses CSS text and appends its rules; `source` says where the text is, for warnings
    /// (nil: none are reported).
    mutating func add(_ css: String, source: CSSSource? = nil) {
        let text = UncommentedCSS(css)
        var s = CSSScanner(text.text)
        addRules(&s, nesting: 0, counts: true, WarningSite(source: source, text: text))
    }

    /// Appends the rules of a `<style>` element when its `media` attribute matches the appearance
    /// (as an `@media` rule's would), with warnings at its line and column.
    mutating func add(styleElement e: Element) {
        if let media = e["media"] {
            let attributePosition = e.attributes.first { $0.name == "media" }?.position ?? e.position
            let text = Array(StyleSheet.stripComments(media).utf8)
            let (list, problems) = MediaQueryParser.parseList(text[...], offset: 0)
            for problem in problems {
                warn(Warning(position: attributePosition, message: "in the media attribute: " + problem.message))
            }
            guard list.matches(appearance) else { return }
        }
        let source = CSSSource(element: e)
        add(source.text, source: source)
    }

    /// Where a sheet's warnings are: its source, and where its text was before comments went.
    private struct WarningSite {
        let source: CSSSource?
        let text: UncommentedCSS

        func warning(at offset: Int, _ message: String) -> Warning? {
            guard let source else { return nil }
            let position = source.position(ofByte: text.originalOffset(offset))
            return Warning(position: position, message: message, inUserStyleSheet: source.isStandalone)
        }
    }

    /// Keeps `warning` (found only while fewer than `maxWarnings` are kept: finding a position
    /// walks the text) or counts it.
    private mutating func warn(_ warning: @autoclosure () -> Warning?) {
        guard warnings.count < StyleSheet.maxWarnings else {
            warningsLeftOut += 1
            return
        }
        if let warning = warning() { warnings.append(warning) }
    }

    /// The warnings, and one that counts those left out.
    var allWarnings: [Warning] {
        guard warningsLeftOut > 0, let last = warnings.last else { return warnings }
        return warnings + [Warning(position: last.position, message: "\(warningsLeftOut) more style sheet "
            + "warning\(warningsLeftOut == 1 ? "" : "s") (only the first \(StyleSheet.maxWarnings) are listed)",
            inUserStyleSheet: last.inUserStyleSheet)]
    }

    /// Reads rules and at-rules up to the end, or in an `@media` block (`nesting` > 0) up to its
    /// `}` (consumed). Their rules are kept when `counts`; queries are read all the same, so
    /// that what we do not evaluate is reported wherever it is.
    private mutating func addRules(_ s: inout CSSScanner, nesting: Int, counts: Bool, _ site: WarningSite) {
        while true {
            s.skipSpaces()
            guard let b = s.peek() else { return }
            if b == 0x7D, nesting > 0 {  // } ends the block
                s.index += 1
                return
            }
            if b == 0x40 {  // @rule
                let start = s.index
                s.index += 1
                guard s.readIdent().lowercased() == "media" else {
                    s.index = start
                    s.skipAtRule(inBlock: nesting > 0)
                    continue
                }
                let preludeStart = s.index
                s.skipUntil { $0 == 0x7B || $0 == 0x3B || ($0 == 0x7D && nesting > 0) }
                let preludeEnd = s.index
                guard s.skip(0x7B) else {
                    // `@media …;` or `@media …}`: no block, no rules.
                    _ = s.skip(0x3B)
                    continue
                }
                guard nesting < StyleSheet.maxMediaNesting else {
                    warn(site.warning(at: start, "@media nested deeper than \(StyleSheet.maxMediaNesting) levels: "
                                      + "its rules are left out"))
                    _ = s.readBlockBody()
                    continue
                }
                let (list, problems) = MediaQueryParser.parseList(s.bytes[preludeStart..<preludeEnd],
                                                                  offset: preludeStart)
                for problem in problems { warn(site.warning(at: problem.offset, problem.message)) }
                addRules(&s, nesting: nesting + 1, counts: counts && list.matches(appearance), site)
                continue
            }
            // A rule. Inside a block, its selector stops at the block's `}` (a rule without one).
            let preludeStart = s.index
            if nesting > 0 {
                s.skipUntil { $0 == 0x7B || $0 == 0x7D }
            } else {
                s.skipUntil { $0 == 0x7B }
            }
            let prelude = String(decoding: s.bytes[preludeStart..<s.index], as: UTF8.self)
            guard s.skip(0x7B) else { continue }
            let body = s.readBlockBody()
            guard counts else { continue }
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

    /// Past an at-rule: its block, or up to its `;` (inside a block, up to its `}`, left).
    mutating func skipAtRule(inBlock: Bool = false) {
        while let b = peek() {
            if inBlock && b == 0x7D { return }
            index += 1
            if b == 0x3B { return }
            if b == 0x7B { _ = readBlockBody(); return }
        }
    }

    /// Moves to the first byte `stop` accepts, or to the end.
    mutating func skipUntil(_ stop: (UInt8) -> Bool) {
        while let b = peek(), !stop(b) { index += 1 }
    }

    /// An identifier's letters, digits, `-` and `_` (an at-rule's name).
    mutating func readIdent() -> String {
        let start = index
        while let b = peek(), (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39)
            || b == 0x2D || b == 0x5F || b >= 0x80 {
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }
}
