import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A pattern drawn once into a tile at the device's resolution, then repeated as an
/// image paint.
enum PatternTile {
    /// The largest side of a tile in pixels (a larger one is drawn at lower resolution).
    static let maxSide = 4096.0

    static func render(_ p: PatternServer, bbox: Rect?, on canvas: Canvas, depth: Int) -> ImagePattern? {
        var rect = p.rect
        let unit = Bounds.unitTransform(bbox)
        if p.units == .objectBoundingBox {
            guard let unit else { return nil }
            rect = unit.apply(rect)
        }
        guard rect.width > 0, rect.height > 0 else { return nil }
        let device = p.transform.concatenating(canvas.transform)
        let sx = (device.a * device.a + device.b * device.b).squareRoot()
        let sy = (device.c * device.c + device.d * device.d).squareRoot()
        let w = min(maxSide, max(1, (rect.width * sx).rounded()))
        let h = min(maxSide, max(1, (rect.height * sy).rounded()))
        // The content is drawn at the device's scale and the tile is the rounded number of
        // pixels that covers it (as resvg does), so that a tile on the device needs no
        // resampling; its period is then w/sx, within half a device pixel of the pattern's.
        // (A tile clamped to `maxSide`, or of a collapsed axis, is scaled to fit instead.)
        let kx = sx > 0 && rect.width * sx <= maxSide ? sx : w / rect.width
        let ky = sy > 0 && rect.height * sy <= maxSide ? sy : h / rect.height
        guard w.isFinite, h.isFinite,
              RenderBudget.current?.charge(RenderBudget.pixels(Int(w), Int(h)), for: "a pattern's tile") ?? true,
              var tile = try? Canvas(width: Int(w), height: Int(h)) else { return nil }
        var content = Transform.identity
        if let viewBox = p.viewBox {
            content = viewBox.transform(to: Rect(x: 0, y: 0, width: rect.width, height: rect.height), aspect: p.aspect)
        } else if p.contentUnits == .objectBoundingBox {
            guard let b = bbox, b.width > 0, b.height > 0 else { return nil }
            content = .scale(b.width, b.height)
        }
        tile.transform = content.concatenating(.scale(kx, ky))
        for child in p.children { Renderer.draw(child, on: &tile, depth: depth) }
        let placement = Transform.scale(1 / kx, 1 / ky)
            .concatenating(.translation(rect.minX, rect.minY))
            .concatenating(p.transform)
        // A tile that lands on the device unscaled and unturned is copied pixel for pixel, at a
        // fractional offset too (bilinear filtering would blur it; resvg copies it so). One that
        // reaches that placement through turned spaces (an element's rotation undone by its
        // patternTransform) is resampled unless it lands on whole pixels: resvg's float32 sees
        // the turns as not quite undone and resamples it, and a copy would move it by up to
        // half a pixel.
        let onDevice = placement.concatenating(canvas.transform)
        func whole(_ v: Double) -> Bool { abs(v - v.rounded()) < 1e-6 }
        let turned = p.transform.b != 0 || p.transform.c != 0 || canvas.transform.b != 0 || canvas.transform.c != 0
        let aligned = abs(onDevice.a - 1) < 1e-6 && abs(onDevice.d - 1) < 1e-6 && onDevice.b == 0 && onDevice.c == 0
            && (!turned || whole(onDevice.e) && whole(onDevice.f))
        return ImagePattern(image: tile.pixmap, transform: placement, repeat: true,
                            filter: aligned ? .nearest : .bilinear)
    }
}
