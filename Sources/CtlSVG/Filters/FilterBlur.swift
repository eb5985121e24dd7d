import Foundation
import CtlRaster

/// `feGaussianBlur` on premultiplied pixels, each axis with its own standard deviation (in
/// device pixels), pixels outside the image transparent.
///
/// An axis with σ ≥ 2 is blurred with five successive centred box blurs whose widths are chosen
/// so that their variances add up to σ² (Kuckir's scheme, as resvg uses it: widths w and w + 2,
/// w odd, the first m of width w), which follows the Gaussian's whole profile more closely than
/// the specification's three boxes matched to its peak. Below σ = 2 boxes are too coarse, so
/// the axis is convolved with the true Gaussian, cut at 3σ. All passes run on Float samples;
/// only the result is rounded.
///
/// - Complexity: O(pixels) for box blurs whatever σ (a box wider than the image is narrowed to
///   2·side + 1, past which it no longer changes), O(pixels·σ) for the small true Gaussians.
enum FilterBlur {
    /// The threshold below which an axis gets the true Gaussian.
    static let boxThreshold = 2.0

    static func blur(_ pixmap: inout Pixmap, sigmaX: Double, sigmaY: Double) {
        // NaN and non-positive σ do nothing; an infinite one is as wide as any box can be.
        let sx = sigmaX > 0 ? min(sigmaX, 1e9) : 0, sy = sigmaY > 0 ? min(sigmaY, 1e9) : 0
        guard sx > 0 || sy > 0 else { return }
        let (w, h) = (pixmap.width, pixmap.height)
        var plane = [Float](repeating: 0, count: w * h * 4)
        for (i, p) in pixmap.pixels.enumerated() {
            plane[4 * i] = Float(UInt8(truncatingIfNeeded: p))
            plane[4 * i + 1] = Float(UInt8(truncatingIfNeeded: p >> 8))
            plane[4 * i + 2] = Float(UInt8(truncatingIfNeeded: p >> 16))
            plane[4 * i + 3] = Float(UInt8(truncatingIfNeeded: p >> 24))
        }
        if sx > 0 { blurAxis(&plane, lines: h, length: w, lineStride: 4 * w, step: 4, sigma: sx) }
        if sy > 0 { blurAxis(&plane, lines: w, length: h, lineStride: 4, step: 4 * w, sigma: sy) }
        for i in 0..<(w * h) {
            func q(_ v: Float) -> UInt32 { UInt32(min(255, max(0, v + 0.5))) }
            let a = q(plane[4 * i + 3])
            let r = min(q(plane[4 * i]), a), g = min(q(plane[4 * i + 1]), a), b = min(q(plane[4 * i + 2]), a)
            pixmap.pixels[i] = r | g << 8 | b << 16 | a << 24
        }
    }

    /// The box blur's boxes for `sigma` along an axis of `length` samples, as (left, right)
    /// reaches, or nil when every box is 1 wide (the blur does nothing).
    static func boxes(sigma: Double, length: Int) -> [(left: Int, right: Int)]? {
        let n = 5.0
        let variance12 = 12 * sigma * sigma
        var wl = Int(min((variance12 / n + 1).squareRoot(), Double(2 * length + 1)).rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        let w = Double(wl)
        let m = Int(clamped(((variance12 - n * w * w - 4 * n * w - 3 * n) / (-4 * w - 4)).rounded(), 0, n))
        let sizes = (0..<5).map { $0 < m ? wl : min(wl + 2, 2 * length + 1) }
        guard sizes.contains(where: { $0 > 1 }) else { return nil }
        return sizes.filter { $0 > 1 }.map { ($0 / 2, $0 / 2) }
    }

    /// The normalised Gaussian weights from −radius to radius, radius = ⌈3σ⌉.
    static func gaussianKernel(sigma: Double) -> [Float] {
        let radius = max(1, Int((3 * sigma).rounded(.up)))
        let raw = (-radius...radius).map { x in exp(-Double(x * x) / (2 * sigma * sigma)) }
        let sum = raw.reduce(0, +)
        return raw.map { Float($0 / sum) }
    }

    /// Blurs every line of the plane along one axis: `lines` lines `lineStride` floats apart,
    /// each `length` pixels `step` floats apart, 4 channels per pixel.
    static func blurAxis(_ plane: inout [Float], lines: Int, length: Int, lineStride: Int, step: Int,
                         sigma: Double) {
        var a = [Float](repeating: 0, count: length * 4), b = a
        let boxList = sigma >= boxThreshold ? boxes(sigma: sigma, length: length) : nil
        let kernel = boxList == nil ? gaussianKernel(sigma: sigma) : []
        for line in 0..<lines {
            let base = line * lineStride
            for i in 0..<length {
                for c in 0..<4 { a[4 * i + c] = plane[base + i * step + c] }
            }
            if let boxList {
                for box in boxList {
                    boxPass(a, into: &b, length: length, left: box.left, right: box.right)
                    swap(&a, &b)
                }
            } else {
                convolve(a, into: &b, length: length, kernel: kernel)
                swap(&a, &b)
            }
            for i in 0..<length {
                for c in 0..<4 { plane[base + i * step + c] = a[4 * i + c] }
            }
        }
    }

    /// One box pass: out[i] = mean of in[i − left … i + right], outside samples 0. A running
    /// sum in Double per channel.
    static func boxPass(_ input: [Float], into output: inout [Float], length: Int, left: Int, right: Int) {
        let scale = 1 / Double(left + right + 1)
        for c in 0..<4 {
            var sum = 0.0
            // The window of output 0 is −left…right; start with its samples inside the line.
            for j in 0...min(right, length - 1) { sum += Double(input[4 * j + c]) }
            for i in 0..<length {
                output[4 * i + c] = Float(sum * scale)
                let entering = i + 1 + right, leaving = i - left
                if entering < length { sum += Double(input[4 * entering + c]) }
                if leaving >= 0 { sum -= Double(input[4 * leaving + c]) }
            }
        }
    }

    static func convolve(_ input: [Float], into output: inout [Float], length: Int, kernel: [Float]) {
        let radius = kernel.count / 2
        for i in 0..<length {
            var s = SIMD4<Float>(repeating: 0)
            for k in max(-radius, -i)...min(radius, length - 1 - i) {
                let j = 4 * (i + k)
                s += SIMD4(input[j], input[j + 1], input[j + 2], input[j + 3]) * kernel[k + radius]
            }
            output[4 * i] = s.x
            output[4 * i + 1] = s.y
            output[4 * i + 2] = s.z
            output[4 * i + 3] = s.w
        }
    }
}
