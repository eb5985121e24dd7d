import CtlRaster
import Foundation
import Testing

@testable import CtlText

@Suite struct FontFaceTests {
    let library = FontLibrary()

    @Test func bundledFacesLoadByEveryKnownName() throws {
        let expected: [String: (family: String, bold: Bool)] = [
            "system": ("Inter", false), "system-bold": ("Inter", true),
            "Inter": ("Inter", false), "Inter-Bold": ("Inter", true),
            "DejaVu Sans": ("DejaVu Sans", false), "DejaVu Sans Bold": ("DejaVu Sans", true),
        ]
        for name in FontLibrary.knownNames {
            let face = try library.face(named: name)
            let want = try #require(expected[name])
            #expect(face.familyName == want.family, "\(name)")
            #expect(face.isBold == want.bold, "\(name)")
            #expect(face.ascender > 0 && face.descender < 0 && face.lineGap >= 0, "\(name)")
            #expect(face.xHeight > 0 && face.xHeight < face.capHeight && face.capHeight < face.ascender, "\(name)")
            #expect(face.underlinePosition < 0 && face.underlinePosition > face.descender, "\(name)")
            #expect(face.underlineThickness > 0 && face.underlineThickness < face.unitsPerEm / 8, "\(name)")
        }
    }

    @Test func namesAreCaseInsensitiveAndFacesShared() throws {
        let a = try library.face(named: "DejaVu Sans")
        let b = try library.face(named: "dejavu sans")
        #expect(a === b)
        #expect(try library.face(named: "SYSTEM") === library.face(named: "Inter"))
    }

    @Test func fallbackChains() throws {
        let regular = try library.font(named: "system").faces.map { "\($0.familyName) \($0.styleName)" }
        #expect(regular == ["Inter Regular", "DejaVu Sans Book"])
        let bold = try library.font(named: "system-bold").faces.map { "\($0.familyName) \($0.styleName)" }
        #expect(bold == ["Inter Bold", "DejaVu Sans Bold", "DejaVu Sans Book"])
        #expect(try library.font(named: "DejaVu Sans").faces.count == 1)
    }

    @Test func unknownNameListsKnownNames() {
        do {
            _ = try library.font(named: "Helvetica Neue")
            Issue.record("expected an error")
        } catch {
            guard case .unknownName(let name, _) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(name == "Helvetica Neue")
            for known in ["system", "system-bold", "Inter", "Inter-Bold", "DejaVu Sans", "DejaVu Sans Bold"] {
                #expect(error.description.contains(known))
            }
        }
    }

    private func temporaryFile(_ bytes: [UInt8], ext: String) throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("ctltext-\(UUID().uuidString).\(ext)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func garbageFileIsNotAFont() throws {
        var rng = SystemRandomNumberGenerator()
        let path = try temporaryFile((0..<4096).map { _ in UInt8.random(in: 0...255, using: &rng) }, ext: "ttf")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect {
            _ = try library.face(named: path)
        } throws: { error in
            guard let e = error as? FontError, case .notAFont(let p, let code) = e else { return false }
            return p == path && code != 0 && e.description.contains(path)
        }
    }

    @Test func emptyFileIsRefused() throws {
        let path = try temporaryFile([], ext: "otf")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: FontError.empty(path: path)) { _ = try FontFace(path: path) }
    }

    @Test func missingFileIsUnreadable() {
        #expect {
            _ = try FontFace(path: "/nonexistent/folder/font.ttf")
        } throws: { error in
            guard case .unreadable(let p, let reason)? = error as? FontError else { return false }
            return p == "/nonexistent/folder/font.ttf" && reason == "no such file"
        }
    }

    @Test func errorsSayTheCauseAfterThePath() throws {
        let one = try temporaryFile([0x78], ext: "ttf")
        defer { try? FileManager.default.removeItem(atPath: one) }
        let text = try temporaryFile(Array("not a font at all".utf8), ext: "ttf")
        defer { try? FileManager.default.removeItem(atPath: text) }
        let folder = FileManager.default.temporaryDirectory.path
        let cases: [(String, String)] = [
            ("/dev/zero", "/dev/zero: is a device, not a file"),
            (one, "\(one): not a font file (FreeType cannot read its format: the file ends too soon; "
                + "FreeType error 85: invalid stream operation)"),
            (text, "\(text): not a font file (FreeType cannot read its format: the file ends too soon; "
                + "FreeType error 85: invalid stream operation)"),
            (folder, "\(folder): is a folder, not a file"),
            ("/nonexistent/font.ttf", "/nonexistent/font.ttf: no such file"),
        ]
        for (path, message) in cases {
            #expect {
                _ = try FontFace(path: path)
            } throws: { error in
                (error as? FontError)?.description == message
            }
        }
    }

    @Test func freeTypeCodesHaveNames() {
        #expect(FreeTypeError.name(0x02) == "unknown file format")
        #expect(FreeTypeError.name(0x06) == "invalid argument")
        #expect(FreeTypeError.name(0x01) == "cannot open resource")
        #expect(FreeTypeError.name(0x55) == "invalid stream operation")
        #expect(FreeTypeError.name(0x7777) == "error code 30583")
    }

    @Test func anOversizedFontIsRefusedBeforeReading() throws {
        let path = try temporaryFile([UInt8](repeating: 0, count: 100), ext: "ttf")
        defer { try? FileManager.default.removeItem(atPath: path) }
        var limits = RenderLimits.standard
        limits.inputBytes = 99
        RenderLimits.$current.withValue(limits) {
            #expect {
                _ = try FontFace(path: path)
            } throws: { error in
                guard case .overLimit(let e)? = error as? FontError else { return false }
                return e.limit == .inputBytes && e.description.contains(path)
            }
        }
    }

    @Test func fontFileByPathLoads() throws {
        let path = FontFolderTests.bundled.appendingPathComponent("DejaVuSans.ttf").path
        let face = try library.face(named: path)
        #expect(face.familyName == "DejaVu Sans")
        #expect(face.source == path)
        #expect(face !== (try library.face(named: "DejaVu Sans")))
    }

    @Test func outlineOfOHasTwoContoursInsideTheEm() throws {
        let face = try library.face(named: "Inter")
        let glyph = try #require(face.glyphIndex(for: "O"))
        let path = face.glyphPath(glyph)
        let moves = path.elements.filter { if case .move = $0 { return true } else { return false } }
        #expect(moves.count == 2)
        let bounds = try #require(path.controlBounds)
        // Y up in font units: the O sits on the baseline (a little overshoot below) and under the ascender.
        #expect(bounds.minX >= 0 && bounds.maxX <= face.unitsPerEm)
        #expect(bounds.minY < 0 && bounds.minY > -0.05 * face.unitsPerEm)
        #expect(bounds.maxY > face.capHeight && bounds.maxY < face.ascender)
        #expect(face.glyphPath(glyph) == path)  // from the cache, the same
    }

    @Test func trueTypeOutlinesUseQuadsAndCFFUsesCubics() throws {
        let dejavu = try library.face(named: "DejaVu Sans")
        let inter = try library.face(named: "Inter")
        let quads = dejavu.glyphPath(try #require(dejavu.glyphIndex(for: "O"))).elements.contains {
            if case .quad = $0 { return true } else { return false }
        }
        let cubics = inter.glyphPath(try #require(inter.glyphIndex(for: "O"))).elements.contains {
            if case .cubic = $0 { return true } else { return false }
        }
        #expect(quads && cubics)
    }

    @Test func missingCharacterHasNoGlyph() throws {
        let inter = try library.face(named: "Inter")
        #expect(inter.glyphIndex(for: "ש") == nil)
        #expect(try library.face(named: "DejaVu Sans").glyphIndex(for: "ש") != nil)
        let space = try #require(inter.glyphIndex(for: " "))
        #expect(inter.glyphPath(space).isEmpty)
    }
}
