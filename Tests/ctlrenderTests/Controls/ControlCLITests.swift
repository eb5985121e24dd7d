import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// What every control subcommand shares: states, --all-states, output, spec, list, errors.
@Suite struct ControlCLITests {
    @Test func listNamesEveryControl() throws {
        let r = try CLIRunner.run(["list"])
        #expect(r.status == 0)
        let lines = String(decoding: r.stdout, as: UTF8.self).split(separator: "\n")
        #expect(lines.map { String($0.split(separator: " ")[0]) } == Controls.names)
    }

    @Test func statesListsAControlsStatesAndValues() throws {
        for kind in Controls.all {
            let r = try CLIRunner.run(["states", kind.name])
            let text = String(decoding: r.stdout, as: UTF8.self)
            #expect(r.status == 0)
            #expect(text.contains("states: " + kind.states.map(\.description).joined(separator: ", ")))
            for v in kind.values { #expect(text.contains(v.name)) }
            for option in kind.options { #expect(text.contains("--\(option.name)"), "\(kind.name): --\(option.name)") }
        }
        let bad = try CLIRunner.run(["states", "dial"])
        #expect(bad.status == 2 && bad.stderr.contains("unknown control \"dial\""))
    }

    @Test func everyControlHasASubcommandWithTheCommonOptions() throws {
        for name in Controls.names {
            let r = try CLIRunner.run([name, "--help"])
            let help = String(decoding: r.stdout, as: UTF8.self)
            #expect(r.status == 0, "\(name)")
            for option in ["--state", "--all-states", "--look", "--tint", "--size", "--scale", "--background",
                           "--output", "--spec"] {
                #expect(help.contains(option), "\(name) --help lacks \(option)")
            }
        }
    }

    @Test func allStatesWritesOneFilePerStateOfTheList() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        for kind in Controls.all {
            let r = try CLIRunner.run([kind.name, "--all-states", "--scale", "2", "-o", folder.path(kind.name)])
            #expect(r.status == 0, "\(kind.name): \(r.stderr)")
            let expected = kind.states.map { "\(kind.name)-\($0)@2x.png" }.sorted()
            #expect(folder.files(kind.name) == expected)
        }
    }

    @Test func unknownStateIsAUsageErrorWithNoOutput() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let r = try CLIRunner.run(["progress", "--state", "pressed", "-o", folder.path("x.png")])
        #expect(r.status == 2)
        #expect(r.stderr.contains("\"pressed\" is not a state"))
        #expect(!folder.exists("x.png"))
    }

    @Test func everyCombinationOfStatesIsAccepted() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        for state in ["highlighted,selected", "disabled+selected", "highlighted+selected+disabled"] {
            let r = try CLIRunner.run(["progress", "--state", state, "-o", folder.path("s.png")])
            #expect(r.status == 0, "\(state): \(r.stderr)")
        }
    }

    @Test func badOptionValuesAreUsageErrors() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        for args in [["--look", "ios8"], ["--tint", "blurple"], ["--size", "10"], ["--size", "-3x4"],
                     ["--scale", "0"], ["--scale", "nan"], ["--all-states"]] {
            let r = try CLIRunner.run(["progress"] + args + ["-o", args == ["--all-states"] ? "-" : folder.path("x.png")])
            #expect(r.status == 2, "\(args): \(r.stderr)")
            #expect(!folder.exists("x.png"))
        }
    }

    @Test func specIsReadAndFlagsOverrideIt() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        try folder.write(#"{"progress": 0.1, "look": "classic", "scale": 2}"#, "p.json")
        var r = try CLIRunner.run(["progress", "--spec", folder.path("p.json"), "-o", folder.path("a.png")])
        #expect(r.status == 0)
        #expect(try PNG.read(path: folder.path("a.png")).height == 18)
        r = try CLIRunner.run(["progress", "--spec", folder.path("p.json"), "--look", "flat", "-o", folder.path("b.png")])
        #expect(try PNG.read(path: folder.path("b.png")).height == 4)

        try folder.write(#"{"progress": 0.1"#, "broken.json")
        r = try CLIRunner.run(["progress", "--spec", folder.path("broken.json"), "-o", folder.path("c.png")])
        #expect(r.status == 1 && r.stderr.contains(
            "broken.json:1:17: not valid JSON: expected ',' or '}' after an object member, found the end of the input"))
        #expect(!folder.exists("c.png"))
        r = try CLIRunner.run(["progress", "--spec", folder.path("nothing.json"), "-o", folder.path("c.png")])
        #expect(r.status == 1 && r.stderr.contains("nothing.json: cannot read the spec file: no such file"))
    }

    @Test func catalogDrawsEveryControl() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let r = try CLIRunner.run(["catalog", "--look", "classic", "--scale", "1", "-o", folder.path("c.png")])
        #expect(r.status == 0, "\(r.stderr)")
        let sheet = try PNG.read(path: folder.path("c.png"))
        #expect(sheet.width >= 600 && sheet.height > 100 * Controls.all.count / 2)
    }
}
