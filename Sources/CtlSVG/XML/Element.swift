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
    /// In document order; the CSS cascade (`StyleSheet.apply`) rewrites them in place.
    var attributes: [Attribute]
    var children: [Node] = []
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
        attributes.first { $0.name == name }?.value
    }

    /// Sets (or adds) an attribute.
    func set(_ name: String, _ value: String, position: XMLPosition? = nil) {
        if let i = attributes.firstIndex(where: { $0.name == name }) {
            attributes[i].value = value
        } else {
            attributes.append(Attribute(name: name, value: value, position: position ?? self.position))
        }
    }

    /// The child elements, in order.
    var childElements: [Element] {
        children.compactMap { if case .element(let e) = $0 { return e } else { return nil } }
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
