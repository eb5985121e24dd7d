/// Bad SVG path data: what was wrong and where.
public struct PathDataError: Error, CustomStringConvertible, Equatable {
    /// The 0-based character offset of the offending character, or the length of the data when it ended too soon.
    public let offset: Int
    /// What was expected and what was found.
    public let message: String

    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    public var description: String { "path data: at offset \(offset): \(message)" }
}

/// Reads SVG path data (the `d` attribute) into a `Path`.
///
/// The whole SVG 1.1 path grammar: `M L H V C S Q T A Z`, absolute and
/// relative; repeated argument groups (extra pairs after `M`/`m` are
/// `L`/`l`); `S` and `T` reflecting the previous curve's control point; arc
/// flags written without separators (`a25 25 0 1125 25`); numbers such as
/// `1e-3`, `.5.5` (two numbers), `-.5-.5`, `+3`, `10.`. Unlike a browser,
/// which draws the path up to the first error, bad data is refused whole.
public enum SVGPathParser {
    /// Parses path data. Empty data, or only whitespace, is an empty path.
    ///
    /// - Complexity: one pass over the data's UTF-8 bytes.
    /// - Parameter arcPieces: How many cubics an arc becomes (see `Path.addSVGArc`); nil
    ///   for pieces of at most 45°.
    /// - Throws: `PathDataError` for data that does not follow the grammar,
    ///   and for numbers too large to be finite.
    public static func parse(_ data: String, arcPieces: Path.ArcPieceCount? = nil) throws(PathDataError) -> Path {
        // Every character before an error is ASCII (non-ASCII bytes never
        // belong to the grammar), so byte offsets are character offsets.
        let result = data.utf8.withContiguousStorageIfAvailable { SVGPathScanner(bytes: $0, arcPieces: arcPieces).run() }
            ?? Array(data.utf8).withUnsafeBufferPointer { SVGPathScanner(bytes: $0, arcPieces: arcPieces).run() }
        return try result.get()
    }
}

extension Path {
    /// A path from SVG path data (the `d` attribute); see `SVGPathParser`.
    public init(svgData: String) throws(PathDataError) {
        self = try SVGPathParser.parse(svgData)
    }
}

/// One pass over the bytes of path data, building the path as it goes.
///
/// Every read of `bytes[i]` is behind an `i < bytes.count` test (or follows one that
/// advanced past it), and the slices rebased for messages end at `i` or `bytes.count`.
private struct SVGPathScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var i = 0
    var path = Path()
    /// The second control point of the previous command if it was `C` or `S`, for `S` to reflect.
    var lastCubicControl: Point?
    /// The control point of the previous command if it was `Q` or `T`, for `T` to reflect.
    var lastQuadControl: Point?
    let arcPieces: Path.ArcPieceCount?

    init(bytes: UnsafeBufferPointer<UInt8>, arcPieces: Path.ArcPieceCount? = nil) {
        self.bytes = bytes
        self.arcPieces = arcPieces
    }

    consuming func run() -> Result<Path, PathDataError> {
        do throws(PathDataError) {
            try parseAll()
            return .success(path)
        } catch {
            return .failure(error)
        }
    }

    mutating func parseAll() throws(PathDataError) {
        skipWhitespace()
        guard i < bytes.count else { return }
        guard bytes[i] == .init(ascii: "M") || bytes[i] == .init(ascii: "m") else {
            throw fail(at: i, "path data must start with 'M' or 'm' (found \(found(at: i)))")
        }
        while true {
            skipWhitespace()
            guard i < bytes.count else { return }
            let command = bytes[i]
            guard Self.isCommand(command) else {
                let isLetter = (command | 0x20) >= UInt8(ascii: "a") && (command | 0x20) <= UInt8(ascii: "z")
                throw fail(at: i, isLetter ? "unknown command \(found(at: i))"
                                           : "expected a command letter (found \(found(at: i)))")
            }
            i += 1
            try parseCommand(command)
        }
    }

    /// Reads every argument group of one command and draws them.
    mutating func parseCommand(_ command: UInt8) throws(PathDataError) {
        if command | 0x20 == UInt8(ascii: "z") {
            path.close()
            lastCubicControl = nil
            lastQuadControl = nil
            skipWhitespace()
            if i < bytes.count, Self.isNumberStart(bytes[i]) || bytes[i] == UInt8(ascii: ",") {
                throw fail(at: i, "expected a command letter after '\(Character(Unicode.Scalar(command)))' (found \(found(at: i)))")
            }
            return
        }
        skipWhitespace()
        var current = command
        while true {
            try parseGroup(current, letter: command)
            // After a moveto, further pairs are linetos of the same kind.
            if current == UInt8(ascii: "M") { current = UInt8(ascii: "L") }
            if current == UInt8(ascii: "m") { current = UInt8(ascii: "l") }
            skipWhitespace()
            guard i < bytes.count else { return }
            if bytes[i] == UInt8(ascii: ",") {
                i += 1
                skipWhitespace()
            } else if !Self.isNumberStart(bytes[i]) {
                return
            }
        }
    }

    /// Reads the numbers of one argument group of `command` and draws it. `letter` is the command as written.
    mutating func parseGroup(_ command: UInt8, letter: UInt8) throws(PathDataError) {
        let relative = command >= UInt8(ascii: "a")
        let origin = relative ? (path.currentPoint ?? .zero) : .zero
        let current = path.currentPoint ?? .zero
        switch command | 0x20 {
        case UInt8(ascii: "m"):
            let p = try point(letter, first: true) + origin
            path.move(to: p)
            lastCubicControl = nil
            lastQuadControl = nil
        case UInt8(ascii: "l"):
            path.line(to: try point(letter, first: true) + origin)
            lastCubicControl = nil
            lastQuadControl = nil
        case UInt8(ascii: "h"):
            let x = try number(letter)
            path.line(to: Point(x + origin.x, current.y))
            lastCubicControl = nil
            lastQuadControl = nil
        case UInt8(ascii: "v"):
            let y = try number(letter)
            path.line(to: Point(current.x, y + origin.y))
            lastCubicControl = nil
            lastQuadControl = nil
        case UInt8(ascii: "c"):
            let c1 = try point(letter, first: true) + origin
            let c2 = try point(letter) + origin
            let p = try point(letter) + origin
            path.cubic(to: p, control1: c1, control2: c2)
            lastCubicControl = c2
            lastQuadControl = nil
        case UInt8(ascii: "s"):
            let c1 = lastCubicControl.map { current * 2 - $0 } ?? current
            let c2 = try point(letter, first: true) + origin
            let p = try point(letter) + origin
            path.cubic(to: p, control1: c1, control2: c2)
            lastCubicControl = c2
            lastQuadControl = nil
        case UInt8(ascii: "q"):
            let c = try point(letter, first: true) + origin
            let p = try point(letter) + origin
            path.quad(to: p, control: c)
            lastCubicControl = nil
            lastQuadControl = c
        case UInt8(ascii: "t"):
            let c = lastQuadControl.map { current * 2 - $0 } ?? current
            let p = try point(letter, first: true) + origin
            path.quad(to: p, control: c)
            lastCubicControl = nil
            lastQuadControl = c
        default: // "a"
            let rx = try number(letter)
            skipCommaWhitespace()
            let ry = try number(letter)
            skipCommaWhitespace()
            let rotation = try number(letter)
            skipCommaWhitespace()
            let largeArc = try flag(letter)
            skipCommaWhitespace()
            let sweep = try flag(letter)
            skipCommaWhitespace()
            let p = try point(letter, first: true) + origin
            path.addSVGArc(to: p, rx: rx, ry: ry, xAxisRotation: rotation, largeArc: largeArc, sweep: sweep,
                           pieces: arcPieces)
            lastCubicControl = nil
            lastQuadControl = nil
        }
    }

    /// Reads a coordinate pair; unless it is the first argument of its group, a comma or whitespace may come first.
    mutating func point(_ letter: UInt8, first: Bool = false) throws(PathDataError) -> Point {
        if !first { skipCommaWhitespace() }
        let x = try number(letter)
        skipCommaWhitespace()
        let y = try number(letter)
        return Point(x, y)
    }

    /// Reads an arc flag: one '0' or '1', which needs no separator after it.
    mutating func flag(_ letter: UInt8) throws(PathDataError) -> Bool {
        guard i < bytes.count, bytes[i] == UInt8(ascii: "0") || bytes[i] == UInt8(ascii: "1") else {
            throw fail(at: i, "expected an arc flag (0 or 1) after '\(Character(Unicode.Scalar(letter)))' (found \(found(at: i)))")
        }
        i += 1
        return bytes[i - 1] == UInt8(ascii: "1")
    }

    /// Reads a number: sign? (digits ('.' digits?)? | '.' digits) (('e' | 'E') sign? digits)?
    mutating func number(_ letter: UInt8) throws(PathDataError) -> Double {
        guard i < bytes.count, Self.isNumberStart(bytes[i]) else {
            throw fail(at: i, "expected a number after '\(Character(Unicode.Scalar(letter)))' (found \(found(at: i)))")
        }
        let start = i
        var negative = false
        if bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
            negative = bytes[i] == UInt8(ascii: "-")
            i += 1
        }
        // The significant digits as an integer and the power of ten that scales them.
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var exponent = 0
        var needsSlowPath = false
        var sawDigit = false
        while i < bytes.count, let d = Self.digit(bytes[i]) {
            sawDigit = true
            if mantissa != 0 || d != 0 {
                if significantDigits < 19 {
                    // At most 19 digits: below 10¹⁹ < 2⁶⁴, so &* and &+ never wrap.
                    mantissa = mantissa &* 10 &+ UInt64(d)
                    significantDigits += 1
                } else {
                    needsSlowPath = true
                }
            }
            i += 1
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            var sawFraction = false
            while i < bytes.count, let d = Self.digit(bytes[i]) {
                sawFraction = true
                if mantissa != 0 || d != 0 {
                    if significantDigits < 19 {
                        mantissa = mantissa &* 10 &+ UInt64(d)
                        significantDigits += 1
                        exponent -= 1
                    } else {
                        needsSlowPath = true
                    }
                } else {
                    exponent -= 1
                }
                i += 1
            }
            if !sawDigit && !sawFraction {
                throw fail(at: i, "bad number: expected a digit after '.' (found \(found(at: i)))")
            }
            sawDigit = true
        }
        if !sawDigit {
            throw fail(at: i, "bad number: expected a digit after '\(negative ? "-" : "+")' (found \(found(at: i)))")
        }
        if i < bytes.count, bytes[i] | 0x20 == UInt8(ascii: "e") {
            i += 1
            var exponentNegative = false
            if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
                exponentNegative = bytes[i] == UInt8(ascii: "-")
                i += 1
            }
            var e = 0
            var sawExponentDigit = false
            while i < bytes.count, let d = Self.digit(bytes[i]) {
                sawExponentDigit = true
                e = min(e * 10 + d, 1_000_000)
                i += 1
            }
            if !sawExponentDigit {
                throw fail(at: i, "bad number: expected a digit in the exponent (found \(found(at: i)))")
            }
            exponent += exponentNegative ? -e : e
        }

        var value: Double
        if mantissa == 0 {
            value = 0
        } else if !needsSlowPath, mantissa <= 1 << 53, let power = Self.exactPowerOfTen(abs(exponent)) {
            // Both exact, so one correctly rounded operation gives the correctly rounded result.
            value = exponent < 0 ? Double(mantissa) / power : Double(mantissa) * power
        } else {
            // Rare: many digits or a large exponent. The standard library rounds correctly.
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
            guard let parsed = Double(text) else {
                throw fail(at: start, "bad number '\(text)'")
            }
            value = abs(parsed)
        }
        if negative { value = -value }
        guard value.isFinite else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
            throw fail(at: start, "number out of range: \(text)")
        }
        return value
    }

    mutating func skipWhitespace() {
        while i < bytes.count, Self.isWhitespace(bytes[i]) { i += 1 }
    }

    /// Skips `wsp* ','? wsp*`.
    mutating func skipCommaWhitespace() {
        skipWhitespace()
        if i < bytes.count, bytes[i] == UInt8(ascii: ",") {
            i += 1
            skipWhitespace()
        }
    }

    func fail(at offset: Int, _ message: String) -> PathDataError {
        PathDataError(offset: offset, message: message)
    }

    /// How an error message shows the character at `offset`.
    func found(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of data" }
        let b = bytes[offset]
        if b >= 0x20 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        let tail = UnsafeBufferPointer(rebasing: bytes[offset..<min(offset + 4, bytes.count)])
        guard let scalar = String(decoding: tail, as: UTF8.self).unicodeScalars.first, scalar.value >= 0xA0 else {
            return "byte 0x\(String(b, radix: 16, uppercase: true))"
        }
        return "'\(scalar)'"
    }

    static func isWhitespace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C
    }

    static func isNumberStart(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
            || b == UInt8(ascii: ".") || b == UInt8(ascii: "-") || b == UInt8(ascii: "+")
    }

    static func digit(_ b: UInt8) -> Int? {
        b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") ? Int(b &- UInt8(ascii: "0")) : nil
    }

    static func isCommand(_ b: UInt8) -> Bool {
        switch b | 0x20 {
        case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "v"), UInt8(ascii: "c"),
             UInt8(ascii: "s"), UInt8(ascii: "q"), UInt8(ascii: "t"), UInt8(ascii: "a"), UInt8(ascii: "z"):
            return b >= UInt8(ascii: "A")
        default:
            return false
        }
    }

    /// 10^n for n in 0...22, the powers of ten a Double holds exactly.
    static func exactPowerOfTen(_ n: Int) -> Double? {
        n < powersOfTen.count ? powersOfTen[n] : nil
    }

    static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]
}
