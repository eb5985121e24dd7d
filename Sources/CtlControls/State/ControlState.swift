import CtlRaster
import CtlJSON
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The state of a control: three independent flags, as UIKit's `UIControl.State`.
///
/// Normal is the empty set. Any combination is a state (`[.highlighted, .selected]` is
/// "highlighted+selected"); each control decides what a flag changes in its artwork.
public struct ControlState: OptionSet, Hashable, Sendable, CustomStringConvertible, Comparable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue & 0b111 }

    /// Being touched.
    public static let highlighted = ControlState(rawValue: 1 << 0)
    /// Unavailable for interaction.
    public static let disabled = ControlState(rawValue: 1 << 1)
    /// "On", for controls that toggle.
    public static let selected = ControlState(rawValue: 1 << 2)
    /// No flag set.
    public static let normal: ControlState = []

    /// Every combination of the three flags, normal first.
    public static let allCombinations: [ControlState] = (0..<8).map { ControlState(rawValue: $0) }.sorted()

    /// The flags in the order names list them.
    static let flags: [(ControlState, String)] = [(.highlighted, "highlighted"), (.selected, "selected"),
                                                  (.disabled, "disabled")]

    /// "normal", or the flags joined by "+" in the order highlighted, selected, disabled:
    /// "highlighted+selected". The form used in file names.
    public var description: String {
        let names = Self.flags.filter { contains($0.0) }.map(\.1)
        return names.isEmpty ? "normal" : names.joined(separator: "+")
    }

    /// Whether exactly one flag is set.
    public var isSingleFlag: Bool { rawValue != 0 && rawValue & (rawValue - 1) == 0 }

    /// A state from its name: "normal", a flag, or flags joined by "+" or "," in any order
    /// ("selected+highlighted"), in any ASCII case; `nil` for anything else.
    public init?(name: String) {
        var state = ControlState.normal
        let parts = name.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "+" || $0 == "," })
        for part in parts {
            let word = part.trimmingWhitespace().lowercased()
            if word == "normal" && parts.count == 1 { continue }
            guard let flag = Self.flags.first(where: { $0.1 == word }) else { return nil }
            state.insert(flag.0)
        }
        self = state
    }

    /// Ordered by how many flags are set, then highlighted < selected < disabled, so lists
    /// read normal, highlighted, selected, disabled, highlighted+selected, …
    public static func < (a: ControlState, b: ControlState) -> Bool {
        let (ca, cb) = (a.rawValue.nonzeroBitCount, b.rawValue.nonzeroBitCount)
        if ca != cb { return ca < cb }
        return a.sortKey < b.sortKey
    }

    private var sortKey: Int {
        Self.flags.enumerated().reduce(0) { key, flag in contains(flag.element.0) ? key | (1 << flag.offset) : key }
    }

    /// A state name close to `name`, which is not one: each word that is not a state's
    /// replaced by the nearest ("hilighted+selected" → "highlighted+selected"); `nil` when
    /// some word is near none.
    public static func suggestion(for name: String) -> String? {
        let words = ["normal"] + flags.map(\.1)
        var fixed: [String] = []
        for part in name.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "+" || $0 == "," }) {
            let word = part.trimmingWhitespace().lowercased()
            guard let known = words.contains(word) ? word : NearestName.nearest(to: word, among: words) else {
                return nil
            }
            fixed.append(known)
        }
        let suggestion = fixed.joined(separator: "+")
        return ControlState(name: suggestion) != nil ? suggestion : nil
    }

    /// `; did you mean "highlighted"?` for a name that is not a state, or "" (for messages).
    public static func hint(for name: String) -> String {
        suggestion(for: name).map { "; did you mean \"\($0)\"?" } ?? ""
    }

    /// The names `init?(name:)` accepts, for messages.
    public static let nameHelp = "normal, highlighted, selected, disabled, or flags joined by + "
        + "(e.g. highlighted+selected)"
}
