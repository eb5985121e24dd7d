import Foundation
import Testing
@testable import CtlText

/// A font folder named in place of a font: every font file in it, in name order.
@Suite struct FontFolderTests {
    static let bundled = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/CEmbeddedFonts/Fonts")

    @Test func folderFacesComeInNameOrderBeforeTheFallbacks() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ctl-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Self.bundled.appendingPathComponent("DejaVuSans-Bold.ttf"),
                                         to: folder.appendingPathComponent("b.ttf"))
        try FileManager.default.copyItem(at: Self.bundled.appendingPathComponent("Inter-Regular.otf"),
                                         to: folder.appendingPathComponent("a.otf"))
        try "not a font".write(to: folder.appendingPathComponent("README.txt"), atomically: true, encoding: .utf8)
        let font = try FontLibrary().font(named: folder.path)
        #expect(font.faces.count == 3)     // a.otf, b.ttf, then DejaVu Sans
        #expect(font.primary.familyName == "Inter")
        #expect(font.faces[1].familyName == "DejaVu Sans" && font.faces[1].isBold)
        #expect(font.faces[2].familyName == "DejaVu Sans" && !font.faces[2].isBold)
    }

    @Test func aFolderWithoutFontsIsAnError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ctl-nofonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: FontError.self) { try FontLibrary().font(named: folder.path) }
        do {
            _ = try FontLibrary().font(named: folder.path)
        } catch {
            #expect("\(error)".contains("no .ttf"))
        }
    }
}
