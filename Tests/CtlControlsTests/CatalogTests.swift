import CtlControls
import CtlGolden
import CtlRaster
import CtlTestSupport
import Testing

/// The catalog: every control has its section, and the README's sheets
/// (`Fixtures/Catalog/catalog-<look>@2x.png`, and the flat look's in the other appearances,
/// `catalog-flat-dark@2x.png`…) are what `ctlrender catalog --scale 2` draws now.
/// Record with `CTLRENDER_RECORD=only:catalog swift test --filter CatalogTests`, then look at them.
@Suite struct CatalogTests {
    static let golden = Golden(directory: PackagePaths.fixtures.appendingPathComponent("Catalog"),
                               artifacts: PackagePaths.artifacts.appendingPathComponent("Catalog"))

    @Test(arguments: Look.allCases)
    func theREADMEsSheetIsCurrent(_ look: Look) throws {
        let sheet = try Catalog.render(look: look, scale: 2)
        let outcome = Self.golden.check(sheet, named: "catalog-\(look)@2x")
        #expect(outcome.passed, "\(outcome)")
    }

    /// The flat sheet in dark, and in light and dark with increased contrast.
    @Test(arguments: Appearance.allCases.filter { $0 != .light })
    func theFlatSheetOfEachAppearanceIsCurrent(_ appearance: Appearance) throws {
        let sheet = try Catalog.render(look: .flat, appearance: appearance, scale: 2)
        let outcome = Self.golden.check(sheet, named: "catalog-flat\(appearance.fileSuffix)@2x")
        #expect(outcome.passed, "\(outcome)")
    }

    /// The page and the titles follow the appearance: iOS's grouped background (black in dark) and
    /// label colour (white in dark) at the sheet's corner and in its title.
    @Test func theDarkSheetsPageIsDark() throws {
        let sheet = try Catalog.render(look: .flat, appearance: .dark, scale: 1, kinds: [Controls.all[0]])
        #expect(sheet[0, 0].unpremultiplied == Look.flat.theme(in: .dark).palette.background)
        #expect(Look.flat.theme(in: .dark).palette.background == Color(r: 0, g: 0, b: 0))
        let title = (24..<40).flatMap { y in (24..<200).map { x in sheet[x, y] } }
        #expect(title.contains { $0.r > 200 && $0.g > 200 && $0.b > 200 }, "white title text")
    }

    @Test func everyControlHasCellsInBothLooks() {
        for kind in Controls.all {
            for look in Look.allCases {
                let cells = Catalog.cells(of: kind, look: look)
                #expect(cells.count >= kind.states.count, "\(kind.name) \(look)")
            }
        }
    }
}
