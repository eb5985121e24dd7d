/// A token of a media query, as CSS Syntax 3 would cut it, reduced to what the grammar of
/// Media Queries needs: identifiers (for types, keywords, features and values), functions,
/// parentheses, `:` and `,`. Everything else (numbers, dimensions, `>`, strings) is `other`,
/// which no feature we evaluate takes.
struct MediaToken {
    enum Kind: Equatable {
        case ident, function, open, close, colon, comma, other
    }

    var kind: Kind
    /// The text as written (a function's name without its `(`).
    var text: String
    /// Where it starts, in bytes from the start of the text that was cut.
    var offset: Int

    /// The identifier in ASCII lower case: CSS keywords are compared without case.
    var keyword: String { kind == .ident ? text.lowercased() : "" }

    func isKeyword(_ word: String) -> Bool { kind == .ident && text.lowercased() == word }

    /// The tokens of `bytes` (comments already removed), white space dropped; `offset` is
    /// where `bytes` starts in its style sheet. One pass: linear in the length.
    static func tokens(_ bytes: ArraySlice<UInt8>, offset base: Int) -> [MediaToken] {
        var out: [MediaToken] = []
        var i = bytes.startIndex
        let end = bytes.endIndex
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        while i < end {
            let b = bytes[i]
            let start = i
            let offset = base + (start - bytes.startIndex)
            if ValueScanner.isSpace(b) {
                i += 1
                continue
            }
            if startsIdent(bytes, at: i) {
                i += 1
                while i < end, isNameByte(bytes[i]) { i += 1 }
                if i < end, bytes[i] == 0x28 {  // (
                    out.append(MediaToken(kind: .function, text: text(start..<i), offset: offset))
                    i += 1
                } else {
                    out.append(MediaToken(kind: .ident, text: text(start..<i), offset: offset))
                }
                continue
            }
            switch b {
            case 0x28: out.append(MediaToken(kind: .open, text: "(", offset: offset)); i += 1
            case 0x29: out.append(MediaToken(kind: .close, text: ")", offset: offset)); i += 1
            case 0x3A: out.append(MediaToken(kind: .colon, text: ":", offset: offset)); i += 1
            case 0x2C: out.append(MediaToken(kind: .comma, text: ",", offset: offset)); i += 1
            case 0x22, 0x27:  // a string, to its closing quote (or the end)
                i += 1
                while i < end, bytes[i] != b {
                    i += bytes[i] == 0x5C && i + 1 < end ? 2 : 1
                }
                i = min(i + 1, end)
                out.append(MediaToken(kind: .other, text: text(start..<i), offset: offset))
            case 0x30...0x39, 0x2E, 0x2B, 0x2D:  // a number and its unit (600px, 1.5, -2, 50%)
                i += 1
                while i < end, isNameByte(bytes[i]) || bytes[i] == 0x2E || bytes[i] == 0x25 { i += 1 }
                out.append(MediaToken(kind: .other, text: text(start..<i), offset: offset))
            default:
                // One character (`>`, `=`, `/`, `[`): its UTF-8 bytes together.
                i += 1
                while i < end, bytes[i] & 0xC0 == 0x80 { i += 1 }
                out.append(MediaToken(kind: .other, text: text(start..<i), offset: offset))
            }
        }
        return out
    }

    /// A letter, `_`, a non-ASCII byte, or `-` followed by one of those or by `-`.
    private static func startsIdent(_ bytes: ArraySlice<UInt8>, at i: Int) -> Bool {
        let b = bytes[i]
        if isNameStart(b) { return true }
        guard b == 0x2D, i + 1 < bytes.endIndex else { return false }
        return isNameStart(bytes[i + 1]) || bytes[i + 1] == 0x2D
    }

    private static func isNameStart(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F || b >= 0x80
    }

    private static func isNameByte(_ b: UInt8) -> Bool {
        isNameStart(b) || (b >= 0x30 && b <= 0x39) || b == 0x2D
    }
}
