import CtlJSON
import Testing

/// What strict JSON refuses, each with the exact position and message.
@Suite struct ParserRefusesTests {
    /// The error parsing `text` throws, as `line:column: message`, or "no error".
    func failure(_ text: String) -> String {
        failure(Array(text.utf8))
    }

    func failure(_ bytes: [UInt8]) -> String {
        do {
            let node = try JSONParser.parse(bytes)
            return "no error: \(node)"
        } catch {
            return error.description
        }
    }

    @Test func duplicateKeysNameBothPlaces() {
        #expect(failure("{\n  \"x\": 1,\n  \"y\": 2,\n  \"z\": 3,\n  \"x\": 4\n}") == #"5:3: duplicate key "x", first at 2:3"#)
        #expect(failure(#"[{"a": {"k": 1, "k": 1}}]"#) == #"1:17: duplicate key "k", first at 1:9"#)
        // Escapes are decoded before keys are compared.
        #expect(failure(#"{"é": 1, "\u00e9": 2}"#) == #"1:10: duplicate key "é", first at 1:2"#)
    }

    @Test func trailingCommas() {
        #expect(failure("[1, 2,]") == "1:6: trailing comma before ']' (JSON allows none)")
        #expect(failure("{\"a\": 1,\n}") == "1:8: trailing comma before '}' (JSON allows none)")
        #expect(failure("[,]") == "1:2: expected a value, found ','")
        #expect(failure("[1,,2]") == "1:4: expected a value, found ','")
    }

    @Test func comments() {
        #expect(failure("// note\n{}") == "1:1: expected a value, found a comment (JSON has none)")
        #expect(failure("{\"a\": 1 /* b */}")
            == "1:9: expected ',' or '}' after an object member, found a comment (JSON has none)")
        #expect(failure("[1]\n# hash") == "2:1: expected the end of the input after the root value, found '#'")
    }

    @Test func nonFiniteLiterals() {
        #expect(failure("[NaN]") == "1:2: expected a value, found 'NaN' (JSON numbers are finite)")
        #expect(failure("[1, Infinity]") == "1:5: expected a value, found 'Infinity' (JSON numbers are finite)")
        #expect(failure("-Infinity") == "1:2: expected a digit after '-', found 'Infinity' (JSON numbers are finite)")
    }

    @Test func numberGrammar() {
        #expect(failure("[01]") == "1:2: a number must not start with 0 followed by digits (leading zeros)")
        #expect(failure("-007") == "1:1: a number must not start with 0 followed by digits (leading zeros)")
        #expect(failure("1.") == "1:3: expected a digit after '.', found the end of the input")
        #expect(failure("[1.e5]") == "1:4: expected a digit after '.', found 'e5'")
        #expect(failure("1e+") == "1:4: expected a digit after the exponent's 'e', found the end of the input")
        #expect(failure("[.5]") == "1:2: expected a value, found '.'")
        #expect(failure("+1") == "1:1: expected a value, found '+'")
        #expect(failure("0x10") == "1:2: expected the end of the input after the root value, found 'x10'")
    }

    @Test func numbersTooLargeForADouble() {
        #expect(failure("{\n  \"w\": 1e400}")
            == "2:8: the number 1e400 is too large (out of the range of a 64-bit floating-point number)")
        #expect(failure("[-2e308]")
            == "1:2: the number -2e308 is too large (out of the range of a 64-bit floating-point number)")
    }

    @Test func stringContents() {
        #expect(failure("[\"a\tb\"]") == "1:4: the control character U+0009 must be escaped in a string")
        #expect(failure("\"é\né\"") == "1:3: the control character U+000A must be escaped in a string")
        #expect(failure(#"["\x"]"#)
            == #"1:3: invalid escape '\x' (JSON has \", \\, \/, \b, \f, \n, \r, \t and \uXXXX)"#)
        #expect(failure("\"a\\\n\"")
            == #"1:3: invalid escape '\' followed by the byte 0x0A (JSON has \", \\, \/, \b, \f, \n, \r, \t and \uXXXX)"#)
        #expect(failure(#"["\u12G4"]"#) == #"1:7: expected 4 hexadecimal digits after '\u', found 'G4'"#)
        #expect(failure(#""ab\"#) == #"1:5: expected an escape after '\', found the end of the input"#)
    }

    @Test func loneSurrogates() {
        #expect(failure(#"["é\ud800"]"#)
            == #"1:4: lone surrogate \uD800: a high surrogate must be followed by a low one (\uDC00 to \uDFFF)"#)
        #expect(failure(#""\ud800\u0041""#)
            == #"1:2: lone surrogate \uD800: a high surrogate must be followed by a low one (\uDC00 to \uDFFF)"#)
        #expect(failure(#""x\uDC00""#) == #"1:3: lone surrogate \uDC00: a low surrogate must follow a high one"#)
    }

    @Test func bytesThatAreNotUTF8() {
        let quote = UInt8(ascii: "\"")
        #expect(failure([quote, 0x61, 0xFF, quote]) == "1:3: the byte 0xFF is not valid UTF-8 here")
        // An overlong "/", a surrogate written in UTF-8, and a sequence cut short.
        #expect(failure([quote, 0xC0, 0xAF, quote]) == "1:2: the byte 0xC0 is not valid UTF-8 here")
        #expect(failure([quote, 0xED, 0xA0, 0x80, quote]) == "1:2: the byte 0xED is not valid UTF-8 here")
        #expect(failure([quote, 0xC3, quote]) == "1:2: the byte 0xC3 is not valid UTF-8 here")
        #expect(failure([UInt8(ascii: "["), 0xFE, UInt8(ascii: "]")])
            == "1:2: expected a value, found the byte 0xFE, which is not UTF-8")
    }

    @Test func truncatedInput() {
        #expect(failure("") == "1:1: expected a value, found the end of the input")
        #expect(failure("  \n ") == "2:2: expected a value, found the end of the input")
        #expect(failure("{\"a\": [1, 2") == "1:12: expected ',' or ']' after an array element, found the end of the input")
        #expect(failure("{\"a\"") == "1:5: expected ':' after the key, found the end of the input")
        #expect(failure("{\"a\": ") == "1:7: expected a value, found the end of the input")
        #expect(failure("[\"abc") == "1:6: expected '\"' to close the string that starts at 1:2, found the end of the input")
        #expect(failure("tru") == "1:1: expected a value, found 'tru'")
    }

    @Test func trailingGarbage() {
        #expect(failure("{} {}") == "1:4: expected the end of the input after the root value, found '{'")
        #expect(failure("[1]]") == "1:4: expected the end of the input after the root value, found ']'")
        #expect(failure("truex") == "1:1: expected a value, found 'truex'")
    }

    @Test func otherSyntax() {
        #expect(failure("{a: 1}") == "1:2: expected a key in double quotes, found 'a'")
        #expect(failure("{'a': 1}") == #"1:2: expected a key in double quotes, found "'" (JSON strings take double quotes)"#)
        #expect(failure("{\"a\" 1}") == "1:6: expected ':' after the key, found '1'")
        #expect(failure("[1 2]") == "1:4: expected ',' or ']' after an array element, found '2'")
        #expect(failure("[\u{1}]") == "1:2: expected a value, found the control character U+0001")
        #expect(failure("[é]") == "1:2: expected a value, found 'é'")
    }

    @Test func nestingDeeperThanTheLimit() {
        let depth = JSONParser.maximumDepth + 1
        let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(failure(arrays) == "1:\(depth): more than \(JSONParser.maximumDepth) nested arrays and objects")
        let objects = String(repeating: "{\"a\":", count: 100_000)
        #expect(failure(objects) == "1:\(5 * 512 + 1): more than 512 nested arrays and objects")
    }
}
