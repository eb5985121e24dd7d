import CtlRaster
import CtlText
import CtlUnicode
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The element and computed style a span or a decoration is painted with; the converter
/// turns it into a fill and a stroke once the text's bounding box is known.
struct TextPaintSource {
    var element: Element
    var style: Style
}

/// Reads a `text` element into a `TextInput`: its text nodes (through `tspan`, `tref`,
/// `textPath` and `a`), white space as resvg treats it, the position lists of every element,
/// and each text node's style resolved to a span.
struct TextBuilder {
    let converter: Converter
    let database: FontDatabase

    /// One element on the way to text: the `text`, a `tspan`, … with its character range.
    struct Node {
        var element: Element
        var style: Style
        var parent: Int?
        var depth: Int
        var range: Range<Int> = 0..<0
        var flow: TextPathFlow?
        /// Not drawn (a `textPath` that refers to no path), though its text still takes part
        /// in white-space processing, as in resvg.
        var dropped = false
    }

    /// One text node's characters, styled by the element `node` holding it.
    struct Piece {
        var text: [Unicode.Scalar]
        var node: Int
        var depth: Int
        var preserve: Bool
        var dropped = false
    }

    private var nodes: [Node] = []
    private var pieces: [Piece] = []
    private var flows = 0

    init(converter: Converter, database: FontDatabase) {
        self.converter = converter
        self.database = database
    }

    /// The layout input for `text` with computed style `style`, or nil when it has no characters.
    mutating func build(_ text: Element, style: Style) -> TextInput<TextPaintSource>? {
        nodes = [Node(element: text, style: style, parent: nil, depth: 0)]
        pieces = []
        collect(0, insidePath: false)
        trimSpaces()
        pieces.removeAll(where: \.dropped)
        // Character ranges of every element, from its pieces.
        var count = 0
        var scalars: [Unicode.Scalar] = []
        var spans: [TextSpan<TextPaintSource>] = []
        var starts = [Int](repeating: Int.max, count: nodes.count)
        var ends = [Int](repeating: 0, count: nodes.count)
        for piece in pieces {
            let range = count..<(count + piece.text.count)
            scalars += piece.text
            count = range.upperBound
            var n: Int? = piece.node
            while let i = n {
                starts[i] = min(starts[i], range.lowerBound)
                ends[i] = max(ends[i], range.upperBound)
                n = nodes[i].parent
            }
            if !range.isEmpty, let span = span(for: piece.node, range: range) { spans.append(span) }
        }
        guard count > 0, !spans.isEmpty else { return nil }
        let limit = RenderLimits.current.pathSegments
        let outline = TextOutlineEstimate.segments(of: scalars, spans: spans, stoppingAbove: limit)
        guard outline <= limit else {
            let error = LimitExceeded(limit: .pathSegments, requested: outline, allowed: limit,
                                      what: "the glyph outlines of <text> (\(count) characters, estimated before "
                                          + "they are laid out)", isLowerBound: true)
            converter.refuse(SVGError(limit: error, at: text.position))
            return nil
        }
        for i in nodes.indices { nodes[i].range = starts[i] <= ends[i] ? starts[i]..<ends[i] : 0..<0 }

        var positions = [CharacterPosition](repeating: CharacterPosition(), count: count)
        var rotate = [Double](repeating: 0, count: count)
        for node in nodes where !node.range.isEmpty {
            let e = node.element
            func apply(_ name: String, _ axis: Converter.Axis, _ set: (inout CharacterPosition, Double) -> Void) {
                guard let raw = e[name], let list = ValueScanner.lengthList(raw) else { return }
                for (i, l) in list.prefix(node.range.count).enumerated() {
                    let v = converter.resolve(l, axis: axis, style: node.style)
                    if v.isFinite { set(&positions[node.range.lowerBound + i], v) }
                }
            }
            apply("x", .x) { $0.x = $1 }
            apply("y", .y) { $0.y = $1 }
            apply("dx", .x) { $0.dx = $1 }
            apply("dy", .y) { $0.dy = $1 }
            if let raw = e["rotate"], let list = ValueScanner.numberList(raw), let last = list.last {
                for i in 0..<node.range.count {
                    let v = i < list.count ? list[i] : last
                    rotate[node.range.lowerBound + i] = v.isFinite ? v : 0
                }
            }
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        var input = TextInput(text: String(view), positions: positions, rotate: rotate, spans: spans,
                              writingMode: Self.writingMode(style))
        (input.direction, input.embeddings) = bidi(count: count)
        return input
    }

    /// The base direction of the text's bidi paragraphs and the embeddings of its elements,
    /// from their `direction` and `unicode-bidi` (CSS Writing Modes 3 §2). The `text` element
    /// is the block that holds the paragraphs: its `direction` is their base direction, its
    /// `plaintext` takes that from their text, an override on it overrides all of its
    /// characters, and `embed` or `isolate` on it do nothing (as on any block). On the
    /// elements inside, each value is the control characters CSS puts around their content.
    private func bidi(count: Int) -> (ParagraphDirection, [BidiEmbedding]) {
        var embeddings: [BidiEmbedding] = []
        let rootRTL = nodes[0].style["direction"] == "rtl"
        var direction: ParagraphDirection = rootRTL ? .rtl : .ltr
        switch UnicodeBidi(nodes[0].style["unicode-bidi"]) {
        case .plaintext: direction = .auto
        case .bidiOverride, .isolateOverride:
            embeddings.append(BidiEmbedding(range: 0..<count, kind: .bidiOverride, isRightToLeft: rootRTL, depth: 0))
        case .normal, .embed, .isolate: break
        }
        for node in nodes.dropFirst() where !node.range.isEmpty {
            let kind = UnicodeBidi(node.style["unicode-bidi"])
            guard kind != .normal else { continue }
            embeddings.append(BidiEmbedding(range: node.range, kind: kind, isRightToLeft: node.style["direction"] == "rtl",
                                            depth: node.depth))
        }
        return (direction, embeddings)
    }

    /// Collects the pieces and elements below node `index`, in document order.
    private mutating func collect(_ index: Int, insidePath: Bool) {
        let element = nodes[index].element
        let style = nodes[index].style
        let preserve = style["xml:space"] == "preserve"
        for child in element.children {
            switch child {
            case .text(let text, _):
                pieces.append(Piece(text: Self.collapse(text, preserve: preserve), node: index,
                                    depth: nodes[index].depth, preserve: preserve, dropped: nodes[index].dropped))
            case .element(let e):
                guard e.isSVG, ["tspan", "tref", "textPath", "a"].contains(e.name) else { continue }
                let childStyle = Style(of: e, parent: style)
                if childStyle["display"] == "none" || !converter.passesConditions(e) { continue }
                var node = Node(element: e, style: childStyle, parent: index, depth: nodes[index].depth + 1)
                if e.name == "textPath" {
                    // A textPath inside another, or in a tspan, is not drawn (as in resvg).
                    guard !insidePath, nodes[index].element.name == "text" else { continue }
                    if let flow = flow(e, style: childStyle) { node.flow = flow } else { node.dropped = true }
                } else {
                    node.flow = nodes[index].flow
                }
                node.dropped = node.dropped || nodes[index].dropped
                nodes.append(node)
                let childIndex = nodes.count - 1
                if e.name == "tref" {
                    // tref copies the characters of another text element (not of any element).
                    guard let target = converter.reference(e), target.isSVG, ["text", "tspan", "tref", "textPath"].contains(target.name) else { continue }
                    let childPreserve = childStyle["xml:space"] == "preserve"
                    pieces.append(Piece(text: Self.collapse(target.textContent, preserve: childPreserve),
                                        node: childIndex, depth: node.depth, preserve: childPreserve, dropped: node.dropped))
                } else {
                    collect(childIndex, insidePath: insidePath || e.name == "textPath")
                }
            }
        }
    }

    /// The path a `textPath` follows (its `href`'s shape in the text's user space), or nil
    /// when it refers to nothing drawable.
    private mutating func flow(_ e: Element, style: Style) -> TextPathFlow? {
        var path: Path?
        // Arcs are cut into pieces as resvg cuts them: where a glyph lands on a piece depends on
        // how the piece is parametrized (`PathMeasure`).
        if let d = e["path"], let p = try? SVGPathParser.parse(d, arcPieces: PathMeasure.resvgArcPieces) {
            path = p
        } else if let target = converter.reference(e), target.isSVG, Converter.shapes.contains(target.name) {
            let targetStyle = Style(of: target, parent: style)
            path = converter.shapePath(target, style: targetStyle, arcPieces: PathMeasure.resvgArcPieces)
            if let t = target["transform"].flatMap(TransformParser.parse), let p = path {
                path = p.transformed(by: converter.aroundOrigin(t, of: target, unitBox: false))
            }
        }
        guard let path, !path.isEmpty else { return nil }
        var offset = 0.0
        if let raw = e["startOffset"], let l = Length(parsing: raw) {
            offset = l.unit == .percent ? PathMeasure(path).length * l.value / 100
                : converter.resolve(l, axis: .x, style: style)
        }
        flows += 1
        return TextPathFlow(id: flows, path: path, startOffset: offset.isFinite ? offset : 0,
                            accuracy: Self.pathAccuracy(for: e, converter: converter))
    }

    /// How closely (in user units) glyph positions on a `textPath` are measured: resvg's half a
    /// unit, divided by the scale of the text's transform to the document where that enlarges
    /// (its ancestors' `transform`s and the root's `viewBox`), so that the error stays under
    /// half a unit of the document.
    static func pathAccuracy(for textPath: Element, converter: Converter) -> Double {
        var t = Transform.identity
        var element = textPath.parent
        while let e = element {
            if e.isSVG, let raw = e["transform"], let own = TransformParser.parse(raw) {
                t = t.concatenating(converter.aroundOrigin(own, of: e, unitBox: false))
            }
            element = e.parent
        }
        t = t.concatenating(converter.rootTransform)
        let scale = ((t.a * t.a + t.c * t.c).squareRoot() * (t.b * t.b + t.d * t.d).squareRoot()).squareRoot()
        // (Bounded below: a huge scale must not ask for more precision than doubles hold.)
        return scale.isFinite ? max(1e-9, 0.5 / max(1, scale)) : 0.5
    }

    /// A text node's characters with new lines and tabs as spaces and, unless preserved,
    /// runs of spaces made one.
    static func collapse(_ text: String, preserve: Bool) -> [Unicode.Scalar] {
        var out: [Unicode.Scalar] = []
        for s in text.unicodeScalars {
            let c: Unicode.Scalar = (s == "\n" || s == "\r" || s == "\t") ? " " : s
            if !preserve && c == " " && out.last == " " { continue }
            out.append(c)
        }
        return out
    }

    /// Spaces at the edges of text nodes, as resvg (after Chrome) treats them: one space
    /// where two nodes meet, none at the start and end of the text.
    private mutating func trimSpaces() {
        guard !pieces.isEmpty else { return }
        if pieces.count == 1 {
            if !pieces[0].preserve {
                if pieces[0].text.first == " " { pieces[0].text.removeFirst() }
                if pieces[0].text.last == " " { pieces[0].text.removeLast() }
            }
            return
        }
        for i in 0..<(pieces.count - 1) {
            let a = pieces[i], b = pieces[i + 1]
            if a.depth < b.depth {
                if b.text.first == " " && !b.preserve { pieces[i + 1].text.removeFirst() }
            } else if a.text.last == " " && b.text.first == " " {
                // Of two spaces where nodes meet, the one that is not preserved goes.
                if !a.preserve {
                    pieces[i].text.removeLast()
                } else if !b.preserve {
                    pieces[i + 1].text.removeFirst()
                }
            }
            if i == 0, pieces[0].text.first == " ", !pieces[0].preserve {
                pieces[0].text.removeFirst()
            } else if i == pieces.count - 2, pieces[i + 1].text.last == " ", !pieces[i + 1].preserve {
                pieces[i + 1].text.removeLast()
            }
        }
    }

    // MARK: Style

    /// The span of characters `range` held by node `index`, with its style resolved.
    private func span(for index: Int, range: Range<Int>) -> TextSpan<TextPaintSource>? {
        let node = nodes[index]
        let style = node.style
        let families = Self.families(style["font-family"], default: database.families.defaultFamily)
        guard let font = database.match(names: families, weight: weight(of: index), stretch: Self.stretch(style["font-stretch"]),
                                         slant: Self.slant(style["font-style"]))
        else {
            converter.skip(node.element, "no font of the families \(families.joined(separator: ", ")) "
                           + "or of the serif family (\(database.families.serif)) is loaded; its text is not drawn")
            return nil
        }
        let size = style.fontSize
        let variations = self.variations(for: font, index: index)
        var span = TextSpan(range: range, font: database.instance(of: font, variations: variations), fontSize: size,
                            paint: TextPaintSource(element: node.element, style: style))
        span.visible = style["visibility"].map { $0 != "hidden" && $0 != "collapse" } ?? true
        span.letterSpacing = spacing(style["letter-spacing"], style: style)
        span.wordSpacing = spacing(style["word-spacing"], style: style)
        var anchor: TextAnchor = switch style["text-anchor"] {
        case "middle": .middle
        case "end": .end
        default: .start
        }
        // direction swaps the anchor's ends in horizontal text only (vertical text ignores it, as resvg).
        if style["direction"] == "rtl" && Self.writingMode(nodes[0].style) == .horizontal {
            anchor = anchor == .start ? .end : anchor == .end ? .start : .middle
        }
        span.anchor = anchor
        span.dominantBaseline = Self.baseline(dominantBaseline(of: index))
        span.alignmentBaseline = Self.baseline(Self.explicit("alignment-baseline", of: node.element))
        span.flow = node.flow
        span.language = Self.language(of: node.element)
        var features: [String] = []
        if style["font-kerning"] == "none" { features.append("kern=0") }
        if style["font-variant"] == "small-caps" || style["font-variant-caps"] == "small-caps" { features.append("smcp") }
        if let raw = style["font-feature-settings"], raw != "normal" {
            features += raw.split(separator: ",").map { $0.trimmingWhitespace() }
        }
        span.features = features
        if let raw = node.element["textLength"], let l = Length(parsing: raw) {
            let v = converter.resolve(l, axis: .x, style: style)
            if v.isFinite && v >= 0 { span.textLength = v }
        }
        if node.element["lengthAdjust"] == "spacingAndGlyphs" { span.lengthAdjust = .spacingAndGlyphs }
        // baseline-shift of each element from the text down, and the decoration declarers.
        var chain: [Int] = []
        var n: Int? = index
        while let i = n {
            chain.append(i)
            n = nodes[i].parent
        }
        // baseline-shift does not inherit, and the `text` element's own is not applied (as in resvg).
        for i in chain.reversed() where i != 0 {
            let e = nodes[i].element
            guard let raw = e["baseline-shift"]?.trimmingSpaces else { continue }
            switch raw {
            case "baseline": span.baselineShifts.append(.baseline)
            case "sub": span.baselineShifts.append(.sub)
            case "super": span.baselineShifts.append(.super)
            default:
                guard let l = Length(parsing: raw) else { continue }
                let v = l.unit == .percent ? l.value / 100 * nodes[i].style.fontSize
                    : converter.resolve(l, axis: .other, style: nodes[i].style)
                if v.isFinite { span.baselineShifts.append(.length(v)) }
            }
        }
        for i in chain {
            let e = nodes[i].element
            guard let raw = e["text-decoration"] else { continue }
            // A list of keywords separated by spaces; anything else makes the value invalid.
            let words = raw.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
            guard words.allSatisfy({ ["none", "underline", "overline", "line-through", "blink"].contains($0) }) else { continue }
            // The line takes the declaring element's paint, and the span's font and size (as resvg).
            let decoration = TextDecoration(paint: TextPaintSource(element: e, style: nodes[i].style),
                                            font: span.font, fontSize: span.fontSize)
            if words.contains("underline") && span.decorations.underline == nil { span.decorations.underline = decoration }
            if words.contains("overline") && span.decorations.overline == nil { span.decorations.overline = decoration }
            if words.contains("line-through") && span.decorations.lineThrough == nil { span.decorations.lineThrough = decoration }
        }
        // A decoration declared above the text element is drawn with the text element's paint.
        var outer = nodes[0].element.parent
        while let e = outer {
            if let raw = e["text-decoration"] {
                let words = raw.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
                let decoration = TextDecoration(paint: TextPaintSource(element: nodes[0].element, style: nodes[0].style),
                                                font: span.font, fontSize: span.fontSize)
                if words.contains("underline") && span.decorations.underline == nil { span.decorations.underline = decoration }
                if words.contains("overline") && span.decorations.overline == nil { span.decorations.overline = decoration }
                if words.contains("line-through") && span.decorations.lineThrough == nil { span.decorations.lineThrough = decoration }
            }
            outer = e.parent
        }
        return span
    }

    /// The axis values of a variable font for node `index`: `font-variation-settings` over
    /// the values its font-weight, font-stretch, font-style and font-size give (`wght`, `wdth`,
    /// `slnt`, `ital`, `opsz`); none for a font that is not variable.
    private func variations(for font: FontDatabase.Entry, index: Int) -> [FontVariation] {
        let axes = Set(font.face.variationAxes.map(\.tag))
        guard !axes.isEmpty else { return [] }
        let style = nodes[index].style
        var out: [FontVariation] = []
        if axes.contains("wght") { out.append(FontVariation(tag: "wght", value: Double(weight(of: index)))) }
        // font-optical-sizing: auto, the size in user units.
        if axes.contains("opsz") { out.append(FontVariation(tag: "opsz", value: style.fontSize)) }
        if axes.contains("wdth") {
            let percent: [Double] = [50, 62.5, 75, 87.5, 100, 112.5, 125, 150, 200]
            out.append(FontVariation(tag: "wdth", value: percent[Self.stretch(style["font-stretch"]) - 1]))
        }
        switch Self.slant(style["font-style"]) {
        case .oblique where axes.contains("slnt"): out.append(FontVariation(tag: "slnt", value: -14))
        case .italic where axes.contains("ital"): out.append(FontVariation(tag: "ital", value: 1))
        default: break
        }
        if let raw = style["font-variation-settings"], raw.trimmingSpaces != "normal" {
            for item in raw.split(separator: ",") {
                let parts = item.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
                guard parts.count == 2, let value = Double(parts[1]) else { continue }
                var tag = parts[0]
                if tag.count == 6, let f = tag.first, f == "'" || f == "\"", tag.last == f { tag = String(tag.dropFirst().dropLast()) }
                guard tag.count == 4 else { continue }
                out.removeAll { $0.tag == tag }
                out.append(FontVariation(tag: tag, value: value))
            }
        }
        return out
    }

    /// The dominant-baseline of node `index`, where `no-change` and `reset-size` keep the parent's.
    private func dominantBaseline(of index: Int) -> String? {
        var n: Int? = index
        while let i = n {
            let value = nodes[i].style["dominant-baseline"]
            if value != "no-change" && value != "reset-size" { return value }
            n = nodes[i].parent
        }
        return nil
    }

    /// A property that does not inherit unless it says `inherit`: the element's own value, or
    /// its parent's (and so on) for `inherit`.
    static func explicit(_ name: String, of element: Element) -> String? {
        var e: Element? = element
        while let x = e {
            guard let raw = x[name]?.trimmingSpaces else { return nil }
            if raw != "inherit" { return raw }
            e = x.parent
        }
        return nil
    }

    /// letter-spacing or word-spacing in user units (`normal` and bad values are 0).
    private func spacing(_ raw: String?, style: Style) -> Double {
        guard let raw, raw != "normal", let l = Length(parsing: raw) else { return 0 }
        // A percentage is of the viewport's width, as for any x length (resvg).
        let v = converter.resolve(l, axis: .x, style: style)
        return v.isFinite ? v : 0
    }

    /// The computed font-weight of node `index` (bolder and lighter relative to its parent's).
    private func weight(of index: Int) -> Int {
        var chain: [Element] = []
        var e: Element? = nodes[index].element
        while let x = e {
            chain.append(x)
            e = x.parent
        }
        var weight = 400
        for x in chain.reversed() {
            guard let raw = x["font-weight"]?.trimmingSpaces else { continue }
            switch raw {
            case "normal": weight = 400
            case "bold": weight = 700
            case "bolder": weight = weight < 350 ? 400 : weight < 550 ? 700 : 900
            case "lighter": weight = weight < 550 ? 100 : weight < 750 ? 400 : 700
            case "inherit": break
            default:
                // SVG 1.1's weights: the hundreds from 100 to 900; anything else is invalid (resvg).
                if let n = Int(raw), (1...9).contains(n / 100), n % 100 == 0 { weight = n } else { weight = 400 }
            }
        }
        return weight
    }

    /// The text's writing mode, from its `text` element's style.
    static func writingMode(_ style: Style) -> WritingMode {
        switch style["writing-mode"] {
        case "tb", "tb-rl", "vertical-rl", "vertical-lr": .topToBottom
        default: .horizontal
        }
    }

    /// A font-family list: names unquoted, in order; `default` when empty.
    static func families(_ raw: String?, default family: String) -> [String] {
        guard let raw else { return [family] }
        let names = raw.split(separator: ",").map { part -> String in
            var s = part.trimmingWhitespace()
            if s.count >= 2, let f = s.first, f == "\"" || f == "'", s.last == f { s = String(s.dropFirst().dropLast()) }
            return s
        }.filter { !$0.isEmpty }
        return names.isEmpty ? [family] : names
    }

    static func stretch(_ raw: String?) -> Int {
        switch raw?.trimmingSpaces {
        case "ultra-condensed": 1
        case "extra-condensed": 2
        case "condensed", "narrower": 3
        case "semi-condensed": 4
        case "semi-expanded": 6
        case "expanded", "wider": 7
        case "extra-expanded": 8
        case "ultra-expanded": 9
        default: 5
        }
    }

    static func slant(_ raw: String?) -> FontSlant {
        switch raw?.trimmingSpaces {
        case "italic": .italic
        case "oblique": .oblique
        default: .normal
        }
    }

    static func baseline(_ raw: String?) -> Baseline {
        switch raw?.trimmingSpaces {
        case "alphabetic", "baseline": .alphabetic
        case "ideographic": .ideographic
        case "hanging": .hanging
        case "mathematical": .mathematical
        case "central": .central
        case "middle": .middle
        case "text-before-edge", "before-edge": .textBeforeEdge
        case "text-after-edge", "after-edge": .textAfterEdge
        default: .auto
        }
    }

    /// The nearest `xml:lang` (or `lang`) at or above `element`.
    static func language(of element: Element) -> String? {
        var e: Element? = element
        while let x = e {
            if let lang = x["xml:lang"] ?? x["lang"] { return lang }
            e = x.parent
        }
        return nil
    }
}
