import CtlRaster

/// The frames of an animated control and what was drawn differently from what was asked.
public struct FrameRendering: Sendable {
    /// Seconds from the start of the animation, one per image.
    public var times: [Double]
    /// The frames, all of one size.
    public var pixmaps: [Pixmap]
    /// Warnings (a clamped value, an ignored size), each once, for the user.
    public var warnings: [String]
}

/// Renders the frames of an `AnimatedControl`.
public enum FrameRenderer {
    /// Renders `control` at each of `times` (seconds; see `FramePlan`) as `options` say.
    ///
    /// Each frame is `control.frame(at: p)` drawn with `control.frameTransform(at: p)` about
    /// its centre, where p is the animation's curve at time / duration. Every frame has the
    /// size `animation.frameSize(for:scale:)` of the control's size (the size `options` ask
    /// for, resolved as `ControlRenderer` resolves it), the control centred in it: the same as
    /// a plain render when the animation has no transform, larger by whole pixels on each side
    /// when it zooms or moves.
    ///
    /// - Throws: what `ControlRenderer.render` throws.
    public static func render<C: AnimatedControl>(_ control: C, times: [Double], options: RenderOptions) throws
        -> FrameRendering {
        var pixmaps: [Pixmap] = []
        let warnings = try forEachFrame(control, times: times, options: options) { _, pixmap in
            pixmaps.append(pixmap)
        }
        return FrameRendering(times: times, pixmaps: pixmaps, warnings: warnings)
    }

    /// Renders the frames one at a time, handing each to `body` (with its index) before the
    /// next is drawn, so that only one frame is held at once; returns the warnings, each once.
    ///
    /// - Throws: what `ControlRenderer.render` or `body` throws.
    public static func forEachFrame<C: AnimatedControl>(_ control: C, times: [Double], options: RenderOptions,
                                                        _ body: (Int, Pixmap) throws -> Void) throws -> [String] {
        let plan = try plan(control, options: options)
        var warnings = plan.warnings
        for (i, time) in times.enumerated() {
            let rendering = try ControlRenderer.render(plan.frame(control, time), options: plan.options)
            warnings += rendering.warnings
            try body(i, rendering.pixmap)
        }
        var unique: [String] = []
        for w in warnings where !unique.contains(w) { unique.append(w) }
        return unique
    }

    /// The size in pixels of every frame, found without drawing.
    ///
    /// - Throws: what `render` throws before drawing.
    public static func pixelSize<C: AnimatedControl>(of control: C, options: RenderOptions) throws
        -> (width: Int, height: Int) {
        let plan = try plan(control, options: options)
        return try ControlRenderer.pixelSize(of: plan.frame(control, 0), options: plan.options)
    }

    /// What every frame shares: the options it is rendered with, the first frame's warnings,
    /// and how to make the frame at a time.
    private struct Plan<C: AnimatedControl> {
        var options: RenderOptions
        var warnings: [String]
        var size: Size
        var frameSize: Size

        func frame(_ control: C, _ time: Double) -> TransformedControl<C> {
            let progress = control.animation.progress(atTime: time)
            return TransformedControl(base: control.frame(at: progress), baseSize: size, frameSize: frameSize,
                                      transform: control.frameTransform(at: progress))
        }
    }

    private static func plan<C: AnimatedControl>(_ control: C, options: RenderOptions) throws -> Plan<C> {
        let name = C.kind.name
        if let s = options.size {
            // The frames are rendered at their own size; check the asked one as a plain render would.
            guard s.width.isFinite, s.height.isFinite, s.width > 0, s.height > 0 else {
                throw ControlError(name, "the size must be positive numbers of points, not "
                    + "\(MessageNumber.text(s))")
            }
        }
        guard options.scale.isFinite, options.scale > 0, options.scale <= RenderOptions.maxScale else {
            throw ControlError(name, "the scale must be a number greater than 0 and at most "
                + "\(MessageNumber.text(RenderOptions.maxScale)), not \(options.scale)")
        }
        // The first frame's configuration, not the control's: a knob's value, say, is replaced by
        // the animation's and is not drawn, so it earns no warning.
        var warnings = try control.frame(at: 0).validate()
        let environment = ControlEnvironment(look: options.look, tint: options.tint, scale: options.scale)
        let (size, sizeWarning) = control.sizing(in: environment).resolve(options.size, control: name,
                                                                           look: options.look)
        if let sizeWarning { warnings.append(sizeWarning) }
        var frameOptions = options
        frameOptions.size = nil
        return Plan(options: frameOptions, warnings: warnings, size: size,
                    frameSize: control.animation.frameSize(for: size, scale: options.scale))
    }
}

/// One frame: a control of `baseSize` drawn centred in `frameSize` under a transform about
/// its centre. Drawn through `ControlRenderer`, so scale, background and size limits are
/// checked as for any render.
struct TransformedControl<Base: Control>: Control {
    var base: Base
    var baseSize: Size
    var frameSize: Size
    var transform: FrameTransform

    static var kind: ControlKind { Base.kind }

    func sizing(in environment: ControlEnvironment) -> ControlSizing { .fixed(frameSize) }

    func validate() throws -> [String] {
        guard transform.scale.isFinite, transform.scale > 0, transform.offset.isFinite else {
            throw ControlError(Base.kind.name, "a frame's transform must be a scale above 0 and a finite offset")
        }
        return try base.validate()
    }

    func draw(in canvas: inout Canvas, bounds: Rect, state: ControlState, environment: ControlEnvironment) throws {
        let inner = Rect(x: bounds.midX - baseSize.width / 2, y: bounds.midY - baseSize.height / 2,
                         width: baseSize.width, height: baseSize.height)
        canvas.save()
        defer { canvas.restore() }
        canvas.transform = transform.transform(about: inner).concatenating(canvas.transform)
        try base.draw(in: &canvas, bounds: inner, state: state, environment: environment)
    }

    func capInsets(in environment: ControlEnvironment) -> EdgeInsets? { nil }
}
