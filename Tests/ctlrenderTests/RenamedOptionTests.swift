import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// One name per meaning: cap insets are `--…-cap-insets`, stretch or tile is `--resizing-mode`, a
/// font size is `--font-size`, a selected item is `--selected-index`; the old names are gone, and
/// the JSON keys of an image are UIKit's `capInsets` and `resizingMode`.
@Suite struct RenamedOptionTests {
    /// (subcommand, the new option and its value, the old option it replaces)
    static let renames: [(command: [String], new: [String], old: String)] = [
        (["button", "--background-image", "IMG"], ["--background-cap-insets", "1"], "--background-insets"),
        (["button", "--background-image", "IMG"], ["--resizing-mode", "tile"], "--resize"),
        (["segmented", "--background-image", "IMG"], ["--background-cap-insets", "1"], "--background-insets"),
        (["segmented"], ["--selected-index", "none"], "--selected"),
        (["segmented"], ["--highlighted-index", "1"], "--highlighted-segment"),
        (["stepper", "--background-image", "IMG"], ["--background-cap-insets", "1"], "--background-insets"),
        (["text-field", "--border-style", "none", "--background-image", "IMG"], ["--background-cap-insets", "1"],
         "--background-insets"),
        (["text-field", "--border-style", "none", "--background-image", "IMG"], ["--resizing-mode", "tile"],
         "--resize"),
        (["slider", "--minimum-track-image", "IMG"], ["--track-cap-insets", "1"], "--track-image-insets"),
        (["slider", "--minimum-track-image", "IMG"], ["--resizing-mode", "tile"], "--track-image-mode"),
        (["progress", "--track-image", "IMG"], ["--image-cap-insets", "1"], "--image-insets"),
        (["slice", "IMG", "--size", "8x8"], ["--cap-insets", "1"], "--insets"),
        (["slice", "IMG", "--size", "8x8", "--cap-insets", "1"], ["--resizing-mode", "tile"], "--mode"),
        (["text", "Hi"], ["--font-size", "12"], "--size"),
        (["text", "Hi"], ["--text-color", "red"], "--color"),
    ]

    @Test(arguments: renames.indices)
    func theNewNameWorksAndTheOldOneIsGone(_ index: Int) throws {
        let (command, new, old) = Self.renames[index]
        let folder = ScratchFolder()
        defer { folder.remove() }
        let image = try folder.writePNG("img.png", width: 4, height: 4, color: Color(r: 200, g: 40, b: 40))
        let args = command.map { $0 == "IMG" ? image : $0 }
        let ok = try CLIRunner.run(args + new + ["-o", folder.path("new.png")])
        #expect(ok.status == 0, "\(args + new): \(ok.stderr)")
        #expect(folder.exists("new.png"))
        let refused = try CLIRunner.run(args + [old, new[1], "-o", folder.path("old.png")])
        #expect(refused.status == 2, "\(args) \(old): \(refused.stderr)")
        // The old name is unknown; where the new one is required, that it is missing may be said first.
        #expect(refused.stderr.contains("Unknown option '\(old)'") || refused.stderr.contains("Missing expected "
                + "argument '\(new[0])"), "\(args) \(old): \(refused.stderr)")
        #expect(!folder.exists("old.png"))
    }

    @Test func anImageOfASpecTakesUIKitsKeys() throws {
        let folder = ScratchFolder()
        defer { folder.remove() }
        try folder.writePNG("back.png", width: 12, height: 12, color: Color(r: 0, g: 0, b: 255))
        let spec = try folder.write(#"""
            {"control": "button", "type": "custom", "size": "60x30",
             "backgroundImage": {"src": "back.png", "capInsets": [4, 4, 4, 4], "resizingMode": "tile"}}
            """#, "new.json")
        let ok = try CLIRunner.run(["button", "--spec", spec, "-o", folder.path("new.png")])
        #expect(ok.status == 0, "\(ok.stderr)")
        for (old, new) in [("insets", "capInsets"), ("mode", "resizingMode")] {
            let text = try String(contentsOfFile: spec, encoding: .utf8).replacingOccurrences(of: "\"\(new)\"",
                                                                                               with: "\"\(old)\"")
            let oldSpec = try folder.write(text, "old-\(old).json")
            let r = try CLIRunner.run(["button", "--spec", oldSpec, "-o", folder.path("old.png")])
            #expect(r.status == 1, "\(old): \(r.stderr)")
            #expect(r.stderr.contains("\"\(old)\" is now \"\(new)\""), "\(old): \(r.stderr)")
            #expect(!folder.exists("old.png"))
        }
    }

    @Test func aResizableAssetTakesUIKitsKeys() throws {
        let folder = ScratchFolder()
        defer { folder.remove() }
        func manifest(_ resizable: String) -> String {
            #"{"name": "M", "assets": [{"name": "Pill", "control": "progress", "size": "40x9", "scales": [1], "#
                + #""resizable": \#(resizable)}]}"#
        }
        let good = try folder.write(manifest(#"{"capInsets": [0, 5, 0, 5], "resizingMode": "tile"}"#), "good.json")
        let ok = try CLIRunner.run(["build", good, "--format", "png", "-o", folder.path("good")])
        #expect(ok.status == 0, "\(ok.stderr)")
        for (old, new, resizable) in [("insets", "capInsets", #"{"insets": [0, 5, 0, 5]}"#),
                                      ("mode", "resizingMode", #"{"capInsets": [0, 5, 0, 5], "mode": "tile"}"#)] {
            let bad = try folder.write(manifest(resizable), "old-\(old).json")
            let r = try CLIRunner.run(["build", bad, "--format", "png", "-o", folder.path("old-\(old)")])
            #expect(r.status == 1, "\(old): \(r.stderr)")
            #expect(r.stderr.contains("\"\(old)\" is now \"\(new)\""), "\(old): \(r.stderr)")
        }
    }
}
