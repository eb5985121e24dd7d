import CtlRaster

extension Paint {
    /// A gradient from the top of `rect` to its bottom through `stops`; one stop is a solid colour.
    public static func vertical(_ rect: Rect, _ stops: [GradientStop]) -> Paint {
        if stops.count == 1 { return .solid(stops[0].color) }
        return .linearGradient(LinearGradient(start: Point(rect.midX, rect.minY), end: Point(rect.midX, rect.maxY),
                                              stops: stops))
    }

    /// A gradient from the top of `rect` to its bottom, evenly through `colors`.
    public static func vertical(_ rect: Rect, _ colors: [Color]) -> Paint {
        vertical(rect, .even(colors))
    }
}

extension Array where Element == GradientStop {
    /// Stops from (offset, 0xRRGGBB) pairs, for the look tables.
    public static func stops(_ pairs: (Double, UInt32)...) -> [GradientStop] {
        pairs.map { GradientStop(offset: $0.0, color: Color(hex: $0.1)) }
    }

    /// `colors` evenly spaced from 0 to 1.
    public static func even(_ colors: [Color]) -> [GradientStop] {
        let n = Double(Swift.max(colors.count - 1, 1))
        return colors.enumerated().map { GradientStop(offset: Double($0.offset) / n, color: $0.element) }
    }

    /// One colour.
    public static func solid(_ color: Color) -> [GradientStop] { [GradientStop(offset: 0, color: color)] }

    /// An iOS 6 gloss made from one colour: lighter above a step at half height, the colour below.
    public static func gloss(_ c: Color) -> [GradientStop] {
        [GradientStop(offset: 0, color: c.mixed(with: .white, 0.6)),
         GradientStop(offset: 0.5, color: c.mixed(with: .white, 0.3)),
         GradientStop(offset: 0.5, color: c.mixed(with: .black, 0.08)),
         GradientStop(offset: 1, color: c.mixed(with: .white, 0.15))]
    }
}

extension Color {
    /// Mixes this colour towards `other` by `t` (0 = this, 1 = other), channel by channel,
    /// straight alpha, rounded to nearest.
    public func mixed(with other: Color, _ t: Double) -> Color {
        let t = max(0, min(1, t.isNaN ? 0 : t))
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded()) }
        return Color(r: mix(r, other.r), g: mix(g, other.g), b: mix(b, other.b), a: mix(a, other.a))
    }

    /// This colour with alpha `alpha` (0…1) times its own.
    public func opacity(_ alpha: Double) -> Color { withAlpha(scaledBy: alpha) }

    /// Grey of the given white level (0…1) and opacity, as UIKit's `colorWithWhite:alpha:`.
    public static func white(_ level: Double, alpha: Double = 1) -> Color {
        let v = UInt8((max(0, min(1, level)) * 255).rounded())
        return Color(r: v, g: v, b: v, a: UInt8((max(0, min(1, alpha)) * 255).rounded()))
    }

    /// A colour from 0xRRGGBB.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(r: UInt8(hex >> 16 & 0xFF), g: UInt8(hex >> 8 & 0xFF), b: UInt8(hex & 0xFF),
                  a: UInt8((max(0, min(1, alpha)) * 255).rounded()))
    }
}
