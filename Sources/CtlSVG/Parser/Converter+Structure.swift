import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Converter {
    /// The elements that draw nothing where they stand (they are referenced, or carry data).
    static let nonRendering: Set<String> = [
        "defs", "clipPath", "mask", "marker", "pattern", "linearGradient", "radialGradient", "filter", "symbol",
        "style", "title", "desc", "metadata", "script", "font", "font-face", "glyph", "missing-glyph",
        "cursor", "view", "animate", "animateColor", "animateMotion", "animateTransform", "set", "mpath",
        "stop", "hkern", "vkern", "color-profile", "feBlend", "feColorMatrix", "feComponentTransfer",
        "feComposite", "feConvolveMatrix", "feDiffuseLighting", "feDisplacementMap", "feDistantLight",
        "feDropShadow", "feFlood", "feFuncA", "feFuncB", "feFuncG", "feFuncR", "feGaussianBlur", "feImage",
        "feMerge", "feMergeNode", "feMorphology", "feOffset", "fePointLight", "feSpecularLighting",
        "feSpotLight", "feTile", "feTurbulence",
    ]

    static let shapes: Set<String> = ["rect", "circle", "ellipse", "line", "polyline", "polygon", "path"]

    /// The children of `parent` that draw, converted in order; `of`: the kind of reference
    /// they are the content of (`pattern`, `marker`, `mask`), named in nesting messages.
    func convertChildren(of parent: Element, style: Style, contentOf kind: String? = nil) -> [TreeNode] {
        contentOf = kind
        defer { contentOf = nil }
        // A pattern's, marker's or mask's content is no part of the instance tree it is drawn
        // for: its shadow-including ancestors are its own, in the document.
        let outer = kind == nil ? nil : replaceConverting(withAncestorsOf: parent)
        defer { if let outer { restoreConverting(outer) } }
        var out: [TreeNode] = []
        for child in parent.childElements {
            if let node = convert(child, parentStyle: style) { out.append(node) }
        }
        return out
    }

    /// One element and what it holds, or nil when it draws nothing.
    func convert(_ e: Element, parentStyle: Style) -> TreeNode? {
        guard e.isSVG else {
            skip(e, "not in the SVG namespace")
            return nil
        }
        if Converter.nonRendering.contains(e.name) { return nil }
        // A pattern's, marker's or mask's content counts under that name, so that the limit's
        // message says which chain passed it.
        let via = contentOf
        guard depth.enter(via ?? e.name, at: e.position) else { return nil }
        contentOf = nil
        enterConverting(e)
        defer {
            leaveConverting()
            depth.leave()
            contentOf = via
        }
        let style = Style(of: e, parent: parentStyle)
        if style["display"] == "none" { return nil }
        guard passesConditions(e) else { return nil }
        instantiatedNodes += 1
        if !instantiating.isEmpty { referencedNodes += 1 }
        if instantiatedNodes > Converter.maxInstantiatedNodes || referencedNodes > Converter.maxReferencedNodes {
            if !nodeCapReported {
                nodeCapReported = true
                skip(e, instantiatedNodes > Converter.maxInstantiatedNodes
                        ? "the document instantiates more than \(Converter.maxInstantiatedNodes) elements; "
                          + "this one and every later one are left out"
                        : "the document instantiates more than \(Converter.maxReferencedNodes) elements through "
                          + "references (use, patterns, masks, clip paths, markers); this one and every later one "
                          + "are left out")
            }
            return nil
        }
        switch e.name {
        case "g", "a":
            return group(e, style: style, content: convertChildren(of: e, style: style))
        case "svg":
            return nestedSVG(e, style: style)
        case "switch":
            let chosen = e.childElements.first { child in
                child.isSVG && passesConditions(child) && !Converter.nonRendering.contains(child.name)
                    && Converter.renderable.contains(child.name)
            }
            let content = chosen.flatMap { convert($0, parentStyle: style) }.map { [$0] } ?? []
            return group(e, style: style, content: content)
        case "use":
            return use(e, style: style)
        case "image":
            return image(e, style: style)
        case "text":
            // Text with nothing to draw is not an omission; TextHook records what it leaves out.
            guard let text = TextHook.resolveText(e, style: style, converter: self) else { return nil }
            return group(e, style: style, content: [.group(text)])
        case _ where Converter.shapes.contains(e.name):
            guard let path = shape(e, style: style) else { return nil }
            return group(e, style: style, content: path)
        default:
            skip(e, "unsupported element")
            return nil
        }
    }

    static let renderable: Set<String> = [
        "g", "a", "svg", "switch", "use", "image", "text", "rect", "circle", "ellipse", "line", "polyline",
        "polygon", "path", "foreignObject",
    ]

    /// `systemLanguage`, `requiredFeatures` and `requiredExtensions`, as browsers evaluate
    /// them: a language matches when one of the user's languages equals it or is its
    /// prefix (`en` matches `en-US`); any `requiredExtensions` fails; `requiredFeatures`
    /// (deprecated) always passes when not empty.
    func passesConditions(_ e: Element) -> Bool {
        if let languages = e["systemLanguage"] {
            let wanted = languages.split(separator: ",").map { $0.trimmingWhitespace().lowercased() }
            let user = options.languages.map { $0.lowercased() }
            let ok = wanted.contains { w in
                user.contains { u in w == u || w.hasPrefix(u + "-") || u.hasPrefix(w + "-") }
            }
            if !ok { return false }
        }
        if let ext = e["requiredExtensions"] {
            _ = ext
            return false
        }
        if let features = e["requiredFeatures"], features.trimmingSpaces.isEmpty { return false }
        return true
    }

    /// The group an element makes: its transform, opacity, blend mode, isolation, clip,
    /// mask and filters around `content`. Nil when a broken reference (a mask or a filter
    /// that is not there) means that the element is not drawn at all.
    func group(_ e: Element, style: Style, content: [TreeNode], applyTransform: Bool = true) -> TreeNode? {
        var g = TreeGroup(element: e.name, position: e.position)
        g.id = e.id
        if applyTransform, let raw = e["transform"] {
            g.transform = TransformParser.parse(raw) ?? .identity
            if let origin = style["transform-origin"], let (ox, oy) = transformOrigin(origin, style: style) {
                g.transform = Transform.translation(-ox, -oy).concatenating(g.transform)
                    .concatenating(.translation(ox, oy))
            }
        }
        if g.transform.determinant == 0 || !g.transform.determinant.isFinite { return nil }
        g.opacity = Converter.opacity(style["opacity"])
        if let mode = style["mix-blend-mode"], mode != "normal", let m = BlendMode(name: mode), !m.isPorterDuff {
            g.blendMode = m
        }
        g.isolate = style["isolation"] == "isolate"
        if let raw = style["clip-path"], raw != "none" {
            switch clipPath(raw, for: e) {
            case .none: break
            case .some(.some(let clip)): g.clipPath = clip
            case .some(.none): return nil
            }
        }
        if let raw = style["mask"], raw != "none" {
            switch mask(raw, for: e) {
            case .none: break
            case .some(.some(let m)): g.mask = m
            case .some(.none): return nil
            }
        }
        if let raw = style["filter"], raw != "none" {
            guard let resolved = filter(raw, for: e, style: style, content: content) else { return nil }
            g.filter = resolved
        }
        g.children = content
        return .group(g)
    }

    /// `transform` with the element's `transform-origin` applied around it.
    func aroundOrigin(_ t: Transform, of e: Element, unitBox: Bool) -> Transform {
        guard let raw = e["transform-origin"],
              let (ox, oy) = transformOrigin(raw, style: declaredStyle(of: e), unitBox: unitBox) else { return t }
        return Transform.translation(-ox, -oy).concatenating(t).concatenating(.translation(ox, oy))
    }

    /// `transform-origin` as a point in user space (`transform-box: view-box`, the
    /// default for SVG elements: percentages of the viewport; of the unit square for
    /// gradients in objectBoundingBox units, whose transform applies before the box).
    func transformOrigin(_ raw: String, style: Style, unitBox: Bool = false) -> (Double, Double)? {
        if unitBox {
            // In objectBoundingBox units, the box is the unit square.
            viewports.append(Size(width: 1, height: 1))
        }
        defer { if unitBox { viewports.removeLast() } }
        let words = raw.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).map(String.init)
        guard !words.isEmpty, words.count <= 3 else { return nil }
        var x: Double?, y: Double?
        var loose: [Length] = []
        for w in words.prefix(2) {
            switch w {
            case "left": x = 0
            case "right": x = viewport.width
            case "top": y = 0
            case "bottom": y = viewport.height
            case "center": loose.append(Length(50, .percent))
            default:
                guard let l = Length(parsing: w) else { return nil }
                loose.append(l)
            }
        }
        for l in loose {
            if x == nil { x = resolve(l, axis: .x, style: style) } else if y == nil { y = resolve(l, axis: .y, style: style) }
        }
        return (x ?? viewport.width / 2, y ?? viewport.height / 2)
    }

    /// The `filter` property, resolved into primitives for the bounding box of `content`: nil
    /// when the element must not be drawn (a reference to nothing, per SVG); else the filters
    /// to apply, without a list of CSS filter functions that does not parse (recorded as
    /// skipped; a property of nothing else leaves the group without a filter).
    func filter(_ raw: String, for e: Element, style: Style, content: [TreeNode]) -> GroupFilter?? {
        let parser = FilterParser(bbox: Bounds.objectBoundingBox(of: content), converter: self)
        var filter = GroupFilter(chains: [], position: e.position)
        var entries = 0
        var s = raw.trimmingSpaces
        while !s.isEmpty {
            if s.hasPrefix("url(") {
                guard let close = s.firstIndex(of: ")") else { return nil }
                let part = String(s[...close])
                s = String(s[s.index(after: close)...]).trimmingSpaces
                guard let id = Converter.funcIRI(part), let target = ids[id], target.name == "filter" else { return nil }
                entries += 1
                // A filter whose feImage draws an element that uses the filter itself is left off.
                if parser.drawsItself(target) { continue }
                if let chain = parser.chain(target) {
                    filter.chains.append(chain)
                } else {
                    filter.hidesElement = true
                }
            } else {
                // CSS filter functions (`blur(2)`, …), turned into primitives here as well.
                guard let functions = FilterFunctions.parse(s) else {
                    skip(e, "filter functions that do not parse left off: \(s)")
                    break
                }
                entries += 1
                if let chains = FilterFunctions.chains(functions, style: style, parser: parser) {
                    filter.chains += chains
                } else {
                    filter.hidesElement = true
                }
                break
            }
        }
        return .some(entries == 0 ? nil : filter)
    }

    /// A nested `svg`: a new viewport at (x, y) of width × height, its viewBox mapped
    /// into it, clipped to it unless `overflow` is visible or auto.
    func nestedSVG(_ e: Element, style: Style) -> TreeNode? {
        let x = length(e, "x", .x, style)
        let y = length(e, "y", .y, style)
        let w = length(e, "width", .x, style, viewport.width)
        let h = length(e, "height", .y, style, viewport.height)
        return viewportGroup(e, style: style, rect: Rect(x: x, y: y, width: w, height: h), contentOf: e)
    }

    /// The group of a viewport-establishing element (nested `svg`, or a `symbol` through
    /// `use`): translate, viewBox transform, clip, and the content of `source`.
    func viewportGroup(_ e: Element, style: Style, rect: Rect, contentOf source: Element,
                       sourceStyle: Style? = nil) -> TreeNode? {
        guard rect.size.width > 0, rect.size.height > 0 else { return nil }
        let viewBox = ViewBox(source["viewBox"])
        var inner = TreeGroup(element: source.name, position: source.position)
        if let viewBox {
            inner.transform = viewBox.transform(to: rect, aspect: AspectRatio(source["preserveAspectRatio"]))
        } else {
            inner.transform = .translation(rect.minX, rect.minY)
        }
        viewports.append(viewBox?.rect.size ?? rect.size)
        inner.children = convertChildren(of: source, style: sourceStyle ?? style)
        viewports.removeLast()
        var outer = TreeGroup(element: e.name, position: e.position)
        let overflow = (sourceStyle ?? style)["overflow"] ?? "hidden"
        if overflow != "visible" && overflow != "auto" {
            var clip = Path()
            clip.addRect(rect)
            outer.clipPath = ClipPath(units: .userSpace, transform: .identity,
                                      children: [.path(TreePath(path: clip, fill: Fill(paint: .color(.black))))])
        }
        outer.children = [.group(inner)]
        // A `symbol`'s `transform` is SVG 2; the suite (SVG 1.1, as resvg) ignores it.
        return group(e, style: style, content: [.group(outer)], applyTransform: e.name != "symbol")
    }

    /// `use`: the referenced element drawn at (x, y), inheriting from the `use`.
    func use(_ e: Element, style: Style) -> TreeNode? {
        guard let target = reference(e) else {
            skip(e, "`use` refers to no element of this document")
            return nil
        }
        guard !isConverting(target) else {
            if cyclesReported.insert(ObjectIdentifier(e)).inserted {
                let from = converting.lastIndex { $0 === target } ?? converting.startIndex
                skip(e, UseCycle(chain: Array(converting[from...]), reference: reference).description)
            }
            return nil
        }
        let key = ObjectIdentifier(target)
        instantiating.append(key)
        defer { instantiating.removeLast() }
        contextPaints.append(ContextPaint(fill: paint(style["fill"] ?? "black", style: style, default: .color(.black)),
                                          stroke: style["stroke"].flatMap { paint($0, style: style, default: nil) },
                                          box: nil, isUse: true))
        defer { contextPaints.removeLast() }
        let pendingBefore = pendingUseContext
        let x = length(e, "x", .x, style)
        let y = length(e, "y", .y, style)
        var content: [TreeNode] = []
        if target.name == "symbol" {
            // A `symbol` or `svg` is converted here, not through `convert`: its place on the stack.
            enterConverting(target)
            defer { leaveConverting() }
            let symbolStyle = Style(of: target, parent: style)
            let w = length(e, "width", .x, style, length(target, "width", .x, symbolStyle, viewport.width))
            let h = length(e, "height", .y, style, length(target, "height", .y, symbolStyle, viewport.height))
            if let node = viewportGroup(target, style: symbolStyle, rect: Rect(x: 0, y: 0, width: w, height: h),
                                        contentOf: target, sourceStyle: symbolStyle) {
                content = [node]
            }
        } else if target.name == "svg" {
            enterConverting(target)
            defer { leaveConverting() }
            let svgStyle = Style(of: target, parent: style)
            let w = length(e, "width", .x, style, length(target, "width", .x, svgStyle, viewport.width))
            let h = length(e, "height", .y, style, length(target, "height", .y, svgStyle, viewport.height))
            let tx = length(target, "x", .x, svgStyle), ty = length(target, "y", .y, svgStyle)
            if let node = viewportGroup(target, style: svgStyle, rect: Rect(x: tx, y: ty, width: w, height: h),
                                        contentOf: target) {
                content = [node]
            }
        } else if let node = convert(target, parentStyle: style) {
            content = [node]
        }
        if pendingUseContext > pendingBefore { resolveUseContext(&content) }
        guard let node = group(e, style: style, content: content), case .group(var g) = node else { return nil }
        g.transform = Transform.translation(x, y).concatenating(g.transform)
        return .group(g)
    }
}
