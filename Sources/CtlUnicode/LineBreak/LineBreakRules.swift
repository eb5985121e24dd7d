/// The rules of UAX #14 (Unicode 15.0.0, LB2–LB31), applied one scalar at a time.
///
/// `advance` takes each scalar of a text in order and says whether the line may break before
/// it. What the rules need to know of the text before is kept as a few values (the class of
/// the last unit, of the last one that is not a space, the parity of a run of regional
/// indicators, whether a number is going on), so each scalar costs O(1); the one rule that
/// looks ahead (LB25: a prefix before "(" or "-" binds only if a digit follows) asks for the
/// next unit's class only in that case.
///
/// A "unit" is a base and the combining marks and ZWJs that LB9 attaches to it; it takes the
/// class of its base in the later rules.
struct LineBreakRules {
    /// What the rules decide before a scalar.
    enum Decision {
        /// No break (×).
        case prohibited
        /// A break is allowed (÷).
        case allowed
        /// The line must break (!).
        case mandatory
    }

    /// The class of the last unit; nil before the first scalar.
    private var previous: LineBreakClass?
    /// The class of the unit before the last (LB21a).
    private var beforePrevious: LineBreakClass?
    /// The class of the last unit that is not SP (the "X" of the rules "X SP* ×").
    private var lastNonSpace: LineBreakClass?
    /// The base scalar of the last unit (LB30 and LB30b look at its properties).
    private var previousBase: Unicode.Scalar = "\u{0}"
    /// Whether the last scalar itself (attached or not) is a ZWJ (LB8a).
    private var previousScalarIsZWJ = false
    /// Whether the last unit ends an odd run of regional indicators (LB30a).
    private var oddRegionalIndicators = false
    /// Whether the units up to the last are NU (NU | SY | IS)* (LB25).
    private var inNumber = false
    /// Whether the last unit is CL or CP just after such a number (LB25).
    private var closesNumber = false

    /// Takes the next scalar and decides the break before it (`.prohibited` before the first: LB2).
    ///
    /// - Parameter nextUnitIsNumber: whether the unit after this scalar (past the combining
    ///   marks attached to it) is NU; called only for a PR or PO followed by OP or HY.
    mutating func advance(_ scalar: Unicode.Scalar, nextUnitIsNumber: () -> Bool) -> Decision {
        let lineBreak = LineBreakClass.resolved(scalar)
        guard let before = previous else {
            // LB2 and LB10: a combining mark at the start has no base and stands as AL.
            begin(lineBreak.standingAlone, scalar: scalar, isZWJ: lineBreak == .ZWJ)
            return .prohibited
        }
        // LB9: a combining mark or ZWJ after a base is part of its unit (the rules before
        // LB9 that could break there, LB4–LB8, all concern the bases LB9 excludes).
        if (lineBreak == .CM || lineBreak == .ZWJ) && !LineBreakClassSet.noBase.contains(before) {
            previousScalarIsZWJ = lineBreak == .ZWJ
            return .prohibited
        }
        let after = lineBreak.standingAlone
        let decision = decide(before, after, scalar, nextUnitIsNumber)
        begin(after, scalar: scalar, isZWJ: lineBreak == .ZWJ)
        return decision
    }

    /// Starts a unit of class `lineBreak` whose base is `scalar`.
    private mutating func begin(_ lineBreak: LineBreakClass, scalar: Unicode.Scalar, isZWJ: Bool) {
        let wasInNumber = inNumber
        inNumber = lineBreak == .NU || (wasInNumber && (lineBreak == .SY || lineBreak == .IS))
        closesNumber = wasInNumber && LineBreakClassSet.closeParentheses.contains(lineBreak)
        oddRegionalIndicators = lineBreak == .RI && !oddRegionalIndicators
        beforePrevious = previous
        previous = lineBreak
        if lineBreak != .SP { lastNonSpace = lineBreak }
        previousBase = scalar
        previousScalarIsZWJ = isZWJ
    }

    /// Rules LB4 to LB31 between the last unit (`before`) and a new one of class `after`
    /// whose base is `scalar`.
    private func decide(_ before: LineBreakClass, _ after: LineBreakClass, _ scalar: Unicode.Scalar,
                        _ nextUnitIsNumber: () -> Bool) -> Decision {
        typealias Set = LineBreakClassSet
        // LB4, LB5: after a hard line break (CR LF is one).
        switch before {
        case .BK, .LF, .NL: return .mandatory
        case .CR: return after == .LF ? .prohibited : .mandatory
        default: break
        }
        // LB6: not before a hard line break; LB7: nor before a space or ZW.
        if Set.hardBreaks.contains(after) || after == .SP || after == .ZW { return .prohibited }
        // LB8: after ZW and the spaces that follow it.
        if lastNonSpace == .ZW { return .allowed }
        // LB8a: not after a ZWJ.
        if previousScalarIsZWJ { return .prohibited }
        // LB11: word joiner; LB12, LB12a: glue.
        if after == .WJ || before == .WJ || before == .GL { return .prohibited }
        if after == .GL && !Set.spaceOrBreakAfter.contains(before) { return .prohibited }
        // LB13: not before closing punctuation, "!", "/", infix separators.
        if Set.closings.contains(after) { return .prohibited }
        // LB14–LB17: X SP* × Y (lastNonSpace is `before` or the unit before its spaces).
        if lastNonSpace == .OP { return .prohibited }
        if lastNonSpace == .QU && after == .OP { return .prohibited }
        if let open = lastNonSpace, Set.closeParentheses.contains(open) && after == .NS { return .prohibited }
        if lastNonSpace == .B2 && after == .B2 { return .prohibited }
        // LB18: after spaces.
        if before == .SP { return .allowed }
        // LB19: quotation marks; LB20: contingent breaks.
        if after == .QU || before == .QU { return .prohibited }
        if after == .CB || before == .CB { return .allowed }
        // LB21, LB21a, LB21b.
        if Set.breakAfter.contains(after) || before == .BB { return .prohibited }
        if beforePrevious == .HL && Set.hyphens.contains(before) { return .prohibited }
        if before == .SY && after == .HL { return .prohibited }
        // LB22: inseparable characters.
        if after == .IN { return .prohibited }
        // LB23, LB23a, LB24: letters, numbers, ideographs and their affixes.
        if Set.letters.contains(before) && after == .NU || before == .NU && Set.letters.contains(after) {
            return .prohibited
        }
        if before == .PR && Set.ideographicAndEmoji.contains(after)
            || Set.ideographicAndEmoji.contains(before) && after == .PO {
            return .prohibited
        }
        if Set.affixes.contains(before) && Set.letters.contains(after)
            || Set.letters.contains(before) && Set.affixes.contains(after) {
            return .prohibited
        }
        if isInsideNumber(before, after, nextUnitIsNumber) { return .prohibited }
        // LB26, LB27: Korean syllable blocks and their affixes.
        if before == .JL && Set.afterJL.contains(after)
            || Set.jvOrH2.contains(before) && Set.jvOrJT.contains(after)
            || Set.jtOrH3.contains(before) && after == .JT {
            return .prohibited
        }
        if Set.hangul.contains(before) && after == .PO || before == .PR && Set.hangul.contains(after) {
            return .prohibited
        }
        // LB28, LB29: letters, and letters after infix separators ("e.g.").
        if Set.letters.contains(before) && Set.letters.contains(after) { return .prohibited }
        if before == .IS && Set.letters.contains(after) { return .prohibited }
        // LB30: letters and digits next to parentheses that are not East Asian wide.
        if Set.lettersAndNumbers.contains(before) && after == .OP && !scalar.isEastAsianWide { return .prohibited }
        if before == .CP && !previousBase.isEastAsianWide && Set.lettersAndNumbers.contains(after) {
            return .prohibited
        }
        // LB30a: regional indicators pair up.
        if before == .RI && after == .RI && oddRegionalIndicators { return .prohibited }
        // LB30b: an emoji base (or an unassigned pictographic code point) and its modifier.
        if after == .EM && (before == .EB || previousBase.isUnassignedPictographic) { return .prohibited }
        // LB31: everywhere else.
        return .allowed
    }

    /// LB25 in the form that LineBreakTest.txt expects (UAX #14, section 8.2, example 7):
    ///
    ///     (PR | PO) × (OP | HY)? NU
    ///     (OP | HY) × NU
    ///     NU × (NU | SY | IS)
    ///     NU (NU | SY | IS)* × (NU | SY | IS | CL | CP)
    ///     NU (NU | SY | IS)* (CL | CP)? × (PR | PO)
    private func isInsideNumber(_ before: LineBreakClass, _ after: LineBreakClass,
                                _ nextUnitIsNumber: () -> Bool) -> Bool {
        typealias Set = LineBreakClassSet
        if Set.affixes.contains(before) {
            if after == .NU { return true }
            if Set.numberStarts.contains(after) && nextUnitIsNumber() { return true }
        }
        if Set.numberStarts.contains(before) && after == .NU { return true }
        if inNumber && Set.numberTails.contains(after) { return true }
        if (inNumber || closesNumber) && Set.affixes.contains(after) { return true }
        return false
    }
}

extension LineBreakClass {
    /// The class of a unit whose base is of this class (LB10: a combining mark or ZWJ that
    /// has no base stands as AL).
    var standingAlone: LineBreakClass {
        self == .CM || self == .ZWJ ? .AL : self
    }
}

extension Unicode.Scalar {
    /// East_Asian_Width F, W or H (LB30 keeps the breaks around such parentheses).
    var isEastAsianWide: Bool {
        switch EastAsianWidth(self) {
        case .fullwidth, .wide, .halfwidth: return true
        default: return false
        }
    }

    /// Extended_Pictographic and unassigned (LB30b: reserved for future emoji bases).
    var isUnassignedPictographic: Bool {
        isExtendedPictographic && GeneralCategory(self) == .unassigned
    }
}
