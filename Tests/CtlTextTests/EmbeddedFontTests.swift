import Foundation
import Testing
@testable import CtlText

/// The bundled fonts come from the binary itself, byte for byte the files in
/// Sources/CEmbeddedFonts/Fonts, and are never freed.
@Suite struct EmbeddedFontTests {
    @Test(arguments: EmbeddedFont.allCases)
    func embeddedBytesAreTheFontFile(_ font: EmbeddedFont) throws {
        let file = try Data(contentsOf: FontFolderTests.bundled.appendingPathComponent(font.fileName))
        #expect(!file.isEmpty)
        #expect(Data(font.bytes) == file)
    }

    @Test func bundledFacesNameTheirEmbeddedFile() throws {
        let face = try FontLibrary().face(named: "system-bold")
        #expect(face.source == "Inter-Bold.otf (embedded)")
    }

    /// Faces over the embedded bytes do not own them: after the faces of many libraries are
    /// released, new faces still read the same bytes (a freed buffer would crash or differ
    /// under the address sanitizer).
    @Test func releasedFacesLeaveTheBytesAlone() throws {
        let glyphCounts = try (0..<8).map { _ in
            let face = try FontLibrary().face(named: "Inter")
            return face.glyphPath(try #require(face.glyphIndex(for: "g"))).elements.count
        }
        #expect(Set(glyphCounts).count == 1)
        #expect(Data(EmbeddedFont.interRegular.bytes)
                == (try Data(contentsOf: FontFolderTests.bundled.appendingPathComponent("Inter-Regular.otf"))))
    }
}
