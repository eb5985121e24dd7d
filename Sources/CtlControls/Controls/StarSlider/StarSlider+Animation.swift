/// The star slider's pulse (seed 000, recipe 2-6, Docs/sources.md#the-custom-controls-of-seed-000): when the value
/// changes, the rightmost "on" star zooms to `CGAffineTransformMakeScale(1.5f, 1.5f)` in
/// `animateWithDuration:0.15f` and, on completion, back to identity in `0.1f` — two
/// animations, each with UIKit's default ease-in-ease-out. The frames are the whole pulse,
/// 0.25 s; the star grows inside the control's 34-point height, so every frame is the
/// control's size.
extension StarSlider: AnimatedControl {
    /// Seed 000: `animateWithDuration:0.15f` out.
    public static let pulseOutDuration = 0.15
    /// Seed 000: `animateWithDuration:0.1f` back.
    public static let pulseBackDuration = 0.1

    public var animation: ControlAnimation {
        // Each part eases on its own, so the whole runs linearly and `frame(at:)` eases the parts.
        ControlAnimation(name: "pulse", duration: Self.pulseOutDuration + Self.pulseBackDuration, curve: .linear)
    }

    public func frame(at progress: Double) -> StarSlider {
        let t = min(1, max(0, progress)) * animation.duration
        let grow = Self.pulsePeak - 1
        let scale = t < Self.pulseOutDuration
            ? 1 + grow * TimingCurve.easeInEaseOut.progress(at: t / Self.pulseOutDuration)
            : Self.pulsePeak - grow * TimingCurve.easeInEaseOut.progress(
                at: (t - Self.pulseOutDuration) / Self.pulseBackDuration)
        var slider = self
        slider.pulse = scale
        return slider
    }
}
