/// The knob's turn (seed 002's `setPointerAngle:animated:`, Docs/sources.md#rwknobcontrol): the value goes
/// from the minimum to the maximum in 0.25 s, ease-in-ease-out over the whole animation, through
/// three keyframes at key times 0, 0.5 and 1: the start, the midpoint and the end.
///
/// The seed's keyframes are pointer angles ("to ensure [it] rotates in correct direction",
/// through the track rather than across its gap); since the angle is a linear function of the
/// value, the same keyframes on the value (min, (min + max)/2, max) give the same pointer. The
/// configured `value` is not used: the frames show the whole turn.
extension Knob: AnimatedControl {
    /// Seed 002: `animation.duration = 0.25f`.
    public static let turnDuration = 0.25

    public var animation: ControlAnimation {
        ControlAnimation(name: "turn", duration: Self.turnDuration, curve: .easeInEaseOut)
    }

    /// The seed's three keyframes, on the value.
    public var turnKeyframes: Keyframes? {
        Keyframes(values: [minimumValue, (minimumValue + maximumValue) / 2, maximumValue], keyTimes: [0, 0.5, 1])
    }

    /// The knob with the value the turn reaches at `progress`.
    public func frame(at progress: Double) -> Knob {
        var frame = self
        // Non-finite limits have no keyframes; validate() refuses them before any frame is drawn.
        frame.value = turnKeyframes?.value(at: progress) ?? value
        return frame
    }
}
