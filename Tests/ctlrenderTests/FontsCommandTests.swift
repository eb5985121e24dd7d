import CtlTestSupport
import Foundation
import Testing

/// `ctlrender fonts`, fonts from CTLRENDER_FONT_PATH, and fonts that cannot be used.
@Suite struct FontsCommandTests {
    static let bundledNames = ["system", "system-bold", "Inter", "Inter-Bold", "DejaVu Sans", "DejaVu Sans Bold"]
    static let bundledFolder = PackagePaths.root.appendingPathComponent("Sources/CEmbeddedFonts/Fonts")

    /// A fresh, empty folder.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ctl-fonts-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The `--json` output as an array of string-valued objects.
    static func entries(_ stdout: Data) throws -> [[String: String]] {
        try #require(try JSONSerialization.jsonObject(with: stdout) as? [[String: String]])
    }

    @Test func fontsListsTheBundledNamesAsEmbedded() throws {
        let r = try CLIRunner.run(["fonts"], environment: ["CTLRENDER_FONT_PATH": ""])
        #expect(r.status == 0)
        #expect(r.stderr.isEmpty)
        let lines = String(decoding: r.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(lines.count == Self.bundledNames.count)
        for (line, name) in zip(lines, Self.bundledNames) {
            #expect(line.hasPrefix(name + "  "), "\(line)")
            #expect(line.contains("embedded ("), "\(line)")
        }
        #expect(lines[1].contains("Inter Bold") && lines[1].hasSuffix("embedded (Inter-Bold.otf)"))
    }

    @Test func fontsJSONIsAStableArray() throws {
        let first = try CLIRunner.run(["fonts", "--json"], environment: ["CTLRENDER_FONT_PATH": ""])
        let second = try CLIRunner.run(["fonts", "--json"], environment: ["CTLRENDER_FONT_PATH": ""])
        #expect(first.status == 0 && first.stderr.isEmpty)
        #expect(first.stdout == second.stdout)
        let entries = try Self.entries(first.stdout)
        #expect(entries.map { $0["name"] } == Self.bundledNames)
        #expect(entries.allSatisfy { $0["source"] == "embedded" && Set($0.keys) == ["name", "family", "style", "source", "file"] })
        #expect(entries[4] == ["name": "DejaVu Sans", "family": "DejaVu Sans", "style": "Book",
                               "source": "embedded", "file": "DejaVuSans.ttf"])
    }

    @Test func fontPathFontsAreListedAndUsableByName() throws {
        let fonts = try Self.temporaryFolder(), work = try Self.temporaryFolder()
        defer { for f in [fonts, work] { try? FileManager.default.removeItem(at: f) } }
        try FileManager.default.copyItem(at: Self.bundledFolder.appendingPathComponent("DejaVuSans-Bold.ttf"),
                                         to: fonts.appendingPathComponent("Heading.ttf"))
        try Data("not a font".utf8).write(to: fonts.appendingPathComponent("broken.otf"))
        let environment = ["CTLRENDER_FONT_PATH": "/no/such/folder:" + fonts.path]

        let listed = try CLIRunner.run(["fonts", "--json"], environment: environment)
        #expect(listed.status == 0)
        let entries = try Self.entries(listed.stdout)
        #expect(entries.map { $0["name"] } == Self.bundledNames + ["Heading.ttf"])
        #expect(entries.last == ["name": "Heading.ttf", "family": "DejaVu Sans", "style": "Bold",
                                 "source": "CTLRENDER_FONT_PATH", "file": fonts.appendingPathComponent("Heading.ttf").path])
        #expect(listed.stderr.contains("ctlrender: warning: \(fonts.path)/broken.otf: not a font file"), "\(listed.stderr)")

        for name in ["Heading.ttf", "heading"] {
            let drawn = try CLIRunner.run(["text", "Hi", "--font", name, "-o", "hi.png"], environment: environment, in: work)
            #expect(drawn.status == 0, "\(name): \(drawn.stderr)")
        }
        let bold = try Data(contentsOf: work.appendingPathComponent("hi.png"))
        let bundled = try CLIRunner.run(["text", "Hi", "--font", "DejaVu Sans Bold", "-o", "bundled.png"], in: work)
        #expect(bundled.status == 0)
        #expect(try Data(contentsOf: work.appendingPathComponent("bundled.png")) == bold)
        let unset = try CLIRunner.run(["text", "Hi", "--font", "heading", "-o", "unset.png"],
                                      environment: ["CTLRENDER_FONT_PATH": ""], in: work)
        #expect(unset.status == 1 && unset.stderr.contains("unknown font 'heading'"), "\(unset.stderr)")
    }

    @Test(arguments: [
        (["button", "--title", "Play", "--font", "/no/such.ttf"], "ctlrender: error: /no/such.ttf: no such file"),
        (["button", "--title", "Play", "--font", "Helvetica"], "ctlrender: error: unknown font 'Helvetica'; known names: system"),
        (["segmented", "--font", "missing.otf"], "ctlrender: error: missing.otf: no such file"),
        (["text", "Hi", "--font", "Helvetica"], "ctlrender: error: unknown font 'Helvetica'"),
    ])
    func aMissingFontIsAnInputErrorWithNoOutput(_ args: [String], _ says: String) throws {
        let work = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let r = try CLIRunner.run(args + ["-o", "out.png"], environment: ["CTLRENDER_FONT_PATH": ""], in: work)
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix(says), "\(r.stderr)")
        #expect(r.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.path).isEmpty)
    }
}
