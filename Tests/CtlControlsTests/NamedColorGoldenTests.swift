import CtlControls
import CtlRaster
import CtlGolden
import CtlTestSupport
import Foundation
import Testing

/// The dark goldens of the controls whose colours `NamedColorTests` covers: every cell of each
/// one's catalog in dark, and its main sample in normal with dark and increased contrast, at
/// scale 2, against `Fixtures/Goldens/Appearances/<control>/<sample>-<state>-flat-<appearance>.png`,
/// exactly. Record with `CTLRENDER_RECORD=only:<control>/ swift test --filter NamedColorGoldenTests`,
/// then look at every recorded PNG over black and over #1C1C1E.
@Suite struct NamedColorGoldenTests {
    static let golden = Golden(directory: PackagePaths.fixtures.appendingPathComponent("Goldens/Appearances"),
                               artifacts: PackagePaths.artifacts.appendingPathComponent("Appearances"))

    @Test(arguments: NamedColorTests.controls)
    func darkGoldens(of control: String) throws {
        let kind = try #require(Controls.kind(named: control))
        let cells = Catalog.cells(of: kind, look: .flat)
        let main = cells.filter { $0.sample.name == kind.samples(.flat)[0].name && $0.state == .normal }
        #expect(main.count == 1)
        let cases = cells.map { ($0, Appearance.dark) } + main.map { ($0, Appearance.darkHighContrast) }
        for (cell, appearance) in cases {
            var options = cell.sample.options(look: .flat, state: cell.state, scale: ControlGoldens.scale)
            options.appearance = appearance
            options.background = cell.sample.backdrop
            let image = try ControlRenderer.render(cell.sample.control, options: options).pixmap
            let name = "\(control)/\(ControlGoldens.fileName(cell.sample.name))-\(cell.state)-flat-\(appearance.name)"
            let outcome = Self.golden.check(image, named: name)
            #expect(outcome.passed, "\(outcome)")
        }
    }
}
