import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// `--appearance` and `--contrast` on the control commands, in specs and on `catalog`.
@Suite struct AppearanceCLITests {
    /// Every control command takes both options; each appearance draws its own image, and light
    /// is what the command drew before the options existed.
    @Test(arguments: ["switch", "slider", "segmented", "text-field", "navigation-bar"])
    func eachAppearanceDrawsItsOwnImage(control: String) throws {
        let scratch = try Scratch("appearance")
        let plain = try scratch.png("plain.png", [control])
        let light = try scratch.png("light.png", [control, "--appearance", "light", "--contrast", "normal"])
        #expect(plain == light)
        let dark = try scratch.png("dark.png", [control, "--appearance", "dark"])
        let darkHigh = try scratch.png("dark-high.png", [control, "--appearance", "dark", "--contrast", "high"])
        #expect(dark != light)
        #expect(darkHigh != dark)
    }

    @Test func aSpecSetsTheAppearanceAndTheCommandLineOverridesIt() throws {
        let scratch = try Scratch("appearance-spec")
        let spec = try scratch.write("s.json", #"{"control": "button", "title": "Go", "appearance": "dark"}"#)
        let fromSpec = try scratch.png("spec.png", ["button", "--spec", spec])
        let fromLine = try scratch.png("line.png", ["button", "--title", "Go", "--appearance", "dark"])
        let overridden = try scratch.png("light.png", ["button", "--spec", spec, "--appearance", "light"])
        let light = try scratch.png("plain.png", ["button", "--title", "Go"])
        #expect(fromSpec == fromLine)
        #expect(overridden == light)
    }

    /// The classic look is iOS 6's: dark or increased contrast is a usage error that says so,
    /// and nothing is written.
    @Test(arguments: [["switch", "--look", "classic", "--appearance", "dark"],
                      ["button", "--look", "classic", "--contrast", "high"],
                      ["catalog", "--look", "classic", "--appearance", "dark"]])
    func theClassicLookRefusesDarkAndHighContrast(args: [String]) throws {
        let scratch = try Scratch("appearance-classic")
        let r = try scratch.run(args + ["-o", "x.png"])
        #expect(r.status == 2)
        #expect(r.errorLines.first?.contains("the classic look is iOS 6's, which has no dark appearance or "
            + "increased contrast") == true, "\(r.stderr)")
        #expect(scratch.names.isEmpty)
    }

    @Test func anUnknownAppearanceNamesTheChoices() throws {
        let r = try CLIRunner.run(["switch", "--appearance", "night", "-o", "x.png"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("light") && r.stderr.contains("dark"), "\(r.stderr)")
        let spec = try Scratch("appearance-bad-spec")
        let path = try spec.write("s.json", #"{"control": "switch", "appearance": "night"}"#)
        let s = try spec.run(["switch", "--spec", path, "-o", "x.png"])
        #expect(s.status == 1)
        #expect(s.stderr.contains(#"key "appearance""#) && s.stderr.contains(#""light", "dark""#), "\(s.stderr)")
    }
}
