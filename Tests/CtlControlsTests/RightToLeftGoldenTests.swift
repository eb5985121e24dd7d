import CtlControls
import CtlGolden
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// Controls laid out right to left, with Latin titles, against `Fixtures/Goldens/RightToLeft/`
/// (scale 2, both looks), and the catalog right to left against `Fixtures/Catalog/`. Each was
/// looked at before it was recorded: the slider fills from the right, the segments run right to
/// left, the back button points right, the text field's text sits at the right with the clear
/// button and the magnifier swapped, the switch is on at the left, the image of an image-and-title
/// button is at the right, and no title is mirrored. Record with `CTLRENDER_RECORD=only:rtl-
/// swift test --filter RightToLeftGoldenTests`, then look at every recorded PNG.
@Suite struct RightToLeftGoldenTests {
    static let golden = Golden(directory: PackagePaths.fixtures.appendingPathComponent("Goldens/RightToLeft"),
                               artifacts: PackagePaths.artifacts.appendingPathComponent("RightToLeft"))

    /// The catalog samples pinned right to left, by control: (sample, state); nil for the main one.
    static let samples: [(control: String, sample: String?, state: ControlState)] = [
        ("slider", nil, .normal), ("slider", "value images", .normal), ("slider", "images", .normal),
        ("segmented", nil, .normal), ("segmented", "disabled segment", .normal),
        ("back-button", nil, .normal), ("back-button", "long title", .normal),
        ("text-field", nil, .normal), ("text-field", "search text", .normal), ("text-field", "right view", .normal),
        ("switch", nil, .normal), ("switch", "off", .normal), ("switch", "off", .highlighted),
        ("button", "image", .normal), ("stepper", nil, .normal), ("tab-bar", "standard", .normal),
    ]

    @Test(arguments: Look.allCases)
    func controls(_ look: Look) throws {
        for (control, name, state) in Self.samples {
            let kind = try #require(Controls.kind(named: control))
            let samples = kind.samples(look)
            let sample = try #require(name.map { n in samples.first { $0.name == n } } ?? samples.first,
                                      "\(control) has no sample \(name ?? "")")
            var options = sample.options(look: look, state: state, scale: 2, layoutDirection: .rightToLeft)
            options.background = sample.backdrop
            let pixmap = try ControlRenderer.render(sample.control, options: options).pixmap
            let file = "rtl-\(control)-\(ControlGoldens.fileName(name ?? "main"))-\(state)-\(look)"
            let outcome = Self.golden.check(pixmap, named: file)
            #expect(outcome.passed, "\(outcome)")
        }
    }

    @Test(arguments: Look.allCases)
    func catalog(_ look: Look) throws {
        let sheet = try Catalog.render(look: look, scale: 2, layoutDirection: .rightToLeft)
        let outcome = CatalogTests.golden.check(sheet, named: "catalog-\(look)-rtl@2x")
        #expect(outcome.passed, "\(outcome)")
    }
}
