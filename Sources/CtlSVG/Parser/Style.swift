/// The computed style of one element: every property's specified value after the
/// cascade and inheritance, plus the font size resolved to user units (for `em`).
///
/// Inherited properties come down from the parent's style; the rest come from the
/// element alone (or from the parent, where the element says `inherit`). A `use`
/// passes its own style down to the content it instantiates, as SVG says.
struct Style {
    /// Property name → value as written (trimmed), for this element.
    private(set) var values: [String: String] = [:]
    /// `font-size` in user units. Default: 12 (resvg's and the suite's default).
    private(set) var fontSize: Double = 12

    static let root = Style()

    /// The style of `element` as a child of `parent`.
    init(of element: Element, parent: Style) {
        for (name, value) in parent.values where Style.inherited.contains(name) {
            values[name] = value
        }
        fontSize = parent.fontSize
        for attribute in element.attributes where Style.properties.contains(attribute.name) {
            let value = attribute.value.trimmingSpaces
            if value == "inherit" {
                values[attribute.name] = parent.values[attribute.name]
            } else {
                values[attribute.name] = value
            }
        }
        if element["font-size"] != nil, let raw = values["font-size"] {
            fontSize = Style.resolveFontSize(raw, parent: parent.fontSize)
        }
    }

    private init() {}

    subscript(_ name: String) -> String? { values[name] }

    private static func resolveFontSize(_ raw: String, parent: Double) -> Double {
        // The keywords are steps of CSS's suggested factor 1.2 from the parent's size (medium is
        // the parent's), as resvg resolves them, not CSS's fixed table from 16 px.
        let steps: [String: Int] = [
            "xx-small": -3, "x-small": -2, "small": -1, "medium": 0, "large": 1, "x-large": 2, "xx-large": 3,
            "smaller": -1, "larger": 1,
        ]
        if let step = steps[raw] {
            var factor = 1.0
            for _ in 0..<abs(step) { factor *= 1.2 }
            return step < 0 ? parent / factor : parent * factor
        }
        guard let l = Length(parsing: raw), l.value >= 0 else { return parent }
        switch l.unit {
        case .em: return l.value * parent
        case .ex: return l.value * parent / 2
        case .percent: return l.value * parent / 100
        default: return l.absoluteValue ?? parent
        }
    }

    /// The properties that inherit (SVG 1.1 §N, CSS): fill and stroke, fonts and text,
    /// markers, visibility, colours and rules.
    static let inherited: Set<String> = [
        "clip-rule", "color", "color-interpolation", "color-interpolation-filters", "color-rendering", "cursor",
        "direction", "dominant-baseline", "fill", "fill-opacity", "fill-rule", "font", "font-family",
        "font-feature-settings", "font-variation-settings", "font-kerning", "font-size", "font-size-adjust", "font-stretch", "font-style",
        "font-synthesis", "font-variant", "font-variant-caps", "font-variant-east-asian", "font-variant-ligatures",
        "font-variant-numeric", "font-variant-position", "font-weight", "glyph-orientation-horizontal",
        "glyph-orientation-vertical", "image-rendering", "letter-spacing", "marker-start", "marker-mid",
        "marker-end", "paint-order", "pointer-events", "shape-rendering", "stroke", "stroke-dasharray",
        "stroke-dashoffset", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit", "stroke-opacity",
        "stroke-width", "text-anchor", "text-rendering", "visibility", "white-space", "word-spacing",
        "writing-mode", "text-orientation", "line-height", "text-decoration-fill", "text-decoration-stroke",
        "baseline-shift-inherited", "xml:space",
    ]

    /// Every property (inherited or not) that is read through `Style`.
    static let properties: Set<String> = inherited.union([
        "alignment-baseline", "baseline-shift", "clip", "clip-path", "display", "enable-background", "filter",
        "flood-color", "flood-opacity", "isolation", "lighting-color", "mask", "mask-type", "mix-blend-mode",
        "opacity", "overflow", "stop-color", "stop-opacity", "text-decoration", "transform-origin",
        "unicode-bidi", "transform-box", "background-color",
    ])
}

extension String {
    /// Without leading and trailing ASCII white space.
    var trimmingSpaces: String {
        let u = Array(utf8)
        var a = 0, b = u.count
        while a < b, ValueScanner.isSpace(u[a]) { a += 1 }
        while b > a, ValueScanner.isSpace(u[b - 1]) { b -= 1 }
        if a == 0 && b == u.count { return self }
        return String(decoding: u[a..<b], as: UTF8.self)
    }
}
