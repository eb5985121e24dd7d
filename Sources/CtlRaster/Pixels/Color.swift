/// An sRGB-encoded colour with straight (not premultiplied) 8-bit alpha.
public struct Color: Hashable, Sendable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    @inlinable
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        (self.r, self.g, self.b, self.a) = (r, g, b, a)
    }

    public static let black = Color(r: 0, g: 0, b: 0)
    public static let white = Color(r: 255, g: 255, b: 255)
    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)

    /// The colour with its alpha multiplied by `factor` (0…1).
    public func withAlpha(scaledBy factor: Double) -> Color {
        let f = max(0, min(1, factor.isNaN ? 0 : factor))
        return Color(r: r, g: g, b: b, a: UInt8((Double(a) * f).rounded()))
    }

    /// The premultiplied pixel value of this colour.
    @inlinable
    public var premultiplied: PremultipliedColor {
        PremultipliedColor(r: mul255(r, a), g: mul255(g, a), b: mul255(b, a), a: a)
    }
}

/// A premultiplied RGBA8 value, the form pixels take in a `Pixmap`.
public struct PremultipliedColor: Hashable, Sendable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    @inlinable
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        (self.r, self.g, self.b, self.a) = (r, g, b, a)
    }

    /// The pixel packed as it is stored: r in the lowest byte, then g, b, a.
    @inlinable
    public init(packed v: UInt32) {
        self.init(r: UInt8(truncatingIfNeeded: v), g: UInt8(truncatingIfNeeded: v >> 8),
                  b: UInt8(truncatingIfNeeded: v >> 16), a: UInt8(truncatingIfNeeded: v >> 24))
    }

    @inlinable
    public var packed: UInt32 {
        UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
    }

    /// The straight-alpha colour, each channel rounded to nearest: c = (p·255 + a/2) / a
    /// (the formula cairo uses, so PNGs from every renderer agree).
    @inlinable
    public var unpremultiplied: Color {
        guard a != 0 else { return .clear }
        guard a != 255 else { return Color(r: r, g: g, b: b, a: 255) }
        let a32 = UInt32(a), half = a32 / 2
        func un(_ c: UInt8) -> UInt8 { UInt8(min(255, (UInt32(c) * 255 + half) / a32)) }
        return Color(r: un(r), g: un(g), b: un(b), a: a)
    }
}

/// x·y/255 rounded to nearest, exact for all 8-bit inputs.
@inlinable
func mul255(_ x: UInt8, _ y: UInt8) -> UInt8 {
    UInt8(div255(UInt32(x) * UInt32(y)))
}

/// v/255 rounded to nearest, exact for 0 ≤ v ≤ 255·255.
@inlinable
func div255(_ v: UInt32) -> UInt32 {
    let t = v + 128
    return (t + (t >> 8)) >> 8
}
