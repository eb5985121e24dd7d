extension StringProtocol {
    /// The string without the leading and trailing scalars for which `isTrimmed` holds.
    package func trimmingScalars(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
              let last = scalars.lastIndex(where: { !isTrimmed($0) }) else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }

    /// The string without leading and trailing spaces and tabs: Foundation's
    /// `trimmingCharacters(in: .whitespaces)` (General Category Zs, U+0009 and U+200B).
    package func trimmingWhitespace() -> String {
        trimmingScalars(where: Unicode.Scalar.isWhitespace)
    }

    /// The string without leading and trailing white space and line ends: Foundation's
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` (Z*, U+0009–U+000D and U+0085).
    package func trimmingWhitespaceAndNewlines() -> String {
        trimmingScalars(where: Unicode.Scalar.isWhitespaceOrNewline)
    }
}

extension Unicode.Scalar {
    /// Foundation's `CharacterSet.whitespaces`: the space separators (Zs), the tab and the
    /// zero-width space (which Foundation counts, though it is a format character).
    package static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
    }

    /// Foundation's `CharacterSet.whitespacesAndNewlines`: every separator (Zs, Zl, Zp),
    /// U+0009–U+000D, U+0085 and U+200B.
    package static func isWhitespaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x85, 0x200B: return true
        default:
            switch scalar.properties.generalCategory {
            case .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
            default: return false
            }
        }
    }
}
