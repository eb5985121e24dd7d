import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Turns the styled DOM into the render tree (`TreeGroup`), answering every question of
/// structure once: which elements draw, in which coordinate system, with which paint.
/// One concern per file: `Converter+Structure` (svg, g, use, symbol, switch),
/// `+Shapes`, `+Paint` (fill, stroke, paint servers), `+Masking` (clip-path, mask),
/// `+Image`, `+Markers`.
final class Converter {
    let root: Element
    let options: SVGOptions
    /// How deep this document is nested inside other documents' `image` elements.
    let nesting: Int
    private(set) var skipped: [SVGSkip] = []
    /// What a limit dropped (`SVGDocument.warnings`).
    private(set) var warnings: [SVGSkip] = []
    private var warningKeys: Set<String> = []
    /// How deep conversion is nested, shared with the documents this one reads.
    let depth: ReferenceDepth
    /// The reference whose content `convertChildren` is converting (see there).
    var contentOf: String?
    /// The files the document's images name, in document order, each once, whether or not
    /// they could be read (`SVGDocument.filesNamed`).
    private(set) var filesNamed: [String] = []
    /// `filesNamed` as a set, so that a document of many images notes each in constant time.
    private var filesNamedSet: Set<String> = []
    private var skippedKeys: Set<String> = []
    /// The first limit the document goes over (an image's bytes or pixels, a path's or a
    /// text's segments): thrown once the conversion is done, with nothing over it built.
    private(set) var limitError: SVGError?
    /// Each image element's decoded content, nil for one that draws nothing (`imageContent(of:)`).
    var imageContents: [ObjectIdentifier: ImageContent?] = [:]
    /// How many `feImage` elements are being converted inside each other: an element that an
    /// feImage draws may carry the same filter, so past one level feImage is transparent.
    var feImageNesting = 0
    /// Bytes of the pixels of the images decoded, against `RenderLimits.totalImageBytes`.
    var decodedImageBytes = 0
    /// Elements by `id` (the first of each id in document order wins, as browsers do).
    let ids: [String: Element]
    /// The viewport sizes in force, innermost last (for percentages).
    var viewports: [Size] = []
    /// The elements being instantiated through `use` (or referenced by patterns, masks,
    /// clips, markers): meeting one again is a cycle.
    var instantiating: [ObjectIdentifier] = []
    /// The elements being converted, outermost first: the shadow-including ancestors of the
    /// one converted now (`UseCycle`), with how often each is on it, for a constant-time look-up.
    var converting: [Element] = []
    var convertingCount: [ObjectIdentifier: Int] = [:]
    /// The `use` elements reported for a cycle (each once, though met in several instances).
    var cyclesReported: Set<ObjectIdentifier> = []
    /// Everything instantiated so far, so that a document of nested `use`s that multiply
    /// cannot grow without bound.
    var instantiatedNodes = 0
    static let maxInstantiatedNodes = 200_000
    /// What of it was instantiated through a reference (a `use`, a pattern's, mask's, clip
    /// path's or marker's content). A document's own elements come with its bytes; these do not,
    /// and a converted node holds about 1.2 KB: a fan-out of a few hundred bytes stops at about
    /// 150 MB (a real file of 100 000 references is one of at least that many bytes anyway).
    var referencedNodes = 0
    static let maxReferencedNodes = 100_000
    /// Whether a node past one of the caps was reported (once: every node after it is left
    /// out for the same reason).
    var nodeCapReported = false
    /// The paints `context-fill` and `context-stroke` stand for (SVG 2): those of the shape
    /// whose markers, or of the `use` whose content, is being converted; innermost last.
    var contextPaints: [ContextPaint] = []
    /// How many fills and strokes take a `use`'s paint and are not yet re-expressed in their
    /// shape's space (`resolveUseContext`).
    var pendingUseContext = 0

    init(root: Element, options: SVGOptions, nesting: Int, depth: ReferenceDepth) {
        self.root = root
        self.options = options
        self.nesting = nesting
        self.depth = depth
        var ids: [String: Element] = [:]
        root.forEachDescendant { e in
            if let id = e.id, ids[id] == nil { ids[id] = e }
        }
        self.ids = ids
    }

    /// Records that `element` was left out (once per element and reason).
    func skip(_ element: Element, _ reason: String) {
        let key = "\(element.position)|\(reason)"
        guard skippedKeys.insert(key).inserted else { return }
        skipped.append(SVGSkip(element: element.qualifiedName, position: element.position, reason: reason))
    }

    /// Records that a limit dropped part of `element` (once per element and reason).
    func warn(_ element: Element, _ reason: String) {
        let key = "\(element.position)|\(reason)"
        guard warningKeys.insert(key).inserted else { return }
        warnings.append(SVGSkip(element: element.qualifiedName, position: element.position, reason: reason))
    }

    /// Records that the document goes over a limit (the first one is kept and thrown).
    func refuse(_ error: SVGError) {
        if limitError == nil { limitError = error }
    }

    /// Adds `path` to `filesNamed`, once.
    func noteFileNamed(_ path: String) {
        if filesNamedSet.insert(path).inserted { filesNamed.append(path) }
    }

    var viewport: Size { viewports.last ?? Size(width: 100, height: 100) }
    /// The root's `viewBox` transform (to the document's size), once conversion has begun.
    private(set) var rootTransform = Transform.identity

    // MARK: Document

    /// The root group and the document's size.
    func convertDocument() throws(SVGError) -> (TreeGroup, Size) {
        let style = Style(of: root, parent: .root)
        let viewBox = ViewBox(root["viewBox"])
        func side(_ name: String, _ fromViewBox: Double?) throws(SVGError) -> Double {
            let raw = root[name]
            if let raw, let l = Length(parsing: raw), l.unit != .percent {
                let v = l.absoluteValue ?? (l.unit == .em ? l.value * style.fontSize : l.value * style.fontSize / 2)
                guard v > 0, v.isFinite else {
                    throw SVGError("the root's \(name) must be positive, not \(raw)", at: root.position)
                }
                return v
            }
            // A percentage (or nothing, which is 100%) is of the viewBox's size, or of a
            // default 100 × 100 without one (as resvg).
            var fraction = 1.0
            if let raw, let l = Length(parsing: raw), l.unit == .percent, l.value > 0 { fraction = l.value / 100 }
            return (fromViewBox ?? 100) * fraction
        }
        let width = try side("width", viewBox?.rect.width)
        let height = try side("height", viewBox?.rect.height)
        guard width <= 1e6, height <= 1e6 else {
            throw SVGError("the document's size \(width)×\(height) is too large", at: root.position)
        }
        var size = Size(width: width, height: height)
        viewports.append(viewBox?.rect.size ?? size)
        var group = TreeGroup(element: "svg", position: root.position)
        if let viewBox {
            group.transform = viewBox.transform(to: Rect(x: 0, y: 0, width: width, height: height),
                                                aspect: AspectRatio(root["preserveAspectRatio"]))
            rootTransform = group.transform
        }
        RecursiveReferences.breakCycles(root: root, ids: ids) { e, reason in warn(e, reason) }
        // The root's own opacity, clip, mask, filters and `display` apply as on any group.
        if style["display"] != "none",
           let node = self.group(root, style: style,
                                 content: converting(root) { convertChildren(of: root, style: style) }) {
            group.children = [node]
        }
        if let error = depth.error { throw error }
        if let limitError { throw limitError }
        // A size that is a percentage (or missing) with no viewBox to be a percentage of: as
        // usvg, the drawing's extent decides the whole size, from the origin to the right and
        // bottom edges of what is drawn.
        let sizeFromContent = viewBox == nil
            && [root["width"], root["height"]].contains { raw in (raw.flatMap(Length.init(parsing:))?.unit ?? .percent) == .percent }
        if sizeFromContent, let extent = DrawingExtent.of(group.children), extent.right > 0, extent.bottom > 0 {
            size = Size(width: extent.right, height: extent.bottom)
        }
        // `background-color` on the root (SVG 2, as resvg draws it) fills the whole viewport.
        if let raw = style["background-color"], let color = ColorParser.parse(raw), color.a > 0 {
            var background = Path()
            background.addRect(Rect(x: 0, y: 0, width: size.width, height: size.height))
            var outer = TreeGroup(element: "svg", position: root.position)
            outer.children = [.path(TreePath(path: background, fill: Fill(paint: .color(color)))), .group(group)]
            return (outer, size)
        }
        return (group, size)
    }

    /// Runs `body` with `e` on the stack of elements being converted.
    func converting<T>(_ e: Element, _ body: () -> T) -> T {
        enterConverting(e)
        defer { leaveConverting() }
        return body()
    }

    func enterConverting(_ e: Element) {
        converting.append(e)
        convertingCount[ObjectIdentifier(e), default: 0] += 1
    }

    func leaveConverting() {
        let key = ObjectIdentifier(converting.removeLast())
        if convertingCount[key] == 1 { convertingCount[key] = nil } else { convertingCount[key]! -= 1 }
    }

    /// Makes `e` and its ancestors in the document the elements being converted; returns
    /// the stack replaced, for `restoreConverting`.
    func replaceConverting(withAncestorsOf e: Element) -> ([Element], [ObjectIdentifier: Int]) {
        let saved = (converting, convertingCount)
        converting = []
        convertingCount = [:]
        var chain: [Element] = []
        var p: Element? = e
        while let q = p {
            chain.append(q)
            p = q.parent
        }
        for q in chain.reversed() { enterConverting(q) }
        return saved
    }

    func restoreConverting(_ saved: ([Element], [ObjectIdentifier: Int])) {
        (converting, convertingCount) = saved
    }

    /// Whether `e` is being converted (is a shadow-including ancestor of what is converted now).
    func isConverting(_ e: Element) -> Bool { convertingCount[ObjectIdentifier(e)] != nil }

    /// The element an `href` (or `xlink:href`) points at within this document.
    func reference(_ e: Element) -> Element? {
        guard let href = e["href"] ?? e["xlink:href"] else { return nil }
        return element(forIRI: href)
    }

    /// `#id` → the element.
    func element(forIRI iri: String) -> Element? {
        let t = iri.trimmingSpaces
        guard t.hasPrefix("#") else { return nil }
        return ids[String(t.dropFirst())]
    }

    /// `url(#id)` (quotes allowed) → the id; nil when the text is not a FuncIRI.
    static func funcIRI(_ text: String) -> String? {
        let t = text.trimmingSpaces
        guard t.hasPrefix("url("), let close = t.firstIndex(of: ")") else { return nil }
        var inner = t[t.index(t.startIndex, offsetBy: 4)..<close].trimmingWhitespace()
        if inner.count >= 2, let f = inner.first, f == "\"" || f == "'", inner.last == f {
            inner = String(inner.dropFirst().dropLast())
        }
        guard inner.hasPrefix("#") else { return nil }
        return String(inner.dropFirst())
    }

    // MARK: Lengths

    enum Axis { case x, y, other }

    /// A length in user units: percentages of the viewport (`other`: its normalized diagonal).
    func resolve(_ l: Length, axis: Axis, style: Style) -> Double {
        switch l.unit {
        case .em: return l.value * style.fontSize
        case .ex: return l.value * style.fontSize / 2
        case .percent:
            let v = viewport
            switch axis {
            case .x: return l.value / 100 * v.width
            case .y: return l.value / 100 * v.height
            case .other: return l.value / 100 * ((v.width * v.width + v.height * v.height) / 2).squareRoot()
            }
        default: return l.absoluteValue ?? 0
        }
    }

    /// The attribute `name` of `e` as a length in user units, or `fallback` when it is
    /// missing or does not parse.
    func length(_ e: Element, _ name: String, _ axis: Axis, _ style: Style, _ fallback: Double = 0) -> Double {
        guard let raw = e[name], let l = Length(parsing: raw) else { return fallback }
        return resolve(l, axis: axis, style: style)
    }

    /// A plain number attribute (`opacity`-like), or nil.
    static func number(_ text: String?) -> Double? {
        guard let text else { return nil }
        var s = ValueScanner(text)
        s.skipSpaces()
        guard let n = s.number() else { return nil }
        s.skipSpaces()
        if s.skip(0x25) {  // 50%
            s.skipSpaces()
            return s.atEnd ? n / 100 : nil
        }
        return s.atEnd ? n : nil
    }

    /// An opacity-like property clamped to 0…1 (default 1).
    static func opacity(_ text: String?) -> Double {
        guard let n = number(text) else { return 1 }
        return min(1, max(0, n))
    }
}
