/// The direction of a paragraph of text: its base embedding level in the Unicode Bidirectional
/// Algorithm (UAX #9).
public enum ParagraphDirection: String, Sendable, Hashable, CaseIterable {
    /// From the paragraph's first strong character outside isolates (rules P2 and P3): right to
    /// left when it is R or AL, otherwise (and when there is none) left to right.
    case auto
    /// Left to right: base level 0.
    case ltr
    /// Right to left: base level 1.
    case rtl
}
