/// The East_Asian_Width property (UAX #11), which line breaking reads (UAX #14, LB30).
public enum EastAsianWidth: UInt8, Sendable, CaseIterable {
    case neutral, ambiguous, halfwidth, fullwidth, narrow, wide

    /// The width class of `scalar`.
    public init(_ scalar: Unicode.Scalar) {
        self = Self.eastAsianWidth[scalar]
    }
}
