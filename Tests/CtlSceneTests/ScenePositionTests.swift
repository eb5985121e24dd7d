import CtlJSON
@testable import CtlScene
import Testing

/// Every decoding error names the line and column of the value at fault (of the key, for an
/// unknown key; of the object, for a missing key), in `file:line:column: …` form.
@Suite struct ScenePositionTests {
    static let scene = """
        {"name": "s", "width": 10, "height": 10,
         "ops": [
          {"op": "fill", "paint": {"color": "red"}},
          {"op": "fill", "path": "", "paint": {"color": "reed"}, "rule": "odd"}
         ]}
        """

    /// `scene` with `old` replaced by `new`.
    func message(replacing old: String, with new: String) -> String? {
        let json = Self.scene.replacingOccurrences(of: old, with: new)
        #expect(json != Self.scene, "\(old) is not in the scene")
        return positionedErrorMessage(json)
    }

    @Test func aMissingKeyPointsAtItsObject() {
        #expect(positionedErrorMessage(Self.scene) == #"t.json:3:3: scene "s", op 0, key "path": is missing"#)
    }

    @Test func aBadValuePointsAtTheValue() {
        let colour = message(replacing: #""paint": {"color": "red"}}"#, with: #""path": "", "paint": {"color": "red"}}"#)
        #expect(colour?.hasPrefix(#"t.json:4:49: scene "s", op 1, key "paint.color": "reed" is not a colour"#) == true,
                "\(colour ?? "no error")")
        let rule = positionedErrorMessage(Self.scene.replacingOccurrences(of: "reed", with: "blue")
            .replacingOccurrences(of: #""paint": {"color": "red"}}"#, with: #""path": "", "paint": {"color": "red"}}"#))
        #expect(rule == #"t.json:4:66: scene "s", op 1, key "rule": must be one of "nonzero", "evenodd", not "odd""#)
        let width = message(replacing: #""width": 10"#, with: #""width": 0"#)
        #expect(width == #"t.json:1:24: scene "s", key "width": must be an integer from 1 to 32768, not 0"#)
    }

    @Test func anElementPointsAtItself() {
        let op = message(replacing: #"{"op": "fill", "paint": {"color": "red"}}"#, with: "7")
        #expect(op == #"t.json:3:3: scene "s", op 0: must be an op object such as {"op": "fill", …}, not the number 7"#)
    }

    @Test func anUnknownKeyPointsAtTheKey() {
        let unknown = message(replacing: #""height": 10,"#, with: #""height": 10, "colour": 1,"#)
        #expect(unknown?.hasPrefix(#"t.json:1:42: scene "s", key "colour": unknown key in a scene"#) == true,
                "\(unknown ?? "no error")")
    }

    @Test func aDuplicateKeyAndATrailingCommaAreSyntaxErrors() {
        #expect(message(replacing: #""width": 10,"#, with: #""width": 10, "width": 12,"#)
            == #"t.json:1:28: not valid JSON: duplicate key "width", first at 1:15"#)
        #expect(message(replacing: #""rule": "odd"}"#, with: #""rule": "odd"},"#)
            == "t.json:4:72: not valid JSON: trailing comma before ']' (JSON allows none)")
    }

    @Test func aSecondSceneOfTheSameNamePointsAtItsName() {
        let scene = #"{"name": "a", "width": 1, "height": 1, "ops": []}"#
        #expect(positionedErrorMessage("{\"scenes\": [\n  \(scene),\n  \(scene)]}")
            == #"t.json:3:12: scene 1, key "name": duplicate scene name "a" (scene 0 has it too)"#)
    }

    @Test func locationDescriptionsWithAPosition() {
        let at = JSONPosition(line: 12, column: 31)
        #expect(SceneLocation(source: "f.json", scene: .name("b"), op: 3, key: "path", textPosition: at).description
            == #"f.json:12:31: scene "b", op 3, key "path""#)
        #expect(SceneLocation(textPosition: at).description == "12:31")
        #expect(SceneLocation(source: "f.json", textPosition: at).place == "f.json:12:31")
    }
}
