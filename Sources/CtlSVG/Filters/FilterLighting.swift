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

/// feDiffuseLighting and feSpecularLighting (Filter Effects §9.11, §9.17): the input's alpha is
/// a height map (Z = surfaceScale · A); its normal comes from the Sobel kernels of the
/// specification (one-sided at the edges, with their factors); the light vector L points from
/// the surface to the light. Diffuse: kd · N·L · colour, opaque. Specular: ks · (N·H)^exponent ·
/// colour with H = normalised L + (0, 0, 1), and alpha the largest channel.
///
/// Light positions are in the region's device pixels (`FilterContext.deviceLight`); the
/// lighting colour is sRGB, converted when the primitive computes in linearRGB.
enum FilterLighting {
    enum Model {
        case diffuse(Double)
        case specular(Double, Double)
    }

    static func render(_ input: Pixmap, lighting: Lighting, light: LightSource, colorSpace: FilterColorSpace,
                       model: Model) -> Pixmap {
        var out = input
        let (w, h) = (input.width, input.height)
        let alpha = input.pixels.map { Double($0 >> 24) / 255 }
        let scale = lighting.surfaceScale.isFinite ? lighting.surfaceScale : 0
        var c = lighting.color
        if colorSpace == .linearRGB {
            c = Color(r: ColorSpaceConversion.toLinear[Int(c.r)], g: ColorSpaceConversion.toLinear[Int(c.g)],
                      b: ColorSpaceConversion.toLinear[Int(c.b)], a: c.a)
        }
        let colour = SIMD3(Double(c.r), Double(c.g), Double(c.b)) / 255
        func a(_ x: Int, _ y: Int) -> Double { alpha[y * w + x] }

        for y in 0..<h {
            for x in 0..<w {
                let normal = surfaceNormal(x, y, w, h, a, scale)
                let z = scale * a(x, y)
                var l: SIMD3<Double>
                var lightColour = colour
                switch light {
                case .distant(let azimuth, let elevation):
                    let az = azimuth * .pi / 180, el = elevation * .pi / 180
                    l = SIMD3(cos(az) * cos(el), sin(az) * cos(el), sin(el))
                case .point(let lx, let ly, let lz):
                    l = normalized(SIMD3(lx - Double(x), ly - Double(y), lz - z))
                case .spot(let lx, let ly, let lz, let tx, let ty, let tz, let exponent, let cone):
                    l = normalized(SIMD3(lx - Double(x), ly - Double(y), lz - z))
                    let s = normalized(SIMD3(tx - lx, ty - ly, tz - lz))
                    let minusLdotS = -(l * s).sum()
                    if minusLdotS <= 0 {
                        lightColour = .zero
                    } else if let cone, minusLdotS < cos(abs(cone) * .pi / 180) {
                        lightColour = .zero
                    } else {
                        let e = exponent.isFinite ? exponent : 1
                        lightColour = colour * pow(minusLdotS, e)
                    }
                }
                let value: SIMD3<Double>
                let outAlpha: Double
                switch model {
                case .diffuse(let kd):
                    value = lightColour * (kd * (normal * l).sum())
                    outAlpha = 1
                case .specular(let ks, let exponent):
                    let hv = normalized(l + SIMD3(0, 0, 1))
                    let nh = (normal * hv).sum()
                    value = lightColour * (ks * pow(max(nh, 0), exponent))
                    outAlpha = max(value.x, value.y, value.z)
                }
                let a8 = channel8(outAlpha)
                out.pixels[y * w + x] = RGBA(r: min(channel8(value.x), a8), g: min(channel8(value.y), a8),
                                             b: min(channel8(value.z), a8), a: a8).packed
            }
        }
        return out
    }

    static func normalized(_ v: SIMD3<Double>) -> SIMD3<Double> {
        let n = (v * v).sum().squareRoot()
        return n > 0 && n.isFinite ? v / n : SIMD3(0, 0, 1)
    }

    /// The unit surface normal at (x, y) by the specification's Sobel kernels: a central
    /// difference where both neighbours exist (weight 1/2 per pixel), one-sided at an edge
    /// (weight 1); rows (or columns) weighted 1, 2, 1, those outside the image left out.
    static func surfaceNormal(_ x: Int, _ y: Int, _ w: Int, _ h: Int, _ a: (Int, Int) -> Double,
                              _ scale: Double) -> SIMD3<Double> {
        let x0 = max(x - 1, 0), x1 = min(x + 1, w - 1), y0 = max(y - 1, 0), y1 = min(y + 1, h - 1)
        var nx = 0.0, ny = 0.0
        if x1 > x0 {
            var sum = 0.0, weights = 0.0
            for yy in y0...y1 {
                let weight = yy == y ? 2.0 : 1.0
                sum += weight * (a(x1, yy) - a(x0, yy))
                weights += weight
            }
            nx = -scale * sum / weights * 2 / Double(x1 - x0)
        }
        if y1 > y0 {
            var sum = 0.0, weights = 0.0
            for xx in x0...x1 {
                let weight = xx == x ? 2.0 : 1.0
                sum += weight * (a(xx, y1) - a(xx, y0))
                weights += weight
            }
            ny = -scale * sum / weights * 2 / Double(y1 - y0)
        }
        return normalized(SIMD3(nx, ny, 1))
    }
}
