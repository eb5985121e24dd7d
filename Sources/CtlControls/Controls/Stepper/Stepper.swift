import CtlRaster

/// UIKit's `UIStepper` (Docs/sources.md#uistepper): two halves side by side, − and +, with a divider.
///
/// A half is disabled at its limit — − at the minimum, + at the maximum — unless the stepper
/// wraps; the pressed half is highlighted. One size per look (flat 94×29, classic 94×27).
/// Custom images follow UIKit: increment and decrement images per state (one for normal is
/// adjusted for the others), a background per state stretched behind both halves (each half
/// showing its own half of the image in its own state), and dividers per pair of half states
/// (one image given serves every pair).
public struct Stepper: Control {
    /// A half of the stepper.
    public enum Half: String, SpecEnum, Sendable {
        case minus, plus
    }

    /// Default: 0 (UIKit's). Clamped to the range with a warning.
    public var value = 0.0
    /// Default: 0.
    public var minimumValue = 0.0
    /// Default: 100 (UIKit's).
    public var maximumValue = 100.0
    /// What a tap adds or takes; above 0. Default: 1.
    public var stepValue = 1.0
    /// Whether stepping past a limit wraps around (then no half is ever disabled). Default: false.
    public var wraps = false
    /// The half being pressed; nil for none (a highlighted stepper without one presses +).
    public var pressed: Half?
    /// The "+" and "−" artwork per half state (normal, highlighted, disabled).
    public var incrementImage = PerState<ControlImage>()
    public var decrementImage = PerState<ControlImage>()
    /// Stretched behind both halves, per half state.
    public var backgroundImage = PerState<ControlImage>()
    /// Between the halves, per (left half's state, right half's state).
    public var dividerImages = DividerImages()

    public init() {}

    public static let kind = ControlKind(
        name: "stepper",
        summary: "a stepper (UIStepper): − and + halves, each disabled at its limit unless it wraps",
        states: [.normal, .highlighted, .disabled],
        options: options.map(\.info),
        makeDefault: { Stepper() },
        decode: { try Stepper(spec: $0) },
        samples: { _ in
            [ControlSample("interior", Stepper(value: 50)),
             ControlSample("at minimum", Stepper(value: 0)), ControlSample("at maximum", Stepper(value: 100)),
             ControlSample("pressed minus", Stepper(value: 50, pressed: .minus)),
             ControlSample("pressed plus", Stepper(value: 50, pressed: .plus)),
             ControlSample("wraps at minimum", Stepper(value: 0, wraps: true)),
             ControlSample("tinted", Stepper(value: 50, pressed: .plus), tint: .systemRed)]
        })

    public func sizing(in environment: ControlEnvironment) -> ControlSizing {
        .fixed(environment.metrics.stepper.size)
    }

    public func validate() throws -> [String] {
        for (name, v) in [("value", value), ("minimum value", minimumValue), ("maximum value", maximumValue),
                          ("step value", stepValue)] where !v.isFinite {
            throw ControlError("stepper", "the \(name) must be a number, not \(v)")
        }
        guard minimumValue < maximumValue else {
            throw ControlError("stepper", "the minimum value \(minimumValue) must be below the maximum \(maximumValue)")
        }
        guard stepValue > 0 else {
            throw ControlError("stepper", "the step value must be above 0, not \(stepValue) (\"Don't ever set stepValue to 0 or a negative number\")")
        }
        guard value != shownValue else { return [] }
        return ["stepper: value \(value) is outside \(minimumValue)…\(maximumValue); drawn at \(shownValue)"]
    }

    /// The value clamped to the range.
    var shownValue: Double { min(maximumValue, max(minimumValue, value)) }

    /// The state of `half` when the whole stepper is in `state`.
    public func state(of half: Half, in state: ControlState) -> ControlState {
        let atLimit = !wraps && (half == .minus ? shownValue <= minimumValue : shownValue >= maximumValue)
        if state.contains(.disabled) || atLimit { return .disabled }
        let pressedHalf = pressed ?? (state.contains(.highlighted) ? .plus : nil)
        return pressedHalf == half ? .highlighted : .normal
    }
}

extension Stepper {
    /// A stepper with these values (for samples and tests).
    public init(value: Double, wraps: Bool = false, pressed: Half? = nil) {
        self.init()
        self.value = value
        self.wraps = wraps
        self.pressed = pressed
    }
}
