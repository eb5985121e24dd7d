/// A set of line break classes as a bit mask: membership without allocating, for the rules'
/// alternatives ("(AL | HL) × NU").
struct LineBreakClassSet {
    private let bits: UInt64

    init(_ classes: LineBreakClass...) {
        bits = classes.reduce(0) { $0 | 1 << $1.rawValue }
    }

    func contains(_ lineBreak: LineBreakClass) -> Bool {
        bits & 1 << lineBreak.rawValue != 0
    }

    /// The hard line breaks: BK, CR, LF, NL.
    static let hardBreaks = LineBreakClassSet(.BK, .CR, .LF, .NL)
    /// What a combining mark does not attach to (LB9): the hard breaks, SP and ZW.
    static let noBase = LineBreakClassSet(.BK, .CR, .LF, .NL, .SP, .ZW)
    static let closings = LineBreakClassSet(.CL, .CP, .EX, .IS, .SY)
    static let closeParentheses = LineBreakClassSet(.CL, .CP)
    static let spaceOrBreakAfter = LineBreakClassSet(.SP, .BA, .HY)
    static let breakAfter = LineBreakClassSet(.BA, .HY, .NS)
    static let hyphens = LineBreakClassSet(.HY, .BA)
    static let letters = LineBreakClassSet(.AL, .HL)
    static let lettersAndNumbers = LineBreakClassSet(.AL, .HL, .NU)
    static let ideographicAndEmoji = LineBreakClassSet(.ID, .EB, .EM)
    static let affixes = LineBreakClassSet(.PR, .PO)
    static let numberStarts = LineBreakClassSet(.OP, .HY)
    static let numberInner = LineBreakClassSet(.NU, .SY, .IS)
    static let numberTails = LineBreakClassSet(.NU, .SY, .IS, .CL, .CP)
    static let hangul = LineBreakClassSet(.JL, .JV, .JT, .H2, .H3)
    static let afterJL = LineBreakClassSet(.JL, .JV, .H2, .H3)
    static let jvOrH2 = LineBreakClassSet(.JV, .H2)
    static let jvOrJT = LineBreakClassSet(.JV, .JT)
    static let jtOrH3 = LineBreakClassSet(.JT, .H3)
}
