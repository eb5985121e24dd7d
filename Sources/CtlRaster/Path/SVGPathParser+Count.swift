extension SVGPathParser {
    /// A lower bound of the points the path that `data` describes flattens to, counted from its
    /// commands without building it: one for each argument group of each command (a moveto, a
    /// line, a curve or an arc is at least one point once flattened; a closepath adds none).
    ///
    /// Checked against `RenderLimits.pathSegments` before the path is parsed, so that path data
    /// of millions of commands is refused before it takes memory. Arc flags written without
    /// separators (`a25 25 0 1125 25`) count as one number, which only lowers the count.
    ///
    /// - Complexity: one pass over the data's UTF-8 bytes; no allocation.
    public static func minimumPointCount(_ data: String) -> Int {
        var data = data
        return data.withUTF8 { bytes in
            var counter = NumberCounter(bytes: bytes)
            var points = 0
            var arity = 0
            while let letter = counter.nextCommand() {
                // The numbers before this letter were the previous command's argument groups.
                if arity > 0 { points += counter.numbers / arity }
                counter.numbers = 0
                arity = SVGPathParser.arity(of: letter)
            }
            if arity > 0 { points += counter.numbers / arity }
            return points
        }
    }

    /// How many numbers lead the list `text` (a polyline's `points`), counted as
    /// `minimumPointCount` counts them, without reading their values.
    public static func numberCount(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            // Up to the first letter or error, as a list is read up to its first error.
            var counter = NumberCounter(bytes: bytes)
            _ = counter.nextCommand()
            return counter.numbers
        }
    }

    /// The numbers in one argument group of a command letter; 0 for `Z`, `z` and anything that
    /// is not a command.
    static func arity(of letter: UInt8) -> Int {
        switch letter | 0x20 {
        case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "t"): return 2
        case UInt8(ascii: "h"), UInt8(ascii: "v"): return 1
        case UInt8(ascii: "c"): return 6
        case UInt8(ascii: "s"), UInt8(ascii: "q"): return 4
        case UInt8(ascii: "a"): return 7
        default: return 0
        }
    }
}

/// Walks path data, counting the numbers between command letters.
///
/// Every read of `bytes[i]` is behind an `i < bytes.count` test.
private struct NumberCounter {
    let bytes: UnsafeBufferPointer<UInt8>
    var i = 0
    /// Numbers seen since the last command letter.
    var numbers = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Counts the numbers up to the next command letter and returns it (past it); nil at the
    /// end, or at the first byte that is neither a separator, a number nor a command, where the
    /// parser stops (SVG draws path data up to its first error).
    mutating func nextCommand() -> UInt8? {
        while i < bytes.count {
            let b = bytes[i]
            if SVGPathParser.arity(of: b) > 0 || b | 0x20 == UInt8(ascii: "z") {
                i += 1
                return b
            }
            if isDigit(b) || b == UInt8(ascii: ".") || b == UInt8(ascii: "+") || b == UInt8(ascii: "-") {
                guard skipNumber() else { break }
                numbers += 1
            } else if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D || b == UInt8(ascii: ",") {
                i += 1
            } else {
                break
            }
        }
        i = bytes.count
        return nil
    }

    /// Steps over one number: sign, digits, a fraction, an exponent (an `e` only when digits
    /// follow). False, when there is no digit, for a sign or a point alone.
    private mutating func skipNumber() -> Bool {
        if bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
        var digits = 0
        while i < bytes.count, isDigit(bytes[i]) { i += 1; digits += 1 }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            while i < bytes.count, isDigit(bytes[i]) { i += 1; digits += 1 }
        }
        guard digits > 0 else { return false }
        guard i < bytes.count, bytes[i] | 0x20 == UInt8(ascii: "e") else { return true }
        var j = i + 1
        if j < bytes.count, bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-") { j += 1 }
        guard j < bytes.count, isDigit(bytes[j]) else { return true }
        i = j
        while i < bytes.count, isDigit(bytes[i]) { i += 1 }
        return true
    }

    private func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
}
