/// `%XX` escapes in a `data:` URL's payload (RFC 3986 §2.1).
enum PercentDecoding {
    /// `text` with each `%` and two hexadecimal digits replaced by that byte; nil when a `%`
    /// is not followed by two hexadecimal digits or the bytes are not UTF-8 (as Foundation's
    /// `removingPercentEncoding`).
    static func decode(_ text: String) -> String? {
        let input = Array(text.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(input.count)
        var i = 0
        while i < input.count {
            guard input[i] == UInt8(ascii: "%") else {
                bytes.append(input[i])
                i += 1
                continue
            }
            guard i + 2 < input.count, let high = hexValue(input[i + 1]), let low = hexValue(input[i + 2]) else {
                return nil
            }
            bytes.append(high << 4 | low)
            i += 3
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
