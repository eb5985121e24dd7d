/// The Extended_Pictographic property (UTS #51), which line breaking reads (UAX #14, LB30b).
enum ExtendedPictographic: UInt8, Sendable, CaseIterable {
    case no, yes
}

extension Unicode.Scalar {
    /// Whether the scalar is Extended_Pictographic (emoji-data.txt of the tables' version).
    var isExtendedPictographic: Bool {
        ExtendedPictographic.extendedPictographic[self] == .yes
    }
}
