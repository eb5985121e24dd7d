import CtlTestSupport
import Foundation
import Testing

/// `-` as an input (standard input) and `-o -` (standard output): the same bytes as with files,
/// nothing else on standard output, one `-` per command, and folders that refuse `-`.
@Suite struct StandardStreamsTests {
    static let scene = PackagePaths.fixtures.appendingPathComponent("Scenes/exact.json").path

    /// Every command that writes one image, without its `-o`.
    static func singleImageCommands(_ s: Scratch) throws -> [[String]] {
        _ = try s.png("in.png")
        _ = try s.png("other.png", ["switch"])
        return [
            ["button", "--title", "Go"],
            ["slider", "--state", "highlighted", "--scale", "2"],
            ["catalog", "--scale", "1"],
            ["draw", scene, "--scene", "exact_triangle"],
            ["text", "Hi"],
            ["slice", "in.png", "--cap-insets", "2,2,2,2", "--size", "60x40"],
            ["tint", "in.png", "--color", "red"],
        ]
    }

    @Test func oDashWritesExactlyThePNGTheFileWouldHold() throws {
        let s = try Scratch("stdout")
        for command in try Self.singleImageCommands(s) {
            let file = try s.png("file.png", command)
            let r = try s.run(command + ["-o", "-"])
            #expect(r.status == 0, "\(command): \(r.stderr)")
            #expect(r.stdoutIsOnePNG, "\(command)")
            #expect(r.stdout == file, "\(command)")
            #expect(r.stderr.isEmpty, "\(command): \(r.stderr)")
        }
    }

    @Test func aFailedCommandWritesNothingToStandardOutput() throws {
        let s = try Scratch("fails")
        let cases: [(args: [String], status: Int32)] = [
            (["button", "--image", "missing.png", "-o", "-"], 1),
            (["draw", "missing.json", "-o", "-"], 1),
            (["slice", "-", "--cap-insets", "1,1,1,1", "--size", "9x9", "-o", "-"], 1),  // standard input is empty
            (["text", "Hi", "--font", "no-such-font", "-o", "-"], 1),
            (["catalog", "--scale", "0", "-o", "-"], 2),
        ]
        for c in cases {
            let r = try s.run(c.args)
            #expect(r.status == c.status, "\(c.args): \(r.stderr)")
            #expect(r.stdout.isEmpty && r.errorLines.count == 1, "\(c.args): \(r.stderr)")
        }
    }

    @Test func diffWritesItsImageToStandardOutputAndItsResultToStandardError() throws {
        let s = try Scratch("diff")
        _ = try s.png("a.png")
        _ = try s.png("b.png", ["switch"])
        let file = try s.run(["diff", "a.png", "b.png", "-o", "d.png"])
        let r = try s.run(["diff", "a.png", "b.png", "-o", "-"])
        #expect(r.status == 1 && file.status == 1)
        #expect(r.stdoutIsOnePNG && r.stdout == s.contents("d.png"))
        #expect(r.stderr.hasPrefix("differ: ") && r.stderr == String(decoding: file.stdout, as: UTF8.self))
        let json = try s.run(["diff", "a.png", "b.png", "-o", "-", "--json"])
        #expect(json.status == 2 && json.stdout.isEmpty)
        #expect(json.stderr.contains("--json and -o - cannot be used together"))
    }

    @Test func standardInputGivesWhatTheFileGives() throws {
        let s = try Scratch("stdin")
        let png = try s.png("in.png")
        let spec = try s.write("spec.json", #"{"control": "button", "title": "From stdin", "state": "highlighted"}"#)
        let sceneBytes = try #require(FileManager.default.contents(atPath: Self.scene))
        let cases: [(file: [String], stdin: [String], input: Data)] = [
            (["button", "--spec", spec], ["button", "--spec", "-"], Data(try String(contentsOfFile: spec, encoding: .utf8).utf8)),
            (["button", "--image", "in.png"], ["button", "--image", "-"], png),
            (["button", "--background-image", "highlighted=in.png", "--state", "highlighted"],
             ["button", "--background-image", "highlighted=-", "--state", "highlighted"], png),
            (["draw", Self.scene, "--scene", "exact_circle_r8"], ["draw", "-", "--scene", "exact_circle_r8"], sceneBytes),
            (["slice", "in.png", "--cap-insets", "2,2,2,2", "--size", "80x40"], ["slice", "-", "--cap-insets", "2,2,2,2", "--size", "80x40"], png),
            (["tint", "in.png", "--color", "teal"], ["tint", "-", "--color", "teal"], png),
        ]
        for c in cases {
            let expected = try s.png("expected.png", c.file)
            let r = try s.run(c.stdin + ["-o", "-"], stdin: c.input)
            #expect(r.status == 0, "\(c.stdin): \(r.stderr)")
            #expect(r.stdout == expected, "\(c.stdin)")
        }
        let same = try s.run(["diff", "-", "in.png"], stdin: png)
        #expect(same.status == 0 && String(decoding: same.stdout, as: UTF8.self).contains("identical"))
    }

    @Test func aManifestFromStandardInputFindsItsFilesInTheCurrentDirectory() throws {
        let s = try Scratch("manifest")
        try s.write("star.json", String(decoding: try #require(FileManager.default.contents(
            atPath: PackagePaths.fixtures.appendingPathComponent("Manifests/star.json").path)), as: UTF8.self))
        let manifest = #"{"name": "M", "assets": [{"name": "Star", "scene": "star.json", "scales": [1, 2]}, "#
            + #"{"name": "Bar", "control": "progress", "progress": 0.5}]}"#
        try s.write("m.json", manifest)
        #expect(try s.run(["build", "m.json", "-o", "file", "--format", "png"]).status == 0)
        let r = try s.run(["build", "-", "-o", "stdin", "--format", "png"], stdin: Data(manifest.utf8))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.isEmpty)
        let file = OutputTree.read(s.path("file")).filter { !$0.key.hasPrefix(".") }
        let stdin = OutputTree.read(s.path("stdin")).filter { !$0.key.hasPrefix(".") }
        #expect(!file.isEmpty && OutputTree.differences(file, stdin).isEmpty)
        let verify = try s.run(["verify", "-", "--goldens", "file", "--report", "report"], stdin: Data(manifest.utf8))
        #expect(verify.status == 0, "\(verify.stderr)")
    }

    /// Messages call standard input by that name, and a manifest read from it without a
    /// `name` makes Xcode's default catalog, not one named "-". (Before: `-:1:21: …` and
    /// `-.xcassets`.)
    @Test func standardInputIsNamedInMessagesAndCatalogs() throws {
        let s = try Scratch("named")
        let spec = try s.run(["button", "--spec", "-", "-o", "x.png"], stdin: Data(#"{"titel": "Go"}"#.utf8))
        #expect(spec.status == 1 && spec.stderr.contains(#"standard input:1:2: key "titel""#), "\(spec.stderr)")
        let bad = #"{"assets": [{"name": "B", "control": "buton"}]}"#
        let manifest = try s.run(["build", "-", "-o", "bad"], stdin: Data(bad.utf8))
        #expect(manifest.stderr.contains(#"standard input:1:"#), "\(manifest.stderr)")
        let unnamed = #"{"assets": [{"name": "B", "control": "button"}]}"#
        let built = try s.run(["build", "-", "-o", "out", "--quiet"], stdin: Data(unnamed.utf8))
        #expect(built.status == 0, "\(built.stderr)")
        #expect(FileManager.default.fileExists(atPath: s.path("out/Assets.xcassets/B.imageset/Contents.json")))
        #expect(!FileManager.default.fileExists(atPath: s.path("out/-.xcassets")))
    }

    @Test func onlyOneInputMayBeStandardInput() throws {
        let s = try Scratch("two")
        let png = try s.png("in.png")
        let spec = Data(#"{"control": "button"}"#.utf8)
        let twice = try s.run(["button", "--spec", "-", "--image", "-", "-o", "out.png"], stdin: spec)
        #expect(twice.status == 2)
        #expect(twice.errorLines.count == 1 && twice.stderr.contains("standard input"))
        let images = try s.run(["button", "--image", "-", "--background-image", "-", "-o", "out.png"], stdin: png)
        #expect(images.status == 2 && images.stderr.contains("standard input"))
        let diff = try s.run(["diff", "-", "-"], stdin: png)
        #expect(diff.status == 2 && diff.stderr.contains("cannot both be -"))
        #expect(s.contents("out.png") == nil)
        #expect(twice.stdout.isEmpty && images.stdout.isEmpty && diff.stdout.isEmpty)
    }

    @Test func folderOutputsRefuseStandardOutputAndAFileName() throws {
        let s = try Scratch("folders")
        try s.write("m.json", #"{"name": "M", "assets": [{"name": "Bar", "control": "progress"}]}"#)
        let cases: [([String], String)] = [
            (["button", "--all-states", "-o", "-"], "--all-states needs a folder for -o, not -"),
            (["button", "--all-states", "-o", "out.png"], "--all-states needs a folder for -o, not the file \"out.png\""),
            (["knob", "--frames", "3", "-o", "-"], "--frames needs a folder for -o, not -"),
            (["draw", Self.scene, "--all", "-o", "-"], "--all needs a folder for -o, not -"),
            (["draw", Self.scene, "--all", "-o", "scenes.png"], "--all needs a folder for -o, not the file \"scenes.png\""),
            (["build", "m.json", "-o", "-"], "build needs a folder for -o, not -"),
            (["build", "m.json", "-o", "assets.PNG"], "build needs a folder for -o, not the file \"assets.PNG\""),
            (["verify", "m.json", "--goldens", "-"], "--goldens needs a folder, not -"),
        ]
        for (args, message) in cases {
            let r = try s.run(args)
            #expect(r.status == 2, "\(args)")
            #expect(r.errorLines.count == 1 && r.stderr.contains(message), "\(args): \(r.stderr)")
            #expect(r.stdout.isEmpty, "\(args)")
        }
        #expect(s.names == ["m.json"])
    }

    @Test func aFolderGivenForOneImageIsExplained() throws {
        let s = try Scratch("dot")
        try FileManager.default.createDirectory(atPath: s.path("out"), withIntermediateDirectories: false)
        let dot = try s.run(["button", "-o", "."])
        #expect(dot.status == 2)
        #expect(dot.stderr.contains("-o names the PNG file to write, and \".\" is a folder: use -o ./button.png"))
        let folder = try s.run(["catalog", "-o", "out"])
        #expect(folder.status == 2 && folder.stderr.contains("use -o out/catalog.png"))
        let draw = try s.run(["draw", Self.scene, "--scene", "exact_triangle", "-o", "out/"])
        #expect(draw.status == 2 && draw.stderr.contains("use -o out/exact_triangle.png"))
        #expect(s.names == ["out"] && (try? FileManager.default.contentsOfDirectory(atPath: s.path("out")))?.isEmpty == true)
    }
}
