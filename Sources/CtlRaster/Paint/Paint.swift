/// What fills the covered pixels of a drawing operation.
///
/// The cases other than `solid` are indirect: a paint is then a colour or one reference,
/// which every draw call copies at the cost of a retain, where the inline payloads (up to
/// a radial gradient's hundred bytes) were copied through the enum's value witness.
public enum Paint: Hashable, Sendable {
    case solid(Color)
    indirect case linearGradient(LinearGradient)
    indirect case radialGradient(RadialGradient)
    indirect case sweepGradient(SweepGradient)
    /// An image, repeated or not, in the paint's user space.
    indirect case image(ImagePattern)

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
    /// Whether to add ordered dithering, which hides banding in slow gradients. Default: false
    /// (so goldens stay stable).
    public var dither: Bool

    public init(start: Point, end: Point, stops: [GradientStop], spread: SpreadMode = .pad, dither: Bool = false) {
        self.start = start
        self.end = end
        self.stops = stops
        self.spread = spread
        self.dither = dither
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
    /// Whether to add ordered dithering. Default: false.
    public var dither: Bool

    public init(center: Point, radius: Double, focal: Point? = nil, focalRadius: Double = 0,
                stops: [GradientStop], spread: SpreadMode = .pad, dither: Bool = false) {
        self.center = center
        self.radius = radius
        self.focal = focal ?? center
        self.focalRadius = focalRadius
        self.stops = stops
        self.spread = spread
        self.dither = dither
    }
}

/// A gradient around a centre: t runs from 0 at `startAngle` to 1 at `endAngle`,
/// clockwise on a y-down screen (anticlockwise when `endAngle` < `startAngle`).
///
/// Unlike Skia's sweep gradient, angles are measured from `startAngle`, so a sweep may
/// start anywhere (a knob's arc from the bottom left, say). Of the turn that a partial
/// span leaves out, the half after `endAngle` takes t > 1 and the half before
/// `startAngle` t < 0, so with `pad` each end colour fills the half next to it.
public struct SweepGradient: Hashable, Sendable {
    public var center: Point
    /// In degrees; 0 points along +x. Default: 0.
    public var startAngle: Double
    /// In degrees. Default: 360.
    public var endAngle: Double
    public var stops: [GradientStop]
    /// Default: `.pad`.
    public var spread: SpreadMode
    /// Whether to add ordered dithering. Default: false.
    public var dither: Bool

    public init(center: Point, startAngle: Double = 0, endAngle: Double = 360, stops: [GradientStop],
                spread: SpreadMode = .pad, dither: Bool = false) {
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
        self.stops = stops
        self.spread = spread
        self.dither = dither
    }
}

/// How an image is sampled between its pixels.
public enum ImageFilter: String, Hashable, Sendable, CaseIterable {
    /// The nearest pixel.
    case nearest
    /// Linear interpolation between the four nearest pixel centres. Default.
    case bilinear
    /// The Mitchell–Netravali cubic (B = C = 1/3) over the sixteen nearest pixel centres, as
    /// Skia's and tiny-skia's bicubic shaders: sharper than bilinear when an image is magnified.
    case bicubic
}

/// An image used as a paint: pixel (i, j) of `image` covers [i, i+1) × [j, j+1) of
/// the pattern's space, which `transform` maps into the paint's user space.
public struct ImagePattern: Hashable, Sendable {
    public var image: Pixmap
    /// Pattern space to user space. Default: identity.
    public var transform: Transform
    /// Whether the image repeats in both directions; otherwise outside it is transparent. Default: false.
    public var `repeat`: Bool
    /// Default: `.bilinear`.
    public var filter: ImageFilter
    /// The part of the image, in image pixels, that sampling stays inside: bilinear
    /// filtering never reads past its edges, and positions outside it take its edge
    /// pixels. Default: nil, the whole image, transparent outside.
    public var sourceRect: Rect?

    public init(image: Pixmap, transform: Transform = .identity, repeat: Bool = false,
                filter: ImageFilter = .bilinear, sourceRect: Rect? = nil) {
        self.image = image
        self.transform = transform
        self.repeat = `repeat`
        self.filter = filter
        self.sourceRect = sourceRect
    }
}
