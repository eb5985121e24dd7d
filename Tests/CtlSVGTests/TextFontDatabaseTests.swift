import Foundation
import Testing
@testable import CtlSVG

/// The font database of SVG text: loading folders, CSS font matching, per-character fallback.
@Suite struct TextFontDatabaseTests {
    static let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/SVGText/fonts").path
    static let garbage = URL(fileURLWithPath: fonts).deletingLastPathComponent().path

    static func database(_ configure: (inout GenericFontFamilies) -> Void = { _ in }) -> FontDatabase {
        var families = GenericFontFamilies()
        configure(&families)
        return FontDatabase(folders: [fonts], skipSystemFonts: true, families: families)
    }

    @Test func loadsTheFolderThenTheBundledFonts() {
        let db = Self.database()
        #expect(db.entries.map(\.family) == ["noto mono", "roboto flex", "yellowtail", "dejavu sans", "dejavu sans", "inter", "inter"])
        #expect(db.unusable.isEmpty)
        #expect(db.entries[0].traits.weight == 400 && db.entries[0].traits.slant == .normal)
        #expect(db.entries[4].traits.weight == 700)
    }

    @Test func aGarbageFontFileIsPassedOverAndNamed() {
        // The parent folder holds garbage.ttf and, below it, the fonts folder.
        let db = FontDatabase(folders: [Self.garbage], skipSystemFonts: true)
        #expect(db.entries.count == 9)   // the folder's two emoji fonts, the fonts/ folder's three, the bundled four
        #expect(db.unusable.count == 1)
        #expect(db.unusable.first.map { "\($0)" }?.contains("garbage.ttf") == true)
    }

    @Test func aMissingFolderGivesOnlyTheBundledFonts() {
        let db = FontDatabase(folders: ["/nonexistent/fonts"], skipSystemFonts: true)
        #expect(db.entries.map(\.family) == ["dejavu sans", "dejavu sans", "inter", "inter"])
    }

    @Test func genericFamiliesMapThroughTheOptions() {
        let db = Self.database { $0.monospace = "Noto Mono"; $0.serif = "Yellowtail" }
        #expect(db.match(names: ["monospace"], weight: 400, stretch: 5, slant: .normal)?.family == "noto mono")
        // An unknown family ends in the serif family, as in resvg.
        #expect(db.match(names: ["No Such Font"], weight: 400, stretch: 5, slant: .normal)?.family == "yellowtail")
        #expect(db.match(names: ["'No Such'", "NOTO MONO"], weight: 400, stretch: 5, slant: .normal)?.family == "noto mono")
    }

    @Test func withNoFamilyLoadedTheBundledFontDraws() {
        let db = Self.database()  // serif is "Times New Roman", which is not loaded
        #expect(db.match(names: ["Nothing"], weight: 400, stretch: 5, slant: .normal)?.family == "dejavu sans")
        #expect(db.match(names: ["Nothing"], weight: 700, stretch: 5, slant: .normal)?.traits.weight == 700)
    }

    @Test func weightStyleAndStretchFollowCSSMatching() throws {
        let face = try #require(Self.database().entries.first?.face)
        func entry(_ weight: Int, _ slant: FontSlant = .normal, _ stretch: Int = 5) -> FontDatabase.Entry {
            var traits = FontTraits(face: face)
            traits.weight = weight
            traits.slant = slant
            traits.stretch = stretch
            return FontDatabase.Entry(face: face, traits: traits)
        }
        let family = [entry(100), entry(300), entry(400), entry(700), entry(900), entry(400, .italic), entry(400, .normal, 3)]
        func pick(_ weight: Int, _ slant: FontSlant = .normal, _ stretch: Int = 5) -> (Int, FontSlant, Int)? {
            FontDatabase.bestMatch(family, weight: weight, stretch: stretch, slant: slant)
                .map { ($0.traits.weight, $0.traits.slant, $0.traits.stretch) }
        }
        #expect(pick(400)! == (400, .normal, 5))
        #expect(pick(500)! == (400, .normal, 5))   // 450…500 takes 400 first
        #expect(pick(600)! == (700, .normal, 5))   // heavier first above 500
        #expect(pick(350)! == (300, .normal, 5))   // lighter first below 400
        #expect(pick(950)! == (900, .normal, 5))
        #expect(pick(400, .oblique)! == (400, .italic, 5))  // oblique falls back on italic
        #expect(pick(700, .italic)! == (400, .italic, 5))
        #expect(pick(400, .normal, 1)! == (400, .normal, 3))  // nearest narrower
        #expect(pick(400, .normal, 8)! == (400, .normal, 5))  // nearest wider, else narrower
        #expect(FontDatabase.bestMatch([], weight: 400, stretch: 5, slant: .normal) == nil)
    }

    @Test func aMissingCharacterComesFromTheFirstFaceThatHasIt() throws {
        let db = Self.database()
        let yellowtail = try #require(db.entries.first { $0.family == "yellowtail" })
        #expect(!yellowtail.face.covers("Ж"))
        let fallback = try #require(db.fallback(for: "Ж", base: yellowtail, excluded: [yellowtail]))
        #expect(fallback.face.covers("Ж"))
        #expect(fallback === db.entries.first { $0.face.covers("Ж") })
        #expect(db.fallback(for: "\u{10FFFD}", base: yellowtail, excluded: [yellowtail]) == nil)
    }
}
