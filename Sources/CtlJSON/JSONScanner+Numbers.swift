extension JSONScanner {
    /// A number at `offset`, by RFC 8259's grammar: `-`? (`0` | [1-9][0-9]*) (`.` [0-9]+)? ([eE] [+-]? [0-9]+)?,
    /// converted with correct rounding; one too large for a `Double` is an error.
    mutating func number() throws(JSONSyntaxError) -> Double {
        let start = offset
        if peek == UInt8(ascii: "-") { offset += 1 }
        guard let first = peek, Self.isDigit(first) else {
            throw error("expected a digit after '-', found \(found())")
        }
        offset += 1
        if first == UInt8(ascii: "0"), let next = peek, Self.isDigit(next) {
            throw error("a number must not start with 0 followed by digits (leading zeros)", at: start)
        }
        skipDigits()
        var isInteger = true
        if peek == UInt8(ascii: ".") {
            offset += 1
            try requireDigit(after: "'.'")
            isInteger = false
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            offset += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { offset += 1 }
            try requireDigit(after: "the exponent's 'e'")
            isInteger = false
        }
        let text = UnsafeBufferPointer(rebasing: bytes[start..<offset])
        if isInteger && text.count <= 16, let value = Self.smallInteger(text) { return value }
        guard let value = Double(String(decoding: text, as: UTF8.self)), value.isFinite else {
            throw error("the number \(String(decoding: text.prefix(40), as: UTF8.self)) is too large "
                        + "(out of the range of a 64-bit floating-point number)", at: start)
        }
        return value
    }

    mutating func requireDigit(after what: String) throws(JSONSyntaxError) {
        guard let byte = peek, Self.isDigit(byte) else { throw error("expected a digit after \(what), found \(found())") }
        skipDigits()
    }

    mutating func skipDigits() {
        while let byte = peek, Self.isDigit(byte) { offset += 1 }
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// An integer of at most 15 digits (exact in a `Double`), without going through text; nil otherwise.
    static func smallInteger(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        let negative = text.first == UInt8(ascii: "-")
        let digits = text.dropFirst(negative ? 1 : 0)
        guard digits.count <= 15 else { return nil }
        var value: Int64 = 0
        for byte in digits { value = value * 10 + Int64(byte - UInt8(ascii: "0")) }
        // -0 stays a negative zero, as the conversion from text would give.
        return negative ? -Double(value) : Double(value)
    }
}
