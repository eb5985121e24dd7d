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
import CtlRaster

/// A rectangle of whole device pixels.
struct PixelRect: Hashable {
    var x: Int, y: Int, width: Int, height: Int

    init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    var maxX: Int { x + width }
    var maxY: Int { y + height }
    var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The pixels a device-space rectangle touches: x and y rounded down, width and height up
    /// (as resvg does, so that a region of 0.5 px still has a pixel). Coordinates beyond ±2³⁰
    /// are clamped there (a huge region still meets the canvas where it should); nil when not
    /// finite.
    init?(covering r: Rect) {
        let limit = Double(1 << 30)
        guard r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return nil }
        let x0 = clamped(r.minX, -limit, limit), y0 = clamped(r.minY, -limit, limit)
        let x1 = clamped(r.maxX, -limit, limit), y1 = clamped(r.maxY, -limit, limit)
        self.init(x: Int(x0.rounded(.down)), y: Int(y0.rounded(.down)),
                  width: Int((x1 - x0).rounded(.up)), height: Int((y1 - y0).rounded(.up)))
    }

    func offsetBy(dx: Int, dy: Int) -> PixelRect {
        PixelRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The common part, empty (width or height 0) when they do not meet.
    func intersection(_ o: PixelRect) -> PixelRect {
        let x0 = max(x, o.x), y0 = max(y, o.y), x1 = min(maxX, o.maxX), y1 = min(maxY, o.maxY)
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}

/// A primitive's result: a premultiplied image the size of the filter region, the colour space
/// its values are in, and the part of it that has content (its subregion, for `feTile`).
struct FilterImage {
    var pixmap: Pixmap
    var colorSpace: FilterColorSpace
    /// In the image's own pixels (0, 0 = the filter region's corner).
    var area: PixelRect

    init(pixmap: Pixmap, colorSpace: FilterColorSpace, area: PixelRect? = nil) {
        self.pixmap = pixmap
        self.colorSpace = colorSpace
        self.area = area ?? PixelRect(x: 0, y: 0, width: pixmap.width, height: pixmap.height)
    }

    var width: Int { pixmap.width }
    var height: Int { pixmap.height }

    /// The same image with its values in `space`.
    func converted(to space: FilterColorSpace) -> FilterImage {
        guard space != colorSpace else { return self }
        var copy = self
        ColorSpaceConversion.convert(&copy.pixmap.pixels, to: space)
        copy.colorSpace = space
        return copy
    }
}

/// sRGB ↔ linearRGB on premultiplied 8-bit pixels, as resvg and librsvg do it: un-premultiply,
/// look each colour channel up in a 256-entry table of the exact transfer function rounded to
/// 8 bits, premultiply again.
enum ColorSpaceConversion {
    /// sRGB-encoded value → linear, each rounded to nearest.
    static let toLinear: [UInt8] = (0..<256).map { i in
        let c = Double(i) / 255
        let l = c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        return UInt8((l * 255).rounded())
    }

    /// Linear value → sRGB-encoded, each rounded to nearest.
    static let toSRGB: [UInt8] = (0..<256).map { i in
        let l = Double(i) / 255
        let c = l <= 0.0031308 ? l * 12.92 : 1.055 * pow(l, 1 / 2.4) - 0.055
        return UInt8((c * 255).rounded())
    }

    static func convert(_ pixels: inout [UInt32], to space: FilterColorSpace) {
        let table = space == .linearRGB ? toLinear : toSRGB
        for i in pixels.indices {
            var p = RGBA(pixels[i]).unpremultiplied
            p.r = table[Int(p.r)]
            p.g = table[Int(p.g)]
            p.b = table[Int(p.b)]
            pixels[i] = p.premultiplied.packed
        }
    }
}

/// A pixel's four 8-bit channels (premultiplied or not, as the caller says).
struct RGBA: Equatable {
    var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        (self.r, self.g, self.b, self.a) = (r, g, b, a)
    }

    init(_ packed: UInt32) {
        r = UInt8(truncatingIfNeeded: packed)
        g = UInt8(truncatingIfNeeded: packed >> 8)
        b = UInt8(truncatingIfNeeded: packed >> 16)
        a = UInt8(truncatingIfNeeded: packed >> 24)
    }

    var packed: UInt32 { UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24 }

    subscript(channel: Int) -> UInt8 {
        switch channel {
        case 0: r
        case 1: g
        case 2: b
        default: a
        }
    }

    /// Colour divided by alpha, rounded to nearest (resvg's formula: c / (a/255) + 0.5, capped).
    var unpremultiplied: RGBA {
        guard a != 0 else { return RGBA(r: 0, g: 0, b: 0, a: 0) }
        if a == 255 { return self }
        let f = Float(a) / 255
        func un(_ c: UInt8) -> UInt8 { UInt8(min(255, Float(c) / f + 0.5)) }
        return RGBA(r: un(r), g: un(g), b: un(b), a: a)
    }

    /// Colour multiplied by alpha, rounded to nearest.
    var premultiplied: RGBA {
        if a == 255 { return self }
        let f = Float(a) / 255
        func mul(_ c: UInt8) -> UInt8 { UInt8(Float(c) * f + 0.5) }
        return RGBA(r: mul(r), g: mul(g), b: mul(b), a: a)
    }
}

/// A value in 0…1 as an 8-bit channel, rounded to nearest (NaN → 0).
@inline(__always)
func channel8(_ v: Double) -> UInt8 {
    UInt8(clamped(v, 0, 1) * 255 + 0.5)
}
