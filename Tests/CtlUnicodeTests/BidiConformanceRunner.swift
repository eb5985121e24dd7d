import Foundation
@testable import CtlUnicode

/// Runs the cases of Unicode's bidi conformance files (BidiTest.txt, BidiCharacterTest.txt) and
/// counts them. Lines are parsed from their UTF-8 bytes, so that the full files (8 MB and 7 MB)
/// run in seconds in a debug build.
struct BidiConformanceRunner {
    /// The counts of one file, and the first few failures in words.
    struct Result {
        var cases = 0
        var passed = 0
        var failures: [String] = []

        mutating func record(_ passed: Bool, _ describe: @autoclosure () -> String) {
            cases += 1
            if passed { self.passed += 1 } else if failures.count < 10 { failures.append(describe()) }
        }
    }

    /// Marks a level the file gives as `x` (a character rule X9 removes).
    static let removed: UInt8 = .max

    // MARK: BidiTest.txt

    /// Every case of BidiTest.txt's `text`: each data line once per paragraph direction its bitset
    /// names (1 auto, 2 LTR, 4 RTL), checked against the `@Levels` and `@Reorder` before it.
    static func runBidiTest(_ text: String) -> Result {
        var result = Result()
        var levels: [UInt8] = []
        var order: [Int] = []
        var classes: [BidiClass] = []
        var number = 0
        forEachLine(text) { line in
            number += 1
            guard let first = line.first, first != UInt8(ascii: "#") else { return }
            if line.starts(with: "@Levels:".utf8) {
                levels = parseLevels(line.dropFirst(8))
            } else if line.starts(with: "@Reorder:".utf8) {
                order = parseNumbers(line.dropFirst(9)).map { Int($0) }
            } else if first != UInt8(ascii: "@"), let semicolon = line.firstIndex(of: UInt8(ascii: ";")) {
                classes.removeAll(keepingCapacity: true)
                for token in tokens(line[..<semicolon]) {
                    guard let type = classNamed[packed(token)] else {
                        result.record(false, "line \(number): unknown class")
                        return
                    }
                    classes.append(type)
                }
                let bits = parseNumbers(line[(semicolon + 1)...]).first ?? 0
                for (bit, direction) in directionBits where bits & bit != 0 {
                    let paragraph = BidiParagraph(classes: classes, direction: direction)
                    let passed = check(paragraph, levels: levels, order: order)
                    result.record(passed, "BidiTest.txt line \(number) (\(direction)): \(classes.map(\.shortName)) gives levels \(paragraph.lineLevels(0..<classes.count)), order \(paragraph.visualOrder(0..<classes.count)); expected \(levels), \(order)")
                }
            }
        }
        return result
    }

    // MARK: BidiCharacterTest.txt

    /// Every case of BidiCharacterTest.txt's `text`: code points; direction (0 LTR, 1 RTL,
    /// 2 auto); paragraph level; levels; visual order.
    static func runBidiCharacterTest(_ text: String) -> Result {
        var result = Result()
        var scalars: [Unicode.Scalar] = []
        var number = 0
        forEachLine(text) { line in
            number += 1
            guard let first = line.first, first != UInt8(ascii: "#") else { return }
            let fields = line.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
            guard fields.count == 5 else {
                result.record(false, "BidiCharacterTest.txt line \(number): not five fields")
                return
            }
            scalars.removeAll(keepingCapacity: true)
            for code in tokens(fields[0]) {
                guard let scalar = hexadecimal(code).flatMap(Unicode.Scalar.init) else {
                    result.record(false, "BidiCharacterTest.txt line \(number): bad code point")
                    return
                }
                scalars.append(scalar)
            }
            let direction: ParagraphDirection = switch parseNumbers(fields[1]).first {
            case 0: .ltr
            case 1: .rtl
            default: .auto
            }
            let paragraphLevel = UInt8(parseNumbers(fields[2]).first ?? 0)
            let levels = parseLevels(fields[3])
            let order = parseNumbers(fields[4]).map { Int($0) }
            let paragraph = BidiParagraph(scalars, direction: direction)
            let passed = paragraph.paragraphLevel == paragraphLevel && check(paragraph, levels: levels, order: order)
            result.record(passed, "BidiCharacterTest.txt line \(number): level \(paragraph.paragraphLevel), levels \(paragraph.lineLevels(0..<scalars.count)), order \(paragraph.visualOrder(0..<scalars.count)); expected \(paragraphLevel), \(levels), \(order)")
        }
        return result
    }

    // MARK: Checking

    /// Whether the levels after L1 and the visual order of the paragraph as one line are the
    /// expected ones, the characters marked `x` left out of both.
    private static func check(_ paragraph: BidiParagraph, levels expected: [UInt8], order expectedOrder: [Int]) -> Bool {
        let count = paragraph.levels.count
        guard expected.count == count else { return false }
        let levels = paragraph.lineLevels(0..<count)
        for i in 0..<count where expected[i] != removed && expected[i] != levels[i] {
            return false
        }
        var k = 0
        for i in paragraph.visualOrder(0..<count) where expected[i] != removed {
            guard k < expectedOrder.count, expectedOrder[k] == i else { return false }
            k += 1
        }
        return k == expectedOrder.count
    }

    // MARK: Parsing

    /// BidiTest.txt's bits for the paragraph directions.
    private static let directionBits: [(Int, ParagraphDirection)] = [(1, .auto), (2, .ltr), (4, .rtl)]

    /// The classes by their short names, packed as by `packed` (a name has at most 3 bytes).
    private static let classNamed: [UInt32: BidiClass] = Dictionary(uniqueKeysWithValues: BidiClass.allCases.map {
        (packed(ArraySlice($0.shortName.utf8)), $0)
    })

    /// The bytes of a short token as one number.
    private static func packed(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var value: UInt32 = 0
        for byte in bytes.prefix(4) { value = value << 8 | UInt32(byte) }
        return value
    }

    /// A hexadecimal number of at most 8 digits, or nil.
    private static func hexadecimal(_ bytes: ArraySlice<UInt8>) -> UInt32? {
        guard !bytes.isEmpty && bytes.count <= 8 else { return nil }
        var value: UInt32 = 0
        for byte in bytes {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    private static func forEachLine(_ text: String, _ body: (ArraySlice<UInt8>) -> Void) {
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
            var last = end
            if last > start && bytes[last - 1] == UInt8(ascii: "\r") { last -= 1 }
            body(bytes[start..<last])
            start = end + 1
        }
    }

    /// The tokens of `bytes` separated by spaces and tabs.
    private static func tokens(_ bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        bytes.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
    }

    /// Decimal numbers separated by spaces, `x` as `removed`.
    private static func parseLevels(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        tokens(bytes).map { $0.first == UInt8(ascii: "x") ? removed : UInt8(clamping: decimal($0)) }
    }

    private static func parseNumbers(_ bytes: ArraySlice<UInt8>) -> [Int] {
        tokens(bytes).map(decimal)
    }

    private static func decimal(_ bytes: ArraySlice<UInt8>) -> Int {
        var value = 0
        for byte in bytes where byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
