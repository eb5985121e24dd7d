/// The Grapheme_Cluster_Break property (UAX #29): the class of a character in the rules that
/// find grapheme cluster boundaries.
///
/// The cases are the property's long values as the rules spell them (`Regional_Indicator` as
/// `regionalIndicator`); Extended_Pictographic, which rule GB11 also reads, is a separate table.
public enum GraphemeClusterBreak: UInt8, Sendable, CaseIterable {
    case other, cr, lf, control, extend, zwj, regionalIndicator, prepend, spacingMark, l, v, t, lv, lvt

    /// The class of `scalar` as GraphemeBreakProperty.txt gives it.
    public init(_ scalar: Unicode.Scalar) {
        let code = scalar.value
        // ASCII, most of a title: its only classes are CR, LF, Control and Other.
        if code < 0x80 {
            switch code {
            case 0x0D: self = .cr
            case 0x0A: self = .lf
            case 0..<0x20, 0x7F: self = .control
            default: self = .other
            }
            return
        }
        self = Self.graphemeClusterBreak[code]
    }
}
