/// The rules of UAX #29 that find extended grapheme cluster boundaries (Unicode 15.0.0,
/// GB3–GB999), applied one scalar at a time, with one tailoring: rule GB9c of Unicode 15.1
/// (no boundary inside an Indic conjunct), which `Sources/CtlUnicode/README.md` lists.
///
/// `isBoundary(before:)` takes each scalar of a text in order. What the rules need to know of
/// the text before is a few values (the class of the last scalar, the last "base": the last
/// scalar that is not Extend or ZWJ, what came after that base, the parity of a run of regional
/// indicators), so each scalar costs O(1) and allocates nothing. The properties that only GB11
/// and GB9c read are looked up only where those rules can apply: Extended_Pictographic after a
/// ZWJ, Indic_Conjunct_Break after a base that a mark follows.
struct GraphemeBreakRules {
    /// Where the sequence after the last base stands for rule GB9c.
    private enum Conjunct {
        /// Not looked at yet (no Extend or ZWJ after the base so far).
        case unknown
        /// The rule cannot apply before the next base.
        case no
        /// The base is an InCB consonant followed by InCB Extend and Linker only; `linked`: at
        /// least one Linker among them.
        case consonant(linked: Bool)
    }

    /// Whether rule GB9c applies (the tailoring; false for the rules of 15.0 as they are).
    let joinsIndicConjuncts: Bool
    /// The class of the last scalar; nil before the first.
    private var previous: GraphemeClusterBreak?
    /// The last scalar that is not Extend or ZWJ (the start of GB11's and GB9c's sequences);
    /// nil while there is none.
    private var base: Unicode.Scalar?
    /// Whether every scalar after `base` so far is Extend (GB11: ExtPict Extend* ZWJ).
    private var onlyExtendSinceBase = true
    /// Whether the last scalar is a ZWJ that only Extend scalars separate from `base`.
    private var zwjEndsExtends = false
    /// Whether the last scalar ends a run of regional indicators of odd length (GB12, GB13).
    private var oddRegionalIndicators = false
    private var conjunct = Conjunct.unknown

    init(joinsIndicConjuncts: Bool = true) {
        self.joinsIndicConjuncts = joinsIndicConjuncts
    }

    /// Takes the next scalar and says whether a cluster boundary comes before it (false for the
    /// first scalar: the start of the text is a boundary that nobody asks for, GB1).
    mutating func isBoundary(before scalar: Unicode.Scalar) -> Bool {
        let current = GraphemeClusterBreak(scalar)
        let boundary = previous.map { decide($0, current, scalar) } ?? false
        take(current, scalar)
        return boundary
    }

    /// Rules GB3 to GB999 between a scalar of class `before` and `scalar`, of class `after`.
    private func decide(_ before: GraphemeClusterBreak, _ after: GraphemeClusterBreak,
                        _ scalar: Unicode.Scalar) -> Bool {
        switch (before, after) {
        case (.cr, .lf): return false                                         // GB3
        case (.control, _), (.cr, _), (.lf, _): return true                   // GB4
        case (_, .control), (_, .cr), (_, .lf): return true                   // GB5
        case (.l, .l), (.l, .v), (.l, .lv), (.l, .lvt): return false          // GB6
        case (.lv, .v), (.lv, .t), (.v, .v), (.v, .t): return false           // GB7
        case (.lvt, .t), (.t, .t): return false                               // GB8
        case (_, .extend), (_, .zwj): return false                            // GB9
        case (_, .spacingMark): return false                                  // GB9a
        case (.prepend, _): return false                                      // GB9b
        case (.regionalIndicator, .regionalIndicator): return !oddRegionalIndicators  // GB12, GB13
        case (.extend, _), (.zwj, _):
            if case .consonant(linked: true) = conjunct, IndicConjunctBreak(scalar) == .consonant {
                return false                                                  // GB9c
            }
            if before == .zwj && zwjEndsExtends && scalar.isExtendedPictographic
                && base?.isExtendedPictographic == true {
                return false                                                  // GB11
            }
            return true
        default: return true                                                  // GB999
        }
    }

    /// Records `scalar`, of class `current`, as the last one.
    private mutating func take(_ current: GraphemeClusterBreak, _ scalar: Unicode.Scalar) {
        oddRegionalIndicators = current == .regionalIndicator && !(previous == .regionalIndicator && oddRegionalIndicators)
        previous = current
        guard current == .extend || current == .zwj else {
            base = scalar
            onlyExtendSinceBase = true
            zwjEndsExtends = false
            conjunct = .unknown
            return
        }
        zwjEndsExtends = current == .zwj && onlyExtendSinceBase
        onlyExtendSinceBase = onlyExtendSinceBase && current == .extend
        followConjunct(scalar)
    }

    /// Goes on with GB9c's sequence after the base with `scalar`, an Extend or a ZWJ.
    private mutating func followConjunct(_ scalar: Unicode.Scalar) {
        if case .unknown = conjunct {
            let startsConjunct = joinsIndicConjuncts && base.map { IndicConjunctBreak($0) == .consonant } == true
            conjunct = startsConjunct ? .consonant(linked: false) : .no
        }
        guard case .consonant(let linked) = conjunct else { return }
        switch IndicConjunctBreak(scalar) {
        case .linker: conjunct = .consonant(linked: true)
        case .extend: conjunct = .consonant(linked: linked)
        case .none, .consonant: conjunct = .no
        }
    }
}
