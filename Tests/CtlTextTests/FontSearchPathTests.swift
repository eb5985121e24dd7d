import Foundation
import Testing
@testable import CtlText

/// Fonts found by name in the folders of a search path (CTLRENDER_FONT_PATH).
@Suite struct FontSearchPathTests {
    /// A fresh folder holding copies of bundled fonts under new names.
    static func folder(_ copies: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ctl-fontpath-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, bundled) in copies {
            try FileManager.default.copyItem(at: FontFolderTests.bundled.appendingPathComponent(bundled),
                                             to: folder.appendingPathComponent(name))
        }
        return folder
    }

    @Test func theVariableIsSplitAtColonsSkippingEmptyEntries() {
        let path = FontSearchPath(environment: ["CTLRENDER_FONT_PATH": "/a::/b c:"])
        #expect(path.folders == ["/a", "/b c"])
        #expect(FontSearchPath(environment: [:]).folders.isEmpty)
    }

    @Test func fontFilesComeInFolderOrderThenNameOrder() throws {
        let first = try Self.folder(["b.ttf": "DejaVuSans.ttf", "a.OTF": "Inter-Regular.otf"])
        let second = try Self.folder(["0.ttf": "DejaVuSans-Bold.ttf"])
        defer { for f in [first, second] { try? FileManager.default.removeItem(at: f) } }
        try Data("notes".utf8).write(to: first.appendingPathComponent("README.txt"))
        try FileManager.default.createDirectory(at: first.appendingPathComponent("sub.ttf"),
                                                withIntermediateDirectories: false)
        let path = FontSearchPath(folders: [first.path, "/no/such/folder", second.path])
        #expect(path.fontFiles().map { ($0 as NSString).lastPathComponent } == ["a.OTF", "b.ttf", "0.ttf"])
    }

    @Test func aFontIsFoundByFileNameWithOrWithoutExtension() throws {
        let folder = try Self.folder(["Heading.ttf": "DejaVuSans-Bold.ttf"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = FontLibrary(searchPath: FontSearchPath(folders: [folder.path]))
        let byName = try library.face(named: "Heading.ttf")
        #expect(byName.familyName == "DejaVu Sans" && byName.isBold)
        #expect(byName.source == folder.appendingPathComponent("Heading.ttf").path)
        #expect(try library.face(named: "heading") === byName)
        #expect(throws: FontError.self) { _ = try FontLibrary().face(named: "heading") }
    }

    @Test func aFontIsFoundByFullNameOrRegularFamilyName() throws {
        let folder = try Self.folder(["x.otf": "Inter-Bold.otf", "y.ttf": "DejaVuSans.ttf"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = FontLibrary(searchPath: FontSearchPath(folders: [folder.path]))
        // "Inter Bold" and "DejaVu Sans Book" are no bundled names: only the search path has them.
        #expect(try library.face(named: "inter bold").source.hasSuffix("/x.otf"))
        #expect(try library.face(named: "DejaVu Sans Book").source.hasSuffix("/y.ttf"))
        // A bundled name wins over the search path.
        #expect(try library.face(named: "DejaVu Sans").source == "DejaVuSans.ttf (embedded)")
        #expect(throws: FontError.unknownName("Inter Black", known: FontLibrary.knownNames)) {
            _ = try library.face(named: "Inter Black")
        }
    }

    @Test func anUnusableFileIsPassedOverByFamilyButReportedByFileName() throws {
        let folder = try Self.folder(["b.ttf": "DejaVuSans.ttf"])
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a font".utf8).write(to: folder.appendingPathComponent("a.ttf"))
        let library = FontLibrary(searchPath: FontSearchPath(folders: [folder.path]))
        #expect(try library.face(named: "DejaVu Sans Book").source.hasSuffix("/b.ttf"))
        #expect { _ = try library.face(named: "a.ttf") } throws: { error in
            guard case .notAFont(let path, _)? = error as? FontError else { return false }
            return path.hasSuffix("/a.ttf")
        }
        let listed = try library.listings()
        #expect(listed.fonts.map(\.name) == FontLibrary.knownNames + ["b.ttf"])
        #expect(listed.fonts.last?.origin == .searchPath(path: folder.appendingPathComponent("b.ttf").path))
        #expect(listed.unusable.count == 1)
    }

    @Test func theBundledFontsAreListedWithTheirFiles() throws {
        let listed = try FontLibrary().listings()
        #expect(listed.unusable.isEmpty)
        #expect(listed.fonts.map { "\($0.name)=\($0.family) \($0.style)" } == [
            "system=Inter Regular", "system-bold=Inter Bold", "Inter=Inter Regular", "Inter-Bold=Inter Bold",
            "DejaVu Sans=DejaVu Sans Book", "DejaVu Sans Bold=DejaVu Sans Bold",
        ])
        #expect(listed.fonts[1].origin == .embedded(file: "Inter-Bold.otf"))
    }
}
