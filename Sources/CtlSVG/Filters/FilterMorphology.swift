import CtlRaster

/// feMorphology: each channel of each pixel becomes the minimum (erode) or maximum (dilate) of
/// that channel over a window around it, pixels outside the image left out.
///
/// As resvg does, a radius r (device pixels) gives a window of 2·⌈r⌉ pixels, from −⌈r⌉ to
/// ⌈r⌉ − 1 around the pixel; a radius that is zero, negative or not a number along either axis
/// makes the result transparent (the specification's "disables the effect"). The window is a
/// rectangle, so rows and columns are filtered separately, each line with the van Herk–Gil–Werman
/// running extremum: three comparisons a sample, whatever the radius.
enum FilterMorphology {
    static func apply(_ pixmap: inout Pixmap, operator op: MorphologyOperator, radiusX: Double, radiusY: Double) {
        guard radiusX > 0, radiusY > 0 else {
            for i in pixmap.pixels.indices { pixmap.pixels[i] = 0 }
            return
        }
        let (w, h) = (pixmap.width, pixmap.height)
        // A window reaching past the whole line is the whole line: cap the reach at the side.
        let rx = Int(min(radiusX.rounded(.up), Double(w))), ry = Int(min(radiusY.rounded(.up), Double(h)))
        let erode = op == .erode
        var line = [UInt8](repeating: 0, count: max(w, h)), out = line
        for c in 0..<4 {
            let shift = UInt32(8 * c)
            for y in 0..<h {
                for x in 0..<w { line[x] = UInt8(truncatingIfNeeded: pixmap.pixels[y * w + x] >> shift) }
                extremum(line, into: &out, count: w, before: rx, after: rx - 1, minimum: erode)
                for x in 0..<w {
                    let i = y * w + x
                    pixmap.pixels[i] = pixmap.pixels[i] & ~(0xFF << shift) | UInt32(out[x]) << shift
                }
            }
            for x in 0..<w {
                for y in 0..<h { line[y] = UInt8(truncatingIfNeeded: pixmap.pixels[y * w + x] >> shift) }
                extremum(line, into: &out, count: h, before: ry, after: ry - 1, minimum: erode)
                for y in 0..<h {
                    let i = y * w + x
                    pixmap.pixels[i] = pixmap.pixels[i] & ~(0xFF << shift) | UInt32(out[y]) << shift
                }
            }
        }
    }

    /// out[i] = min (or max) of input[i − before … i + after] ∩ [0, count).
    static func extremum(_ input: [UInt8], into out: inout [UInt8], count n: Int, before: Int, after: Int,
                         minimum: Bool) {
        let k = before + after + 1
        let neutral: UInt8 = minimum ? 255 : 0
        @inline(__always) func pick(_ a: UInt8, _ b: UInt8) -> UInt8 { minimum ? min(a, b) : max(a, b) }
        // q[t] = input[t − before], neutral outside; out[i] = extremum of q[i ..< i + k].
        let length = n + k - 1
        func q(_ t: Int) -> UInt8 {
            let j = t - before
            return j >= 0 && j < n ? input[j] : neutral
        }
        var g = [UInt8](repeating: neutral, count: length), hs = g
        for t in 0..<length { g[t] = t % k == 0 ? q(t) : pick(g[t - 1], q(t)) }
        for t in stride(from: length - 1, through: 0, by: -1) {
            hs[t] = (t % k == k - 1 || t == length - 1) ? q(t) : pick(hs[t + 1], q(t))
        }
        for i in 0..<n { out[i] = pick(hs[i], g[i + k - 1]) }
    }
}
