import CtlJSON
@testable import CtlScene
import Foundation
import Testing

/// Every error names the file, the scene, the op and the key; these are the exact messages.
@Suite struct SceneErrorTests {
    static let sceneKeys = #"(allowed: "name", "width", "height", "background", "ops", "note", "generator")"#
    static let fillKeys = #"(allowed: "op", "path", "paint", "rule", "transform", "alpha", "blend", "shadow", "note")"#
    static let strokeKeys = #"(allowed: "op", "path", "paint", "width", "cap", "join", "miter_limit", "dash", "#
        + #""dash_offset", "transform", "alpha", "blend", "shadow", "note")"#

    // MARK: the file and the collection

    @Test func unreadableFile() {
        #expect(throws: SceneError.unreadable(path: "/nonexistent/x.json", reason: "no such file")) {
            try SceneFile.load(path: "/nonexistent/x.json")
        }
        let folder = FileManager.default.temporaryDirectory.path
        #expect(throws: SceneError.unreadable(path: folder, reason: "is a folder, not a file")) {
            try SceneFile.load(path: folder)
        }
    }

    @Test func invalidJSON() throws {
        #expect(positionedErrorMessage("{\n  \"name\": ,\n}") == "t.json:2:11: not valid JSON: expected a value, found ','")
        #expect(positionedErrorMessage("") == "t.json:1:1: not valid JSON: expected a value, found the end of the input")
        #expect(throws: SceneError.invalidJSON(source: nil, error: JSONSyntaxError(
            position: JSONPosition(line: 1, column: 2), message: "expected a key in double quotes, found '1'"))) {
            try SceneFile.decode("{1}")
        }
    }

    @Test func topLevelMustBeAnObject() {
        #expect(errorMessage("[1]")
            == #"t.json: must be a JSON object: one scene, or a collection with "scenes", not an array"#)
        #expect(errorMessage(#""x""#)
            == #"t.json: must be a JSON object: one scene, or a collection with "scenes", not the string "x""#)
    }

    @Test func collectionErrors() {
        #expect(errorMessage(#"{"format": "ctlrender-peer-scenes", "version": 1}"#)
            == #"t.json: key "scenes": is missing"#)
        #expect(errorMessage(#"{"scenes": []}"#) == #"t.json: key "scenes": a collection needs at least one scene"#)
        #expect(errorMessage(#"{"scenes": {}}"#)
            == #"t.json: key "scenes": must be an array of scene objects, not an object"#)
        #expect(errorMessage(#"{"format": "other", "scenes": []}"#)
            == #"t.json: key "format": unknown format "other" (this reads "ctlrender-peer-scenes")"#)
        #expect(errorMessage(#"{"version": 2, "scenes": []}"#)
            == #"t.json: key "version": version 2 is not supported (this reads 1)"#)
        #expect(errorMessage(#"{"version": "1", "scenes": []}"#)
            == #"t.json: key "version": must be a version number, not the string "1""#)
        #expect(errorMessage(#"{"scenes": [], "extra": 1}"#)
            == #"t.json: key "extra": unknown key in a scene collection "#
            + #"(allowed: "format", "version", "conventions", "scenes", "note", "generator")"#)
        #expect(errorMessage(#"{"scenes": [1]}"#) == #"t.json: scene 0: must be a scene object, not the number 1"#)
    }

    @Test func sceneNames() {
        let ok = #"{"name": "a", "width": 1, "height": 1, "ops": []}"#
        #expect(errorMessage(#"{"scenes": [\#(ok), {"width": 1, "height": 1, "ops": []}]}"#)
            == #"t.json: scene 1, key "name": is missing"#)
        #expect(errorMessage(#"{"scenes": [{"name": "", "width": 1, "height": 1, "ops": []}]}"#)
            == #"t.json: scene 0, key "name": must not be empty"#)
        #expect(errorMessage(#"{"scenes": [{"name": 5, "width": 1, "height": 1, "ops": []}]}"#)
            == #"t.json: scene 0, key "name": must be a non-empty string, not the number 5"#)
        for bad in ["a/b", "..", ".", "a\\u0000b", "tab\\there"] {
            let message = errorMessage(#"{"scenes": [{"name": "\#(bad)", "width": 1, "height": 1, "ops": []}]}"#)
            #expect(message?.hasPrefix(#"t.json: scene 0, key "name": "#) == true, "\(bad)")
            #expect(message?.hasSuffix(#"cannot be a file name (no "/", no control characters, not . or ..)"#)
                == true, "\(bad): \(message ?? "no error")")
        }
        #expect(errorMessage(#"{"scenes": [\#(ok), \#(ok)]}"#)
            == #"t.json: scene 1, key "name": duplicate scene name "a" (scene 0 has it too)"#)
        #expect(errorMessage(#"{"width": 1, "height": 1, "ops": []}"#) == #"t.json: key "name": is missing"#)
    }

    @Test func errorsInsideACollectionNameTheScene() {
        let json = #"""
            {"scenes": [{"name": "a", "width": 1, "height": 1, "ops": []},
                        {"name": "b", "width": 1, "height": 1, "ops": [{"op": "fill", "path": ""}]}]}
            """#
        #expect(errorMessage(json) == #"t.json: scene "b", op 0, key "paint": is missing"#)
    }

    @Test func noSourceMeansNoPrefix() {
        let objectStart = JSONPosition(line: 1, column: 1)
        #expect(throws: SceneError.invalidValue(SceneLocation(scene: .name("s"), key: "width", textPosition: objectStart),
                                                message: "is missing")) {
            try SceneFile.decode(#"{"name": "s", "height": 1, "ops": []}"#)
        }
        #expect(SceneError.invalidValue(SceneLocation(scene: .name("s"), key: "width", textPosition: objectStart),
                                        message: "is missing").description == #"1:1: scene "s", key "width": is missing"#)
    }

    // MARK: scene keys

    @Test func sceneKeys() {
        #expect(errorMessage(sceneJSON(extra: #""colour": 1"#))
            == #"t.json: scene "s", key "colour": unknown key in a scene "# + Self.sceneKeys)
        #expect(errorMessage(#"{"name": "s", "height": 1, "ops": []}"#) == #"t.json: scene "s", key "width": is missing"#)
        #expect(errorMessage(#"{"name": "s", "width": 1, "height": 1}"#) == #"t.json: scene "s", key "ops": is missing"#)
        #expect(errorMessage(#"{"name": "s", "width": 1, "height": 1, "ops": {}}"#)
            == #"t.json: scene "s", key "ops": must be an array of ops, not an object"#)
    }

    @Test(arguments: [
        ("0", "0"), ("-1", "-1"), ("2.5", "2.5"), (#""10""#, #"the string "10""#), ("true", "true"),
        ("null", "null"), ("40000", "40000"), ("[1]", "an array"),
    ])
    func badWidths(json: String, found: String) {
        #expect(errorMessage(#"{"name": "s", "width": \#(json), "height": 1, "ops": []}"#)
            == #"t.json: scene "s", key "width": must be an integer from 1 to 32768, not \#(found)"#)
        #expect(errorMessage(#"{"name": "s", "width": 1, "height": \#(json), "ops": []}"#)
            == #"t.json: scene "s", key "height": must be an integer from 1 to 32768, not \#(found)"#)
    }

    @Test func tooManyPixels() throws {
        let message = try #require(errorMessage(#"{"name": "s", "width": 32768, "height": 32768, "ops": []}"#))
        #expect(message.hasPrefix(#"t.json: scene "s", key "height": "#))
        #expect(message.contains("too large"), "\(message)")
    }

    // MARK: ops

    @Test func opShape() {
        #expect(opErrorMessage("3")
            == #"t.json: scene "s", op 0: must be an op object such as {"op": "fill", …}, not the number 3"#)
        #expect(opErrorMessage(#"{"path": ""}"#) == #"t.json: scene "s", op 0, key "op": is missing"#)
        #expect(opErrorMessage(#"{"op": "blur"}"#)
            == #"t.json: scene "s", op 0, key "op": unknown op "blur" (known: "fill", "stroke", "image", "text", "clip", "save", "restore")"#)
        #expect(opErrorMessage(#"{"op": 1}"#)
            == #"t.json: scene "s", op 0, key "op": must be the op's name ("fill", "stroke", "image", "text", "clip", "save", "restore"), not the number 1"#)
        let good = #"{"op": "fill", "path": "", "paint": {"color": "red"}}"#
        #expect(errorMessage(sceneJSON(ops: "\(good), \(good), {\"op\": \"fill\"}"))
            == #"t.json: scene "s", op 2, key "path": is missing"#)
    }

    @Test func unknownOpKeys() {
        #expect(opErrorMessage(#"{"op": "fill", "path": "", "paint": {"color": "red"}, "width": 2}"#)
            == #"t.json: scene "s", op 0, key "width": unknown key in a fill op "# + Self.fillKeys)
        #expect(opErrorMessage(#"{"op": "stroke", "path": "", "paint": {"color": "red"}, "rule": "evenodd"}"#)
            == #"t.json: scene "s", op 0, key "rule": unknown key in a stroke op "# + Self.strokeKeys)
    }

    @Test func pathErrors() throws {
        #expect(opErrorMessage(#"{"op": "fill", "paint": {"color": "red"}}"#)
            == #"t.json: scene "s", op 0, key "path": is missing"#)
        #expect(opErrorMessage(#"{"op": "fill", "path": 5, "paint": {"color": "red"}}"#)
            == #"t.json: scene "s", op 0, key "path": must be a string of SVG path data, not the number 5"#)
        let short = try #require(opErrorMessage(#"{"op": "fill", "path": "M 10 10 L x", "paint": {"color": "red"}}"#))
        #expect(short.hasPrefix(#"t.json: scene "s", op 0, key "path": bad path data at offset 10: "#), "\(short)")
        #expect(short.hasSuffix(#" (in "M 10 10 L x")"#), "\(short)")
        let data = "M 0 0 L 1 1 L 2 2 L 3 3 L 4 4 L 5 5 L 6 6 L 7 # 7 L 8 8"
        let long = try #require(opErrorMessage(#"{"op": "fill", "path": "\#(data)", "paint": {"color": "red"}}"#))
        #expect(long.hasPrefix(#"t.json: scene "s", op 0, key "path": bad path data at offset 46: "#), "\(long)")
        #expect(long.hasSuffix(#" (near "…5 L 6 6 L 7 # 7 L 8 8")"#), "\(long)")
        let huge = try #require(opErrorMessage(#"{"op": "fill", "path": "M 1e400 0 L 1 1", "paint": {"color": "red"}}"#))
        #expect(huge.hasPrefix(#"t.json: scene "s", op 0, key "path": "#), "\(huge)")
    }

    @Test func excerptAroundAnOffset() {
        let data = String(repeating: "a", count: 30) + "X" + String(repeating: "b", count: 30)
        #expect(PathDecoder.excerpt(of: data, around: 30)
            == " (near \"…aaaaaaaaaaaaXbbbbbbbbbbb…\")")
        #expect(PathDecoder.excerpt(of: data, around: 0) == " (near \"aaaaaaaaaaaa…\")")
        #expect(PathDecoder.excerpt(of: data, around: 61) == " (near \"…bbbbbbbbbbbb\")")
        #expect(PathDecoder.excerpt(of: "M 1 x", around: 4) == " (in \"M 1 x\")")
    }

    // MARK: paints

    @Test func paintErrors() {
        let fill = { (paint: String) in #"{"op": "fill", "path": "", "paint": \#(paint)}"# }
        let at = #"t.json: scene "s", op 0, key "#
        #expect(opErrorMessage(#"{"op": "fill", "path": ""}"#) == at + #""paint": is missing"#)
        #expect(opErrorMessage(fill(#""red""#)) == at + #""paint": must be a paint object ({"color": …}, "#
            + #"{"linear": …}, {"radial": …}, {"sweep": …}, {"image": …}), not the string "red""#)
        #expect(opErrorMessage(fill("{}")) == at + #""paint": a paint needs exactly one of "color", "linear", "radial", "sweep", "image""#)
        #expect(opErrorMessage(fill(#"{"color": "red", "linear": {}}"#))
            == at + #""paint": a paint needs exactly one of "color", "linear", "radial", "sweep", "image""#)
        #expect(opErrorMessage(fill(#"{"pattern": 1}"#))
            == at + #""paint.pattern": unknown key in a paint (allowed: "color", "linear", "radial", "sweep", "image")"#)
    }

    @Test func gradientErrors() {
        let linear = { (body: String) in
            #"{"op": "fill", "path": "", "paint": {"linear": {"x0": 0, "y0": 0, "y1": 1, \#(body)}}}"#
        }
        let at = #"t.json: scene "s", op 0, key "paint.linear."#
        #expect(opErrorMessage(linear(#""stops": [[0, "red"]]"#)) == at + #"x1": is missing"#)
        #expect(opErrorMessage(linear(#""x1": "1", "stops": [[0, "red"]]"#))
            == at + #"x1": must be a number, not the string "1""#)
        #expect(opErrorMessage(linear(#""x1": 1, "stops": []"#)) == at + #"stops": a gradient needs at least one stop"#)
        #expect(opErrorMessage(linear(#""x1": 1, "stops": "red""#))
            == at + #"stops": must be an array of [offset, colour] stops, not the string "red""#)
        #expect(opErrorMessage(linear(#""x1": 1, "stops": [[0]]"#))
            == at + #"stops[0]": a stop must be [offset, colour], not an array of 1 elements"#)
        #expect(opErrorMessage(linear(#""x1": 1, "stops": ["x"]"#))
            == at + #"stops[0]": must be a stop [offset, colour], not the string "x""#)
        #expect(opErrorMessage(linear(#""x1": 1, "stops": [[0, "red"], [1.5, "red"]]"#))
            == at + #"stops[1][0]": must be an offset from 0 to 1, not 1.5"#)
        #expect(opErrorMessage(linear(#""x1": 1, "stops": [[0, "red"], [-0.5, "red"]]"#))
            == at + #"stops[1][0]": must be an offset from 0 to 1, not -0.5"#)
        #expect(opErrorMessage(linear(#""x1": 1, "stops": [[0.5, "red"], [0.25, "red"]]"#))
            == at + #"stops[1][0]": stop offsets must not decrease: 0.25 comes after 0.5"#)
        #expect(opErrorMessage(linear(#""x1": 1, "stops": [[0, "red"], [1, "reed"]]"#))
            == at + #"stops[1][1]": "reed" is not a colour: use [r, g, b, a], "#
            + ##""#rrggbb", "#rrggbbaa", "#rgb" or a CSS colour name; did you mean "red"?"##)
        #expect(opErrorMessage(linear(#""x1": 1, "stops": [[0, "red"]], "spread": "pad""#)) == nil)
        #expect(opErrorMessage(linear(#""x1": 1, "stops": [[0, "red"]], "spread": "mirror""#))?
            .contains(#"key "paint.linear.spread""#) == true)

        let radial = { (body: String) in
            #"{"op": "fill", "path": "", "paint": {"radial": {"cx": 0, "cy": 0, "stops": [[0, "red"]], \#(body)}}}"#
        }
        let atRadial = #"t.json: scene "s", op 0, key "paint.radial."#
        #expect(opErrorMessage(radial(#""r": -1"#)) == atRadial + #"r": must be a number ≥ 0, not -1"#)
        #expect(opErrorMessage(radial(#""r": 1, "fx": null"#)) == atRadial + #"fx": must be a number, not null"#)
        #expect(opErrorMessage(radial(#""r": 1, "fr": 0"#)) == nil)
        #expect(opErrorMessage(radial(#""r": 1, "fr": -2"#))?.hasPrefix(atRadial + #"fr""#) == true)
    }

    // MARK: fill and stroke keys

    @Test func fillKeyErrors() {
        let fill = { (extra: String) in #"{"op": "fill", "path": "", "paint": {"color": "red"}, \#(extra)}"# }
        let at = #"t.json: scene "s", op 0, key "#
        #expect(opErrorMessage(fill(#""rule": "winding""#))
            == at + #""rule": must be one of "nonzero", "evenodd", not "winding""#)
        #expect(opErrorMessage(fill(#""rule": 1"#))
            == at + #""rule": must be one of "nonzero", "evenodd", not the number 1"#)
        #expect(opErrorMessage(fill(#""transform": [1, 0, 0, 1, 0]"#))
            == at + #""transform": a transform needs 6 numbers [a, b, c, d, e, f], not 5"#)
        #expect(opErrorMessage(fill(#""transform": [1, 0, "x", 1, 0, 0]"#))
            == at + #""transform[2]": must be a number, not the string "x""#)
        #expect(opErrorMessage(fill(#""transform": {"a": 1}"#))
            == at + #""transform": must be an array [a, b, c, d, e, f], not an object"#)
        #expect(opErrorMessage(fill(#""transform": null"#))
            == at + #""transform": must be an array [a, b, c, d, e, f], not null"#)
    }

    @Test func strokeKeyErrors() {
        let stroke = { (extra: String) in #"{"op": "stroke", "path": "", "paint": {"color": "red"}, \#(extra)}"# }
        let at = #"t.json: scene "s", op 0, key "#
        #expect(opErrorMessage(stroke(#""width": -1"#))
            == at + #""width": must be a number ≥ 0 (0 = hairline), not -1"#)
        #expect(opErrorMessage(stroke(#""width": null"#))
            == at + #""width": must be a number ≥ 0 (0 = hairline), not null"#)
        #expect(opErrorMessage(stroke(#""width": true"#))
            == at + #""width": must be a number ≥ 0 (0 = hairline), not true"#)
        #expect(opErrorMessage(stroke(#""miter_limit": 0.5"#))
            == at + #""miter_limit": must be a number ≥ 1, not 0.5"#)
        #expect(opErrorMessage(stroke(#""cap": "flat""#))
            == at + #""cap": must be one of "butt", "round", "square", not "flat""#)
        #expect(opErrorMessage(stroke(#""join": "sharp""#))
            == at + #""join": must be one of "miter", "round", "bevel", not "sharp""#)
        #expect(opErrorMessage(stroke(#""dash": [1, -2]"#)) == at + #""dash[1]": must be a length ≥ 0, not -2"#)
        #expect(opErrorMessage(stroke(#""dash": "1,2""#))
            == at + #""dash": must be an array of dash and gap lengths, or null, not the string "1,2""#)
        #expect(opErrorMessage(stroke(#""dash": [1e308, 1e308]"#))
            == at + #""dash": the dash lengths add up to more than the largest number"#)
        #expect(opErrorMessage(stroke(#""dash_offset": null"#)) == at + #""dash_offset": must be a number, not null"#)
    }

    // MARK: locations

    @Test func locationDescriptions() {
        #expect(SceneLocation().description == "")
        #expect(SceneLocation(source: "f.json").description == "f.json")
        #expect(SceneLocation(scene: .index(2), key: "name").description == #"scene 2, key "name""#)
        let deep = SceneLocation(source: "f.json", scene: .name("b"), op: 3)
            .appending(key: "paint").appending(key: "linear").appending(key: "stops").appending(index: 1)
            .appending(index: 0)
        #expect(deep.description == #"f.json: scene "b", op 3, key "paint.linear.stops[1][0]""#)
        #expect(deep.key == "paint.linear.stops[1][0]")
    }
}
