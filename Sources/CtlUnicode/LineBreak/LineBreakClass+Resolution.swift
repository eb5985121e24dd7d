extension LineBreakClass {
    /// The class rule LB1 gives `scalar` when nothing outside UAX #14 (a dictionary, a
    /// language) tailors it: AI, SG and XX become AL; SA becomes CM for the combining marks
    /// (General_Category Mn and Mc) and AL for the rest, so that a run of Thai, Lao, Khmer or
    /// Myanmar has no break inside it; CJ becomes NS (strict line breaking).
    static func resolved(_ scalar: Unicode.Scalar) -> LineBreakClass {
        let lineBreak = LineBreakClass(scalar)
        switch lineBreak {
        case .AI, .SG, .XX: return .AL
        case .CJ: return .NS
        case .SA:
            switch GeneralCategory(scalar) {
            case .nonspacingMark, .spacingMark: return .CM
            default: return .AL
            }
        default: return lineBreak
        }
    }
}
