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

/// feTurbulence: Perlin noise by the reference algorithm of Filter Effects §9.19 (its lattice
/// of 256 gradients per channel from the Park–Miller generator, `turbulence` summing octaves,
/// `stitchTiles` adjusting the frequencies to whole periods of the tile), written anew here.
/// Where the reference leaves room, as resvg (whose test suite is the yardstick): the tile that
/// stitching fits is the filter region in device pixels, its corner the pixel being computed
/// (the noise itself is sampled in user units); and lattice indices are compared with the wrap
/// points before they are reduced modulo 256.
///
/// Each device pixel is mapped back to user space by the element's translation and scales (its
/// corner, as resvg does) and the four channels evaluated there: `fractalNoise` gives (sum + 1) / 2,
/// `turbulence` the sum of absolute values; the channels are straight RGBA, premultiplied last.
struct FilterTurbulence {
    static let latticeSize = 256
    static let perlinN = 4096

    var lattice = [Int](repeating: 0, count: 2 * 256 + 2)
    var gradients = [[(Double, Double)]](repeating: Array(repeating: (0, 0), count: 2 * 256 + 2), count: 4)

    init(seed: Double) {
        var s = FilterTurbulence.setupSeed(seed)
        let b = FilterTurbulence.latticeSize
        for k in 0..<4 {
            for i in 0..<b {
                lattice[i] = i
                s = FilterTurbulence.random(s)
                let gx = Double(s % (2 * b) - b) / Double(b)
                s = FilterTurbulence.random(s)
                let gy = Double(s % (2 * b) - b) / Double(b)
                let n = (gx * gx + gy * gy).squareRoot()
                gradients[k][i] = n > 0 ? (gx / n, gy / n) : (0, 0)
            }
        }
        var i = b - 1
        while i > 0 {
            s = FilterTurbulence.random(s)
            let j = s % b
            lattice.swapAt(i, j)
            i -= 1
        }
        for i in 0..<(b + 2) {
            lattice[b + i] = lattice[i]
            for k in 0..<4 { gradients[k][b + i] = gradients[k][i] }
        }
    }

    /// The reference's seed set-up: the seed truncated, then moved into 1…2³¹ − 2.
    static func setupSeed(_ seed: Double) -> Int {
        let m = 2_147_483_647
        var s = seed.isFinite ? Int(clamped(seed, -4e9, 4e9)) : 0
        if s <= 0 { s = -(s % (m - 1)) + 1 }
        if s > m - 1 { s = m - 1 }
        return s
    }

    /// Park–Miller "minimal standard" generator, Schrage's method.
    static func random(_ s: Int) -> Int {
        var r = 16807 * (s % 127_773) - 2836 * (s / 127_773)
        if r <= 0 { r += 2_147_483_647 }
        return r
    }

    struct Stitch {
        var width: Int, height: Int, wrapX: Int, wrapY: Int
    }

    func noise2(_ channel: Int, _ x: Double, _ y: Double, _ stitch: Stitch?) -> Double {
        let bm = FilterTurbulence.latticeSize - 1
        // Only the integer part modulo 256 and the fraction matter: a huge coordinate (a huge
        // frequency) is brought back modulo 65 536, exactly, so that it converts to Int.
        func wrap(_ v: Double) -> Double {
            guard v.isFinite else { return 0 }
            return abs(v) < 1e15 ? v : fmod(v, 65536)
        }
        let tx = wrap(x + Double(FilterTurbulence.perlinN)), ty = wrap(y + Double(FilterTurbulence.perlinN))
        var bx0 = Int(tx), by0 = Int(ty)
        let rx0 = tx - Double(Int(tx)), ry0 = ty - Double(Int(ty))
        var bx1 = bx0 + 1, by1 = by0 + 1
        // The lattice indices are compared with the wrap points before they are cut to 0…255
        // (the specification's code cuts first, which never wraps; resvg and browsers stitch).
        if let stitch {
            if bx0 >= stitch.wrapX { bx0 -= stitch.width }
            if bx1 >= stitch.wrapX { bx1 -= stitch.width }
            if by0 >= stitch.wrapY { by0 -= stitch.height }
            if by1 >= stitch.wrapY { by1 -= stitch.height }
        }
        bx0 &= bm; bx1 &= bm; by0 &= bm; by1 &= bm
        let rx1 = rx0 - 1, ry1 = ry0 - 1
        let i = lattice[bx0], j = lattice[bx1]
        let b00 = lattice[i + by0], b10 = lattice[j + by0], b01 = lattice[i + by1], b11 = lattice[j + by1]
        let sx = rx0 * rx0 * (3 - 2 * rx0), sy = ry0 * ry0 * (3 - 2 * ry0)
        let g = gradients[channel]
        var u = rx0 * g[b00].0 + ry0 * g[b00].1, v = rx1 * g[b10].0 + ry0 * g[b10].1
        let a = u + sx * (v - u)
        u = rx0 * g[b01].0 + ry1 * g[b01].1
        v = rx1 * g[b11].0 + ry1 * g[b11].1
        let b = u + sx * (v - u)
        return a + sy * (b - a)
    }

    func turbulence(_ channel: Int, x: Double, y: Double, _ t: Turbulence, baseX: Double, baseY: Double,
                    stitch start: Stitch?, octaves: Int) -> Double {
        var stitch = start
        var sum = 0.0, vx = x * baseX, vy = y * baseY, ratio = 1.0
        for _ in 0..<octaves {
            let n = noise2(channel, vx, vy, stitch)
            sum += (t.fractalNoise ? n : abs(n)) / ratio
            vx *= 2; vy *= 2; ratio *= 2
            if var s = stitch {
                s.width *= 2; s.height *= 2
                s.wrapX = 2 * s.wrapX - FilterTurbulence.perlinN
                s.wrapY = 2 * s.wrapY - FilterTurbulence.perlinN
                stitch = s
            }
        }
        return sum
    }

    /// Renders the noise into `pixmap`, which covers `region` of the device.
    static func render(_ t: Turbulence, into pixmap: inout Pixmap, region: PixelRect, transform: Transform,
                       scaleX: Double, scaleY: Double) {
        guard scaleX > 0, scaleY > 0, t.baseFrequencyX >= 0, t.baseFrequencyY >= 0,
              t.baseFrequencyX.isFinite, t.baseFrequencyY.isFinite else { return }
        let noise = FilterTurbulence(seed: t.seed)
        // Past ~30 octaves each adds less than 2⁻³⁰: nothing an 8-bit channel can show.
        let octaves = max(0, min(t.numOctaves, 32))
        var baseX = t.baseFrequencyX, baseY = t.baseFrequencyY
        // Stitching: the frequencies fitted to whole periods of the region's pixels, the
        // nearer by ratio; each pixel's wrap points then follow from its own position.
        var periods: (x: Int, y: Int)?
        if t.stitchTiles {
            func fit(_ f: Double, _ size: Double) -> Double {
                guard f != 0 else { return f }
                let lo = (size * f).rounded(.down) / size, hi = (size * f).rounded(.up) / size
                return lo > 0 && f / lo < hi / f ? lo : hi
            }
            let width = Double(pixmap.width), height = Double(pixmap.height)
            baseX = fit(baseX, width)
            baseY = fit(baseY, height)
            periods = (Int(clamped(width * baseX + 0.5, 0, 1e6)), Int(clamped(height * baseY + 0.5, 0, 1e6)))
        }
        func stitch(_ px: Int, _ py: Int) -> Stitch? {
            guard let periods else { return nil }
            // Truncated as a whole, as the reference's int conversion does.
            return Stitch(width: periods.x, height: periods.y,
                          wrapX: Int(clamped(Double(px) * baseX + Double(perlinN + periods.x), -1e9, 1e9)),
                          wrapY: Int(clamped(Double(py) * baseY + Double(perlinN + periods.y), -1e9, 1e9)))
        }
        let w = pixmap.width
        for py in 0..<pixmap.height {
            for px in 0..<w {
                // Back to user space by the translation and the two scales only (a rotation or
                // skew is left out, as resvg does).
                let p = Point((Double(px + region.x) - transform.e) / scaleX,
                              (Double(py + region.y) - transform.f) / scaleY)
                // Far from the lattice's range every position looks alike; keep the arithmetic in range.
                let x = clamped(p.x, -1e7, 1e7), y = clamped(p.y, -1e7, 1e7)
                let wraps = stitch(px, py)
                func value(_ c: Int) -> UInt8 {
                    let sum = noise.turbulence(c, x: x, y: y, t, baseX: baseX, baseY: baseY, stitch: wraps,
                                               octaves: octaves)
                    return channel8(t.fractalNoise ? (sum + 1) / 2 : sum)
                }
                pixmap.pixels[py * w + px] = RGBA(r: value(0), g: value(1), b: value(2), a: value(3)).premultiplied.packed
            }
        }
    }
}
