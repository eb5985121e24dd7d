@testable import CtlJSON
import Testing

/// What the parser reads: every kind of value, with its position.
@Suite struct ParserAcceptsTests {
    @Test func scalars() throws {
        #expect(try JSONParser.parse("null").content == .null)
        #expect(try JSONParser.parse("true").content == .bool(true))
        #expect(try JSONParser.parse(" false ").content == .bool(false))
        #expect(try JSONParser.parse("\"a\"").content == .string("a"))
        #expect(try JSONParser.parse("0").content == .number(0))
    }

    @Test(arguments: [
        ("0", 0.0), ("-0", -0.0), ("12", 12), ("-12", -12), ("1.5", 1.5), ("-0.25", -0.25), ("1e3", 1000),
        ("1E+3", 1000), ("25e-1", 2.5), ("123456789012345", 123456789012345),
        ("9007199254740993", 9007199254740992), ("0.1", 0.1), ("1e-400", 0), ("1.7976931348623157e308", .greatestFiniteMagnitude),
    ])
    func numbers(text: String, expected: Double) throws {
        let value = try #require(try JSONParser.parse(text).numberValue)
        #expect(value == expected && value.sign == expected.sign, "\(text) gave \(value)")
    }

    @Test func escapesAndUnicode() throws {
        let text = #""a\"b\\c\/d\b\f\n\r\t \u00e9\u20AC \ud83d\ude00 é€😀""#
        #expect(try JSONParser.parse(text).stringValue == "a\"b\\c/d\u{8}\u{C}\n\r\t é€ 😀 é€😀")
        #expect(try JSONParser.parse(#""\u0000""#).stringValue == "\u{0}")
    }

    @Test func positionsOfValuesAndKeys() throws {
        let text = """
            {"a": [1, "é€", true],
             "b": {"c": null},
              "d": "😀x", "e": 2}
            """
        let root = try JSONParser.parse(text)
        #expect(root.position == JSONPosition(line: 1, column: 1))
        let members = try #require(root.objectValue)
        #expect(members.keys == ["a", "b", "d", "e"])
        #expect(members.member("b")?.keyPosition == JSONPosition(line: 2, column: 2))
        let a = try #require(members["a"]?.arrayValue)
        #expect(a.map(\.position) == [JSONPosition(line: 1, column: 8), JSONPosition(line: 1, column: 11),
                                      JSONPosition(line: 1, column: 17)])
        #expect(members["b"]?.objectValue?["c"]?.position == JSONPosition(line: 2, column: 13))
        // Columns count characters, not bytes: "😀x" takes 4 columns (and 7 bytes) before the comma.
        #expect(members.member("e")?.keyPosition == JSONPosition(line: 3, column: 14))
        #expect(members["e"]?.position == JSONPosition(line: 3, column: 19))
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let node = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[ 1]".utf8))
        #expect(node.arrayValue?.first?.position == JSONPosition(line: 1, column: 3))
    }

    @Test func carriageReturnLineFeedIsOneLineBreak() throws {
        let node = try JSONParser.parse("[\r\n  1,\r\n  2]")
        #expect(node.arrayValue?.map(\.position) == [JSONPosition(line: 2, column: 3), JSONPosition(line: 3, column: 3)])
    }

    @Test func nestingUpToTheLimit() throws {
        let depth = JSONParser.maximumDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var node = try JSONParser.parse(text)
        var levels = 1
        while let inner = node.arrayValue?.first { node = inner; levels += 1 }
        #expect(levels == depth)
    }

    @Test func canonicalTextSortsKeys() throws {
        let a = try JSONParser.parse(#"{"b": [1, 2.5, -0, "x\n\u0001"], "a": {"z": null, "y": true}}"#)
        let b = try JSONParser.parse("{\"a\":{\"y\":true,\"z\":null},\n\"b\":[1.0,25e-1,-0.0,\"x\\n\\u0001\"]}")
        #expect(a.canonicalText == #"{"a":{"y":true,"z":null},"b":[1,2.5,-0.0,"x\n\u0001"]}"#)
        #expect(a.canonicalText == b.canonicalText)
    }

    /// Three megabytes on one line: a parser that recounted columns from the line's start at each
    /// value would walk the line 40 000 times (about 6·10¹⁰ bytes). Positions come from running
    /// counts; only an error's position is counted afresh, once. Work is counted, not timed.
    @Test func largeInputIsLinear() throws {
        let item = #"{"name": "é-button", "width": 120.5, "ops": [1, 2, 3, true, null, "a\nb"]}"#
        let text = "[" + Array(repeating: item, count: 40_000).joined(separator: ",") + "]"
        let counter = WorkCounter()
        let node = try JSONScanner.$recountedBytes.withValue(counter) { try JSONParser.parse(text) }
        #expect(node.arrayValue?.count == 40_000)
        #expect(node.arrayValue?.last?.position == JSONPosition(line: 1, column: 2 + 39_999 * (item.count + 1)))
        #expect(counter.count == 0, "\(counter.count) bytes recounted for positions")

        // An error at the end of the line is counted over it once.
        let broken = WorkCounter()
        #expect(throws: JSONSyntaxError.self) {
            try JSONScanner.$recountedBytes.withValue(broken) { try JSONParser.parse(text + "x") }
        }
        #expect(broken.count <= text.utf8.count + 1, "\(broken.count) bytes recounted for one error")
    }
}
