import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// `ctlrender stepper`: value, range, images per half and state, errors.
@Suite struct StepperCLITests {
    @Test func commandLine() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let png = try folder.writePNG("i.png")
        var r = try CLIRunner.run(["stepper", "--value", "5", "--min", "0", "--max", "10", "--step-value", "2",
                                   "--wraps", "--pressed", "plus", "--increment-image", png,
                                   "--decrement-image", "highlighted=" + png, "--background-image", png,
                                   "--background-cap-insets", "1,1,1,1", "--divider-image", "normal/highlighted=" + png,
                                   "--divider-image", png, "-o", folder.path("s.png")])
        #expect(r.status == 0, "\(r.stderr)")
        r = try CLIRunner.run(["stepper", "--no-wraps", "--step-value", "0", "-o", folder.path("x.png")])
        #expect(r.status == 1 && r.stderr.contains("step value must be above 0") && !folder.exists("x.png"))
        r = try CLIRunner.run(["stepper", "--pressed", "both", "-o", folder.path("x.png")])
        #expect(r.status == 2)
    }
}
