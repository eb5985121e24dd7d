import CtlControls
import CtlRaster
import CtlGolden
import Foundation
import Testing

/// Every control × every sample × every state of its list × both looks, at scale 2, against
/// `Fixtures/Goldens/Controls/`, exactly. Record with `CTLRENDER_RECORD=only:<control>/ swift test
/// --filter ControlGoldenTests`, then look at every recorded PNG.
@Suite struct ControlGoldenTests {
    /// The count of the controls this suite and `ScaleTests` take as arguments, and one folder of
    /// goldens for each: a control added or renamed fails here, not by running no case.
    @Test func everyControlHasAFolderOfGoldens() throws {
        #expect(Controls.names.count == 22)
        let folder = ControlGoldens.golden.directory.path
        let folders = try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") }
        #expect(folders.sorted() == Controls.names.sorted())
    }

    @Test(arguments: Controls.names)
    func goldens(of control: String) throws {
        let kind = try #require(Controls.kind(named: control))
        let cases = ControlGoldens.cases(of: kind)
        #expect(!cases.isEmpty)
        for c in cases {
            let outcome = ControlGoldens.golden.check(try c.render(), named: c.name)
            #expect(outcome.passed, "\(outcome)")
        }
    }

    /// Each control's list starts with normal and names each state once.
    @Test(arguments: Controls.names)
    func stateLists(of control: String) throws {
        let kind = try #require(Controls.kind(named: control))
        #expect(kind.states.first == .normal)
        #expect(Set(kind.states).count == kind.states.count)
        #expect(!kind.samples(.flat).isEmpty && !kind.samples(.classic).isEmpty)
    }
}
