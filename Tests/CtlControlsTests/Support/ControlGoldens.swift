import CtlControls
import CtlRaster
import CtlGolden
import CtlTestSupport
import Foundation

/// The goldens of the controls: `Fixtures/Goldens/Controls/<control>/<sample>-<state>-<look>.png`
/// at scale 2, for every sample of every control, in each of the sample's states, in both looks.
enum ControlGoldens {
    static let scale = 2.0

    static let golden = Golden(directory: PackagePaths.fixtures.appendingPathComponent("Goldens/Controls"),
                               artifacts: PackagePaths.artifacts.appendingPathComponent("Controls"))

    /// One image to compare.
    struct Case: CustomStringConvertible {
        var kind: ControlKind
        var sample: ControlSample
        var state: ControlState
        var look: Look

        /// `button/rounded-rect-highlighted+selected-classic`.
        var name: String { "\(kind.name)/\(fileName(sample.name))-\(state)-\(look)" }
        var description: String { name }

        func render() throws -> Pixmap {
            var options = sample.options(look: look, state: state, scale: ControlGoldens.scale)
            options.background = sample.backdrop
            return try ControlRenderer.render(sample.control, options: options).pixmap
        }
    }

    /// Every case of `kind`: each catalog cell, in both looks.
    static func cases(of kind: ControlKind) -> [Case] {
        Look.allCases.flatMap { look in
            Catalog.cells(of: kind, look: look).map { Case(kind: kind, sample: $0.sample, state: $0.state, look: look) }
        }
    }

    /// A sample name as a file name: lower case letters, digits and "-" ("50%" → "50pct").
    static func fileName(_ name: String) -> String {
        let mapped = name.lowercased().replacingOccurrences(of: "%", with: "pct").map { c -> Character in
            c.isASCII && (c.isLetter || c.isNumber) ? c : "-"
        }
        return String(mapped)
    }
}
