import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Converter {
    /// A basic shape or a `path` as the nodes that draw it (the path, then its markers),
    /// or nil when it draws nothing (a zero size, no path data).
    func shape(_ e: Element, style: Style) -> [TreeNode]? {
        guard let path = shapePath(e, style: style), !path.isEmpty else { return nil }
        var nodes: [TreeNode] = []
        let visible = style["visibility"].map { $0 != "hidden" && $0 != "collapse" } ?? true
        if visible {
            var node = TreePath(id: e.id, path: path)
            let bbox = PathBounds.bounds(of: path)
            node.fill = fill(e, style: style, bbox: bbox)
            node.stroke = stroke(e, style: style, bbox: bbox)
            node.crispEdges = style["shape-rendering"] == "crispEdges" || style["shape-rendering"] == "optimizeSpeed"
            let order = paintOrder(style["paint-order"])
            node.strokeFirst = order.strokeBeforeFill
            contextPaints.append(ContextPaint(fill: node.fill?.paint, stroke: node.stroke?.paint, box: bbox))
            defer { contextPaints.removeLast() }
            if node.fill != nil || node.stroke != nil {
                if order.markersFirst {
                    nodes.append(contentsOf: markers(e, path: path, style: style))
                    nodes.append(.path(node))
                } else {
                    nodes.append(.path(node))
                    nodes.append(contentsOf: markers(e, path: path, style: style))
                }
                return nodes
            }
        }
        contextPaints.append(ContextPaint(fill: nil, stroke: nil, box: nil))
        defer { contextPaints.removeLast() }
        nodes.append(contentsOf: markers(e, path: path, style: style))
        return nodes
    }

    /// `paint-order`: which of fill, stroke and markers are drawn first.
    func paintOrder(_ raw: String?) -> (strokeBeforeFill: Bool, markersFirst: Bool) {
        guard let raw else { return (false, false) }
        // Any unknown or repeated word makes the value invalid, which means `normal`.
        var order: [String] = []
        for word in raw.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init) {
            guard ["fill", "stroke", "markers"].contains(word), !order.contains(word) else { return (false, false) }
            order.append(word)
        }
        if order.isEmpty { return (false, false) }
        for word in ["fill", "stroke", "markers"] where !order.contains(word) { order.append(word) }
        let fill = order.firstIndex(of: "fill")!, stroke = order.firstIndex(of: "stroke")!
        let markers = order.firstIndex(of: "markers")!
        return (stroke < fill, markers < fill && markers < stroke)
    }

    /// The geometry of a shape element in its user space; `arcPieces` says how many cubics
    /// an arc of path data, a circle's or an ellipse's quarter becomes (nil: pieces of at
    /// most 45° in path data, one cubic a quarter).
    func shapePath(_ e: Element, style: Style, arcPieces: Path.ArcPieceCount? = nil) -> Path? {
        switch e.name {
        case "rect":
            let x = length(e, "x", .x, style), y = length(e, "y", .y, style)
            let w = length(e, "width", .x, style), h = length(e, "height", .y, style)
            guard w > 0, h > 0 else { return nil }
            var rx = e["rx"].flatMap(Length.init(parsing:)).map { resolve($0, axis: .x, style: style) }
            var ry = e["ry"].flatMap(Length.init(parsing:)).map { resolve($0, axis: .y, style: style) }
            if let v = rx, v < 0 { rx = nil }
            if let v = ry, v < 0 { ry = nil }
            let rxv = min(rx ?? ry ?? 0, w / 2), ryv = min(ry ?? rx ?? 0, h / 2)
            return Converter.roundedRect(Rect(x: x, y: y, width: w, height: h), rx: rxv, ry: ryv)
        case "circle":
            let r = length(e, "r", .other, style)
            guard r > 0 else { return nil }
            let cx = length(e, "cx", .x, style), cy = length(e, "cy", .y, style)
            return Converter.ellipse(cx: cx, cy: cy, rx: r, ry: r, arcPieces: arcPieces)
        case "ellipse":
            var rx = e["rx"].flatMap(Length.init(parsing:)).map { resolve($0, axis: .x, style: style) }
            var ry = e["ry"].flatMap(Length.init(parsing:)).map { resolve($0, axis: .y, style: style) }
            // A negative radius is an error: taken as `auto` (the other radius), as browsers do.
            if let v = rx, v < 0 { rx = nil }
            if let v = ry, v < 0 { ry = nil }
            if rx == nil { rx = ry }
            if ry == nil { ry = rx }
            guard let rxv = rx, let ryv = ry, rxv > 0, ryv > 0 else { return nil }
            let cx = length(e, "cx", .x, style), cy = length(e, "cy", .y, style)
            return Converter.ellipse(cx: cx, cy: cy, rx: rxv, ry: ryv, arcPieces: arcPieces)
        case "line":
            var p = Path()
            p.move(to: Point(length(e, "x1", .x, style), length(e, "y1", .y, style)))
            p.line(to: Point(length(e, "x2", .x, style), length(e, "y2", .y, style)))
            return p
        case "polyline", "polygon":
            let points = e["points"] ?? ""
            guard withinSegmentLimit(SVGPathParser.numberCount(points) / 2, of: e, "points") else { return nil }
            let numbers = Converter.leadingNumbers(points)
            guard numbers.count >= 4 else { return nil }
            var p = Path()
            for i in stride(from: 0, to: numbers.count - 1, by: 2) {
                let pt = Point(numbers[i], numbers[i + 1])
                if i == 0 { p.move(to: pt) } else { p.line(to: pt) }
            }
            if e.name == "polygon" { p.close() }
            return p
        case "path":
            guard let d = e["d"], withinSegmentLimit(SVGPathParser.minimumPointCount(d), of: e, "path data")
            else { return nil }
            return Converter.pathData(d, element: e, converter: self, arcPieces: arcPieces)
        default:
            return nil
        }
    }

    /// Whether a shape of at least `points` points once flattened (counted from its attribute
    /// `what` before it is read) keeps within `RenderLimits.pathSegments`; when not, the
    /// document is refused (`refuse`) and the shape is not built: millions of commands would
    /// take their memory before the flattener refused them.
    func withinSegmentLimit(_ points: Int, of e: Element, _ what: String) -> Bool {
        do {
            try RenderLimits.current.check(.pathSegments, points,
                                           for: "the \(what) of <\(e.qualifiedName)> (counted before it is read)")
            return true
        } catch {
            refuse(SVGError(limit: error, at: e.position))
            return false
        }
    }

    /// The numbers at the start of a list, up to the first thing that is not one
    /// (SVG draws a polyline up to its first error).
    static func leadingNumbers(_ text: String) -> [Double] {
        var s = ValueScanner(text)
        var out: [Double] = []
        s.skipSpaces()
        while let n = s.number() {
            out.append(n)
            s.skipSeparator()
        }
        return out
    }

    /// Path data drawn up to its first error, as SVG says: the longest prefix that
    /// parses, cut back token by token from where the error is.
    static func pathData(_ d: String, element: Element, converter: Converter,
                         arcPieces: Path.ArcPieceCount? = nil) -> Path? {
        do {
            return try SVGPathParser.parse(d, arcPieces: arcPieces)
        } catch {
            converter.skip(element, "path data has an error (\(error.message) at offset \(error.offset)); drawn up to it")
            var bytes = Array(d.utf8.prefix(error.offset))
            for _ in 0..<64 {
                // Drop the last token (a number, flag or command) and the separators before it.
                while let last = bytes.last, last == 0x20 || last == 0x2C || last == 0x09 || last == 0x0A || last == 0x0D {
                    bytes.removeLast()
                }
                guard !bytes.isEmpty else { return nil }
                if let p = try? SVGPathParser.parse(String(decoding: bytes, as: UTF8.self), arcPieces: arcPieces) { return p }
                let last = bytes.removeLast()
                if (last >= 0x41 && last <= 0x5A) || (last >= 0x61 && last <= 0x7A) { continue }
                while let b = bytes.last, (b >= 0x30 && b <= 0x39) || b == 0x2E || b == 0x65 || b == 0x45 {
                    bytes.removeLast()
                }
                if let b = bytes.last, b == 0x2D || b == 0x2B { bytes.removeLast() }
            }
            return nil
        }
    }

    /// The magic number of a quarter circle as a cubic Bézier.
    static let kappa = 0.5522847498307936

    static func ellipse(cx: Double, cy: Double, rx: Double, ry: Double, arcPieces: Path.ArcPieceCount? = nil) -> Path {
        var p = Path()
        if let arcPieces, arcPieces(.pi / 2, max(rx, ry)) > 1 {
            // Quarters cut into as many cubics as asked (the same quarters, one cubic each, otherwise).
            p.move(to: Point(cx + rx, cy))
            for end in [Point(cx, cy + ry), Point(cx - rx, cy), Point(cx, cy - ry), Point(cx + rx, cy)] {
                p.addSVGArc(to: end, rx: rx, ry: ry, xAxisRotation: 0, largeArc: false, sweep: true, pieces: arcPieces)
            }
            p.close()
            return p
        }
        let kx = rx * kappa, ky = ry * kappa
        p.move(to: Point(cx + rx, cy))
        p.cubic(to: Point(cx, cy + ry), control1: Point(cx + rx, cy + ky), control2: Point(cx + kx, cy + ry))
        p.cubic(to: Point(cx - rx, cy), control1: Point(cx - kx, cy + ry), control2: Point(cx - rx, cy + ky))
        p.cubic(to: Point(cx, cy - ry), control1: Point(cx - rx, cy - ky), control2: Point(cx - kx, cy - ry))
        p.cubic(to: Point(cx + rx, cy), control1: Point(cx + kx, cy - ry), control2: Point(cx + rx, cy - ky))
        p.close()
        return p
    }

    /// A rectangle with elliptical corners (rx, ry), drawn clockwise from the top left
    /// as SVG's `rect` is.
    static func roundedRect(_ r: Rect, rx: Double, ry: Double) -> Path {
        var p = Path()
        let (x, y, w, h) = (r.minX, r.minY, r.width, r.height)
        guard rx > 0, ry > 0 else {
            p.move(to: Point(x, y))
            p.line(to: Point(x + w, y))
            p.line(to: Point(x + w, y + h))
            p.line(to: Point(x, y + h))
            p.close()
            return p
        }
        let kx = rx * kappa, ky = ry * kappa
        p.move(to: Point(x + rx, y))
        p.line(to: Point(x + w - rx, y))
        p.cubic(to: Point(x + w, y + ry), control1: Point(x + w - rx + kx, y), control2: Point(x + w, y + ry - ky))
        p.line(to: Point(x + w, y + h - ry))
        p.cubic(to: Point(x + w - rx, y + h), control1: Point(x + w, y + h - ry + ky),
                control2: Point(x + w - rx + kx, y + h))
        p.line(to: Point(x + rx, y + h))
        p.cubic(to: Point(x, y + h - ry), control1: Point(x + rx - kx, y + h), control2: Point(x, y + h - ry + ky))
        p.line(to: Point(x, y + ry))
        p.cubic(to: Point(x + rx, y), control1: Point(x, y + ry - ky), control2: Point(x + rx - kx, y))
        p.close()
        return p
    }
}
