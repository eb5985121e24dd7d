import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Converter {
    /// The shape's fill, or nil for none.
    func fill(_ e: Element, style: Style, bbox: Rect?) -> Fill? {
        let raw = style["fill"] ?? "black"
        guard let server = paint(raw, style: style, default: .color(.black)) else { return nil }
        let rule: FillRule = style["fill-rule"] == "evenodd" ? .evenodd : .nonzero
        var fill = Fill(paint: server, opacity: Converter.opacity(style["fill-opacity"]), rule: rule)
        fill.fromUse = notesUseContext(raw)
        return fill
    }

    /// The shape's stroke, or nil for none (or a width of 0).
    func stroke(_ e: Element, style: Style, bbox: Rect?) -> Stroke? {
        guard let raw = style["stroke"], let server = paint(raw, style: style, default: nil) else { return nil }
        var width = 1.0
        if let w = style["stroke-width"].flatMap(Length.init(parsing:)) {
            let v = resolve(w, axis: .other, style: style)
            if v >= 0 { width = v }
        }
        guard width > 0 else { return nil }
        var s = StrokeStyle(width: width)
        switch style["stroke-linecap"] {
        case "round": s.cap = .round
        case "square": s.cap = .square
        default: s.cap = .butt
        }
        switch style["stroke-linejoin"] {
        case "round": s.join = .round
        case "bevel": s.join = .bevel
        default: s.join = .miter
        }
        if let m = Converter.number(style["stroke-miterlimit"]), m >= 1 { s.miterLimit = m }
        if let raw = style["stroke-dasharray"], raw != "none", let list = ValueScanner.lengthList(raw), !list.isEmpty {
            var dashes = list.map { resolve($0, axis: .other, style: style) }
            if dashes.allSatisfy({ $0 >= 0 }), dashes.contains(where: { $0 > 0 }) {
                if dashes.count % 2 == 1 { dashes += dashes }
                s.dash = dashes
                if let o = style["stroke-dashoffset"].flatMap(Length.init(parsing:)) {
                    s.dashOffset = resolve(o, axis: .other, style: style)
                }
            }
        }
        var stroke = Stroke(paint: server, opacity: Converter.opacity(style["stroke-opacity"]), style: s)
        stroke.fromUse = notesUseContext(raw)
        return stroke
    }

    /// Whether the paint value `raw` takes a `use`'s paint (counted in `pendingUseContext`).
    private func notesUseContext(_ raw: String) -> Bool {
        guard ContextPaint.names(raw), contextPaints.last?.isUse == true else { return false }
        pendingUseContext += 1
        return true
    }

    /// A paint value: `none`, a colour, `currentColor`, or `url(#id) [fallback]`.
    /// `fallbackDefault` is used for text that does not parse (as if the property were not given;
    /// a colour followed by an ICC colour is such text, as browsers and resvg read it).
    func paint(_ raw: String, style: Style, default fallbackDefault: PaintServer?) -> PaintServer? {
        let text = raw.trimmingSpaces
        let keyword = text.lowercased()
        if keyword == "none" { return nil }
        if text.hasPrefix("url(") {
            let close = text.firstIndex(of: ")") ?? text.endIndex
            let fallback = close < text.endIndex ? String(text[text.index(after: close)...]).trimmingSpaces : ""
            if let id = Converter.funcIRI(String(text[...(close < text.endIndex ? close : text.index(before: close))])),
               let target = ids[id] {
                // A server that paints nothing (no stops, no tile) gives way to the fallback.
                switch target.name {
                case "linearGradient", "radialGradient":
                    if let server = gradient(target) { return server }
                    if fallback.isEmpty { return nil }
                case "pattern":
                    if let server = pattern(target) { return server }
                    if fallback.isEmpty { return nil }
                default:
                    break
                }
            }
            if fallback.isEmpty || fallback == "none" { return nil }
            return paint(fallback, style: style, default: nil)
        }
        if keyword == "currentcolor" { return .color(currentColor(style)) }
        if keyword == "context-fill" { return contextPaints.last.flatMap { $0.inContent($0.fill) } }
        if keyword == "context-stroke" { return contextPaints.last.flatMap { $0.inContent($0.stroke) } }
        guard let c = ColorParser.parse(text) else { return fallbackDefault }
        return .color(c)
    }

    /// The `color` property's value (black by default).
    func currentColor(_ style: Style) -> Color {
        style["color"].flatMap(ColorParser.parse) ?? .black
    }

    // MARK: Gradients

    /// The most elements an `href` chain of paint servers or filters is followed through.
    /// Real artwork links two or three (a gradient to the one that holds its stops).
    static let maxHrefChain = 64

    /// The elements of an `href` chain, starting with `e`, while they are of `kinds` (a cycle
    /// ends it). Past `maxHrefChain` elements the rest is not followed, with a warning: what
    /// only the rest defines (the stops, say) is then missing.
    func hrefChain(_ e: Element, kinds: Set<String>) -> [Element] {
        var chain: [Element] = [e]
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(e)]
        var current = e
        while let next = reference(current), kinds.contains(next.name), seen.insert(ObjectIdentifier(next)).inserted {
            guard chain.count < Converter.maxHrefChain else {
                warn(e, "its href chain is longer than \(Converter.maxHrefChain) elements; from #\(next.id ?? "?") "
                     + "(\(next.position)) on it is not followed, and what only those elements define is missing")
                break
            }
            chain.append(next)
            current = next
        }
        return chain
    }

    /// The first value of `name` along the chain.
    func inherited(_ name: String, _ chain: [Element], kinds: Set<String>? = nil) -> String? {
        for e in chain {
            if let kinds, !kinds.contains(e.name) { continue }
            if let v = e[name] { return v }
        }
        return nil
    }

    /// A transform attribute that parses and can be inverted; nil otherwise (the
    /// attribute is then ignored, as resvg and browsers do for paint servers).
    static func invertibleTransform(_ text: String) -> Transform? {
        guard let t = TransformParser.parse(text), t.inverted() != nil else { return nil }
        return t
    }

    func gradient(_ e: Element) -> PaintServer? {
        let chain = hrefChain(e, kinds: ["linearGradient", "radialGradient"])
        guard let stopsOwner = chain.first(where: { el in
            (el.name == "linearGradient" || el.name == "radialGradient") && el.childElements.contains { $0.name == "stop" }
        }) else { return nil }
        let stops = gradientStops(stopsOwner)
        guard !stops.isEmpty else { return nil }
        if stops.count == 1 { return .color(stops[0].color) }
        let units: Units = inherited("gradientUnits", chain) == "userSpaceOnUse" ? .userSpace : .objectBoundingBox
        let inheritedTransform = inherited("gradientTransform", chain).flatMap(Converter.invertibleTransform) ?? .identity
        let spread: SpreadMode
        switch inherited("spreadMethod", chain) {
        case "reflect": spread = .reflect
        case "repeat": spread = .repeat
        default: spread = .pad
        }
        let transformOwner = chain.first { $0["gradientTransform"] != nil } ?? e
        let transform = aroundOrigin(inheritedTransform, of: transformOwner, unitBox: units == .objectBoundingBox)
        let style = Style.root
        func coordinate(_ name: String, _ axis: Axis, _ fallback: Length, kinds: Set<String>) -> Double {
            let l = inherited(name, chain, kinds: kinds).flatMap(Length.init(parsing:)) ?? fallback
            if units == .objectBoundingBox {
                return l.unit == .percent ? l.value / 100 : (l.absoluteValue ?? l.value)
            }
            return resolve(l, axis: axis, style: style)
        }
        if e.name == "linearGradient" {
            let k: Set<String> = ["linearGradient"]
            return .linear(LinearServer(
                x1: coordinate("x1", .x, Length(0, .percent), kinds: k), y1: coordinate("y1", .y, Length(0, .percent), kinds: k),
                x2: coordinate("x2", .x, Length(100, .percent), kinds: k), y2: coordinate("y2", .y, Length(0, .percent), kinds: k),
                units: units, transform: transform, spread: spread, stops: stops))
        }
        let k: Set<String> = ["radialGradient"]
        let cx = coordinate("cx", .x, Length(50, .percent), kinds: k)
        let cy = coordinate("cy", .y, Length(50, .percent), kinds: k)
        let r = coordinate("r", .other, Length(50, .percent), kinds: k)
        guard r > 0 else { return r == 0 ? .color(stops[stops.count - 1].color) : nil }
        let fx = inherited("fx", chain, kinds: k) != nil ? coordinate("fx", .x, .zero, kinds: k) : cx
        let fy = inherited("fy", chain, kinds: k) != nil ? coordinate("fy", .y, .zero, kinds: k) : cy
        let fr = max(0, coordinate("fr", .other, Length(0, .percent), kinds: k))
        return .radial(RadialServer(cx: cx, cy: cy, r: r, fx: fx, fy: fy, fr: fr, units: units, transform: transform,
                                    spread: spread, stops: stops))
    }

    /// The `stop` children: offsets clamped to 0…1 and made non-decreasing, colours with
    /// `stop-opacity` applied.
    func gradientStops(_ e: Element) -> [GradientStop] {
        var out: [GradientStop] = []
        let gradientStyle = declaredStyle(of: e)
        var last = 0.0
        for stop in e.childElements where stop.name == "stop" && stop.isSVG {
            let style = Style(of: stop, parent: gradientStyle)
            var offset = Converter.number(stop["offset"]) ?? 0
            offset = min(1, max(0, offset))
            offset = max(offset, last)
            last = offset
            var color: Color
            switch style["stop-color"]?.trimmingSpaces {
            case nil: color = .black
            case let raw? where raw.lowercased() == "currentcolor": color = currentColor(style)
            case let raw?: color = ColorParser.parse(raw) ?? .black
            }
            color = color.withAlpha(scaledBy: Converter.opacity(style["stop-opacity"]))
            out.append(GradientStop(offset: offset, color: color))
        }
        return out
    }

    // MARK: Patterns

    func pattern(_ e: Element) -> PaintServer? {
        let chain = hrefChain(e, kinds: ["pattern"])
        let units: Units = inherited("patternUnits", chain) == "userSpaceOnUse" ? .userSpace : .objectBoundingBox
        let contentUnits: Units =
            inherited("patternContentUnits", chain) == "objectBoundingBox" ? .objectBoundingBox : .userSpace
        let patternTransformOwner = chain.first { $0["patternTransform"] != nil } ?? e
        let transform = aroundOrigin(
            inherited("patternTransform", chain).flatMap(Converter.invertibleTransform) ?? .identity,
            of: patternTransformOwner, unitBox: false)
        let style = Style(of: e, parent: .root)
        func value(_ name: String, _ axis: Axis) -> Double {
            guard let l = inherited(name, chain).flatMap(Length.init(parsing:)) else { return 0 }
            if units == .objectBoundingBox { return l.unit == .percent ? l.value / 100 : (l.absoluteValue ?? l.value) }
            return resolve(l, axis: axis, style: style)
        }
        let rect = Rect(x: value("x", .x), y: value("y", .y), width: value("width", .x), height: value("height", .y))
        guard rect.size.width > 0, rect.size.height > 0 else { return nil }
        let viewBox = ViewBox(inherited("viewBox", chain))
        guard let owner = chain.first(where: { el in el.name == "pattern" && !el.childElements.isEmpty }) else {
            return nil
        }
        let key = ObjectIdentifier(owner)
        guard !instantiating.contains(key) else { return nil }
        instantiating.append(key)
        defer { instantiating.removeLast() }
        let ownerStyle = declaredStyle(of: owner)
        let children = convertChildren(of: owner, style: ownerStyle, contentOf: "pattern")
        var server = PatternServer(rect: rect, units: units, contentUnits: contentUnits, transform: transform,
                                   viewBox: viewBox, children: children)
        if viewBox != nil { server.contentUnits = .userSpace }
        server.aspect = AspectRatio(inherited("preserveAspectRatio", chain))
        return .pattern(server)
    }
}
