/// Reads an image's pixels at arbitrary positions, nearest, bilinear or bicubic, repeated
/// or not, never outside its source rectangle.
struct ImageSampler {
    let pixels: UnsafePointer<UInt32>
    let stride: Int
    /// The sampled region [x0, x1) × [y0, y1), in image pixels.
    let x0: Int, y0: Int, x1: Int, y1: Int
    let repeats: Bool
    let bilinear: Bool
    let bicubic: Bool
    /// Whether positions outside the region take its edge pixels (true when a source
    /// rectangle is given, as for `drawImage`) rather than transparency.
    let clampsOutside: Bool

    /// `nil` when the source rectangle holds no pixel of the image.
    init?(_ pattern: ImagePattern, pixels: UnsafePointer<UInt32>) {
        let image = Rect(x: 0, y: 0, width: Double(pattern.image.width), height: Double(pattern.image.height))
        let region = (pattern.sourceRect?.standardized ?? image).intersection(image) ?? .zero
        guard region.minX.isFinite, region.minY.isFinite else { return nil }
        x0 = Int(region.minX.rounded(.down)); x1 = Int(region.maxX.rounded(.up))
        y0 = Int(region.minY.rounded(.down)); y1 = Int(region.maxY.rounded(.up))
        guard x1 > x0, y1 > y0 else { return nil }
        // The region lies in [0, width] × [0, height] of the image (the intersection), so
        // 0 ≤ x0 < x1 ≤ width and 0 ≤ y0 < y1 ≤ height: every read below, at row·stride + column
        // with a row in y0..<y1 and a column in x0..<x1 (clamped or wrapped into them), is one
        // of the image's width·height pixels.
        self.pixels = pixels
        stride = pattern.image.width
        repeats = pattern.repeat
        bilinear = pattern.filter == .bilinear
        bicubic = pattern.filter == .bicubic
        clampsOutside = pattern.sourceRect != nil
    }

    /// The premultiplied pixel at (u, v) of the image's pixel space (pixel (i, j) covers
    /// [i, i+1) × [j, j+1)); transparent outside the region unless repeating.
    @inline(__always)
    func sample(_ u: Double, _ v: Double) -> UInt32 {
        guard u.isFinite, v.isFinite else { return 0 }
        let w = Double(x1 - x0), h = Double(y1 - y0)
        var (su, sv) = (u, v)
        if repeats {
            su = Double(x0) + wrap(u - Double(x0), w)
            sv = Double(y0) + wrap(v - Double(y0), h)
        } else if !clampsOutside && (u < Double(x0) || u >= Double(x1) || v < Double(y0) || v >= Double(y1)) {
            return 0
        } else {
            // Outside positions take the edge pixels (the clamps below would pick them
            // too), so bring them to the edge first: the weights below then lie in 0…256.
            su = min(max(su, Double(x0)), Double(x1))
            sv = min(max(sv, Double(y0)), Double(y1))
        }
        // Every read below is at clampY/wrapY(row)·stride + clampX/wrapX(column): inside the region.
        if bicubic { return cubic(su, sv) }
        guard bilinear else {
            return pixels[clampY(floor(sv)) * stride + clampX(floor(su))]   // also clamps a repeat's edge rounding
        }
        let fu = su - 0.5, fv = sv - 0.5
        let iu = floor(fu), iv = floor(fv)
        let wx = UInt32((fu - Double(iu)) * 256 + 0.5), wy = UInt32((fv - Double(iv)) * 256 + 0.5)
        let (ax, bx) = repeats ? (wrapX(iu), wrapX(iu + 1)) : (clampX(iu), clampX(iu + 1))
        let (ay, by) = repeats ? (wrapY(iv), wrapY(iv + 1)) : (clampY(iv), clampY(iv + 1))
        // Columns first, then across: the order `sampleRow` uses, so both agree to the bit.
        let left = lerp(pixels[ay * stride + ax], pixels[by * stride + ax], wy)
        let right = lerp(pixels[ay * stride + bx], pixels[by * stride + bx], wy)
        return lerp(left, right, wx)
    }

    /// The bicubic sample at (u, v) (inside the region or wrapped into it): the sixteen pixels
    /// around it weighted by the Mitchell–Netravali cubic, summed in floating point on the
    /// premultiplied channels, then clamped (a cubic overshoots) to 0 ≤ colour ≤ alpha ≤ 1.
    private func cubic(_ u: Double, _ v: Double) -> UInt32 {
        let fu = u - 0.5, fv = v - 0.5
        let iu = floor(fu), iv = floor(fv)
        let wx = ImageSampler.cubicWeights(fu - Double(iu)), wy = ImageSampler.cubicWeights(fv - Double(iv))
        var sum = SIMD4<Double>(repeating: 0)
        for j in 0..<4 {
            let row = repeats ? wrapY(iv - 1 + j) : clampY(iv - 1 + j)
            var across = SIMD4<Double>(repeating: 0)
            for i in 0..<4 {
                // row in y0..<y1 and the column in x0..<x1: clamped or wrapped into the region.
                let p = pixels[row * stride + (repeats ? wrapX(iu - 1 + i) : clampX(iu - 1 + i))]
                let c = SIMD4<Double>(Double(p & 0xFF), Double(p >> 8 & 0xFF), Double(p >> 16 & 0xFF), Double(p >> 24))
                across += wx[i] * c
            }
            sum += wy[j] * across
        }
        let a = min(max(sum[3], 0), 255)
        let r = min(max(sum[0], 0), a), g = min(max(sum[1], 0), a), b = min(max(sum[2], 0), a)
        return UInt32(r.rounded()) | UInt32(g.rounded()) << 8 | UInt32(b.rounded()) << 16 | UInt32(a.rounded()) << 24
    }

    /// The weights of the four pixels at −1, 0, 1 and 2 from the one at or before a position
    /// `t` (0 ≤ t < 1) past its centre: the Mitchell–Netravali cubic with B = C = 1/3, written
    /// as Skia writes it (near: 1 − t and t; far: 1 + (1 − t) and 1 + t). They sum to 1.
    @inline(__always)
    static func cubicWeights(_ t: Double) -> SIMD4<Double> {
        func near(_ t: Double) -> Double { ((-21.0 / 18 * t + 27.0 / 18) * t + 9.0 / 18) * t + 1.0 / 18 }
        func far(_ t: Double) -> Double { t * t * (7.0 / 18 * t - 6.0 / 18) }
        return SIMD4(far(1 - t), near(1 - t), near(t), far(t))
    }

    /// a + (b − a)·w/256 per channel, two channels per multiply, rounded.
    @inline(__always)
    private func lerp(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
        if w == 0 { return a }
        if w >= 256 { return b }
        let iw = 256 - w
        // 0 < w < 256: each 16-bit half is at most 255·256 + 128 < 2¹⁶, no carry between channels.
        let rb = ((a & 0x00FF_00FF) &* iw &+ (b & 0x00FF_00FF) &* w &+ 0x0080_0080) >> 8 & 0x00FF_00FF
        let ag = (((a >> 8) & 0x00FF_00FF) &* iw &+ ((b >> 8) & 0x00FF_00FF) &* w &+ 0x0080_0080) & 0xFF00_FF00
        return rb | ag
    }

    /// Columns `first`, `first` + 1, … of the row at `row`, `count` of them: those in x0..<x1
    /// copied, those outside the edge pixel (`clampsOutside`) or transparent.
    @inline(__always)
    private func copyColumns(from row: UnsafePointer<UInt32>, first: Int, count: Int,
                             into out: UnsafeMutablePointer<UInt32>) {
        // The run's columns inside the region: [start, end) of first..<first + count, clipped.
        let start = min(max(first, x0), x1), end = max(min(first + count, x1), start)
        let before = min(max(start - first, 0), count), inside = end - start
        if before > 0 { out.update(repeating: clampsOutside ? row[x0] : 0, count: before) }
        // start ≥ x0 and end ≤ x1: every pixel copied is one of the region's on this row.
        if inside > 0 { (out + before).update(from: row + start, count: inside) }
        let after = count - before - inside
        if after > 0 { (out + before + inside).update(repeating: clampsOutside ? row[x1 - 1] : 0, count: after) }
    }

    /// ⌊x⌋ for finite x, without a call into libm.
    @inline(__always)
    private func floor(_ x: Double) -> Int {
        let t = Int(max(-1e15, min(1e15, x)))
        return Double(t) > x ? t - 1 : t
    }

    @inline(__always) private func clampX(_ i: Int) -> Int { min(max(i, x0), x1 - 1) }
    @inline(__always) private func clampY(_ j: Int) -> Int { min(max(j, y0), y1 - 1) }
    @inline(__always) private func wrapX(_ i: Int) -> Int { x0 + ((i - x0) % (x1 - x0) + (x1 - x0)) % (x1 - x0) }
    @inline(__always) private func wrapY(_ j: Int) -> Int { y0 + ((j - y0) % (y1 - y0) + (y1 - y0)) % (y1 - y0) }

    @inline(__always)
    private func wrap(_ x: Double, _ period: Double) -> Double {
        let r = x - period * Double(floor(x / period))
        return r < period ? max(0, r) : 0
    }

    /// Samples `count` pixels along a row of the image's space: from u0 in steps of
    /// `du`, all at height `v` (an image drawn without rotation or skew). The same
    /// values as `sample` at each point, with u stepped in 32.32 fixed point instead
    /// of mapped per pixel. Returns false, writing nothing, for positions too far out and for a
    /// bicubic filter (which `sample` computes per pixel).
    @inline(__always)
    func sampleRow(u0: Double, du: Double, v: Double, count: Int, into out: UnsafeMutablePointer<UInt32>) -> Bool {
        let limit = 1.0e9
        guard !bicubic, u0.isFinite, du.isFinite, v.isFinite, abs(u0) < limit, abs(du) * Double(count) < limit else {
            return false
        }
        let one: Double = 4_294_967_296             // 1.0 in 32.32
        var sv = v
        if repeats {
            sv = Double(y0) + wrap(v - Double(y0), Double(y1 - y0))
        } else if !clampsOutside && (v < Double(y0) || v >= Double(y1)) {
            out.update(repeating: 0, count: count)
            return true
        } else {
            sv = min(max(sv, Double(y0)), Double(y1))   // as in `sample`: the edge row, a weight in 0…256
        }
        // The row (or two rows and their weight) is the same for the whole run.
        let rowA: Int, rowB: Int, wy: UInt32
        if bilinear {
            let fv = sv - 0.5, iv = floor(fv)
            wy = UInt32((fv - Double(iv)) * 256 + 0.5)
            (rowA, rowB) = repeats ? (wrapY(iv), wrapY(iv + 1)) : (clampY(iv), clampY(iv + 1))
        } else {
            (rowA, wy) = (clampY(floor(sv)), 0)
            rowB = rowA
        }
        // rowA, rowB in y0..<y1; the columns read below are clampX / wrapX of u, in x0..<x1.
        // u stays within ±2⁶³: |u0| and |du|·count are below 10⁹ pixels, 2³² each in 32.32.
        let a = pixels + rowA * stride, b = pixels + rowB * stride
        let lo = Int64(x0) << 32, hi = Int64(x1) << 32, period = hi - lo
        var u = Int64((u0 * one).rounded(.down)), d = Int64((du * one).rounded(.down))
        if repeats {
            u = lo + ((u - lo) % period + period) % period
            d = (d % period + period) % period
        }
        let half: Int64 = 1 << 31
        // One image pixel per device pixel on the image's own pixel grid (a layer composited
        // back, an image drawn 1:1): each pixel is a column read as it is, a copy of the row.
        // Nearest reads column u; bilinear at a whole f = u − ½ with no vertical weight has
        // both weights 0 and reads column f, the same pixels the loops below would read.
        if !repeats && d == 1 << 32 && (!bilinear || (wy == 0 && (u - half) & 0xFFFF_FFFF == 0)) {
            copyColumns(from: a, first: Int((bilinear ? u - half : u) >> 32), count: count, into: out)
            return true
        }
        if !bilinear {
            for i in 0..<count {
                if !repeats && !clampsOutside && (u < lo || u >= hi) {
                    out[i] = 0
                } else {
                    out[i] = a[clampX(Int(u >> 32))]
                }
                u &+= d
                if repeats && u >= hi { u -= period }
            }
            return true
        }
        // Bilinear: blend the two rows per source column once, and reuse the pair of
        // columns while the run stays between the same two (a magnified image spends
        // many pixels there); then one blend across per pixel.
        var lastColumn = Int.min
        var left: UInt32 = 0, right: UInt32 = 0
        for i in 0..<count {
            if !repeats && !clampsOutside && (u < lo || u >= hi) {
                out[i] = 0
            } else {
                let f = u - half
                let i0 = Int(f >> 32)
                if i0 != lastColumn {
                    lastColumn = i0
                    let (ia, ib) = repeats ? (wrapX(i0), wrapX(i0 + 1)) : (clampX(i0), clampX(i0 + 1))
                    left = lerp(a[ia], b[ia], wy)
                    right = lerp(a[ib], b[ib], wy)
                }
                let wx = UInt32(truncatingIfNeeded: ((f & 0xFFFF_FFFF) + (1 << 23)) >> 24)
                out[i] = left == right ? left : lerp(left, right, wx)
            }
            u &+= d
            if repeats && u >= hi { u -= period }
        }
        return true
    }
}
