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

/// The per-pixel colour primitives, feColorMatrix and feComponentTransfer, on un-premultiplied
/// values in 0…1 (Filter Effects §9.7, §9.8): each pixel is un-premultiplied, mapped, clamped
/// to 0…1, and premultiplied again.
enum FilterColor {
    /// The 4×5 matrix of a feColorMatrix (rows R, G, B, A; columns R, G, B, A, 1).
    static func matrix(_ m: ColorMatrix) -> [Double] {
        switch m {
        case .matrix(let values):
            return values.count == 20 ? values : identity
        case .saturate(let s):
            return [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
                    0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
                    0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
                    0, 0, 0, 1, 0]
        case .hueRotate(let degrees):
            let t = degrees * .pi / 180, c = cos(t), s = sin(t)
            return [0.213 + 0.787 * c - 0.213 * s, 0.715 - 0.715 * c - 0.715 * s, 0.072 - 0.072 * c + 0.928 * s, 0, 0,
                    0.213 - 0.213 * c + 0.143 * s, 0.715 + 0.285 * c + 0.140 * s, 0.072 - 0.072 * c - 0.283 * s, 0, 0,
                    0.213 - 0.213 * c - 0.787 * s, 0.715 - 0.715 * c + 0.715 * s, 0.072 + 0.928 * c + 0.072 * s, 0, 0,
                    0, 0, 0, 1, 0]
        case .luminanceToAlpha:
            return [0, 0, 0, 0, 0,
                    0, 0, 0, 0, 0,
                    0, 0, 0, 0, 0,
                    0.2125, 0.7154, 0.0721, 0, 0]
        }
    }

    static let identity: [Double] = [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0]

    static func apply(_ m: ColorMatrix, to pixmap: inout Pixmap) {
        let k = matrix(m).map { $0.isFinite ? $0 : 0 }
        for i in pixmap.pixels.indices {
            let p = RGBA(pixmap.pixels[i]).unpremultiplied
            let v = [Double(p.r) / 255, Double(p.g) / 255, Double(p.b) / 255, Double(p.a) / 255]
            func row(_ r: Int) -> UInt8 {
                channel8(k[5 * r] * v[0] + k[5 * r + 1] * v[1] + k[5 * r + 2] * v[2] + k[5 * r + 3] * v[3]
                         + k[5 * r + 4])
            }
            pixmap.pixels[i] = RGBA(r: row(0), g: row(1), b: row(2), a: row(3)).premultiplied.packed
        }
    }

    /// feComponentTransfer with the functions for R, G, B, A.
    static func transfer(_ pixmap: inout Pixmap, functions: [TransferFunction]) {
        // Each function is a map of the 256 possible 8-bit inputs.
        let tables = functions.map { f in (0..<256).map { channel8(evaluate(f, Double($0) / 255)) } }
        for i in pixmap.pixels.indices {
            let p = RGBA(pixmap.pixels[i]).unpremultiplied
            pixmap.pixels[i] = RGBA(r: tables[0][Int(p.r)], g: tables[1][Int(p.g)], b: tables[2][Int(p.b)],
                                    a: tables[3][Int(p.a)]).premultiplied.packed
        }
    }

    /// A transfer function at `c` in 0…1 (not yet clamped).
    static func evaluate(_ f: TransferFunction, _ c: Double) -> Double {
        switch f {
        case .identity:
            return c
        case .table(let v):
            guard !v.isEmpty else { return c }
            let n = v.count - 1
            guard n > 0 else { return v[0] }
            let k = min(Int(c * Double(n)), n - 1)
            return v[k] + (c - Double(k) / Double(n)) * Double(n) * (v[k + 1] - v[k])
        case .discrete(let v):
            guard !v.isEmpty else { return c }
            let k = min(Int(c * Double(v.count)), v.count - 1)
            return v[k]
        case .linear(let slope, let intercept):
            return slope * c + intercept
        case .gamma(let amplitude, let exponent, let offset):
            return amplitude * pow(c, exponent) + offset
        }
    }
}
