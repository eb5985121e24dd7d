/// The parser's state: the bytes, the offset of the next one, and what positions need.
///
/// Values are read by recursive descent (`JSONScanner+Values.swift`), strings and numbers in
/// their own files. Line feeds only occur between tokens (inside a string they are an error), so
/// the line is counted while skipping whitespace; multi-byte characters only occur inside strings,
/// which add their continuation bytes to `continuationBytes` so that a column is an O(1) sum.
struct JSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The next byte to read.
    var offset = 0
    /// The current line, from 1.
    var line = 1
    /// The offset of the current line's first byte.
    var lineStart = 0
    /// UTF-8 continuation bytes between `lineStart` and the end of the last string read.
    var continuationBytes = 0
    /// Reused for strings with escapes.
    var scratch: [UInt8] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            offset = 3
            lineStart = 3
        }
    }

    var isAtEnd: Bool { offset >= bytes.count }

    /// The byte at `offset`, or nil at the end.
    var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// The position of `offset`, which must not be inside a string being read.
    var position: JSONPosition {
        JSONPosition(line: line, column: offset - lineStart - continuationBytes + 1)
    }

    /// The position of any offset on the current line, counted afresh (for errors only).
    func position(of target: Int) -> JSONPosition {
        var column = 1
        var i = lineStart
        while i < target && i < bytes.count {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        Self.recountedBytes?.add(i - lineStart)
        return JSONPosition(line: line, column: column)
    }

    /// Counts the bytes that positions were counted afresh over, for the tests that check a
    /// parse stays linear (a column recounted from the line's start at every value would make
    /// one long line quadratic); nil, and nothing counted, unless a test sets it.
    @TaskLocal static var recountedBytes: WorkCounter?

    /// An error at `target` (default: the next byte).
    func error(_ message: String, at target: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(position: position(of: target ?? offset), message: message)
    }

    /// Skips spaces, tabs, carriage returns and line feeds, counting lines.
    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                offset += 1
            case UInt8(ascii: "\n"):
                offset += 1
                line += 1
                lineStart = offset
                continuationBytes = 0
            default:
                return
            }
        }
    }
}
