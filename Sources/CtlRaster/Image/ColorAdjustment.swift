/// A per-pixel colour change, as controls use for their states (highlighted, disabled).
///
/// Every adjustment works on the sRGB-encoded values and rounds each channel to nearest
/// (halves away from zero), so results are the same on every machine. Amounts outside 0…1 are
/// clamped; NaN counts as 0.
public enum ColorAdjustment: Hashable, Sendable {
    /// Mixes colour towards black by `amount` (0 = unchanged, 1 = black), keeping alpha:
    /// premultiplied r, g, b × (1 − amount). The usual highlighted state.
    case darken(Double)
    /// Multiplies opacity by `alpha` (1 = unchanged, 0 = transparent): all four premultiplied
    /// channels × alpha. The usual disabled state.
    case fade(Double)
    /// Mixes each colour towards its grey of the same luma by `amount` (0 = unchanged, 1 = grey),
    /// keeping alpha. Luma is Rec. 709 on the encoded values: 0.2126·r + 0.7152·g + 0.0722·b.
    /// Luma is linear, so premultiplied pixels are mixed as they are and colour stays ≤ alpha.
    case desaturate(Double)

    /// Adjusts every pixel of `pixmap` in place.
    ///
    /// - Complexity: O(width × height).
    public func apply(to pixmap: inout Pixmap) {
        // Each loop runs over the buffer's own length; table indices are bytes, 0…255, of
        // 256-entry tables.
        switch self {
        case .darken(let amount):
            let table = Self.scaleTable(1 - Self.unit(amount))
            pixmap.pixels.withUnsafeMutableBufferPointer { pixels in
                for i in 0..<pixels.count {
                    let p = pixels[i]
                    pixels[i] = UInt32(table[Int(p & 0xFF)]) | UInt32(table[Int(p >> 8 & 0xFF)]) << 8
                        | UInt32(table[Int(p >> 16 & 0xFF)]) << 16 | (p & 0xFF00_0000)
                }
            }
        case .fade(let alpha):
            let table = Self.scaleTable(Self.unit(alpha))
            pixmap.pixels.withUnsafeMutableBufferPointer { pixels in
                for i in 0..<pixels.count {
                    let p = pixels[i]
                    pixels[i] = UInt32(table[Int(p & 0xFF)]) | UInt32(table[Int(p >> 8 & 0xFF)]) << 8
                        | UInt32(table[Int(p >> 16 & 0xFF)]) << 16 | UInt32(table[Int(p >> 24)]) << 24
                }
            }
        case .desaturate(let amount):
            let t = Self.unit(amount)
            guard t > 0 else { return }
            pixmap.pixels.withUnsafeMutableBufferPointer { pixels in
                for i in 0..<pixels.count {
                    let p = PremultipliedColor(packed: pixels[i])
                    let (r, g, b) = Self.desaturated(p.r, p.g, p.b, by: t)
                    pixels[i] = PremultipliedColor(r: r, g: g, b: b, a: p.a).packed
                }
            }
        }
    }

    /// The adjusted colour (straight alpha): the same change as on a pixel, up to rounding.
    public func apply(to color: Color) -> Color {
        switch self {
        case .darken(let amount):
            let f = 1 - Self.unit(amount)
            return Color(r: Self.scaled(color.r, f), g: Self.scaled(color.g, f), b: Self.scaled(color.b, f),
                         a: color.a)
        case .fade(let alpha):
            return Color(r: color.r, g: color.g, b: color.b, a: Self.scaled(color.a, Self.unit(alpha)))
        case .desaturate(let amount):
            let (r, g, b) = Self.desaturated(color.r, color.g, color.b, by: Self.unit(amount))
            return Color(r: r, g: g, b: b, a: color.a)
        }
    }

    /// `value` clamped to 0…1, NaN as 0.
    static func unit(_ value: Double) -> Double {
        value.isNaN ? 0 : max(0, min(1, value))
    }

    /// v × factor rounded to nearest, for 0 ≤ factor ≤ 1.
    @inline(__always)
    static func scaled(_ v: UInt8, _ factor: Double) -> UInt8 {
        UInt8((Double(v) * factor).rounded())
    }

    /// `scaled(v, factor)` for every byte, so a pixel costs four look-ups.
    static func scaleTable(_ factor: Double) -> [UInt8] {
        (0...255).map { scaled(UInt8($0), factor) }
    }

    /// r, g, b each mixed towards their Rec. 709 luma by t, rounded to nearest. Never above the
    /// largest of the three, so premultiplied colour stays ≤ alpha.
    @inline(__always)
    static func desaturated(_ r: UInt8, _ g: UInt8, _ b: UInt8, by t: Double) -> (UInt8, UInt8, UInt8) {
        let luma = 0.2126 * Double(r) + 0.7152 * Double(g) + 0.0722 * Double(b)
        func mix(_ c: UInt8) -> UInt8 {
            let v = Double(c) + (luma - Double(c)) * t
            return UInt8(max(0, min(255, v.rounded())))
        }
        return (mix(r), mix(g), mix(b))
    }
}
