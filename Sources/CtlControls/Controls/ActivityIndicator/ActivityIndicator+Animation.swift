/// The activity indicator's spin: one full turn of the wheel, its twelve steps at an even pace.
///
/// The seeds give no duration nor frame count (Docs/sources.md#uiactivityindicatorview); one turn a
/// second is chosen, twelve steps a second, near what iOS shows. The curve is linear: the
/// wheel keeps turning, it does not start and stop. The animation is cyclic: after step 11
/// comes step 0 again, so frames stop one step before the end. The wheel moves in whole steps,
/// as UIKit's does, so a frame shows the step current at its time: `--frames 12` draws each
/// step once, `--frames 24` each twice.
extension ActivityIndicator: AnimatedControl {
    /// Chosen: one turn a second (the seeds give none).
    public static let spinDuration = 1.0

    public var animation: ControlAnimation {
        ControlAnimation(name: "spin", duration: Self.spinDuration, curve: .linear, isCyclic: true)
    }

    /// The indicator `progress` of a turn on from its `phase`.
    public func frame(at progress: Double) -> ActivityIndicator {
        var frame = self
        let steps = Double(Self.spokeCount)
        // The tolerance keeps k/12 of a turn on step k despite rounding.
        let step = (min(1, max(0, progress)) * steps + 1e-9).rounded(.down)
        frame.phase = phase + Int(step)
        return frame
    }
}
