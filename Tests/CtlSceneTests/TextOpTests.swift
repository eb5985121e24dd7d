import CtlRaster
@testable import CtlScene
import CtlText
import Foundation
import Testing

/// The `text` op: decoding, its errors, and what it draws.
@Suite struct TextOpTests {
    static let fontsFolder = GoldenFixtures.packageRoot.appendingPathComponent("Sources/CEmbeddedFonts/Fonts")

    func textOp(_ json: String) throws -> TextOp {
        let op: TextOp? = if case .text(let op) = try decodeOp(json) { op } else { nil }
        return try #require(op, "not a text op")
    }

    // MARK: decoding

    @Test func decodesALineAtABaseline() throws {
        let op = try textOp(#"{"op": "text", "text": "Hi", "font": "system", "size": 17, "paint": {"color": "red"}, "x": 3, "y": 9.5}"#)
        #expect(op.text == "Hi")
        #expect(op.size == 17)
        #expect(op.paint == .solid(testRed))
        #expect(op.placement == .baseline(Point(3, 9.5)))
        #expect(op.font.name == "system")
        #expect(op.font.primary.familyName == "Inter")
        #expect(op.stroke == nil)
        #expect(op.underline == false)
        #expect(op.effects.isNone)
    }

    @Test func rectLayoutDefaultsToLeftTopWordTail() throws {
        let op = try textOp(#"{"op": "text", "text": "Hi", "font": "system", "size": 12, "paint": {"color": "red"}, "rect": [1, 2, 30, 40]}"#)
        let defaults = TextLayout(wrap: .word, align: .left, verticalAlign: .top, truncation: .tail)
        #expect(op.placement == .rect(Rect(x: 1, y: 2, width: 30, height: 40), defaults))
    }

    @Test func rectLayoutKeys() throws {
        let op = try textOp(#"""
            {"op": "text", "text": "Hi", "font": "system-bold", "size": 12, "paint": {"color": "red"},
             "rect": [0, 0, 30, 40], "align": "right", "valign": "bottom", "wrap": "char", "truncate": "middle",
             "stroke": {"width": 2, "join": "round"}, "underline": true, "alpha": 0.5}
            """#)
        let layout = TextLayout(wrap: .char, align: .right, verticalAlign: .bottom, truncation: .middle)
        #expect(op.placement == .rect(Rect(x: 0, y: 0, width: 30, height: 40), layout))
        #expect(op.stroke?.width == 2)
        #expect(op.stroke?.join == .round)
        #expect(op.underline)
        #expect(op.effects.alpha == 0.5)
        #expect(op.font.primary.isBold)
    }

    @Test func sameOpDecodesEqual() throws {
        let json = #"{"op": "text", "text": "Hi", "font": "DejaVu Sans", "size": 12, "paint": {"color": "red"}, "x": 0, "y": 0}"#
        #expect(try textOp(json) == textOp(json))
        #expect(try textOp(json) != textOp(json.replacingOccurrences(of: "DejaVu Sans", with: "system")))
    }

    // MARK: errors

    func message(_ body: String) -> String? {
        opErrorMessage(#"{"op": "text", "paint": {"color": "red"}, \#(body)}"#)
    }

    static let prefix = #"t.json: scene "s", op 0, key "#

    @Test func emptyTextIsAnError() {
        #expect(message(#""text": "", "font": "system", "size": 12, "x": 0, "y": 0"#)
            == Self.prefix + #""text": must be the text to draw, not an empty string"#)
    }

    @Test(arguments: [0.0, -3, 10_000, 1000.5])
    func sizeOutOfRangeIsAnError(_ size: Double) {
        let m = message(#""text": "A", "font": "system", "size": \#(size), "x": 0, "y": 0"#)
        #expect(m?.hasPrefix(Self.prefix + #""size": must be a font size greater than 0 and at most 1000 points, not "#) == true, "\(m ?? "")")
    }

    @Test func largestSizeIsAccepted() throws {
        let op = try textOp(#"{"op": "text", "text": "A", "font": "system", "size": 1000, "paint": {"color": "red"}, "x": 0, "y": 0}"#)
        #expect(op.size == 1000)
    }

    @Test func unknownFontListsTheKnownNames() {
        let m = message(#""text": "A", "font": "Helvetica Neue", "size": 12, "x": 0, "y": 0"#)
        #expect(m?.hasPrefix(Self.prefix + #""font": unknown font 'Helvetica Neue'"#) == true, "\(m ?? "")")
        for name in ["system", "system-bold", "Inter", "DejaVu Sans"] {
            #expect(m?.contains(name) == true, "\(name) in \(m ?? "")")
        }
    }

    @Test func wrongTypesAndNamesAreErrors() {
        #expect(message(#""text": 5, "font": "system", "size": 12, "x": 0, "y": 0"#)
            == Self.prefix + #""text": must be the text to draw, not the number 5"#)
        #expect(message(#""text": "A", "font": "system", "size": "big", "x": 0, "y": 0"#)
            == Self.prefix + #""size": must be a font size in points, not the string "big""#)
        #expect(message(#""text": "A", "font": "system", "size": 12, "rect": [0, 0, 9, 9], "align": "middle""#)
            == Self.prefix + #""align": must be one of "left", "center", "right", not "middle""#)
        #expect(message(#""text": "A", "font": "system", "size": 12, "rect": [0, 0, 9, 9], "truncate": "end""#)
            == Self.prefix + #""truncate": must be one of "tail", "middle", "head", "none", not "end""#)
        #expect(message(#""text": "A", "font": "system", "size": 12, "x": 0, "y": 0, "underline": 1"#)
            == Self.prefix + #""underline": must be true or false, not the number 1"#)
        let key = message(#""text": "A", "font": "system", "size": 12, "x": 0, "y": 0, "colour": "red""#)
        #expect(key?.hasPrefix(Self.prefix + #""colour": unknown key in a text op (allowed: "op", "text""#) == true)
        let stroke = message(#""text": "A", "font": "system", "size": 12, "x": 0, "y": 0, "stroke": {"cap": "round"}"#)
        #expect(stroke?.hasPrefix(Self.prefix + #""stroke.cap": unknown key in a text stroke (allowed: "width", "join", "miter_limit")"#) == true, "\(stroke ?? "")")
    }

    @Test func placementIsEitherABaselineOrARect() {
        #expect(message(#""text": "A", "font": "system", "size": 12"#)
            == Self.prefix + #""x": is missing (a text op needs "x" and "y", or a "rect")"#)
        #expect(message(#""text": "A", "font": "system", "size": 12, "x": 0"#) == Self.prefix + #""y": is missing"#)
        #expect(message(#""text": "A", "font": "system", "size": 12, "x": 0, "y": 0, "rect": [0, 0, 9, 9]"#)
            == Self.prefix + #""x": cannot be used with "rect" (give either "x" and "y" or "rect")"#)
        #expect(message(#""text": "A", "font": "system", "size": 12, "x": 0, "y": 0, "wrap": "none""#)
            == Self.prefix + #""wrap": only applies to text laid out in a "rect"; add one or remove this key"#)
        #expect(message(#""text": "A", "font": "system", "size": 12, "rect": [0, 0, -1, 9]"#)
            == Self.prefix + #""rect[2]": must be a width ≥ 0, not -1"#)
    }

    // MARK: font files

    /// A folder holding `scene.json` (one text op whose font is `font`), `fonts/inter.otf` and `fonts/bad.ttf`.
    func sceneFolder(font: String) throws -> (folder: URL, scene: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ctlscene-text-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("fonts"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fontsFolder.appendingPathComponent("Inter-Regular.otf"),
                                         to: folder.appendingPathComponent("fonts/inter.otf"))
        try Data("not a font".utf8).write(to: folder.appendingPathComponent("fonts/bad.ttf"))
        let json = sceneJSON(ops: #"{"op": "text", "text": "A", "font": "\#(font)", "size": 12, "paint": {"color": "red"}, "x": 0, "y": 9}"#)
        let scene = folder.appendingPathComponent("scene.json")
        try Data(json.utf8).write(to: scene)
        return (folder, scene.path)
    }

    @Test func fontPathIsRelativeToTheSceneFile() throws {
        let (folder, scene) = try sceneFolder(font: "fonts/inter.otf")
        defer { try? FileManager.default.removeItem(at: folder) }
        let loaded = try SceneFile.load(path: scene)
        guard case .text(let op) = try #require(loaded.first?.ops.first) else {
            Issue.record("not a text op")
            return
        }
        #expect(op.font.primary.familyName == "Inter")
        #expect(op.font.primary.source.hasSuffix("fonts/inter.otf"))
    }

    @Test func brokenFontFilesAreErrorsNamingThem() throws {
        let (folder, scene) = try sceneFolder(font: "fonts/bad.ttf")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: SceneError.self) { try SceneFile.load(path: scene) }
        let bad = Self.error { try SceneFile.load(path: scene) }
        #expect(bad.contains(#"key "font": "#) && bad.contains("bad.ttf") && bad.contains("not a font"), "\(bad)")

        let (other, missingScene) = try sceneFolder(font: "fonts/missing.ttf")
        defer { try? FileManager.default.removeItem(at: other) }
        let missing = Self.error { try SceneFile.load(path: missingScene) }
        #expect(missing.contains(#"key "font": "#) && missing.contains("missing.ttf: no such file") && missing.contains("missing.ttf"), "\(missing)")
    }

    // MARK: drawing

    /// The scene `ops` drawn on a transparent w×h canvas.
    func render(_ ops: String, width: Int = 120, height: Int = 60) throws -> Pixmap {
        let json = #"{"name": "s", "width": \#(width), "height": \#(height), "ops": [\#(ops)]}"#
        return try decodeOne(json).render()
    }

    /// The smallest box of pixels with alpha above `threshold`: (minX, minY, maxX, maxY), inclusive.
    func ink(_ image: Pixmap, threshold: UInt8 = 0) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (Int, Int, Int, Int)?
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].a > threshold {
                box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
        }
        return box.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }

    func maxAlpha(_ image: Pixmap) -> UInt8 {
        var m: UInt8 = 0
        for y in 0..<image.height { for x in 0..<image.width { m = max(m, image[x, y].a) } }
        return m
    }

    /// Points per font unit of the bundled system face at `size`.
    func scale(_ size: Double, font: String = "system") throws -> (face: FontFace, k: Double) {
        let face = try FontLibrary.shared.face(named: font)
        return (face, size / face.unitsPerEm)
    }

    @Test func aLineSitsOnItsBaselineFromItsOrigin() throws {
        let image = try render(#"{"op": "text", "text": "HH", "font": "system", "size": 40, "paint": {"color": "red"}, "x": 10, "y": 45}"#)
        let box = try #require(ink(image))
        let (face, k) = try scale(40)
        // "H" stands on the baseline (y = 45, so the last inked row is 44), rises to the cap
        // height, and starts after a positive left side bearing.
        #expect(box.maxY == 44)
        let top = 45 - face.capHeight * k
        #expect(abs(Double(box.minY) - top.rounded(.down)) <= 1, "top row \(box.minY), cap top at \(top)")
        #expect(box.minX >= 10 && box.minX <= 14)
        #expect(image[box.minX + 1, 30].a == 255, "the first stem is solid")
    }

    @Test func alphaHalvesTheInk() throws {
        let full = try render(#"{"op": "text", "text": "HH", "font": "system", "size": 40, "paint": {"color": "red"}, "x": 10, "y": 45}"#)
        let half = try render(#"{"op": "text", "text": "HH", "font": "system", "size": 40, "paint": {"color": "red"}, "x": 10, "y": 45, "alpha": 0.5}"#)
        #expect(maxAlpha(full) == 255)
        #expect((127...128).contains(maxAlpha(half)))
    }

    @Test func shadowFallsAtItsOffset() throws {
        let image = try render(#"{"op": "text", "text": "I", "font": "system", "size": 40, "paint": {"color": "red"}, "x": 10, "y": 45, "shadow": {"dx": 40, "dy": 0, "color": "blue"}}"#)
        let box = try #require(ink(image, threshold: 254))
        // The red "I" near x = 10…20 and its blue copy 40 pt to the right.
        #expect(image[box.minX + 1, 30] == Color(r: 255, g: 0, b: 0).premultiplied)
        #expect(image[box.minX + 41, 30] == Color(r: 0, g: 0, b: 255).premultiplied)
        #expect(image[box.minX + 21, 30].a == 0)
    }

    @Test(arguments: ["left", "center", "right"])
    func rectAlignsTheLine(_ align: String) throws {
        let op = #"{"op": "text", "text": "HH", "font": "system", "size": 20, "paint": {"color": "red"}, "rect": [0, 0, 120, 60], "align": "\#(align)", "valign": "bottom"}"#
        let box = try #require(ink(try render(op)))
        let (face, k) = try scale(20)
        // Bottom alignment: the line box ends at the rect's bottom, so the baseline is the descent above it.
        let baseline = 60 + face.descender * k
        #expect(box.maxY == Int(baseline.rounded(.up)) - 1, "last row \(box.maxY), baseline \(baseline)")
        let centre = Double(box.minX + box.maxX + 1) / 2
        switch align {
        case "left": #expect(box.minX >= 0 && box.minX <= 3)
        case "center": #expect(abs(centre - 60) <= 1.5, "centre \(centre)")
        default: #expect(box.maxX <= 119 && box.maxX >= 116)
        }
    }

    @Test func rectWrapsWordsOntoLines() throws {
        let op = #"{"op": "text", "text": "HH HH", "font": "system", "size": 20, "paint": {"color": "red"}, "rect": [0, 0, 40, 60]}"#
        let box = try #require(ink(try render(op)))
        let (face, k) = try scale(20)
        let lineHeight = (face.ascender - face.descender + face.lineGap) * k
        let secondBaseline = face.ascender * k + lineHeight
        #expect(box.maxY == Int(secondBaseline.rounded(.up)) - 1, "last row \(box.maxY), second baseline \(secondBaseline)")
        #expect(box.maxX < 40)
    }

    @Test func strokeOutlinesTheGlyphs() throws {
        let fill = #"{"op": "text", "text": "l", "font": "system-bold", "size": 50, "paint": {"color": "red"}, "x": 10, "y": 50}"#
        let filled = try render(fill)
        let stroked = try render(fill.replacingOccurrences(of: #""x""#, with: #""stroke": {"width": 1}, "x""#))
        let box = try #require(ink(filled, threshold: 254))
        let (cx, cy) = ((box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2)
        #expect(filled[cx, cy].a == 255)
        #expect(stroked[cx, cy].a == 0, "the inside of an outlined stem is empty")
        let (outline, shape) = (try #require(ink(stroked)), try #require(ink(filled)))
        #expect(abs(outline.minX - shape.minX) <= 1 && abs(outline.maxY - shape.maxY) <= 1, "\(outline) vs \(shape)")
    }

    @Test func underlineDrawsBelowTheBaseline() throws {
        let plain = #"{"op": "text", "text": "xxx", "font": "system", "size": 20, "paint": {"color": "red"}, "x": 10, "y": 30}"#
        let without = try #require(ink(try render(plain)))
        let with = try #require(ink(try render(plain.replacingOccurrences(of: #""x": 10"#, with: #""underline": true, "x": 10"#))))
        #expect(without.maxY == 29, "x stands on the baseline")
        #expect(with.maxY > 30 && with.maxY < 36, "an underline a little below the baseline, at \(with.maxY)")
    }

    static func error(_ body: () throws -> Any) -> String {
        do {
            _ = try body()
            return ""
        } catch {
            return "\(error)"
        }
    }
}
