import CtlTestSupport
import Foundation
import Testing

/// `-q/--quiet`: no warnings on any subcommand; errors are still printed.
@Suite struct QuietTests {
    static let otherSubcommands = ["catalog", "list", "states", "build", "verify", "diff", "draw", "bench",
                                   "bench-png", "slice", "tint", "text"]

    @Test func quietSilencesAControlsWarnings() throws {
        let s = try Scratch("quiet")
        let loud = try s.run(["slider", "--value", "3", "-o", "a.png"])
        #expect(loud.status == 0 && loud.stderr.contains("ctlrender: warning:"))
        for flag in ["-q", "--quiet"] {
            let quiet = try s.run(["slider", "--value", "3", flag, "-o", "b.png"])
            #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(flag): \(quiet.stderr)")
        }
        #expect(s.contents("a.png") == s.contents("b.png"))
        let states = try s.run(["slider", "--value", "3", "--all-states", "-q", "-o", "all"])
        #expect(states.status == 0 && states.stderr.isEmpty)
    }

    @Test func quietSilencesABuildsWarningsButNotItsErrors() throws {
        let s = try Scratch("quiet-build")
        try s.write("m.json", #"{"name": "M", "assets": [{"name": "Bar", "control": "progress", "progress": 3}]}"#)
        let loud = try s.run(["build", "m.json", "-o", "a", "--format", "png"])
        #expect(loud.status == 0 && loud.stderr.contains("ctlrender: warning: Bar:"))
        let quiet = try s.run(["build", "m.json", "-o", "b", "--format", "png", "--quiet"])
        #expect(quiet.status == 0 && quiet.stderr.isEmpty)
    }

    @Test func errorsAreStillPrintedWhenQuiet() throws {
        let r = try CLIRunner.run(["slider", "-q", "--value", "3", "--state", "bogus", "-o", "x.png"])
        #expect(r.status == 2 && r.errorLines.count == 1)
        let missing = try CLIRunner.run(["draw", "/no/such/scene.json", "-q", "-o", "-"])
        #expect(missing.status == 1 && missing.errorLines.count == 1 && missing.stdout.isEmpty)
    }

    @Test func everySubcommandTakesQuiet() throws {
        let list = try CLIRunner.run(["list"])
        let controls = String(decoding: list.stdout, as: UTF8.self).split(separator: "\n")
            .map { String($0.split(separator: " ")[0]) }
        #expect(controls.count > 20)
        for name in controls + Self.otherSubcommands {
            let help = try CLIRunner.run(["help", name])
            #expect(String(decoding: help.stdout, as: UTF8.self).contains("-q, --quiet"), "\(name)")
        }
    }
}
