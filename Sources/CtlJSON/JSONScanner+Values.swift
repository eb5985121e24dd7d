extension JSONScanner {
    /// The root value, with nothing but whitespace after it.
    mutating func document() throws(JSONSyntaxError) -> JSONNode {
        let root = try value(depth: 0)
        skipWhitespace()
        if !isAtEnd {
            throw error("expected the end of the input after the root value, found \(found())")
        }
        return root
    }

    /// One value of any kind, after optional whitespace; `depth` counts the arrays and objects around it.
    mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        skipWhitespace()
        guard let byte = peek else { throw error("expected a value, found the end of the input") }
        let start = position
        switch byte {
        case UInt8(ascii: "{"): return try object(at: start, depth: depth + 1)
        case UInt8(ascii: "["): return try array(at: start, depth: depth + 1)
        case UInt8(ascii: "\""): return JSONNode(.string(try string()), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONNode(.number(try number()), at: start)
        case UInt8(ascii: "t"): try literal("true"); return JSONNode(.bool(true), at: start)
        case UInt8(ascii: "f"): try literal("false"); return JSONNode(.bool(false), at: start)
        case UInt8(ascii: "n"): try literal("null"); return JSONNode(.null, at: start)
        default: throw error("expected a value, found \(found())")
        }
    }

    /// `true`, `false` or `null`, spelled exactly.
    mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let count = word.utf8CodeUnitCount
        let matches = offset + count <= bytes.count && (0..<count).allSatisfy {
            bytes[offset + $0] == word.utf8Start[$0]
        }
        let endsThere = offset + count >= bytes.count || !Self.isWordByte(bytes[offset + count])
        guard matches && endsThere else { throw error("expected a value, found \(found())") }
        offset += count
    }

    /// An array whose `[` is at `offset`.
    mutating func array(at start: JSONPosition, depth: Int) throws(JSONSyntaxError) -> JSONNode {
        try checkDepth(depth)
        offset += 1
        var items: [JSONNode] = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            offset += 1
            return JSONNode(.array(items), at: start)
        }
        while true {
            items.append(try value(depth: depth))
            if try isClosed(by: UInt8(ascii: "]"), after: "an array element") {
                return JSONNode(.array(items), at: start)
            }
        }
    }

    /// An object whose `{` is at `offset`; a key written twice is an error naming both places.
    mutating func object(at start: JSONPosition, depth: Int) throws(JSONSyntaxError) -> JSONNode {
        try checkDepth(depth)
        offset += 1
        var members = JSONMembers()
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            offset += 1
            return JSONNode(.object(members), at: start)
        }
        while true {
            guard peek == UInt8(ascii: "\"") else {
                throw error("expected a key in double quotes, found \(found())")
            }
            let keyPosition = position
            let key = try string()
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { throw error("expected ':' after the key, found \(found())") }
            offset += 1
            let member = JSONMember(key: key, keyPosition: keyPosition, value: try value(depth: depth))
            if let first = members.insert(member) {
                throw JSONSyntaxError(position: keyPosition,
                                      message: "duplicate key \"\(key)\", first at \(first.keyPosition)")
            }
            if try isClosed(by: UInt8(ascii: "}"), after: "an object member") {
                return JSONNode(.object(members), at: start)
            }
        }
    }

    func checkDepth(_ depth: Int) throws(JSONSyntaxError) {
        if depth > JSONParser.maximumDepth {
            throw error("more than \(JSONParser.maximumDepth) nested arrays and objects")
        }
    }

    /// After an element of an array or object: true past its `closer`, false past a comma
    /// that another element follows; a comma before the closer, or anything else, is an error.
    mutating func isClosed(by closer: UInt8, after what: String) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        let close = String(UnicodeScalar(closer))
        switch peek {
        case UInt8(ascii: ",")?:
            let comma = position
            offset += 1
            skipWhitespace()
            if peek == closer { throw trailingComma(at: comma, before: close) }
            return false
        case closer?:
            offset += 1
            return true
        default:
            throw error("expected ',' or '\(close)' after \(what), found \(found())")
        }
    }

    func trailingComma(at comma: JSONPosition, before closer: String) -> JSONSyntaxError {
        JSONSyntaxError(position: comma, message: "trailing comma before '\(closer)' (JSON allows none)")
    }

    /// What is at `offset`, for "found …": `'x'`, `'NaN'`, `a comment`, `the end of the input`, …
    func found() -> String {
        guard let byte = peek else { return "the end of the input" }
        if byte == UInt8(ascii: "/"), offset + 1 < bytes.count,
           bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*") {
            return "a comment (JSON has none)"
        }
        if Self.isWordByte(byte) {
            var end = offset
            while end < bytes.count, end - offset < 20, Self.isWordByte(bytes[end]) { end += 1 }
            let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
            let hint = ["NaN", "Infinity", "inf", "nan"].contains(word) ? " (JSON numbers are finite)" : ""
            return "'\(word)'\(hint)"
        }
        if byte == UInt8(ascii: "'") { return "\"'\" (JSON strings take double quotes)" }
        if byte < 0x20 || byte == 0x7F { return "the control character \(Self.hex(UInt32(byte), prefix: "U+"))" }
        if byte < 0x80 { return "'\(Character(Unicode.Scalar(byte)))'" }
        if let (scalar, _) = decodeScalar(at: offset) { return "'\(Character(scalar))'" }
        return "the byte \(Self.hex(UInt32(byte), prefix: "0x", digits: 2)), which is not UTF-8"
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }

    /// `U+000A`, `0xFF`: upper-case hexadecimal, zero-padded.
    static func hex(_ value: UInt32, prefix: String, digits: Int = 4) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return prefix + String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
