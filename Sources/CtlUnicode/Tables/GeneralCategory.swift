/// The General_Category property, from the same Unicode version as the other tables (Swift's
/// `Unicode.Scalar.Properties` follows the version of the standard library instead).
///
/// The cases have the names of `Unicode.GeneralCategory`'s.
public enum GeneralCategory: UInt8, Sendable, CaseIterable {
    case unassigned, uppercaseLetter, lowercaseLetter, titlecaseLetter, modifierLetter, otherLetter,
         nonspacingMark, spacingMark, enclosingMark, decimalNumber, letterNumber, otherNumber,
         connectorPunctuation, dashPunctuation, openPunctuation, closePunctuation, initialPunctuation,
         finalPunctuation, otherPunctuation, mathSymbol, currencySymbol, modifierSymbol, otherSymbol,
         spaceSeparator, lineSeparator, paragraphSeparator, control, format, surrogate, privateUse

    /// The category of `scalar`.
    public init(_ scalar: Unicode.Scalar) {
        self = Self.generalCategory[scalar]
    }
}
