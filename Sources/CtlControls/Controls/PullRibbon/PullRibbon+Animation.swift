/// The ribbon's wiggle (seed 000, recipe 2-8, Docs/sources.md#the-custom-controls-of-seed-000): until it is used, the
/// ribbon moves down by 10 points in `animateWithDuration:0.25f` and, on completion, back up
/// in another 0.25 s — two animations, each with UIKit's default ease-in-ease-out — repeated
/// after 4 s. The frames are one wiggle: 0.5 s, down and back, at rest at both ends.
///
/// The ribbon moves inside the control's own bounds (its `wiggle` offset), so every frame is
/// the control's size.
extension PullRibbon: AnimatedControl {
    /// Seed 000: `animateWithDuration:0.25f`, once down and once back.
    public static let wiggleHalfDuration = 0.25
    /// Seed 000: `pullImageView.center.y + 10.0f`.
    public static let wiggleDistance = 10.0

    public var animation: ControlAnimation {
        // Each half eases on its own, so the whole runs linearly and `frame(at:)` eases the halves.
        ControlAnimation(name: "wiggle", duration: 2 * Self.wiggleHalfDuration, curve: .linear)
    }

    public func frame(at progress: Double) -> PullRibbon {
        let p = min(1, max(0, progress))
        let down = p < 0.5 ? TimingCurve.easeInEaseOut.progress(at: 2 * p)
                           : 1 - TimingCurve.easeInEaseOut.progress(at: 2 * p - 1)
        var ribbon = self
        ribbon.wiggle = Self.wiggleDistance * down
        return ribbon
    }
}
