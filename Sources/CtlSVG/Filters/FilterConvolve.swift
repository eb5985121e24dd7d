import CtlRaster

/// feConvolveMatrix (Filter Effects §9.9): each pixel the weighted sum of the pixels around it,
/// kernel flipped as the specification's formula has it, divided by the divisor, plus the bias
/// (times alpha), on premultiplied values; with `preserveAlpha` the colour is convolved
/// un-premultiplied, the alpha kept, and the result premultiplied.
enum FilterConvolve {
    /// The most kernel cells times pixels one primitive may cost; past it the result is
    /// transparent (a giant kernel on a giant region is refused, not run for hours).
    static let maxWork = 1 << 31

    static func apply(_ m: ConvolveMatrix, to pixmap: inout Pixmap) {
        let (w, h) = (pixmap.width, pixmap.height)
        guard m.orderX > 0, m.orderY > 0, m.kernel.count == m.orderX * m.orderY,
              m.orderX.multipliedReportingOverflow(by: m.orderY).partialValue <= maxWork / max(1, w * h),
              m.divisor != 0, m.divisor.isFinite, m.bias.isFinite, m.kernel.allSatisfy(\.isFinite) else {
            for i in pixmap.pixels.indices { pixmap.pixels[i] = 0 }
            return
        }
        let source = m.preserveAlpha ? pixmap.pixels.map { RGBA($0).unpremultiplied } : pixmap.pixels.map { RGBA($0) }
        for y in 0..<h {
            for x in 0..<w {
                var sum = SIMD4<Double>(repeating: 0)
                for oy in 0..<m.orderY {
                    for ox in 0..<m.orderX {
                        var tx = x - m.targetX + ox, ty = y - m.targetY + oy
                        switch m.edgeMode {
                        case .none:
                            if tx < 0 || tx >= w || ty < 0 || ty >= h { continue }
                        case .duplicate:
                            tx = min(max(tx, 0), w - 1)
                            ty = min(max(ty, 0), h - 1)
                        case .wrap:
                            tx = (tx % w + w) % w
                            ty = (ty % h + h) % h
                        }
                        let k = m.kernel[(m.orderY - 1 - oy) * m.orderX + (m.orderX - 1 - ox)]
                        let p = source[ty * w + tx]
                        sum += SIMD4(Double(p.r), Double(p.g), Double(p.b), Double(p.a)) / 255 * k
                    }
                }
                let original = source[y * w + x]
                // The bias is scaled by the alpha before it is clamped (as resvg); the colour is
                // clamped to the clamped alpha, or (preserveAlpha) to 0…1 and premultiplied.
                let alpha = m.preserveAlpha ? Double(original.a) / 255 : sum.w / m.divisor + m.bias
                let a = clamped(alpha, 0, 1)
                func colour(_ v: Double) -> UInt8 {
                    let c = v / m.divisor + m.bias * alpha
                    return channel8(m.preserveAlpha ? clamped(c, 0, 1) * a : clamped(c, 0, a))
                }
                let p = RGBA(r: colour(sum.x), g: colour(sum.y), b: colour(sum.z), a: channel8(a))
                pixmap.pixels[y * w + x] = p.packed
            }
        }
    }
}
