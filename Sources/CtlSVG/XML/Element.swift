/// The document as XML left it: elements with their attributes, text and positions.
///
/// Only elements in the SVG namespace keep their local name as `name`; an element of
/// another namespace keeps its namespace so that the converter can leave it (and what
/// it holds) out, as browsers do. Attributes are stored by their qualified name as SVG
/// reads them: `href`, `xlink:href`, `xml:space`, plain names for the rest.
final class Element {
    /// The local name (`rect`, `linearGradient`).
    let name: String
    /// The namespace URI, or nil for none.
    let namespace: String?
    /// In document order; the CSS cascade (`StyleSheet.apply`) rewrites them in place
    /// (through `set` and `removeAttributes`, which keep `attributeIndex` in step).
    private(set) var attributes: [Attribute]
    /// Each attribute's index in `attributes` by name, for an element of many attributes
    /// (built on the first lookup past `linearLookupCount`), so that a lookup costs the same
    /// however many there are: 100 000 attributes on one element were quadratic before.
    private var attributeIndex: [String: Int]?
    /// Up to this many attributes, a scan is cheaper than hashing.
    static let linearLookupCount = 16
    /// Text and elements, in document order (append with `append(_:)`).
    private(set) var children: [Node] = []
    /// The child elements, in order.
    private(set) var childElements: [Element] = []
    /// Where this element is in its parent's `childElements` (0 for the root).
    private(set) var indexInParent = 0
    let position: XMLPosition
    weak var parent: Element?
    /// The prefix the tag was written with (`s` in `<s:rect>`), for matching the end tag.
    var prefix: String?

    /// The name as written in the tag.
    var qualifiedName: String { prefix.map { $0 + ":" + name } ?? name }

    init(name: String, namespace: String?, attributes: [Attribute], position: XMLPosition) {
        self.name = name
        self.namespace = namespace
        self.attributes = attributes
        self.position = position
    }

    /// Whether the element is in the SVG namespace.
    var isSVG: Bool { namespace == XMLNamespace.svg }

    /// The value of the attribute named `name`, if present.
    subscript(_ name: String) -> String? {
        attributeSlot(name).map { attributes[$0].value }
    }

    /// Names compared (or hashed) by lookups so far: what reading attributes has cost.
    private(set) var namesCompared = 0

    /// Where the attribute named `name` is in `attributes`.
    private func attributeSlot(_ name: String) -> Int? {
        if attributes.count <= Element.linearLookupCount {
            let slot = attributes.firstIndex { $0.name == name }
            namesCompared += slot.map { $0 + 1 } ?? attributes.count
            return slot
        }
        namesCompared += 1
        if attributeIndex == nil {
            var index: [String: Int] = [:]
            index.reserveCapacity(attributes.count)
            // The first of a name wins, as the scan would find it.
            for (i, a) in attributes.enumerated() where index[a.name] == nil { index[a.name] = i }
            attributeIndex = index
        }
        return attributeIndex?[name]
    }

    /// The names in the `class` attribute, read once (a selector tests them once per rule).
    private var classNameSet: Set<Substring>?

    /// Whether the `class` attribute lists `name` (names separated by white space).
    func hasClass(_ name: String) -> Bool {
        if classNameSet == nil { classNameSet = Set(Element.classNames(self["class"] ?? "")) }
        return classNameSet?.contains(Substring(name)) ?? false
    }

    /// The names in a `class` attribute's value.
    static func classNames(_ value: String) -> [Substring] {
        value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
    }

    /// Sets (or adds) an attribute.
    func set(_ name: String, _ value: String, position: XMLPosition? = nil) {
        if name == "class" { classNameSet = nil }
        if let i = attributeSlot(name) {
            attributes[i].value = value
        } else {
            attributes.append(Attribute(name: name, value: value, position: position ?? self.position))
            attributeIndex?[name] = attributes.count - 1
        }
    }

    /// Removes the attributes whose names are in `names`.
    func removeAttributes(named names: Set<String>) {
        guard attributes.contains(where: { names.contains($0.name) }) else { return }
        attributes.removeAll { names.contains($0.name) }
        attributeIndex = nil
        classNameSet = nil
    }

    /// Appends text or an element (whose `parent` it sets) to the children.
    func append(_ node: Node) {
        if case .element(let child) = node {
            child.parent = self
            child.indexInParent = childElements.count
            childElements.append(child)
        }
        children.append(node)
    }

    /// The element child before this one, if any.
    var previousSiblingElement: Element? {
        guard let parent, indexInParent > 0 else { return nil }
        return parent.childElements[indexInParent - 1]
    }

    /// The element's `id`, if any.
    var id: String? { self["id"] }

    /// All text below this element, concatenated (for `style` sheets).
    var textContent: String {
        var out = ""
        for child in children {
            switch child {
            case .text(let text, _): out += text
            case .element(let e): out += e.textContent
            }
        }
        return out
    }

    /// Calls `body` on this element and every element below it, in document order.
    func forEachDescendant(_ body: (Element) -> Void) {
        var stack: [Element] = [self]
        while let e = stack.popLast() {
            body(e)
            stack.append(contentsOf: e.childElements.reversed())
        }
    }
}

/// A child of an element.
enum Node {
    case element(Element)
    /// Character data (text and CDATA, references expanded), with where it starts.
    case text(String, XMLPosition)
}

/// One attribute of an element.
struct Attribute {
    var name: String
    var value: String
    var position: XMLPosition
}

/// The namespace URIs SVG cares about.
enum XMLNamespace {
    static let svg = "http://www.w3.org/2000/svg"
    static let xlink = "http://www.w3.org/1999/xlink"
    static let xml = "http://www.w3.org/XML/1998/namespace"
    static let xmlns = "http://www.w3.org/2000/xmlns/"
}
