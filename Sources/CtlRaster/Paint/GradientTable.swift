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
        var k = 0
        for i in 0..<n {
            let t = Double(i) / Double(n - 1)
            while k + 1 < stops.count && stops[k + 1].offset <= t { k += 1 }
            let lo = stops[k]
            var (r, g, b, a) = (Double(lo.color.r), Double(lo.color.g), Double(lo.color.b), Double(lo.color.a))
            if t > lo.offset && k + 1 < stops.count {
                let hi = stops[k + 1]
                let f = (t - lo.offset) / (hi.offset - lo.offset)
                r += (Double(hi.color.r) - r) * f
                g += (Double(hi.color.g) - g) * f
                b += (Double(hi.color.b) - b) * f
                a += (Double(hi.color.a) - a) * f
            }
            let pa = a / 255
            table[i] = PremultipliedColor(r: UInt8((r * pa).rounded()), g: UInt8((g * pa).rounded()),
                                          b: UInt8((b * pa).rounded()), a: UInt8(a.rounded())).packed
        }
    }
}
