import CtlControls
import CtlGolden
import CtlRaster
import CtlTestSupport
import Testing

/// The catalog: every control has its section, and the README's sheets
/// (`Fixtures/Catalog/catalog-<look>@2x.png`) are what `ctlrender catalog --scale 2` draws now.
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

    @Test func everyControlHasCellsInBothLooks() {
        for kind in Controls.all {
            for look in Look.allCases {
                let cells = Catalog.cells(of: kind, look: look)
                #expect(cells.count >= kind.states.count, "\(kind.name) \(look)")
            }
        }
    }
}
