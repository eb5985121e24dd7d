/// Where lines may break when text is wider than its rect.
public enum TextWrap: String, Hashable, Sendable, CaseIterable {
    /// At the line break opportunities of UAX #14 (after spaces and hyphens, between
    /// ideographs; not before "!" or ")", after "(", inside a number or a run of Thai); a word
    /// wider than the rect breaks between characters (grapheme clusters).
    case word
    /// Between any two characters (grapheme clusters).
    case char
    /// Never: only explicit newlines start a new line.
    case none
}

/// Horizontal placement of each line in its rect.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case left, center, right
}

/// Vertical placement of the block of lines in its rect.
public enum TextVerticalAlignment: String, Hashable, Sendable, CaseIterable {
    case top, center, bottom
}

/// Where an ellipsis ("…", U+2026) replaces text that does not fit.
public enum TextTruncation: String, Hashable, Sendable, CaseIterable {
    /// "Hello wo…"
    case tail
    /// "Hel…rld"
    case middle
    /// "…o world"
    case head
    /// Text that does not fit overflows the rect.
    case none
}
