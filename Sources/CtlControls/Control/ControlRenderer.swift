import CtlRaster
import CtlSVG
import CtlUnicode

/// How to render a control: look, appearance, state, scale, size, tint, background, layout
/// direction and the direction of its titles.
public struct RenderOptions: Hashable, Sendable {
    /// Default: `.flat`.
    public var look: Look
    /// Light or dark, normal or increased contrast; the classic look has only light. Default:
    /// light.
    public var appearance: Appearance
    /// Default: normal.
    public var state: ControlState
    /// Pixels per point, greater than 0 and at most `maxScale`. Default: 1.
    public var scale: Double
    /// Points; nil for the control's natural size. Fixed-size controls ignore it (with a warning).
    public var size: Size?
    /// Replaces the look's default tint. Default: nil.
    public var tint: Color?
    /// Fills the image before the control is drawn. Default: nil (transparent).
    public var background: Color?
    /// Which way the control is laid out; right to left mirrors it as UIKit's
    /// `.forceRightToLeft` does (`ControlKind.mirrorsRightToLeft`). Default: left to right.
    public var layoutDirection: LayoutDirection
    /// The paragraph direction of the control's titles. Default: `.auto` (from the title's
    /// first strong character).
    public var textDirection: ParagraphDirection

    public static let maxScale = 16.0

    public init(look: Look = .flat, appearance: Appearance = .light, state: ControlState = .normal, scale: Double = 1,
                size: Size? = nil, tint: Color? = nil, background: Color? = nil,
                layoutDirection: LayoutDirection = .leftToRight, textDirection: ParagraphDirection = .auto) {
        self.look = look
        self.appearance = appearance
        self.state = state
        self.scale = scale
        self.size = size
        self.tint = tint
        self.background = background
        self.layoutDirection = layoutDirection
        self.textDirection = textDirection
    }
}

/// A rendered control and what was drawn differently from what was asked.
public struct ControlRendering: Sendable {
    public var pixmap: Pixmap
    /// Warnings (a clamped value, an ignored size), for the user.
    public var warnings: [String]
}

/// Renders controls into pixmaps.
public enum ControlRenderer {
    /// Renders `control` as `options` say: a canvas of ⌈width·scale⌉ × ⌈height·scale⌉ pixels
    /// whose user space is in points.
    ///
    /// - Throws: `ControlError` for a configuration or size that cannot be drawn,
    ///   `PixmapError` or `LimitExceeded` past the image size limits, `FontError` for a font
    ///   that cannot be loaded.
    public static func render(_ control: any Control, options: RenderOptions = RenderOptions()) throws
        -> ControlRendering {
        let plan = try plan(control, options: options)
        var canvas = try Canvas(width: plan.width, height: plan.height)
        if let background = options.background { canvas.clear(background) }
        canvas.transform = .scale(options.scale, options.scale)
        let bounds = Rect(origin: .zero, size: plan.size)
        // SVG images are drawn in the control's appearance: their @media rules follow it.
        try SVGArtwork.$drawingAppearance.withValue(options.appearance) {
            if plan.environment.isRightToLeft && type(of: control).kind.mirrorsRightToLeft {
                try canvas.drawMirrored(about: bounds) { canvas in
                    try control.draw(in: &canvas, bounds: bounds, state: options.state, environment: plan.environment)
                }
            } else {
                try control.draw(in: &canvas, bounds: bounds, state: options.state, environment: plan.environment)
            }
        }
        if let error = canvas.limitExceeded { throw ControlError(type(of: control).kind.name, error.description) }
        return ControlRendering(pixmap: canvas.pixmap, warnings: plan.warnings)
    }

    /// The size in pixels `render` would draw `control` at, found without drawing (so that a
    /// command can check its images against `RenderLimits` first).
    ///
    /// - Throws: what `render` throws before drawing.
    public static func pixelSize(of control: any Control, options: RenderOptions = RenderOptions()) throws
        -> (width: Int, height: Int) {
        let plan = try plan(control, options: options)
        return (plan.width, plan.height)
    }

    /// What `render` settles before drawing: the size in points and pixels, the environment
    /// and the warnings.
    private static func plan(_ control: any Control, options: RenderOptions) throws
        -> (size: Size, width: Int, height: Int, environment: ControlEnvironment, warnings: [String]) {
        let name = type(of: control).kind.name
        guard options.scale.isFinite, options.scale > 0, options.scale <= RenderOptions.maxScale else {
            throw ControlError(name, "the scale must be a number greater than 0 and at most "
                + "\(MessageNumber.text(RenderOptions.maxScale)), not \(options.scale)")
        }
        if let s = options.size {
            guard s.width.isFinite, s.height.isFinite, s.width > 0, s.height > 0 else {
                throw ControlError(name, "the size must be positive numbers of points, not "
                    + "\(MessageNumber.text(s))")
            }
        }
        guard options.look.supports(options.appearance) else { throw ControlError(name, LookError.classicIsLight.description) }
        var warnings = try control.validate()
        let environment = ControlEnvironment(look: options.look, appearance: options.appearance, tint: options.tint,
                                             scale: options.scale,
                                             layoutDirection: options.layoutDirection,
                                             textDirection: options.textDirection)
        let (size, sizeWarning) = control.sizing(in: environment).resolve(options.size, control: name,
                                                                           look: options.look)
        if let sizeWarning { warnings.append(sizeWarning) }
        let w = (size.width * options.scale).rounded(.up), h = (size.height * options.scale).rounded(.up)
        guard w <= Double(Pixmap.maxDimension), h <= Double(Pixmap.maxDimension) else {
            throw PixmapError.tooLarge(width: Int(min(w, 1e9)), height: Int(min(h, 1e9)))
        }
        return (size, max(1, Int(w)), max(1, Int(h)), environment, warnings)
    }
}
