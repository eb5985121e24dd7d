/// A feature that can vary by state (a title, a colour, an image), as UIKit's
/// `setTitle(_:for:)` family stores it: a value for normal and values for other states.
///
/// Resolution follows UIKit (Docs/sources.md#the-state-rule): the entry for the exact state wins; a
/// state without an entry falls back to normal — a combined state too, even when one of
/// its flags has an entry ("if a button is both highlighted and selected, the button will
/// display its normal title"). Only a value that came from normal may be adjusted
/// automatically for the state (darkened when highlighted, faded when disabled).
public struct PerState<Value> {
    /// The values by state; normal is the key `[]`.
    public private(set) var values: [ControlState: Value]

    /// No value for any state.
    public init() { values = [:] }

    /// `value` for normal (and so, by fallback, for every state).
    public init(_ value: Value) { values = [.normal: value] }

    /// Values by state.
    public init(_ values: [ControlState: Value]) { self.values = values }

    /// The value for normal.
    public var normal: Value? {
        get { values[.normal] }
        set { values[.normal] = newValue }
    }

    /// The entry stored for exactly `state` (no fallback).
    public subscript(state: ControlState) -> Value? {
        get { values[state] }
        set { values[state] = newValue }
    }

    /// Whether nothing is set for any state.
    public var isEmpty: Bool { values.isEmpty }

    /// The value shown in `state`, and whether it came from normal by fallback.
    public func resolve(_ state: ControlState) -> Resolved? {
        if let exact = values[state] { return Resolved(value: exact, isFromNormal: state == .normal) }
        guard let normal = values[.normal] else { return nil }
        return Resolved(value: normal, isFromNormal: true)
    }

    /// The value shown in `state` (see `resolve`).
    public func value(for state: ControlState) -> Value? { resolve(state)?.value }

    /// A resolved value and where it came from.
    public struct Resolved {
        public var value: Value
        /// Whether the value is normal's, used for another state (or for normal itself):
        /// only then do automatic state adjustments apply.
        public var isFromNormal: Bool
    }

    /// The same entries with each value transformed.
    public func map<T>(_ transform: (Value) throws -> T) rethrows -> PerState<T> {
        PerState<T>(try values.mapValues(transform))
    }
}

extension PerState: Equatable where Value: Equatable {}
extension PerState: Hashable where Value: Hashable {}
extension PerState: Sendable where Value: Sendable {}
