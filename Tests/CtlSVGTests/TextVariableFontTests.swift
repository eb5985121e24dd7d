import CtlRaster
import CtlText
import Foundation
import Testing
@testable import CtlSVG

/// Variable fonts: instances at axis values, as font-variation-settings and the font
/// properties ask for them.
@Suite struct TextVariableFontTests {
    static let path = TextFontDatabaseTests.fonts + "/RobotoFlex.subset.ttf"

    /// The area-weighted ink of glyph `scalar`: the sum over its contours of |shoelace area| of
    /// the control polygon, enough to tell a thin instance from a heavy one.
    static func ink(_ face: FontFace, _ scalar: Unicode.Scalar) -> Double {
        guard let id = face.glyphIndex(for: scalar) else { return 0 }
        var area = 0.0, start = Point.zero, last = Point.zero
        for element in face.glyphPath(id).elements {
            switch element {
            case .move(let p): start = p; last = p
            case .line(let p), .quad(_, let p), .cubic(_, _, let p): area += last.cross(p); last = p
            case .close: area += last.cross(start); last = start
            }
        }
        return abs(area) / 2
    }

    @Test func anInstanceVariesOutlinesAndAdvances() throws {
        let face = try FontFace(path: Self.path)
        #expect(face.variationAxes.map(\.tag).contains("wght"))
        let thin = try face.instance(variations: [FontVariation(tag: "wght", value: 100)])
        let heavy = try face.instance(variations: [FontVariation(tag: "wght", value: 1000)])
        #expect(Self.ink(thin, "l") < Self.ink(face, "l") && Self.ink(face, "l") < Self.ink(heavy, "l"))
        #expect(thin.shape("H")[0].xAdvance < heavy.shape("H")[0].xAdvance)
        // Out-of-range values are clamped; unknown and malformed tags are ignored.
        let clamped = try face.instance(variations: [FontVariation(tag: "wght", value: 99_999), FontVariation(tag: "zzzz", value: 1),
                                                     FontVariation(tag: "toolong", value: .nan)])
        #expect(Self.ink(clamped, "l") == Self.ink(heavy, "l"))
    }

    @Test func aStaticFontHasNoAxes() throws {
        let face = try FontFace(path: TextFontDatabaseTests.fonts + "/NotoMono-Regular.ttf")
        #expect(face.variationAxes.isEmpty)
        let same = try face.instance(variations: [FontVariation(tag: "wght", value: 900)])
        #expect(same.shape("H")[0].xAdvance == face.shape("H")[0].xAdvance)
    }

    @Test func theDatabaseMakesEachInstanceOnce() throws {
        let db = FontDatabase(folders: [TextFontDatabaseTests.fonts], skipSystemFonts: true)
        let flex = try #require(db.entries.first { $0.family == "roboto flex" })
        let a = db.instance(of: flex, variations: [FontVariation(tag: "wght", value: 700)])
        let b = db.instance(of: flex, variations: [FontVariation(tag: "wght", value: 700)])
        #expect(a === b && a !== flex)
        #expect(db.instance(of: flex, variations: []) === flex)
    }
}
