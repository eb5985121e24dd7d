/// The colour table of a gradient: `RasterScratch.lutSize` premultiplied colours
/// for t = 0…1 in equal steps.
enum GradientTable {
    /// Stops made usable: offsets clamped to 0…1 and never decreasing, as SVG asks.
    static func sanitized(_ stops: [GradientStop]) -> [GradientStop] {
        var out: [GradientStop] = []
        out.reserveCapacity(stops.count)
        var last = 0.0
        for s in stops {
            let o = s.offset.isNaN ? last : max(last, min(1, s.offset))
            out.append(GradientStop(offset: o, color: s.color))
            last = o
        }
        return out
    }

    /// Fills `table` from sanitized, non-empty `stops`, interpolating straight-alpha
    /// channels and premultiplying each entry.
    static func build(_ stops: [GradientStop], into table: UnsafeMutablePointer<UInt32>) {
        let n = RasterScratch.lutSize
        let last = Float(n - 1)
        var k = 0
        var lo = channels(stops[0].color), hi = lo
        var loOffset = Float(stops[0].offset), scale: Float = 0
        var interval = -1
        for i in 0..<n {
            let t = Float(i) / last
            while k + 1 < stops.count && Float(stops[k + 1].offset) <= t { k += 1 }
            if k != interval {
                // Entering the interval [stops[k], stops[k+1]]: set up its end colours once.
                interval = k
                lo = channels(stops[k].color)
                loOffset = Float(stops[k].offset)
                if k + 1 < stops.count {
                    hi = channels(stops[k + 1].color)
                    scale = 1 / (Float(stops[k + 1].offset) - loOffset)
                } else {
                    hi = lo
                    scale = 0
                }
            }
            let f = t > loOffset ? (t - loOffset) * scale : 0
            let c = lo + (hi - lo) * f
            // Premultiply; truncating x + 0.5 rounds these non-negative values to nearest
            // without a call into libm (SSE2 has no rounding instruction).
            let p = c * (c.w / 255) + 0.5
            table[i] = UInt32(p.x) | UInt32(p.y) << 8 | UInt32(p.z) << 16 | UInt32(c.w + 0.5) << 24
        }
    }

    @inline(__always)
    private static func channels(_ c: Color) -> SIMD4<Float> {
        SIMD4(Float(c.r), Float(c.g), Float(c.b), Float(c.a))
    }
}
