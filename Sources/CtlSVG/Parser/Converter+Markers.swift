import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
#else
import Foundation
#endif

extension Converter {
    /// The markers of a shape (every shape, as SVG 2 and resvg have it): the `marker-start`,
    /// `marker-mid` and `marker-end` contents placed at its vertices, turned by
    /// `orient`, scaled by the stroke width (`markerUnits="strokeWidth"`), and clipped to
    /// their viewport unless `overflow` is visible.
    func markers(_ e: Element, path: Path, style: Style) -> [TreeNode] {
        let kinds = ["marker-start", "marker-mid", "marker-end"].map { name -> Element? in
            guard let raw = style[name], raw != "none", let id = Converter.funcIRI(raw), let m = ids[id],
                  m.name == "marker", m.isSVG else { return nil }
            return m
        }
        guard kinds.contains(where: { $0 != nil }) else { return [] }
        let vertices = MarkerVertices.of(path)
        guard !vertices.isEmpty else { return [] }
        var strokeWidth = 1.0
        if let w = style["stroke-width"].flatMap(Length.init(parsing:)) {
            let v = resolve(w, axis: .other, style: style)
            if v >= 0 { strokeWidth = v }
        }
        var out: [TreeNode] = []
        for (index, vertex) in vertices.enumerated() {
            let which: Int
            if index == 0 { which = 0 } else if index == vertices.count - 1 { which = 2 } else { which = 1 }
            // The start marker also takes the first vertex of a one-vertex path; the end marker the last.
            var chosen: [(Element, Int)] = []
            if let m = kinds[which] { chosen.append((m, which)) }
            if vertices.count == 1, let m = kinds[2] { chosen.append((m, 2)) }
            for (marker, kind) in chosen {
                if let node = placeMarker(marker, at: vertex, start: kind == 0, strokeWidth: strokeWidth) {
                    out.append(node)
                }
            }
        }
        return out
    }

    private func placeMarker(_ marker: Element, at vertex: MarkerVertices.Vertex, start: Bool,
                             strokeWidth: Double) -> TreeNode? {
        let key = ObjectIdentifier(marker)
        guard !instantiating.contains(key) else { return nil }
        instantiating.append(key)
        defer { instantiating.removeLast() }
        let style = declaredStyle(of: marker)
        let mw = length(marker, "markerWidth", .x, style, 3)
        let mh = length(marker, "markerHeight", .y, style, 3)
        guard mw > 0, mh > 0 else { return nil }
        let viewBox = ViewBox(marker["viewBox"])
        let content = viewBox?.transform(to: Rect(x: 0, y: 0, width: mw, height: mh),
                                         aspect: AspectRatio(marker["preserveAspectRatio"])) ?? .identity
        let ref = content.apply(Point(length(marker, "refX", .x, style), length(marker, "refY", .y, style)))
        var angle = 0.0
        let orient = (marker["orient"] ?? "0").trimmingSpaces
        if orient == "auto" {
            angle = vertex.angle
        } else if orient == "auto-start-reverse" {
            angle = start ? vertex.angle + .pi : vertex.angle
        } else {
            angle = Converter.angle(orient) ?? 0
        }
        let scale = marker["markerUnits"] == "userSpaceOnUse" ? 1 : strokeWidth
        var outer = TreeGroup(element: "marker", position: marker.position)
        outer.transform = Transform.translation(-ref.x, -ref.y).concatenating(.scale(scale, scale))
            .concatenating(.rotation(angle)).concatenating(.translation(vertex.point.x, vertex.point.y))
        let overflow = style["overflow"] ?? "hidden"
        if overflow != "visible" && overflow != "auto" {
            var clip = Path()
            clip.addRect(Rect(x: 0, y: 0, width: mw, height: mh))
            outer.clipPath = ClipPath(units: .userSpace, transform: .identity,
                                      children: [.path(TreePath(path: clip, fill: Fill(paint: .color(.black))))])
        }
        var inner = TreeGroup(element: "marker", position: marker.position)
        inner.transform = content
        viewports.append(viewBox?.rect.size ?? Size(width: mw, height: mh))
        // `context-fill` and `context-stroke` inside paint in the shape's user space.
        let saved = contextPaints.last?.contentToContext
        if !contextPaints.isEmpty {
            contextPaints[contextPaints.count - 1].contentToContext = inner.transform.concatenating(outer.transform)
        }
        inner.children = convertChildren(of: marker, style: style, contentOf: "marker")
        if !contextPaints.isEmpty { contextPaints[contextPaints.count - 1].contentToContext = saved }
        viewports.removeLast()
        outer.children = [.group(inner)]
        return .group(outer)
    }

    /// An angle (`45`, `45deg`, `1rad`, `50grad`, `0.25turn`) in radians.
    static func angle(_ text: String) -> Double? {
        var s = ValueScanner(text)
        s.skipSpaces()
        guard let n = s.number() else { return nil }
        let unit = s.word()
        switch unit {
        case "", "deg": return n * .pi / 180
        case "rad": return n
        case "grad": return n * .pi / 200
        case "turn": return n * 2 * .pi
        default: return nil
        }
    }

    /// The computed style of `e` in its place in the document (its ancestors' styles
    /// inherited): what the content of markers, patterns, clip paths and masks inherits.
    func declaredStyle(of e: Element) -> Style {
        var chain: [Element] = []
        var p: Element? = e
        while let q = p {
            chain.append(q)
            p = q.parent
        }
        var style = Style.root
        for element in chain.reversed() { style = Style(of: element, parent: style) }
        return style
    }
}

/// The vertices of a path where markers go, with the direction of the path there.
enum MarkerVertices {
    struct Vertex {
        var point: Point
        var incoming: Double?
        var outgoing: Double?

        /// The bisector of the incoming and outgoing directions (SVG's marker angle).
        var angle: Double {
            switch (incoming, outgoing) {
            case let (i?, o?):
                var a = (i + o) / 2
                if abs(i - o) > .pi { a += .pi }
                return a
            case let (i?, nil): return i
            case let (nil, o?): return o
            default: return 0
            }
        }
    }

    static func of(_ path: Path) -> [Vertex] {
        var out: [Vertex] = []
        var current = Point(0, 0)
        var start = Point(0, 0)
        var startIndex = 0
        func direction(_ a: Point, _ b: Point) -> Double? {
            let dx = b.x - a.x, dy = b.y - a.y
            return dx == 0 && dy == 0 ? nil : atan2(dy, dx)
        }
        func segment(to p: Point, out first: Double?, in last: Double?) {
            if !out.isEmpty, out[out.count - 1].outgoing == nil { out[out.count - 1].outgoing = first }
            out.append(Vertex(point: p, incoming: last, outgoing: nil))
            current = p
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                out.append(Vertex(point: p, incoming: nil, outgoing: nil))
                current = p
                start = p
                startIndex = out.count - 1
            case .line(let p):
                let d = direction(current, p)
                segment(to: p, out: d, in: d)
            case .quad(let c, let p):
                segment(to: p, out: direction(current, c) ?? direction(current, p),
                        in: direction(c, p) ?? direction(current, p))
            case .cubic(let c1, let c2, let p):
                segment(to: p, out: direction(current, c1) ?? direction(current, c2) ?? direction(current, p),
                        in: direction(c2, p) ?? direction(c1, p) ?? direction(current, p))
            case .close:
                let d = direction(current, start)
                if d != nil { segment(to: start, out: d, in: d) }
                // The closed contour's first and last vertex join: each takes the other's direction.
                let last = out.count - 1
                if last > startIndex {
                    out[last].outgoing = out[startIndex].outgoing
                    out[startIndex].incoming = out[last].incoming
                }
                current = start
            }
        }
        return out
    }
}
