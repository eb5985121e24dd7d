#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads the small grammars of attribute values: numbers, lengths, lists, functions.
///
/// Numbers follow SVG's grammar (`-1.5e3`, `.5`, `+2`); a number that overflows Double
/// or is not finite is refused (nil), so the tree never holds NaN or infinity.
struct ValueScanner {
    let bytes: [UInt8]
    var index = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    var atEnd: Bool { index >= bytes.count }
    func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C }

    mutating func skipSpaces() { while let b = peek(), ValueScanner.isSpace(b) { index += 1 } }

    /// Spaces, at most one comma, spaces.
    mutating func skipSeparator() {
        skipSpaces()
        if peek() == 0x2C { index += 1; skipSpaces() }
    }

    mutating func skip(_ b: UInt8) -> Bool {
        guard peek() == b else { return false }
        index += 1
        return true
    }

    /// The rest of the input, from here.
    var rest: String { String(decoding: bytes[min(index, bytes.count)...], as: UTF8.self) }

    /// A number, or nil (the index is left where it was).
    mutating func number() -> Double? {
        let start = index
        var i = index
        if i < bytes.count, bytes[i] == 0x2B || bytes[i] == 0x2D { i += 1 }
        var digits = 0
        while i < bytes.count, bytes[i] >= 0x30 && bytes[i] <= 0x39 { i += 1; digits += 1 }
        if i < bytes.count, bytes[i] == 0x2E {
            var j = i + 1
            var fraction = 0
            while j < bytes.count, bytes[j] >= 0x30 && bytes[j] <= 0x39 { j += 1; fraction += 1 }
            if fraction > 0 || digits > 0 { i = j; digits += fraction }
        }
        guard digits > 0 else { return nil }
        // An exponent only when digits follow (`1em` is 1 and the unit em).
        if i < bytes.count, bytes[i] == 0x65 || bytes[i] == 0x45 {
            var j = i + 1
            if j < bytes.count, bytes[j] == 0x2B || bytes[j] == 0x2D { j += 1 }
            var e = 0
            while j < bytes.count, bytes[j] >= 0x30 && bytes[j] <= 0x39 { j += 1; e += 1 }
            if e > 0 { i = j }
        }
        guard let value = Double(String(decoding: bytes[start..<i], as: UTF8.self)), value.isFinite else {
            return nil
        }
        index = i
        return value
    }

    /// An identifier of ASCII letters, `-` and `%` (units, keywords).
    mutating func word() -> String {
        let start = index
        while let b = peek(), (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x25 || b == 0x2D {
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// ASCII letters only (a unit after a number, where `-` starts the next number).
    mutating func letters() -> String {
        let start = index
        while let b = peek(), (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// A length: a number and an optional unit.
    mutating func length() -> Length? {
        let save = index
        guard let n = number() else { return nil }
        var unitText = letters()
        if unitText.isEmpty, skip(0x25) { unitText = "%" }
        guard let unit = Length.Unit(rawValue: unitText.lowercased()) else { index = save; return nil }
        return Length(n, unit)
    }

    /// Numbers separated by spaces and/or commas, to the end; nil if anything else is found.
    static func numberList(_ text: String) -> [Double]? {
        var s = ValueScanner(text)
        var out: [Double] = []
        s.skipSpaces()
        while !s.atEnd {
            guard let n = s.number() else { return nil }
            out.append(n)
            s.skipSeparator()
        }
        return out
    }

    /// Lengths separated by spaces and/or commas, to the end; nil if anything else is found.
    static func lengthList(_ text: String) -> [Length]? {
        var s = ValueScanner(text)
        var out: [Length] = []
        s.skipSpaces()
        while !s.atEnd {
            guard let n = s.length() else { return nil }
            out.append(n)
            s.skipSeparator()
        }
        return out
    }
}

/// A length as written: a number and its unit.
struct Length: Equatable {
    enum Unit: String {
        case none = "", px, em, ex, percent = "%", mm, cm, `in`, pt, pc
    }

    var value: Double
    var unit: Unit

    init(_ value: Double, _ unit: Unit = .none) {
        self.value = value
        self.unit = unit
    }

    static let zero = Length(0)

    /// One length, the whole text (spaces around allowed); nil otherwise.
    init?(parsing text: String) {
        var s = ValueScanner(text)
        s.skipSpaces()
        guard let l = s.length() else { return nil }
        s.skipSpaces()
        guard s.atEnd else { return nil }
        self = l
    }
}

extension Length {
    /// The length in user units (`UnitResolution.dpi` per inch, 96 by default) when it does not
    /// depend on a font or a viewport.
    var absoluteValue: Double? {
        let dpi = UnitResolution.dpi
        // At 96 dpi, the very same arithmetic as always (so that no pixel moves).
        func perInch(_ atStandard: Double) -> Double { dpi == 96 ? atStandard : atStandard * (dpi / 96) }
        switch unit {
        case .none, .px: return value
        case .in: return perInch(value * 96)
        case .cm: return perInch(value * 96 / 2.54)
        case .mm: return perInch(value * 96 / 25.4)
        case .pt: return perInch(value * 4 / 3)
        case .pc: return perInch(value * 16)
        case .em, .ex, .percent: return nil
        }
    }
}
