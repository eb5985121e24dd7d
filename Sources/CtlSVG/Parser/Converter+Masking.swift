import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Converter {
    /// The `clip-path` property. Nil: no clip (`none`, a reference to nothing, which SVG
    /// treats as if the property were not given, or a reference that closes a loop).
    /// `.some(nil)`: the element is not drawn (an invalid transform on the clip path).
    func clipPath(_ raw: String, for e: Element) -> ClipPath?? {
        guard let id = Converter.funcIRI(raw) else {
            skip(e, "clip-path \(raw) is not supported (only url(#id))")
            return nil
        }
        guard let target = ids[id], target.name == "clipPath", target.isSVG else { return nil }
        let key = ObjectIdentifier(target)
        // A reference back into itself is ignored where it closes the loop (as resvg does).
        guard !instantiating.contains(key) else { return nil }
        guard depth.enter("clipPath", at: target.position) else { return .some(nil) }
        defer { depth.leave() }
        instantiating.append(key)
        defer { instantiating.removeLast() }
        var clip = ClipPath(units: target["clipPathUnits"] == "objectBoundingBox" ? .objectBoundingBox : .userSpace,
                            transform: .identity, children: [])
        if let t = target["transform"] {
            guard let transform = TransformParser.parse(t), transform.determinant != 0 else { return .some(nil) }
            clip.transform = aroundOrigin(transform, of: target, unitBox: false)
        }
        let style = declaredStyle(of: target)
        if let own = style["clip-path"], own != "none" {
            switch clipPath(own, for: target) {
            case .none: break
            case .some(.none): return .some(nil)
            case .some(.some(let inner)): clip.clipPath = Box(inner)
            }
        }
        for child in target.childElements {
            if let node = clipChild(child, style: style) { clip.children.append(node) }
        }
        return .some(clip)
    }

    /// One child of a `clipPath`: a shape, text, or a `use` of one of them, filled with
    /// its `clip-rule` (its fill and stroke do not matter).
    private func clipChild(_ e: Element, parentStyle: Style, translate: Transform = .identity) -> TreeNode? {
        guard e.isSVG else { return nil }
        let style = Style(of: e, parent: parentStyle)
        if style["display"] == "none" || !passesConditions(e) { return nil }
        var content: [TreeNode] = []
        switch e.name {
        case _ where Converter.shapes.contains(e.name):
            guard style["visibility"] != "hidden", style["visibility"] != "collapse",
                  let path = shapePath(e, style: style), !path.isEmpty else { return nil }
            let rule: FillRule = style["clip-rule"] == "evenodd" ? .evenodd : .nonzero
            content = [.path(TreePath(id: e.id, path: path, fill: Fill(paint: .color(.black), rule: rule)))]
        case "text":
            guard let text = TextHook.resolveText(e, style: style, converter: self) else { return nil }
            content = [.group(Converter.solidBlack(text))]
        case "use":
            guard let target = reference(e), Converter.shapes.contains(target.name) || target.name == "text" else {
                return nil
            }
            let x = length(e, "x", .x, style), y = length(e, "y", .y, style)
            guard let inner = clipChild(target, parentStyle: style) else { return nil }
            var g = TreeGroup(element: "use", position: e.position)
            g.transform = Transform.translation(x, y)
                .concatenating(e["transform"].flatMap(TransformParser.parse) ?? .identity)
            g.children = [inner]
            if let raw = style["clip-path"], raw != "none", case .some(let c) = clipPath(raw, for: e) {
                guard let c else { return nil }
                g.clipPath = c
            }
            return .group(g)
        default:
            return nil
        }
        var g = TreeGroup(element: e.name, position: e.position)
        g.transform = e["transform"].flatMap(TransformParser.parse) ?? .identity
        g.children = content
        if let raw = style["clip-path"], raw != "none", case .some(let c) = clipPath(raw, for: e) {
            guard let c else { return nil }
            g.clipPath = c
        }
        return .group(g)
    }

    private func clipChild(_ e: Element, style: Style) -> TreeNode? {
        clipChild(e, parentStyle: style)
    }

    /// Every path of `group` filled opaque black, no strokes (text as a clip).
    static func solidBlack(_ group: TreeGroup) -> TreeGroup {
        var g = group
        g.children = g.children.map { node in
            switch node {
            case .group(let inner): return .group(solidBlack(inner))
            case .path(var p):
                p.fill = Fill(paint: .color(.black), rule: p.fill?.rule ?? .nonzero)
                p.stroke = nil
                return .path(p)
            case .image: return node
            }
        }
        return g
    }

    /// The `mask` property, with the same three outcomes as `clipPath(_:for:)` (a
    /// reference to nothing is ignored, as resvg does).
    func mask(_ raw: String, for e: Element) -> Mask?? {
        guard let id = Converter.funcIRI(raw) else {
            skip(e, "mask \(raw) is not supported (only url(#id))")
            return nil
        }
        guard let target = ids[id], target.name == "mask", target.isSVG else { return nil }
        let key = ObjectIdentifier(target)
        // A reference back into itself is ignored where it closes the loop (as resvg does).
        guard !instantiating.contains(key) else { return nil }
        guard depth.enter("mask", at: target.position) else { return .some(nil) }
        defer { depth.leave() }
        instantiating.append(key)
        defer { instantiating.removeLast() }
        let units: Units = target["maskUnits"] == "userSpaceOnUse" ? .userSpace : .objectBoundingBox
        let contentUnits: Units = target["maskContentUnits"] == "objectBoundingBox" ? .objectBoundingBox : .userSpace
        let style = declaredStyle(of: target)
        func value(_ name: String, _ axis: Axis, _ fallback: Length) -> Double {
            let l = target[name].flatMap(Length.init(parsing:)) ?? fallback
            if units == .objectBoundingBox { return l.unit == .percent ? l.value / 100 : (l.absoluteValue ?? l.value) }
            return resolve(l, axis: axis, style: style)
        }
        let rect = Rect(x: value("x", .x, Length(-10, .percent)), y: value("y", .y, Length(-10, .percent)),
                        width: value("width", .x, Length(120, .percent)),
                        height: value("height", .y, Length(120, .percent)))
        guard rect.size.width > 0, rect.size.height > 0 else { return .some(nil) }
        var m = Mask(rect: rect, units: units, contentUnits: contentUnits, luminance: style["mask-type"] != "alpha",
                     children: convertChildren(of: target, style: style, contentOf: "mask"))
        if let own = style["mask"], own != "none" {
            switch mask(own, for: target) {
            case .none: break
            case .some(.none): return .some(nil)
            case .some(.some(let inner)): m.mask = Box(inner)
            }
        }
        return .some(m)
    }
}
