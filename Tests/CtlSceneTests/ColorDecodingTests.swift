@testable import CtlRaster
@testable import CtlScene
import Testing

@Suite struct ColorDecodingTests {
    /// The paint colour of a one-op scene whose colour is `json`.
    func color(_ json: String) throws -> Color {
        let op = try decodeOp(#"{"op": "fill", "path": "", "paint": {"color": \#(json)}}"#)
        guard case .fill(let fill) = op, case .solid(let c) = fill.paint else {
            Issue.record("not a solid fill"); return .clear
        }
        return c
    }

    @Test(arguments: [
        ("[1, 2, 3, 4]", Color(r: 1, g: 2, b: 3, a: 4)),
        ("[255, 128, 0]", Color(r: 255, g: 128, b: 0, a: 255)),
        ("[0, 0, 0, 0]", Color(r: 0, g: 0, b: 0, a: 0)),
        ("[10.0, 20, 30, 255.0]", Color(r: 10, g: 20, b: 30, a: 255)),
        (##""#abc""##, Color(r: 0xAA, g: 0xBB, b: 0xCC, a: 255)),
        (##""#ABCD""##, Color(r: 0xAA, g: 0xBB, b: 0xCC, a: 0xDD)),
        (##""#0a1B2c""##, Color(r: 0x0A, g: 0x1B, b: 0x2C, a: 255)),
        (##""#0a1b2c80""##, Color(r: 0x0A, g: 0x1B, b: 0x2C, a: 0x80)),
        (#""red""#, Color(r: 255, g: 0, b: 0, a: 255)),
        (#""CornflowerBlue""#, Color(r: 100, g: 149, b: 237, a: 255)),
        (#""rebeccapurple""#, Color(r: 0x66, g: 0x33, b: 0x99, a: 255)),
        (#""transparent""#, Color(r: 0, g: 0, b: 0, a: 0)),
        (#""grey""#, Color(r: 128, g: 128, b: 128, a: 255)),
        (#""GRAY""#, Color(r: 128, g: 128, b: 128, a: 255)),
        (#""green""#, Color(r: 0, g: 128, b: 0, a: 255)),
        (#""lime""#, Color(r: 0, g: 255, b: 0, a: 255)),
        (#""lightgoldenrodyellow""#, Color(r: 250, g: 250, b: 210, a: 255)),
    ])
    func forms(json: String, expected: Color) throws {
        #expect(try color(json) == expected)
    }

    @Test func everyCSSColour4NameIsKnown() {
        // CSS Color Module Level 4 §6.1 lists 148 names (147 of CSS 3, plus rebeccapurple).
        #expect(CSSColorNames.table.count == 148)
        for name in ["aliceblue", "darkslategrey", "darkslategray", "lightslategrey", "magenta", "fuchsia",
                     "aqua", "cyan", "navajowhite", "papayawhip", "yellowgreen"] {
            #expect(CSSColorNames.color(named: name) != nil, "\(name)")
        }
        #expect(CSSColorNames.color(named: "magenta") == CSSColorNames.color(named: "fuchsia"))
        #expect(CSSColorNames.color(named: "aqua") == CSSColorNames.color(named: "cyan"))
    }

    @Test(arguments: ["#12", "#12345", "#1234567", "#gggggg", "#", "", "redd", "blue ", "blac\u{212A}"])
    func badStrings(text: String) {
        #expect(ColorDecoder.parse(text) == nil, "\(text)")
    }

    @Test func badColourMessages() {
        let op = { (c: String) in #"{"op": "fill", "path": "", "paint": {"color": \#(c)}}"# }
        #expect(opErrorMessage(op(##""#12""##)) == ##"t.json: scene "s", op 0, key "paint.color": "#12" is not a colour: "##
            + ##"use [r, g, b, a], "#rrggbb", "#rrggbbaa", "#rgb" or a CSS colour name"##)
        #expect(opErrorMessage(op("[1, 2]")) == #"t.json: scene "s", op 0, key "paint.color": "#
            + "a colour array needs 3 or 4 elements ([r, g, b] or [r, g, b, a]), not 2")
        #expect(opErrorMessage(op("[1, 2, 3, 256]")) == #"t.json: scene "s", op 0, key "paint.color[3]": "#
            + "must be an integer from 0 to 255, not 256")
        #expect(opErrorMessage(op("[1, 2.5, 3]")) == #"t.json: scene "s", op 0, key "paint.color[1]": "#
            + "must be an integer from 0 to 255, not 2.5")
        #expect(opErrorMessage(op("[1, -1, 3]")) == #"t.json: scene "s", op 0, key "paint.color[1]": "#
            + "must be an integer from 0 to 255, not -1")
        #expect(opErrorMessage(op(#"[1, "2", 3]"#)) == #"t.json: scene "s", op 0, key "paint.color[1]": "#
            + #"must be an integer from 0 to 255, not the string "2""#)
        #expect(opErrorMessage(op("12")) == #"t.json: scene "s", op 0, key "paint.color": "#
            + ##"must be a colour ([r, g, b, a], "#rrggbb" or a CSS name), not the number 12"##)
        #expect(opErrorMessage(op("null")) == #"t.json: scene "s", op 0, key "paint.color": "#
            + ##"must be a colour ([r, g, b, a], "#rrggbb" or a CSS name), not null"##)
    }

    @Test func badBackgroundNamesTheKey() {
        #expect(errorMessage(sceneJSON(extra: #""background": "nope""#)) == #"t.json: scene "s", key "background": "#
            + ##""nope" is not a colour: use [r, g, b, a], "#rrggbb", "#rrggbbaa", "#rgb" or a CSS colour name"##)
    }
}
