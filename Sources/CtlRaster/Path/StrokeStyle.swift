/// Which points a fill covers.
public enum FillRule: String, Hashable, Sendable, CaseIterable {
    /// Inside where the winding number is not zero. Default.
    case nonzero
    /// Inside where the winding number is odd.
    case evenodd
}

/// The shape at the open ends of a stroked contour.
public enum LineCap: String, Hashable, Sendable, CaseIterable {
    /// The stroke ends flat at the end point. Default.
    case butt
    /// A half circle of the stroke's width around the end point.
    case round
    /// A half square of the stroke's width beyond the end point.
    case square
}

/// The shape where two segments of a stroked contour meet.
public enum LineJoin: String, Hashable, Sendable, CaseIterable {
    /// The outer edges extended to where they meet, bevelled beyond the miter limit. Default.
    case miter
    /// A circular arc around the corner.
    case round
    /// The outer corners joined by a straight line.
    case bevel
}

/// How a path is stroked.
public struct StrokeStyle: Hashable, Sendable {
    /// The stroke's width in user units; 0 draws a hairline one device pixel wide. Default: 1.
    public var width: Double
    /// Default: `.butt`.
    public var cap: LineCap
    /// Default: `.miter`.
    public var join: LineJoin
    /// The longest miter, as a multiple of the width, before the join is bevelled
    /// (SVG's `stroke-miterlimit`; CoreGraphics' default is 10). Default: 4.
    public var miterLimit: Double
    /// Alternating lengths of dashes and gaps in user units; empty for a solid line. Default: [].
    public var dash: [Double]
    /// How far into the dash pattern the stroke starts. Default: 0.
    public var dashOffset: Double

    public init(width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 4,
                dash: [Double] = [], dashOffset: Double = 0) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashOffset = dashOffset
    }
}
