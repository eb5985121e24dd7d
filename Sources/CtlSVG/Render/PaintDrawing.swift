import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Fills and strokes with SVG's paint servers, mapped onto the engine's paints.
///
/// A linear gradient under any affine map is again a linear gradient, so its
/// `gradientTransform` and bounding-box units are folded into a user-space start and
/// end. A radial gradient under a map that is not a similarity is an ellipse: a fill
/// draws the path in gradient space (the path mapped back, the gradient's map applied
/// as the drawing's transform); a stroke is drawn on a layer and painted through it.
enum PaintDrawing {
    static func fill(_ path: Path, _ fill: Fill, bbox: Rect?, on canvas: inout Canvas, depth: Int) {
        guard let (paint, space) = resolve(fill.paint, opacity: fill.opacity, bbox: bbox, on: canvas, depth: depth)
        else { return }
        canvas.save()
        defer { canvas.restore() }
        if case .pattern = fill.paint { canvas.alpha = fill.opacity }
        if let space, let inverse = space.inverted() {
            canvas.fill(path.transformed(by: inverse), paint: paint, rule: fill.rule, transform: space)
        } else if space == nil {
            canvas.fill(path, paint: paint, rule: fill.rule)
        }
    }

    static func stroke(_ path: Path, _ stroke: Stroke, bbox: Rect?, on canvas: inout Canvas, depth: Int) {
        guard let (paint, space) = resolve(stroke.paint, opacity: stroke.opacity, bbox: bbox, on: canvas, depth: depth)
        else { return }
        canvas.save()
        defer { canvas.restore() }
        if case .pattern = stroke.paint { canvas.alpha = stroke.opacity }
        guard let space else {
            canvas.stroke(path, paint: paint, style: stroke.style)
            return
        }
        guard let inverse = space.inverted(),
              RenderBudget.current?.charge(RenderBudget.pixels(canvas.width, canvas.height, passes: 2),
                                           for: "the layer of a gradient stroke") ?? true else { return }
        // The stroke's shape on a layer, then the paint through it (source-in).
        var layer = canvas.makeLayer()
        layer.stroke(path, paint: .solid(.black), style: stroke.style)
        layer.blendMode = .sourceIn
        let device = canvas.transform
        guard let deviceInverse = space.concatenating(device).inverted() else { return }
        var everything = Path()
        everything.addRect(Rect(x: -1, y: -1, width: Double(canvas.width + 2), height: Double(canvas.height + 2)))
        _ = inverse
        layer.fill(everything.transformed(by: deviceInverse), paint: paint, transform: space)
        if let error = layer.limitExceeded { canvas.noteOverLimit(error) }
        let pixels = layer.pixmap
        canvas.transform = .identity
        canvas.alpha = 1
        canvas.drawImage(pixels, in: Rect(x: 0, y: 0, width: Double(pixels.width), height: Double(pixels.height)),
                         filter: .nearest)
    }

    /// The engine paint for a server and, when it lives in a space of its own, the map
    /// from that space to user space. Nil when nothing is painted (an objectBoundingBox
    /// server on a shape without area).
    static func resolve(_ server: PaintServer, opacity: Double, bbox: Rect?, on canvas: Canvas, depth: Int)
        -> (Paint, Transform?)? {
        switch server {
        case .color(let c):
            return (.solid(c.withAlpha(scaledBy: opacity)), nil)
        case .linear(let g):
            var t = g.transform
            if g.units == .objectBoundingBox {
                guard let unit = Bounds.unitTransform(bbox) else { return nil }
                t = t.concatenating(unit)
            }
            let stops = scaled(g.stops, opacity)
            guard let inverse = t.inverted() else { return (.solid(stops[stops.count - 1].color), nil) }
            // t(p) = ((T⁻¹p − s)·d) / |d|², an affine function q·p + k of the user-space point.
            let dx = g.x2 - g.x1, dy = g.y2 - g.y1
            let len2 = dx * dx + dy * dy
            guard len2 > 0 else { return (.solid(stops[stops.count - 1].color), nil) }
            let ux = dx / len2, uy = dy / len2
            let qx = ux * inverse.a + uy * inverse.b
            let qy = ux * inverse.c + uy * inverse.d
            let k = ux * (inverse.e - g.x1) + uy * (inverse.f - g.y1)
            let q2 = qx * qx + qy * qy
            guard q2 > 0, q2.isFinite else { return (.solid(stops[stops.count - 1].color), nil) }
            let start = Point(-k * qx / q2, -k * qy / q2)
            let end = Point(start.x + qx / q2, start.y + qy / q2)
            return (.linearGradient(LinearGradient(start: start, end: end, stops: stops, spread: g.spread)), nil)
        case .radial(let g):
            var t = g.transform
            if g.units == .objectBoundingBox {
                guard let unit = Bounds.unitTransform(bbox) else { return nil }
                t = t.concatenating(unit)
            }
            let stops = scaled(g.stops, opacity)
            guard t.inverted() != nil else { return (.solid(stops[stops.count - 1].color), nil) }
            let gradient = RadialGradient(center: Point(g.cx, g.cy), radius: g.r, focal: Point(g.fx, g.fy),
                                          focalRadius: g.fr, stops: stops, spread: g.spread)
            return (.radialGradient(gradient), t.isIdentity ? nil : t)
        case .pattern(let p):
            guard depth < Renderer.maxDepth, let image = PatternTile.render(p, bbox: bbox, on: canvas, depth: depth + 1)
            else { return nil }
            return (.image(image), nil)
        }
    }

    static func scaled(_ stops: [GradientStop], _ opacity: Double) -> [GradientStop] {
        guard opacity < 1 else { return stops }
        return stops.map { GradientStop(offset: $0.offset, color: $0.color.withAlpha(scaledBy: opacity)) }
    }
}
