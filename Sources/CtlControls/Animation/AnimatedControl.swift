import CtlRaster

/// A control with an animation that can be written out as a sequence of frames (`ctlrender
/// knob --frames 9 -o DIR`): the activity indicator's spin, the knob's turn, the button's zoom.
///
/// A frame is the control as it looks at a moment of its animation: `frame(at:)` returns the
/// configuration at an eased progress (a knob's value, a wheel's phase), and
/// `frameTransform(at:)` the transform of the whole view about its centre (a button's zoom, a
/// ribbon's wiggle), as UIKit animates a view's `transform`. `FrameRenderer` times the
/// frames with `FramePlan`, eases them with the animation's curve and draws them all on one
/// canvas size, big enough for the largest transform (`ControlAnimation.extent`).
///
/// ## How to add frames to a control
///
/// 1. Conform the control: describe the animation with the seed's numbers, and say what
///    changes with the progress. For a pulse to 150 % and back (0.15 s out, 0.1 s back):
///
///    ```swift
///    extension StarSlider: AnimatedControl {
///        public var animation: ControlAnimation {
///            ControlAnimation(name: "pulse", duration: 0.25, curve: .linear,
///                             extent: FrameTransform(scale: 1.5))
///        }
///        public func frame(at progress: Double) -> StarSlider { self }
///        public func frameTransform(at progress: Double) -> FrameTransform {
///            let out = 0.15 / 0.25   // the turning point, as a fraction of the duration
///            let k = progress < out ? progress / out : (1 - progress) / (1 - out)
///            return FrameTransform(scale: 1 + 0.5 * k)
///        }
///    }
///    ```
///
///    A wiggle of ±10 points returns `FrameTransform(offset: Point(dx, 0))` with
///    `extent: FrameTransform(offset: Point(10, 0))`; a cyclic animation (the last frame
///    leads back to the first) sets `isCyclic`. The progress passed in is already eased by
///    `animation.curve`; for a curve per segment, use `.linear` and ease inside.
/// 2. In its command (`Sources/ctlrender/Controls/`), add `@OptionGroup var frames:
///    FrameOptions` and conform to `FramesCommand`: `--frames N` and `--fps F` then work
///    as for the knob, writing `<control>-frame-NNN[@Nx].png`.
/// 3. Add a golden test of the first, middle and last frames (see `FrameGoldenTests`).
public protocol AnimatedControl: Control {
    /// The animation: its duration, curve, whether it cycles, and the largest transform it reaches.
    var animation: ControlAnimation { get }

    /// The control as it looks at `progress`, the eased fraction of the change: 0 at the
    /// start, 1 at the end (a cyclic animation never reaches 1).
    func frame(at progress: Double) -> Self

    /// The transform of the whole control about its centre at `progress`. Default: none.
    func frameTransform(at progress: Double) -> FrameTransform
}

extension AnimatedControl {
    public func frameTransform(at progress: Double) -> FrameTransform { FrameTransform() }
}

/// What a control's animation is, as the seeds give it.
public struct ControlAnimation: Hashable, Sendable {
    /// A word for messages: "spin", "turn", "zoom".
    public var name: String
    /// Seconds, above 0.
    public var duration: Double
    /// How the progress follows the time. Default: `.easeInEaseOut` (UIKit's).
    public var curve: TimingCurve
    /// Whether the end looks like the start (a full turn of a wheel), so that frames stop one
    /// step before the end rather than repeat the first. Default: false.
    public var isCyclic: Bool
    /// The largest scale and offset any frame's transform reaches: the frames are drawn on
    /// the control's size times the scale, plus the offset on each side. Default: none.
    public var extent: FrameTransform

    public init(name: String, duration: Double, curve: TimingCurve = .easeInEaseOut, isCyclic: Bool = false,
                extent: FrameTransform = FrameTransform()) {
        self.name = name
        self.duration = duration
        self.curve = curve
        self.isCyclic = isCyclic
        self.extent = extent
    }

    /// The eased progress at `time` seconds from the start.
    public func progress(atTime time: Double) -> Double { curve.progress(at: time / duration) }

    /// The size of every frame for a control of `size` points at `scale` pixels per point:
    /// `size` plus a margin on each side that holds the largest transform — half of `size` ×
    /// (the extent's scale − 1) plus the extent's offset — rounded up to whole device pixels,
    /// so that an untransformed frame lies on the same pixel grid as a plain render.
    public func frameSize(for size: Size, scale: Double) -> Size {
        func margin(_ side: Double, _ offset: Double) -> Double {
            let m = side * (extent.scale - 1) / 2 + abs(offset)
            // The tolerance keeps 1.1 − 1 = 0.10000000000000009 from adding a pixel to an exact margin.
            return m > 0 && m.isFinite ? (m * scale - 1e-9).rounded(.up) / scale : 0
        }
        return Size(width: size.width + 2 * margin(size.width, extent.offset.x),
                    height: size.height + 2 * margin(size.height, extent.offset.y))
    }
}

/// The transform of a whole control in a frame: scaled about its centre, then moved.
public struct FrameTransform: Hashable, Sendable {
    /// Default: 1.
    public var scale: Double
    /// In points. Default: zero.
    public var offset: Point

    public init(scale: Double = 1, offset: Point = .zero) {
        self.scale = scale
        self.offset = offset
    }

    /// The transform mapping a control drawn in `bounds` to its place, scaled about the centre
    /// of `bounds` and moved by `offset`.
    public func transform(about bounds: Rect) -> Transform {
        let c = bounds.center
        return Transform.translation(-c.x, -c.y).concatenating(.scale(scale, scale))
            .concatenating(.translation(c.x + offset.x, c.y + offset.y))
    }
}
