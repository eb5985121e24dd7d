/// When goldens are written instead of (or besides) compared.
public enum RecordMode: String, Hashable, Sendable, CaseIterable {
    /// Every golden is written; nothing is compared.
    case all
    /// Missing goldens and goldens that do not match are written; a mismatch still fails.
    case failed
    /// Missing goldens are written; an existing one is never changed.
    case missing
    /// Nothing is written; a missing golden fails.
    case never
}

/// A record mode, possibly limited to goldens whose name contains a filter.
public struct RecordPolicy: Hashable, Sendable {
    public var mode: RecordMode
    /// When set, the mode applies to names containing it; others are `never`.
    public var filter: String?

    public init(mode: RecordMode, filter: String? = nil) {
        self.mode = mode
        self.filter = filter
    }

    /// The environment variable that sets the policy.
    public static let variable = "CTLRENDER_RECORD"

    /// The policy `CTLRENDER_RECORD` sets — a mode name, `1` (all), `0` (never), or any other
    /// text (all, for goldens whose name contains it) — or `fallback` when it is unset or empty.
    public static func from(environment: [String: String], fallback: RecordMode) -> RecordPolicy {
        guard let v = environment[variable], !v.isEmpty else { return RecordPolicy(mode: fallback) }
        if let mode = RecordMode(rawValue: v.lowercased()) { return RecordPolicy(mode: mode) }
        if v == "1" { return RecordPolicy(mode: .all) }
        if v == "0" { return RecordPolicy(mode: .never) }
        return RecordPolicy(mode: .all, filter: v)
    }

    /// The mode for the golden `name`.
    public func mode(for name: String) -> RecordMode {
        guard let filter else { return mode }
        return name.contains(filter) ? mode : .never
    }
}
