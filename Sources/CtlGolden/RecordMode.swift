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

    /// The prefix of a name filter: `only:knob_72x72` records (mode `all`) the goldens whose name
    /// contains `knob_72x72`, and no other.
    public static let filterPrefix = "only:"

    /// What `CTLRENDER_RECORD` accepts, for messages.
    public static let acceptedValues = "all, failed, missing, never, 1 (all), 0 (never), "
        + "only:TEXT (all, for goldens whose name contains TEXT) or FOLDER/ (all, for the goldens in "
        + "FOLDER, the same as only:FOLDER/)"

    /// Reads a value of `CTLRENDER_RECORD`: a mode name (any case), `1` (all), `0` (never),
    /// `only:TEXT` (all, for goldens whose name contains `TEXT`), or a text ending in `/` (all, for
    /// goldens whose name contains it: one folder of goldens, as in `button/`).
    ///
    /// - Throws: `RecordPolicyError` for anything else, so a typo is not taken for a filter that
    ///   matches nothing.
    public static func parse(_ value: String) throws(RecordPolicyError) -> RecordPolicy {
        if let mode = RecordMode(rawValue: value.lowercased()) { return RecordPolicy(mode: mode) }
        switch value {
        case "1": return RecordPolicy(mode: .all)
        case "0": return RecordPolicy(mode: .never)
        default: break
        }
        if value.hasPrefix(filterPrefix) {
            let filter = String(value.dropFirst(filterPrefix.count))
            guard !filter.isEmpty else { throw .emptyFilter }
            return RecordPolicy(mode: .all, filter: filter)
        }
        if value.count > 1, value.hasSuffix("/") { return RecordPolicy(mode: .all, filter: value) }
        throw .unknownValue(value)
    }

    /// The environment variable CI services set (GitHub Actions, GitLab, Buildkite, CircleCI,
    /// Travis, Jenkins's plugins…): where it is set, nothing is recorded unless asked for.
    public static let continuousIntegrationVariable = "CI"

    /// Whether `environment` is a CI run: `CI` is set to anything but "", "0" or "false".
    public static func isContinuousIntegration(_ environment: [String: String]) -> Bool {
        guard let v = environment[continuousIntegrationVariable] else { return false }
        return !["", "0", "false"].contains(v.lowercased())
    }

    /// The mode when nobody asked for one: `never` on CI (a missing golden is a failure and
    /// nothing is written), else `fallback`.
    public static func defaultMode(environment: [String: String], fallback: RecordMode) -> RecordMode {
        isContinuousIntegration(environment) ? .never : fallback
    }

    /// The policy `CTLRENDER_RECORD` sets, or nil when it is unset or empty: a mode asked for.
    ///
    /// - Throws: `RecordPolicyError` when the variable holds something `parse(_:)` refuses.
    public static func requested(environment: [String: String]) throws(RecordPolicyError) -> RecordPolicy? {
        guard let v = environment[variable], !v.isEmpty else { return nil }
        return try parse(v)
    }

    /// The policy `CTLRENDER_RECORD` sets (see `parse(_:)`), or `fallback` when it is unset or empty.
    ///
    /// - Throws: `RecordPolicyError` when the variable holds something `parse(_:)` refuses.
    public static func from(environment: [String: String],
                            fallback: RecordMode) throws(RecordPolicyError) -> RecordPolicy {
        guard let v = environment[variable], !v.isEmpty else { return RecordPolicy(mode: fallback) }
        return try parse(v)
    }

    /// The mode for the golden `name`.
    public func mode(for name: String) -> RecordMode {
        guard let filter else { return mode }
        return name.contains(filter) ? mode : .never
    }
}

/// A value of `CTLRENDER_RECORD` that is not a record policy.
public enum RecordPolicyError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Neither a mode, `1`, `0`, `only:TEXT` nor `FOLDER/`.
    case unknownValue(String)
    /// `only:` with nothing after it.
    case emptyFilter

    public var description: String {
        switch self {
        case .unknownValue(let value):
            return "\(RecordPolicy.variable)=\(value) is not a record mode; use \(RecordPolicy.acceptedValues)"
                + (value.contains(":") ? "" : " (to record only the goldens whose name contains \(value), "
                    + "use \(RecordPolicy.variable)=\(RecordPolicy.filterPrefix)\(value))")
        case .emptyFilter:
            return "\(RecordPolicy.variable)=\(RecordPolicy.filterPrefix) names no goldens; use "
                + "\(RecordPolicy.filterPrefix)TEXT, for the goldens whose name contains TEXT"
        }
    }
}
