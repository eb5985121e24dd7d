import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// `--layout-direction` on every control command and the catalog, `--direction` on the commands
/// of controls with titles, and their spec keys.
@Suite struct LayoutDirectionCLITests {
    /// Every control command draws right to left with `--layout-direction rtl` as with its spec's
    /// `"layoutDirection": "rtl"`; the option overrides the spec; a control that does not mirror
    /// draws the same both ways, and the asymmetric defaults change.
    @Test func everyControlCommandTakesTheLayoutDirection() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let asymmetric: Set = ["slider", "switch", "segmented", "stepper", "page-control", "progress", "back-button",
                               "tab-bar", "search-bar"]
        for kind in Controls.all {
            let name = kind.name
            func draw(_ spec: String, _ options: [String] = []) throws -> Pixmap {
                let path = folder.path("\(name).json"), png = folder.path("\(name).png")
                try spec.write(toFile: path, atomically: true, encoding: .utf8)
                let r = try CLIRunner.run([name, "--spec", path] + options + ["-o", png])
                try #require(r.status == 0, "\(name): \(r.stderr)")
                return try PNG.read(path: png)
            }
            let ltr = try draw(#"{"control": "\#(name)"}"#)
            let rtl = try draw(#"{"control": "\#(name)"}"#, ["--layout-direction", "rtl"])
            let fromSpec = try draw(#"{"control": "\#(name)", "layoutDirection": "rtl"}"#)
            let overridden = try draw(#"{"control": "\#(name)", "layoutDirection": "rtl"}"#, ["--layout-direction", "ltr"])
            let sameAsSpec = rtl == fromSpec, changed = rtl != ltr, overrides = overridden == ltr
            #expect(sameAsSpec && overrides, "\(name)")
            if asymmetric.contains(name) { #expect(changed, "\(name): the same right to left") }
            if !kind.mirrorsRightToLeft { #expect(!changed, "\(name): changed right to left") }
        }
    }

    /// `--direction` is an option of the controls with titles only; bad values are usage errors.
    @Test func theTitlesDirectionIsAnOptionOfTitledControls() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        for kind in Controls.all {
            let r = try CLIRunner.run([kind.name, "--direction", "rtl", "-o", folder.path("\(kind.name).png")])
            if kind.hasTitles {
                #expect(r.status == 0, "\(kind.name): \(r.stderr)")
            } else {
                #expect(r.status == 2 && r.stderr.contains("Unknown option '--direction'"), "\(kind.name): \(r.stderr)")
            }
        }
        var r = try CLIRunner.run(["button", "--direction", "sideways", "-o", folder.path("b.png")])
        #expect(r.status == 2 && r.stderr.contains("sideways"), "\(r.stderr)")
        r = try CLIRunner.run(["slider", "--layout-direction", "up", "-o", folder.path("s.png")])
        #expect(r.status == 2 && r.stderr.contains("up"), "\(r.stderr)")
        r = try CLIRunner.run(["catalog", "--layout-direction", "up", "-o", folder.path("c.png")])
        #expect(r.status == 2, "\(r.stderr)")
        let spec = folder.path("s.json")
        try #"{"control": "slider", "direction": "rtl"}"#.write(toFile: spec, atomically: true, encoding: .utf8)
        r = try CLIRunner.run(["slider", "--spec", spec, "-o", folder.path("s.png")])
        #expect(r.status == 1 && r.stderr.contains("s.json:1:36: key \"direction\": a slider has no title"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("s.png")))
    }

    @Test func helpSaysIt() throws {
        for (command, options) in [(["button"], ["--layout-direction", "--direction", "forceRightToLeft"]),
                                   (["slider"], ["--layout-direction"]), (["catalog"], ["--layout-direction"])] {
            let r = try CLIRunner.run(command + ["--help"])
            let help = String(decoding: r.stdout, as: UTF8.self)
            for option in options { #expect(help.contains(option), "\(command) --help lacks \(option)") }
        }
    }
}
