/// The Bidi_Class property (UAX #9, table 4): the directional type of a character that the
/// bidirectional algorithm starts from.
public enum BidiClass: UInt8, Sendable, CaseIterable {
    // Strong.
    case leftToRight                // L
    case rightToLeft                // R
    case arabicLetter               // AL
    // Weak.
    case europeanNumber             // EN
    case europeanSeparator          // ES
    case europeanTerminator         // ET
    case arabicNumber               // AN
    case commonSeparator            // CS
    case nonspacingMark             // NSM
    case boundaryNeutral            // BN
    // Neutral.
    case paragraphSeparator         // B
    case segmentSeparator           // S
    case whiteSpace                 // WS
    case otherNeutral               // ON
    // Explicit formatting.
    case leftToRightEmbedding       // LRE
    case leftToRightOverride        // LRO
    case rightToLeftEmbedding       // RLE
    case rightToLeftOverride        // RLO
    case popDirectionalFormat       // PDF
    case leftToRightIsolate         // LRI
    case rightToLeftIsolate         // RLI
    case firstStrongIsolate         // FSI
    case popDirectionalIsolate      // PDI

    /// The class of `scalar` (DerivedBidiClass.txt, defaults of unassigned code points included).
    public init(_ scalar: Unicode.Scalar) {
        self = scalar.isASCII ? Self.ascii[Int(scalar.value)] : Self.bidiClass[scalar]
    }

    /// The classes of U+0000 to U+007F, the most common characters of titles, without a search.
    private static let ascii: [BidiClass] = (0..<128).map { bidiClass[UInt32($0)] }

    /// The class of the code point `code`: surrogate code points and values past U+10FFFF, which
    /// no scalar holds, get the class the table gives them (L).
    init(code: UInt32) {
        self = Self.bidiClass[code]
    }

    /// The short name the Unicode files use (`L`, `AL`, `RLI`, …).
    public var shortName: String { Self.ucdNames[Int(rawValue)] }

    /// The class whose short name is `name`, as BidiTest.txt spells it.
    public init?(shortName name: Substring) {
        guard let index = Self.ucdNames.firstIndex(where: { $0 == name }) else { return nil }
        self.init(rawValue: UInt8(index))
    }

    /// LRI, RLI or FSI.
    var isIsolateInitiator: Bool {
        self == .leftToRightIsolate || self == .rightToLeftIsolate || self == .firstStrongIsolate
    }

    /// LRE, RLE, LRO, RLO, PDF or BN: the characters rule X9 removes.
    var isRemovedByX9: Bool {
        switch self {
        case .leftToRightEmbedding, .rightToLeftEmbedding, .leftToRightOverride, .rightToLeftOverride,
             .popDirectionalFormat, .boundaryNeutral:
            return true
        default:
            return false
        }
    }

    /// B, S, WS, ON and the isolate controls: the neutral and isolate types of rules N1 and N2.
    var isNeutralOrIsolate: Bool {
        switch self {
        case .paragraphSeparator, .segmentSeparator, .whiteSpace, .otherNeutral,
             .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate, .popDirectionalIsolate:
            return true
        default:
            return false
        }
    }
}
