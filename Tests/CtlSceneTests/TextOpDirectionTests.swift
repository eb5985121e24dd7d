import CtlRaster
@testable import CtlScene
import CtlText
import CtlUnicode
import Foundation
import Testing

/// A text op's `"direction"`: the paragraph direction of the bidi algorithm.
@Suite struct TextOpDirectionTests {
    func textOp(_ json: String) throws -> TextOp {
        let op: TextOp? = if case .text(let op) = try decodeOp(json) { op } else { nil }
        return try #require(op, "not a text op")
    }

    func render(_ op: String) throws -> Pixmap {
        try decodeOne(#"{"name": "s", "width": 160, "height": 40, "ops": [\#(op)]}"#).render()
    }

    @Test func decodesTheDirectionAtABaselineAndInARect() throws {
        let atPoint = try textOp(#"{"op": "text", "text": "Hi", "font": "system", "size": 12, "paint": {"color": "red"}, "x": 0, "y": 9, "direction": "rtl"}"#)
        #expect(atPoint.direction == .rtl)
        let inRect = try textOp(#"{"op": "text", "text": "Hi", "font": "system", "size": 12, "paint": {"color": "red"}, "rect": [0, 0, 30, 40], "direction": "ltr"}"#)
        #expect(inRect.direction == .ltr)
        #expect(inRect.placement == .rect(Rect(x: 0, y: 0, width: 30, height: 40), TextLayout(direction: .ltr)))
        let unset = try textOp(#"{"op": "text", "text": "Hi", "font": "system", "size": 12, "paint": {"color": "red"}, "x": 0, "y": 9}"#)
        #expect(unset.direction == .auto && unset != atPoint)
    }

    @Test func aBadDirectionSaysWhereAndWhatIsAllowed() throws {
        let json = sceneJSON(ops: #"{"op": "text", "text": "A", "font": "system", "size": 12, "paint": {"color": "red"}, "x": 0, "y": 0, "direction": "up"}"#)
        let message = try #require(positionedErrorMessage(json))
        let column = try #require(json.range(of: #""up""#)).lowerBound.utf16Offset(in: json) + 1
        let line = json[..<json.range(of: #""up""#)!.lowerBound].filter { $0 == "\n" }.count + 1
        #expect(message == #"t.json:\#(line):\#(column): scene "s", op 0, key "direction": must be one of "auto", "ltr", "rtl", not "up""#)
        #expect(opErrorMessage(#"{"op": "text", "text": "A", "font": "system", "size": 12, "paint": {"color": "red"}, "x": 0, "y": 0, "direction": 1}"#)
                == #"t.json: scene "s", op 0, key "direction": must be one of "auto", "ltr", "rtl", not the number 1"#)
    }

    @Test func theDirectionOrdersTheDrawnText() throws {
        let op = #"{"op": "text", "text": "abc אבג 12", "font": "system", "size": 16, "paint": {"color": "black"}, "#
        for placement in [#""x": 2, "y": 25"#, #""rect": [2, 5, 150, 30]"#] {
            let auto = try render(op + placement + "}")
            let ltr = try render(op + placement + #", "direction": "ltr"}"#)
            let rtl = try render(op + placement + #", "direction": "rtl"}"#)
            #expect(auto == ltr, "\(placement)")
            #expect(rtl != ltr, "\(placement)")
        }
    }
}
