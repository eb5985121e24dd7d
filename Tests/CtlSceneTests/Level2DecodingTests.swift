import CtlJSON
import CtlRaster
@testable import CtlScene
import Foundation
import Testing

/// Decoding of the level-2 keys and ops of SCENES.md: defaults, values and error messages.
@Suite struct Level2DecodingTests {
    /// The paint of the first op, a fill.
    func paint(_ paintJSON: String) throws -> Paint {
        let op = try decodeOp(#"{"op": "fill", "path": "M0 0 H4 V4 Z", "paint": \#(paintJSON)}"#)
        guard case .fill(let fill) = op else { throw Failure("not a fill: \(op)") }
        return fill.paint
    }

    struct Failure: Error, CustomStringConvertible { let description: String; init(_ d: String) { description = d } }

    let twoStops = #"[[0, "red"], [1, "blue"]]"#
    let redBlue = [GradientStop(offset: 0, color: testRed), GradientStop(offset: 1, color: testBlue)]

    // MARK: gradients

    @Test func spreadDefaultsToPadAndTakesEveryMode() throws {
        let plain = try paint(#"{"linear": {"x0": 0, "y0": 0, "x1": 1, "y1": 0, "stops": \#(twoStops)}}"#)
        #expect(plain == .linearGradient(LinearGradient(start: Point(0, 0), end: Point(1, 0), stops: redBlue,
                                                        spread: .pad, dither: false)))
        for (name, mode) in [("pad", SpreadMode.pad), ("repeat", .repeat), ("reflect", .reflect)] {
            let p = try paint(#"{"linear": {"x0": 0, "y0": 0, "x1": 1, "y1": 0, "spread": "\#(name)", "stops": \#(twoStops)}}"#)
            #expect(p == .linearGradient(LinearGradient(start: Point(0, 0), end: Point(1, 0), stops: redBlue, spread: mode)))
        }
    }

    @Test func badSpreadNamesTheKeyAndTheChoices() {
        let message = opErrorMessage(#"{"op": "fill", "path": "", "paint": {"radial": {"cx": 0, "cy": 0, "r": 1, "spread": "mirror", "stops": [[0, "red"]]}}}"#)
        #expect(message == #"t.json: scene "s", op 0, key "paint.radial.spread": must be one of "pad", "repeat", "reflect", not "mirror""#)
    }

    @Test func ditherIsABoolDefaultingToFalse() throws {
        let on = try paint(#"{"sweep": {"cx": 1, "cy": 2, "dither": true, "stops": \#(twoStops)}}"#)
        #expect(on == .sweepGradient(SweepGradient(center: Point(1, 2), stops: redBlue, dither: true)))
        let message = opErrorMessage(#"{"op": "fill", "path": "", "paint": {"linear": {"x0": 0, "y0": 0, "x1": 1, "y1": 0, "dither": 1, "stops": [[0, "red"]]}}}"#)
        #expect(message == #"t.json: scene "s", op 0, key "paint.linear.dither": must be true or false, not the number 1"#)
    }

    @Test func radialFocalRadiusDefaultsToZero() throws {
        let plain = try paint(#"{"radial": {"cx": 5, "cy": 6, "r": 4, "stops": \#(twoStops)}}"#)
        #expect(plain == .radialGradient(RadialGradient(center: Point(5, 6), radius: 4, focal: Point(5, 6),
                                                        focalRadius: 0, stops: redBlue)))
        let conical = try paint(#"{"radial": {"cx": 5, "cy": 6, "r": 4, "fx": 1, "fy": 2, "fr": 1.5, "spread": "reflect", "stops": \#(twoStops)}}"#)
        #expect(conical == .radialGradient(RadialGradient(center: Point(5, 6), radius: 4, focal: Point(1, 2),
                                                          focalRadius: 1.5, stops: redBlue, spread: .reflect)))
        let message = opErrorMessage(#"{"op": "fill", "path": "", "paint": {"radial": {"cx": 0, "cy": 0, "r": 1, "fr": -1, "stops": [[0, "red"]]}}}"#)
        #expect(message == #"t.json: scene "s", op 0, key "paint.radial.fr": must be a number ≥ 0, not -1"#)
    }

    @Test func sweepAnglesDefaultToAFullTurn() throws {
        let full = try paint(#"{"sweep": {"cx": 3, "cy": 4, "stops": \#(twoStops)}}"#)
        #expect(full == .sweepGradient(SweepGradient(center: Point(3, 4), startAngle: 0, endAngle: 360, stops: redBlue)))
        let part = try paint(#"{"sweep": {"cx": 3, "cy": 4, "start": -90, "end": 45.5, "spread": "repeat", "stops": \#(twoStops)}}"#)
        #expect(part == .sweepGradient(SweepGradient(center: Point(3, 4), startAngle: -90, endAngle: 45.5,
                                                     stops: redBlue, spread: .repeat)))
    }

    @Test func sweepErrors() {
        let same = opErrorMessage(#"{"op": "fill", "path": "", "paint": {"sweep": {"cx": 0, "cy": 0, "start": 90, "end": 90, "stops": [[0, "red"]]}}}"#)
        #expect(same == #"t.json: scene "s", op 0, key "paint.sweep.end": the end angle must differ from the start angle (both are 90)"#)
        let missing = opErrorMessage(#"{"op": "fill", "path": "", "paint": {"sweep": {"cx": 0, "stops": [[0, "red"]]}}}"#)
        #expect(missing == #"t.json: scene "s", op 0, key "paint.sweep.cy": is missing"#)
        let unknown = opErrorMessage(#"{"op": "fill", "path": "", "paint": {"sweep": {"cx": 0, "cy": 0, "r": 1, "stops": [[0, "red"]]}}}"#)
        #expect(unknown?.hasPrefix(#"t.json: scene "s", op 0, key "paint.sweep.r": unknown key in a sweep gradient"#) == true)
    }

    // MARK: effects

    @Test func effectsDefaultToNone() throws {
        let op = try decodeOp(#"{"op": "stroke", "path": "M0 0 H4", "paint": {"color": "red"}}"#)
        guard case .stroke(let stroke) = op else { Issue.record("not a stroke"); return }
        #expect(stroke.effects == OpEffects(alpha: 1, blendMode: nil, shadow: nil))
        #expect(stroke.effects.isNone)
    }

    @Test func alphaBlendAndShadowOnAFill() throws {
        let op = try decodeOp(#"""
            {"op": "fill", "path": "M0 0 H4 V4 Z", "paint": {"color": "red"}, "alpha": 0.25, "blend": "color-dodge",
             "shadow": {"dx": 1, "dy": -2, "blur": 3, "color": "#00000080"}}
            """#)
        guard case .fill(let fill) = op else { Issue.record("not a fill"); return }
        #expect(fill.effects == OpEffects(alpha: 0.25, blendMode: .colorDodge,
                                          shadow: Shadow(offset: Point(1, -2), blur: 3, color: Color(r: 0, g: 0, b: 0, a: 128))))
        #expect(!fill.effects.isNone)
    }

    @Test(arguments: [("multiply", BlendMode.multiply), ("source-over", .sourceOver), ("source", .copy),
                      ("copy", .copy), ("destination-out", .destinationOut), ("plus-lighter", .plusLighter),
                      ("luminosity", .luminosity), ("src-atop", .sourceAtop)])
    func blendNames(name: String, mode: BlendMode) throws {
        let op = try decodeOp(#"{"op": "fill", "path": "", "paint": {"color": "red"}, "blend": "\#(name)"}"#)
        guard case .fill(let fill) = op else { Issue.record("not a fill"); return }
        #expect(fill.effects.blendMode == mode)
    }

    @Test func badEffects() {
        let alpha = opErrorMessage(#"{"op": "fill", "path": "", "paint": {"color": "red"}, "alpha": 1.5}"#)
        #expect(alpha == #"t.json: scene "s", op 0, key "alpha": must be an opacity from 0 to 1, not 1.5"#)
        let blend = opErrorMessage(#"{"op": "stroke", "path": "", "paint": {"color": "red"}, "blend": "burn"}"#)
        #expect(blend?.hasPrefix(#"t.json: scene "s", op 0, key "blend": unknown blend mode "burn" (known: "clear", "copy", "source-over""#) == true)
        let noColor = opErrorMessage(#"{"op": "fill", "path": "", "paint": {"color": "red"}, "shadow": {"dx": 1}}"#)
        #expect(noColor == #"t.json: scene "s", op 0, key "shadow.color": is missing"#)
        let blur = opErrorMessage(#"{"op": "fill", "path": "", "paint": {"color": "red"}, "shadow": {"blur": -1, "color": "red"}}"#)
        #expect(blur == #"t.json: scene "s", op 0, key "shadow.blur": must be a number ≥ 0, not -1"#)
        let key = opErrorMessage(#"{"op": "fill", "path": "", "paint": {"color": "red"}, "shadow": {"spread": 1, "color": "red"}}"#)
        #expect(key?.hasPrefix(#"t.json: scene "s", op 0, key "shadow.spread": unknown key in a shadow"#) == true)
    }

    @Test func shadowOffsetsAndBlurDefaultToZero() throws {
        let op = try decodeOp(#"{"op": "fill", "path": "", "paint": {"color": "red"}, "shadow": {"color": "blue"}}"#)
        guard case .fill(let fill) = op else { Issue.record("not a fill"); return }
        #expect(fill.effects.shadow == Shadow(offset: Point(0, 0), blur: 0, color: testBlue))
    }

    // MARK: save, restore, clip, text

    @Test func saveRestoreAndClip() throws {
        let scene = try decodeOne(sceneJSON(ops: #"""
            {"op": "save"}, {"op": "clip", "path": "\#(testSquareData)"},
            {"op": "clip", "path": "\#(testSquareData)", "rule": "evenodd", "transform": [1, 0, 0, 1, 2, 3], "note": "x"},
            {"op": "restore"}, {"op": "save"}
            """#))
        #expect(scene.ops == [
            .save,
            .clip(ClipOp(path: testSquare, rule: .nonzero, transform: .identity)),
            .clip(ClipOp(path: testSquare, rule: .evenodd, transform: Transform(a: 1, b: 0, c: 0, d: 1, e: 2, f: 3))),
            .restore,
            .save,  // left open: fine, popped when drawn
        ])
    }

    @Test func restoreWithoutSaveNamesTheOp() {
        let message = errorMessage(sceneJSON(ops: #"{"op": "save"}, {"op": "restore"}, {"op": "restore"}"#))
        #expect(message == #"t.json: scene "s", op 2, key "op": "restore" without a matching "save" before it"#)
    }

    @Test func opsWithoutDrawingRefuseEffects() {
        let clip = opErrorMessage(#"{"op": "clip", "path": "", "alpha": 0.5}"#)
        #expect(clip?.hasPrefix(#"t.json: scene "s", op 0, key "alpha": unknown key in a clip op"#) == true)
        let save = opErrorMessage(#"{"op": "save", "blend": "multiply"}"#)
        #expect(save == #"t.json: scene "s", op 0, key "blend": unknown key in a save op (allowed: "op", "note")"#)
    }

    // MARK: images

    /// A folder with `tiny.png` (2×1: opaque red, half-transparent green) and `bad.png` (not a PNG).
    static let folder: String = {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ctlscene-l2-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: true)
        let image = try! Pixmap(width: 2, height: 1, pixels: [
            PremultipliedColor(r: 255, g: 0, b: 0, a: 255).packed, PremultipliedColor(r: 0, g: 128, b: 0, a: 128).packed,
        ])
        try! PNG.write(image, to: dir + "/sub/tiny.png")
        _ = FileManager.default.createFile(atPath: dir + "/bad.png", contents: Data("not a png".utf8))
        return dir
    }()
    static var tiny: Pixmap { try! PNG.read(path: folder + "/sub/tiny.png") }

    func imageOp(_ keys: String) throws -> ImageOp {
        let json = sceneJSON(ops: #"{"op": "image", "src": "sub/tiny.png", "rect": [1, 2, 6, 3]\#(keys)}"#)
        let scene = try #require(try SceneFile.decode(json, source: "t.json", baseDirectory: Self.folder).first)
        guard case .image(let op) = scene.ops.first else { throw Failure("not an image op") }
        return op
    }

    @Test func imageOpDefaults() throws {
        let op = try imageOp("")
        #expect(op == ImageOp(image: Self.tiny, rect: Rect(x: 1, y: 2, width: 6, height: 3), layout: .stretch,
                              filter: .bilinear, effects: OpEffects()))
    }

    @Test func imageOpInsetsMakeANineSlice() throws {
        let op = try imageOp(#", "insets": [0, 0.5, 0, 0.5], "mode": "tile", "scale": 2, "filter": "nearest", "alpha": 0.5"#)
        let slice = try NineSlice(image: Self.tiny, scale: 2, insets: EdgeInsets(top: 0, left: 0.5, bottom: 0, right: 0.5),
                                  mode: .tile, filter: .nearest)
        #expect(op.layout == .nineSlice(slice))
        #expect(op.filter == .nearest && op.effects.alpha == 0.5)
    }

    @Test func tileWithoutInsetsTilesTheWholeImage() throws {
        let op = try imageOp(#", "mode": "tile""#)
        #expect(op.layout == .nineSlice(try NineSlice(image: Self.tiny, insets: .zero, mode: .tile)))
        #expect(try imageOp(#", "mode": "stretch""#).layout == .stretch)
    }

    @Test func tintKeepsOnlyTheAlpha() throws {
        let op = try imageOp(#", "tint": [0, 0, 255, 255]"#)
        // Blue at the image's alpha: 255 → (0, 0, 255, 255); 128 → (0, 0, 128, 128), premultiplied.
        #expect(op.image[0, 0] == PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
        #expect(op.image[1, 0] == PremultipliedColor(r: 0, g: 0, b: 128, a: 128))
        let half = try imageOp(#", "tint": [255, 255, 255, 128]"#)
        #expect(half.image[0, 0] == PremultipliedColor(r: 128, g: 128, b: 128, a: 128))
        #expect(half.image[1, 0] == PremultipliedColor(r: 64, g: 64, b: 64, a: 64))
    }

    @Test func imageOpErrors() {
        func message(_ keys: String, src: String = "sub/tiny.png") -> String? {
            let json = sceneJSON(ops: #"{"op": "fill", "path": "", "paint": {"color": "red"}}, {"op": "image", "src": "\#(src)", "rect": [0, 0, 4, 4]\#(keys)}"#)
            do {
                _ = try SceneFile.decode(json, source: "t.json", baseDirectory: Self.folder)
                return nil
            } catch {
                return withoutPosition("\(error)")
            }
        }
        let at = #"t.json: scene "s", op 1, key "#
        #expect(message(#", "insets": [0, 2, 0, 1]"#)?.hasPrefix(at + #""insets": cap insets 0,2,0,1 (top,left,bottom,right) are larger than the image"#) == true)
        #expect(message(#", "insets": [1, 1, 1]"#) == at + #""insets": insets need 4 numbers [top, left, bottom, right], not 3"#)
        #expect(message(#", "insets": [0, -1, 0, 0]"#) == at + #""insets[1]": must be a number of points ≥ 0, not -1"#)
        #expect(message(#", "scale": 0"#) == at + #""scale": must be a number greater than 0, not 0"#)
        #expect(message(#", "mode": "repeat""#) == at + #""mode": must be one of "stretch", "tile", not "repeat""#)
        #expect(message(#", "tint": "nope""#)?.hasPrefix(at + #""tint": "nope" is not a colour"#) == true)
        #expect(message(#", "transform": [1, 0, 0, 1, 0, 0]"#)?.hasPrefix(at + #""transform": unknown key in an image op"#) == true)
        let missing = message("", src: "sub/none.png")
        #expect(missing == at + #""src": the image file "sub/none.png" (\#(Self.folder)/sub/none.png) does not exist"#)
        let bad = message("", src: "bad.png")
        #expect(bad?.hasPrefix(at + #""src": the image file "bad.png" (\#(Self.folder)/bad.png) is not a readable PNG"#) == true)
        let folder = message("", src: "sub")
        #expect(folder == at + #""src": the image "sub" (\#(Self.folder)/sub) is a folder, not a PNG file"#)
    }

    @Test func rectNeedsFourNumbersWithASize() {
        func message(_ rect: String) -> String? {
            let json = sceneJSON(ops: #"{"op": "image", "src": "sub/tiny.png", "rect": \#(rect)}"#)
            do {
                _ = try SceneFile.decode(json, source: "t.json", baseDirectory: Self.folder)
                return nil
            } catch {
                return withoutPosition("\(error)")
            }
        }
        let at = #"t.json: scene "s", op 0, key "#
        #expect(message("[0, 0, 4]") == at + #""rect": a rect needs 4 numbers [x, y, width, height], not 3"#)
        #expect(message("[0, 0, -4, 4]") == at + #""rect[2]": must be a width ≥ 0, not -4"#)
        #expect(message(#""0 0 4 4""#) == at + #""rect": must be an array [x, y, width, height], not the string "0 0 4 4""#)
    }

    @Test func imagePaintDefaultsAndKeys() throws {
        let json = sceneJSON(ops: #"""
            {"op": "fill", "path": "", "paint": {"image": {"src": "sub/tiny.png"}}},
            {"op": "fill", "path": "", "paint": {"image": {"src": "sub/tiny.png", "transform": [2, 0, 0, 2, 1, 1],
             "repeat": true, "filter": "nearest"}}}
            """#)
        let scene = try #require(try SceneFile.decode(json, source: "t.json", baseDirectory: Self.folder).first)
        let paints = scene.ops.compactMap { op -> Paint? in if case .fill(let f) = op { return f.paint }; return nil }
        #expect(paints == [
            .image(ImagePattern(image: Self.tiny, transform: .identity, repeat: false, filter: .bilinear)),
            .image(ImagePattern(image: Self.tiny, transform: Transform(a: 2, b: 0, c: 0, d: 2, e: 1, f: 1),
                                repeat: true, filter: .nearest)),
        ])
        let bad = errorMessage(sceneJSON(ops: #"{"op": "fill", "path": "", "paint": {"image": {"src": "sub/tiny.png", "repeat": "yes"}}}"#))
        // Without a base directory the src is looked up from the current directory, where it is not.
        #expect(bad?.contains(#"key "paint.image.src": the image file "sub/tiny.png" does not exist"#) == true)
    }

    @Test func srcIsRelativeToTheSceneFile() throws {
        let path = Self.folder + "/sub/scene.json"
        let json = sceneJSON(ops: #"{"op": "image", "src": "tiny.png", "rect": [0, 0, 2, 1]}, {"op": "fill", "path": "", "paint": {"image": {"src": "../sub/tiny.png"}}}"#)
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        let scene = try #require(try SceneFile.load(path: path).first)
        guard case .image(let op) = scene.ops[0] else { Issue.record("not an image op"); return }
        #expect(op.image == Self.tiny)
    }

    @Test func eachImageFileIsReadOnce() throws {
        let dir = Self.folder + "/once"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try PNG.write(Self.tiny, to: dir + "/a.png")
        let context = SceneDecodingContext(baseDirectory: dir)
        let value = JSONValue(node: JSONNode(.string("a.png")), location: SceneLocation())
        let first = try context.image(value)
        try Data("broken".utf8).write(to: URL(fileURLWithPath: dir + "/a.png"))
        // Read again, the file would now fail: the second use must come from the cache.
        #expect(try context.image(JSONValue(node: JSONNode(.string("./a.png")), location: SceneLocation())) == first)
        #expect(throws: SceneError.self) { try SceneDecodingContext(baseDirectory: dir).image(value) }
    }
}
