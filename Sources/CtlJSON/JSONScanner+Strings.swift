extension JSONScanner {
    /// A string whose opening quote is at `offset`: UTF-8 checked, escapes decoded, control
    /// characters and lone surrogates refused. Leaves `offset` after the closing quote.
    mutating func string() throws(JSONSyntaxError) -> String {
        let open = offset
        offset += 1
        var segmentStart = offset
        var escaped = false
        scratch.removeAll(keepingCapacity: true)
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                let tail = UnsafeBufferPointer(rebasing: bytes[segmentStart..<offset])
                offset += 1
                if !escaped { return String(decoding: tail, as: UTF8.self) }
                scratch.append(contentsOf: tail)
                return String(decoding: scratch, as: UTF8.self)
            } else if byte == UInt8(ascii: "\\") {
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<offset]))
                escaped = true
                try escape()
                segmentStart = offset
            } else if byte < 0x20 {
                throw error("the control character \(Self.hex(UInt32(byte), prefix: "U+")) must be escaped in a string")
            } else if byte < 0x80 {
                offset += 1
            } else {
                guard let (_, length) = decodeScalar(at: offset) else {
                    throw error("the byte \(Self.hex(UInt32(byte), prefix: "0x", digits: 2)) is not valid UTF-8 here")
                }
                offset += length
                continuationBytes += length - 1
            }
        }
        throw error("expected '\"' to close the string that starts at \(position(of: open)), "
                    + "found the end of the input")
    }

    /// One escape whose backslash is at `offset`, appended to `scratch` as UTF-8.
    mutating func escape() throws(JSONSyntaxError) {
        let backslash = offset
        guard offset + 1 < bytes.count else {
            throw error("expected an escape after '\\', found the end of the input", at: offset + 1)
        }
        let letter = bytes[offset + 1]
        offset += 2
        let simple: UInt8
        switch letter {
        case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"):
            appendUTF8(try unicodeEscape(backslash: backslash))
            return
        default:
            offset = backslash
            let shown = letter >= 0x20 && letter < 0x7F
                ? "'\\\(Character(Unicode.Scalar(letter)))'"
                : "'\\' followed by the byte \(Self.hex(UInt32(letter), prefix: "0x", digits: 2))"
            throw error("invalid escape \(shown) (JSON has \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t and \\uXXXX)")
        }
        scratch.append(simple)
    }

    /// The scalar of a `\uXXXX` escape (its `u` already read), joining a surrogate pair.
    mutating func unicodeEscape(backslash: Int) throws(JSONSyntaxError) -> Unicode.Scalar {
        let first = try hexQuad()
        switch first {
        case 0xD800...0xDBFF:
            let secondStart = offset
            if offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") {
                offset += 2
                let second = try hexQuad()
                if (0xDC00...0xDFFF).contains(second) {
                    return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
                }
            }
            offset = secondStart
            throw error("lone surrogate \\u\(Self.hex(first, prefix: "")): a high surrogate must be followed "
                        + "by a low one (\\uDC00 to \\uDFFF)", at: backslash)
        case 0xDC00...0xDFFF:
            throw error("lone surrogate \\u\(Self.hex(first, prefix: "")): a low surrogate must follow a high one",
                        at: backslash)
        default:
            return Unicode.Scalar(first)!
        }
    }

    /// Four hexadecimal digits.
    mutating func hexQuad() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard offset < bytes.count, let digit = Self.hexDigit(bytes[offset]) else {
                throw error("expected 4 hexadecimal digits after '\\u', found \(found())")
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    mutating func appendUTF8(_ scalar: Unicode.Scalar) {
        UTF8.encode(scalar) { scratch.append($0) }
    }

    /// The scalar of the well-formed UTF-8 sequence at `index` and its length in bytes, or nil
    /// (overlong forms, surrogates, values past U+10FFFF and cut-off sequences are not well formed).
    func decodeScalar(at index: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[index]
        let length: Int, secondRange: ClosedRange<UInt8>, initial: UInt32
        switch lead {
        case 0x00...0x7F: return (Unicode.Scalar(lead), 1)
        case 0xC2...0xDF: (length, secondRange, initial) = (2, 0x80...0xBF, UInt32(lead & 0x1F))
        case 0xE0: (length, secondRange, initial) = (3, 0xA0...0xBF, 0)
        case 0xED: (length, secondRange, initial) = (3, 0x80...0x9F, UInt32(lead & 0x0F))
        case 0xE1...0xEF: (length, secondRange, initial) = (3, 0x80...0xBF, UInt32(lead & 0x0F))
        case 0xF0: (length, secondRange, initial) = (4, 0x90...0xBF, 0)
        case 0xF1...0xF3: (length, secondRange, initial) = (4, 0x80...0xBF, UInt32(lead & 0x07))
        case 0xF4: (length, secondRange, initial) = (4, 0x80...0x8F, 4)
        default: return nil
        }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return nil }
        var value = initial
        for i in 1..<length {
            let byte = bytes[index + i]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return Unicode.Scalar(value).map { ($0, length) }
    }
}
