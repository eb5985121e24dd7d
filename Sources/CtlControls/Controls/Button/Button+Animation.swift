/// The button's zoom (seed 000, recipe 2-2, Docs/sources.md#uibutton): on touch down the button grows
/// to `CGAffineTransformMakeScale(1.1f, 1.1f)` in `animateWithDuration:0.2f`, UIKit's default
/// ease-in-ease-out, about its centre (a view's transform turns about its centre).
///
/// The frames are the zoomed size: the button's size plus a margin of 5 % of it on each
/// side, rounded up to whole pixels, so the button at 1.1× fits in every frame and the first
/// frame is a plain render with a transparent margin. The state is the one asked for (the
/// seed zooms on touch down: `--state highlighted` draws it pressed).
extension Button: AnimatedControl {
    /// Seed 000: `animateWithDuration:0.2f`.
    public static let zoomDuration = 0.2
    /// Seed 000: `CGAffineTransformMakeScale(1.1f, 1.1f)`.
    public static let zoomScale = 1.1

    public var animation: ControlAnimation {
        ControlAnimation(name: "zoom", duration: Self.zoomDuration, curve: .easeInEaseOut,
                         extent: FrameTransform(scale: Self.zoomScale))
    }

    public func frame(at progress: Double) -> Button { self }

    /// Scale 1 at the start to 1.1 at the end.
    public func frameTransform(at progress: Double) -> FrameTransform {
        FrameTransform(scale: 1 + (Self.zoomScale - 1) * progress)
    }
}
