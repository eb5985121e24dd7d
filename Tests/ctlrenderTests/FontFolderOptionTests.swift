import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// `--font-dir` on `text` and on the control commands: the folder's fonts draw what the
/// requested font lacks, before the bundled DejaVu Sans (which has no Thai).
@Suite struct FontFolderOptionTests {
    static let thai = "/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf"
    static var runs: Bool { FileManager.default.fileExists(atPath: thai) || ProcessInfo.processInfo.environment["CI"] == "true" }

    /// The glyph ids `text --json` lays "ตกลง" out with, given `args`.
    func glyphs(_ args: [String]) throws -> [Int] {
        let r = try CLIRunner.run(["text", "ตกลง", "--json"] + args)
        #expect(r.status == 0, "\(r.stderr)")
        let json = try JSONSerialization.jsonObject(with: r.stdout) as? [String: Any]
        let lines = json?["lines"] as? [[String: Any]] ?? []
        return lines.flatMap { ($0["glyphs"] as? [[String: Any]] ?? []).compactMap { $0["glyph"] as? Int } }
    }

    @Test(.enabled(if: runs, "fonts-noto-core is not installed: install it (Scripts/deps.sh)"))
    func aFolderOfFontsDrawsWhatTheFontLacks() throws {
        try #require(FileManager.default.fileExists(atPath: Self.thai), "CI=true and \(Self.thai) is missing")
        let folder = ScratchFolder()
        defer { folder.remove() }
        try FileManager.default.createSymbolicLink(atPath: folder.path("NotoSansThai-Regular.ttf"),
                                                   withDestinationPath: Self.thai)
        // Without the folder (and without the system's fonts) no font has Thai: .notdef glyphs.
        #expect(try glyphs([]).allSatisfy { $0 == 0 })
        let withFolder = try glyphs(["--font-dir", folder.url.path])
        #expect(withFolder.count == 4 && withFolder.allSatisfy { $0 != 0 }, "\(withFolder)")

        let plain = try CLIRunner.run(["button", "--title", "ตกลง", "-o", folder.path("plain.png")])
        let thai = try CLIRunner.run(["button", "--title", "ตกลง", "--font-dir", folder.url.path, "-o", folder.path("thai.png")])
        #expect(plain.status == 0 && thai.status == 0, "\(plain.stderr) \(thai.stderr)")
        #expect(FileManager.default.contents(atPath: folder.path("plain.png")) != FileManager.default.contents(atPath: folder.path("thai.png")))
    }

    @Test(arguments: [["text", "A"], ["button"], ["segmented"]])
    func aFontDirThatIsNotAFolderIsAUsageError(_ args: [String]) throws {
        let folder = ScratchFolder()
        defer { folder.remove() }
        let r = try CLIRunner.run(args + ["--font-dir", "/no/such/folder", "-o", folder.path("out.png")])
        #expect(r.status == 2)
        #expect(r.stderr.contains("--font-dir \"/no/such/folder\" is not a folder"), "\(r.stderr)")
        #expect(FileManager.default.contents(atPath: folder.path("out.png")) == nil)
    }
}
