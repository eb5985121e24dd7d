import Foundation
import Testing
@testable import CtlText

/// Font fallback by script: the user's fonts, then the system's, then the bundled DejaVu Sans.
@Suite struct FontFallbackTests {
    static func ids(_ faces: [FontFace]) -> [ObjectIdentifier] { faces.map(ObjectIdentifier.init) }

    static let arabic = "مرحبا", hebrew = "שלום", devanagari = "नमस्ते", thai = "สวัสดี"

    /// The file name of the face that draws `character` (its first occurrence) in `text`.
    static func file(of character: Character, in text: String, font: String = "system", library: FontLibrary) throws -> String {
        let sources = library.sources(of: text, in: try library.font(named: font))
        let source = try #require(sources.first { $0.character == character })
        let face = try #require(source.face, "no face draws \(character)")
        return (face.source as NSString).lastPathComponent
    }

    @Test(.enabled(if: NotoFonts.runs, NotoFonts.skipMessage))
    func eachScriptComesFromTheSystemFaceNamedForIt() throws {
        try NotoFonts.require()
        // The whole of fonts-noto-core: Kufi, Naskh, Serif, Looped and UI cuts compete.
        let library = FontLibrary(systemFontFolders: [NotoFonts.folder])
        let text = "\(Self.arabic) \(Self.hebrew) \(Self.devanagari) \(Self.thai) 2026"
        #expect(try Self.file(of: "م", in: text, library: library) == "NotoSansArabic-Regular.ttf")
        #expect(try Self.file(of: "ש", in: text, library: library) == "NotoSansHebrew-Regular.ttf")
        #expect(try Self.file(of: "न", in: text, library: library) == "NotoSansDevanagari-Regular.ttf")
        #expect(try Self.file(of: "ส", in: text, library: library) == "NotoSansThai-Regular.ttf")
        // Digits and Latin stay in the requested font.
        #expect(try Self.file(of: "2", in: text, library: library) == "Inter-Regular.otf (embedded)")
        // A bold font falls back on bold faces.
        #expect(try Self.file(of: "م", in: text, font: "system-bold", library: library) == "NotoSansArabic-Bold.ttf")
        #expect(try Self.file(of: "ส", in: text, font: "system-bold", library: library) == "NotoSansThai-Bold.ttf")
    }

    @Test(.enabled(if: NotoFonts.runs, NotoFonts.skipMessage))
    func theChoiceRanksScriptNameThenSansThenWeight() throws {
        try NotoFonts.require()
        // Serif Hebrew and Kufi/Naskh Arabic, first by path, lose to the sans faces named for the script.
        let system = try NotoFonts.folder(linking: ["NotoKufiArabic-Regular.ttf", "NotoNaskhArabic-Regular.ttf",
                                                    "NotoSansArabic-Bold.ttf", "NotoSansArabic-Regular.ttf",
                                                    "NotoSansHebrew-Regular.ttf", "NotoSerifHebrew-Regular.ttf"],
                                           nested: true)
        defer { try? FileManager.default.removeItem(at: system) }
        let library = FontLibrary(systemFontFolders: [system.path])
        #expect(try Self.file(of: "م", in: Self.arabic, library: library) == "NotoSansArabic-Regular.ttf")
        #expect(try Self.file(of: "ש", in: Self.hebrew, library: library) == "NotoSansHebrew-Regular.ttf")
        // Without a sans Arabic face, a face named for Arabic still beats DejaVu.
        let serifOnly = try NotoFonts.folder(linking: ["NotoKufiArabic-Regular.ttf", "NotoNaskhArabic-Regular.ttf"])
        defer { try? FileManager.default.removeItem(at: serifOnly) }
        let other = FontLibrary(systemFontFolders: [serifOnly.path])
        #expect(try Self.file(of: "م", in: Self.arabic, library: other) == "NotoKufiArabic-Regular.ttf")
    }

    @Test(.enabled(if: NotoFonts.runs, NotoFonts.skipMessage))
    func userFontsComeBeforeSystemFontsBeforeDejaVu() throws {
        try NotoFonts.require()
        let user = try NotoFonts.folder(linking: ["NotoSerifHebrew-Regular.ttf"])
        let system = try NotoFonts.folder(linking: ["NotoSansHebrew-Regular.ttf"])
        defer { for f in [user, system] { try? FileManager.default.removeItem(at: f) } }
        let both = FontLibrary(searchPath: FontSearchPath(folders: [user.path]), systemFontFolders: [system.path])
        // The user's serif face wins although the system's sans face ranks higher.
        #expect(try Self.file(of: "ש", in: Self.hebrew, library: both) == "NotoSerifHebrew-Regular.ttf")
        let font = try both.font(named: "system")
        let chain = font.covering(Self.hebrew).faces.map { ($0.source as NSString).lastPathComponent }
        #expect(chain == ["Inter-Regular.otf (embedded)", "NotoSerifHebrew-Regular.ttf", "DejaVuSans.ttf (embedded)"])
        let systemOnly = FontLibrary(systemFontFolders: [system.path])
        #expect(try Self.file(of: "ש", in: Self.hebrew, library: systemOnly) == "NotoSansHebrew-Regular.ttf")
        // Neither: the bundled DejaVu Sans, as before fallback looked further.
        #expect(try Self.file(of: "ש", in: Self.hebrew, library: FontLibrary()) == "DejaVuSans.ttf (embedded)")
        // The drawing uses the chosen face.
        let line = ShapedLine.shape(Self.hebrew, font: font, size: 20)
        #expect(line.glyphs.allSatisfy { ($0.face.source as NSString).lastPathComponent == "NotoSerifHebrew-Regular.ttf" })
    }

    @Test(.enabled(if: NotoFonts.runs, NotoFonts.skipMessage))
    func textTheFontCoversKeepsItsChainAndSymbolsStayWithTheBundledFonts() throws {
        try NotoFonts.require()
        let library = FontLibrary(systemFontFolders: [NotoFonts.folder])
        let font = try library.font(named: "system")
        // Latin, Cyrillic, Greek and symbols DejaVu has: the same chain, the same faces, so the same drawing.
        for text in ["Hello Привет Γειά ✓ → € ★ ☂", "Settings & Privacy 42", "Größe Ærø ﬁ naïve", "Привет, мир", ""] {
            #expect(Self.ids(font.covering(text).faces) == Self.ids(font.faces), "\(text)")
        }
        // In Arabic text, a symbol DejaVu has and Inter lacks still comes from DejaVu, not from a Noto face;
        // so does a Latin ligature.
        #expect(try Self.file(of: "☂", in: "\(Self.arabic) ☂", library: library) == "DejaVuSans.ttf (embedded)")
        #expect(try Self.file(of: "ﬁ", in: "\(Self.arabic) ﬁ", library: library) == "DejaVuSans.ttf (embedded)")
        // A symbol no bundled face has comes from a system face, placed after the bundled ones.
        let symbol: Character = "\u{1F70D}"   // ALCHEMICAL SYMBOL FOR AQUA REGIA: in Noto Sans Symbols
        let withSymbol = font.covering("a\(symbol)☂").faces.map { ($0.source as NSString).lastPathComponent }
        #expect(withSymbol.prefix(2) == ["Inter-Regular.otf (embedded)", "DejaVuSans.ttf (embedded)"])
        #expect(withSymbol.count == 3 && withSymbol[2].hasPrefix("NotoSansSymbols"), "\(withSymbol)")
        #expect(try Self.file(of: "☂", in: "a\(symbol)☂", library: library) == "DejaVuSans.ttf (embedded)")
    }

    @Test(.enabled(if: NotoFonts.runs, NotoFonts.skipMessage))
    func aFontThatLacksEveryCharacterDrawsNotdefGlyphsAndSaysSo() throws {
        try NotoFonts.require()
        // Devanagari in a Thai font, with no fallback folder: no face has any of it.
        let library = FontLibrary()
        let font = try library.font(named: NotoFonts.path("NotoSansThai-Regular.ttf"))
        let sources = library.sources(of: Self.devanagari, in: font)
        #expect(!sources.isEmpty && sources.allSatisfy { $0.face == nil && $0.origin == nil })
        #expect(sources.map(\.script).allSatisfy { $0 == "Devanagari" })
        let line = ShapedLine.shape(Self.devanagari, font: font, size: 20)
        #expect(!line.glyphs.isEmpty && line.glyphs.allSatisfy { $0.id == 0 && $0.face === font.primary })
        _ = line.path()
        // With the system's Devanagari face, the same text is drawn with real glyphs.
        let system = try NotoFonts.folder(linking: ["NotoSansDevanagari-Regular.ttf"])
        defer { try? FileManager.default.removeItem(at: system) }
        let withSystem = FontLibrary(systemFontFolders: [system.path])
        let drawn = ShapedLine.shape(Self.devanagari, font: try withSystem.font(named: NotoFonts.path("NotoSansThai-Regular.ttf")), size: 20)
        #expect(drawn.glyphs.allSatisfy { $0.id != 0 })
    }

    @Test(.enabled(if: NotoFonts.runs, NotoFonts.skipMessage))
    func brokenFontFilesInAFolderArePassedOverWithAMessage() throws {
        try NotoFonts.require()
        let user = FileManager.default.temporaryDirectory.appendingPathComponent("ctl-broken-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: user, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: user) }
        let hebrew = try Data(contentsOf: URL(fileURLWithPath: NotoFonts.path("NotoSansHebrew-Regular.ttf")))
        try hebrew.prefix(600).write(to: user.appendingPathComponent("A-truncated.ttf"))
        // Cut after its character map but before its name table: FreeType opens it, fallback passes it over.
        let thai = try Data(contentsOf: URL(fileURLWithPath: NotoFonts.path("NotoSansThai-Regular.ttf")))
        try thai.prefix(30000).write(to: user.appendingPathComponent("D-cut.ttf"))
        try Data("not a font at all".utf8).write(to: user.appendingPathComponent("B-garbage.otf"))
        try Data().write(to: user.appendingPathComponent("C-empty.ttf"))
        let system = try NotoFonts.folder(linking: ["NotoSansHebrew-Regular.ttf"])
        defer { try? FileManager.default.removeItem(at: system) }
        let library = FontLibrary(searchPath: FontSearchPath(folders: [user.path]), systemFontFolders: [system.path])
        #expect(try Self.file(of: "ש", in: Self.hebrew, library: library) == "NotoSansHebrew-Regular.ttf")
        let messages = library.unusableFallbackFonts
        for name in ["A-truncated.ttf", "B-garbage.otf", "C-empty.ttf", "D-cut.ttf"] {
            #expect(messages.contains { $0.hasPrefix(user.appendingPathComponent(name).path + ": ") }, "\(messages)")
        }
        let thaiFace = library.sources(of: Self.thai, in: try library.font(named: "system")).first?.face
        #expect(thaiFace.map { !$0.source.hasSuffix("D-cut.ttf") } ?? true)
        _ = ShapedLine.shape(Self.hebrew + Self.thai, font: try library.font(named: "system"), size: 20).path()
    }

    @Test(.enabled(if: NotoFonts.runs, NotoFonts.skipMessage))
    func theChoiceIsTheSameEveryTimeAndInEveryLibrary() throws {
        try NotoFonts.require()
        let text = "\(Self.arabic) 12 \(Self.hebrew) \(Self.devanagari) \(Self.thai) ✓"
        func run() throws -> (files: [String], glyphs: [UInt32], xs: [Double]) {
            let library = FontLibrary(systemFontFolders: [NotoFonts.folder])
            let files = library.sources(of: text, in: try library.font(named: "system")).map { $0.face?.source ?? "-" }
            let line = ShapedLine.shape(text, font: try library.font(named: "system"), size: 17)
            return (files, line.glyphs.map(\.id), line.glyphs.map(\.position.x))
        }
        let first = try run(), second = try run()
        #expect(first.files == second.files && first.glyphs == second.glyphs && first.xs == second.xs)
    }

    @Test(.enabled(if: NotoFonts.runs, NotoFonts.skipMessage))
    func theReportedFaceIsTheFaceThatDraws() throws {
        try NotoFonts.require()
        let library = FontLibrary(systemFontFolders: [NotoFonts.folder])
        for name in ["system", "system-bold"] {
            let font = try library.font(named: name)
            for text in ["\(Self.arabic) 2026", "Price: \(Self.hebrew) 123 items", " \(Self.devanagari)\(Self.thai) x\u{301}",
                         "a\u{1F70D}b", "\u{10FFFD} z"] {
                let sources = library.sources(of: text, in: font)
                let line = ShapedLine.shape(text, font: font, size: 20)
                let utf8Starts = sources.map { text.unicodeScalars.index(text.unicodeScalars.startIndex, offsetBy: $0.scalarOffset)
                    .utf16Offset(in: text) }
                for glyph in line.glyphs {
                    let byte = text.utf8.index(text.utf8.startIndex, offsetBy: glyph.cluster).utf16Offset(in: text)
                    let index = try #require(utf8Starts.lastIndex { $0 <= byte })
                    #expect(glyph.face === (sources[index].face ?? font.primary), "\(text) cluster \(glyph.cluster)")
                }
            }
        }
    }

    @Test(.enabled(if: NotoFonts.runs, NotoFonts.skipMessage))
    func aLongParagraphCostsOneSearchPerDistinctCharacter() throws {
        try NotoFonts.require()
        let library = FontLibrary(systemFontFolders: [NotoFonts.folder])
        let font = try library.font(named: "system")
        // 100 000 private-use characters no font has: none costs a search of the candidates.
        let unassigned = String(String.UnicodeScalarView((0..<100_000).map { Unicode.Scalar(0xF0000 + $0)! }))
        #expect(Self.ids(font.covering(unassigned).faces) == Self.ids(font.faces))
        #expect(library.fallbackCatalog.searches == 0)
        // 100 000 characters of 4 scripts: one search per distinct character, whatever the length.
        let mixed = String(repeating: "\(Self.arabic)\(Self.devanagari)\(Self.thai)\(Self.hebrew)", count: 5000)
        let distinct = Set(mixed.filter { !font.faces[0].covers($0.unicodeScalars.first!) }).count
        let chain = font.covering(mixed).faces.map { ($0.source as NSString).lastPathComponent }
        #expect(chain.count == 6 && library.fallbackCatalog.searches <= distinct, "\(chain), \(library.fallbackCatalog.searches)")
        _ = font.covering(mixed)
        #expect(library.fallbackCatalog.searches <= distinct)
    }

    @Test func systemFontFoldersFollowXDG() {
        #expect(SystemFontFolders.folders(environment: ["HOME": "/home/u"])
                == ["/home/u/.local/share/fonts", "/home/u/.fonts", "/usr/local/share/fonts", "/usr/share/fonts"])
        #expect(SystemFontFolders.folders(environment: ["HOME": "/h", "XDG_DATA_HOME": "/d", "XDG_DATA_DIRS": "/a:rel:/b/:/a"])
                == ["/d/fonts", "/h/.fonts", "/a/fonts", "/b/fonts"])
        #expect(SystemFontFolders.areEnabled(environment: [:], byDefault: true))
        #expect(!SystemFontFolders.areEnabled(environment: ["CTLRENDER_SYSTEM_FONTS": "0"], byDefault: true))
        #expect(SystemFontFolders.areEnabled(environment: ["CTLRENDER_SYSTEM_FONTS": "1"], byDefault: false))
        #expect(!SystemFontFolders.areEnabled(environment: ["CTLRENDER_SYSTEM_FONTS": ""], byDefault: false))
    }

    @Test func withoutFoldersNothingIsReadAndTheFontIsItself() throws {
        let library = FontLibrary()
        let font = try library.font(named: "system")
        #expect(Self.ids(font.covering("\(Self.devanagari) \(Self.hebrew)").faces) == Self.ids(font.faces))
        // A font made of given faces has no library to look in.
        let given = FontLibrary.Font(name: "given", faces: font.faces)
        #expect(Self.ids(given.covering(Self.devanagari).faces) == Self.ids(font.faces))
    }

    @Test func foldersAreReadOnlyForACharacterTheFontLacks() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ctl-lazy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("garbage".utf8).write(to: folder.appendingPathComponent("x.ttf"))
        let library = FontLibrary(systemFontFolders: [folder.path])
        _ = ShapedLine.shape("Hello, world 42 ✓", font: try library.font(named: "system"), size: 12)
        #expect(library.unusableFallbackFontsIfRead.isEmpty)
        _ = ShapedLine.shape(Self.devanagari, font: try library.font(named: "system"), size: 12)
        #expect(library.unusableFallbackFontsIfRead.count == 1)
    }
}
