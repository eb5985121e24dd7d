/// A place where a line may end (UAX #14): before the scalar at `index`, or at the end of the text.
public struct LineBreakOpportunity<Index: Comparable> {
    /// The index of the scalar before which the line may break (the end index for the end of the text).
    public var index: Index
    /// Whether the line must break here: after a hard line break (BK, CR, LF, NL: rules LB4
    /// and LB5) and at the end of the text (LB3). Otherwise the break is only allowed.
    public var isMandatory: Bool

    public init(index: Index, isMandatory: Bool) {
        self.index = index
        self.isMandatory = isMandatory
    }
}

extension LineBreakOpportunity: Equatable {}
extension LineBreakOpportunity: Hashable where Index: Hashable {}
extension LineBreakOpportunity: Sendable where Index: Sendable {}
