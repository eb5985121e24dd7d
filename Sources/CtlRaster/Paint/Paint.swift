/// What fills the covered pixels of a drawing operation.
public enum Paint: Hashable, Sendable {
    case solid(Color)
    case linearGradient(LinearGradient)
    case radialGradient(RadialGradient)

    /// Whether the paint is a solid colour whose alpha is 255.
    var isOpaqueSolid: Bool {
        if case .solid(let c) = self { return c.a == 255 }
        return false
    }
}

/// How a gradient extends before its first and after its last stop.
public enum SpreadMode: String, Hashable, Sendable, CaseIterable {
    /// The end colours continue (SVG `pad`). Default.
    case pad
    /// The gradient starts over (SVG `repeat`).
    case `repeat`
    /// The gradient runs back and forth (SVG `reflect`).
    case reflect
}

/// A colour at a position (0…1) along a gradient.
public struct GradientStop: Hashable, Sendable {
    public var offset: Double
    public var color: Color

    public init(offset: Double, color: Color) {
        self.offset = offset
        self.color = color
    }
}

/// A gradient along the line from `start` (t = 0) to `end` (t = 1).
///
/// Colours are interpolated between stops in straight-alpha sRGB-encoded values, as
/// SVG and the canvas API do, then premultiplied.
public struct LinearGradient: Hashable, Sendable {
    public var start: Point
    public var end: Point
    public var stops: [GradientStop]
    /// Default: `.pad`.
    public var spread: SpreadMode

    public init(start: Point, end: Point, stops: [GradientStop], spread: SpreadMode = .pad) {
        self.start = start
        self.end = end
        self.stops = stops
        self.spread = spread
    }
}

/// A two-point conical gradient: circles interpolated from the focal circle
/// (`focal`, `focalRadius`) at t = 0 to the end circle (`center`, `radius`) at t = 1.
///
/// With `focalRadius` 0 this is SVG's `radialGradient` with `fx`, `fy`; with
/// `focal == center` as well it is a plain concentric radial gradient.
public struct RadialGradient: Hashable, Sendable {
    public var center: Point
    public var radius: Double
    public var focal: Point
    /// Default: 0.
    public var focalRadius: Double
    public var stops: [GradientStop]
    /// Default: `.pad`.
    public var spread: SpreadMode

    public init(center: Point, radius: Double, focal: Point? = nil, focalRadius: Double = 0,
                stops: [GradientStop], spread: SpreadMode = .pad) {
        self.center = center
        self.radius = radius
        self.focal = focal ?? center
        self.focalRadius = focalRadius
        self.stops = stops
        self.spread = spread
    }
}
