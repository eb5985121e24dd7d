import CtlTestSupport
import Foundation
import Testing

/// `ctlrender fonts --covers TEXT`, and font fallback to the user's and the system's fonts
/// in what the commands draw.
@Suite struct FontsCoversCLITests {
    static let noto = "/usr/share/fonts/truetype/noto"
    static let needed = ["NotoSansArabic-Regular.ttf", "NotoSansHebrew-Regular.ttf", "NotoSerifHebrew-Regular.ttf",
                         "NotoSansDevanagari-Regular.ttf", "NotoSansThai-Regular.ttf"]
    /// Whether Debian's fonts-noto-core is installed; without it the tests that need it are
    /// skipped, except under CI=true, where they fail (Scripts/deps.sh installs it).
    static var notoRuns: Bool {
        needed.allSatisfy { FileManager.default.fileExists(atPath: noto + "/" + $0) }
            || ProcessInfo.processInfo.environment["CI"] == "true"
    }
    static let notoMissing: Comment = "fonts-noto-core is not installed (/usr/share/fonts/truetype/noto): install it (Scripts/deps.sh) to run the font fallback tests"

    static func requireNoto() throws {
        for name in needed {
            try #require(FileManager.default.fileExists(atPath: noto + "/" + name), "CI=true and \(noto)/\(name) is missing")
        }
    }

    /// A fresh folder, as a data folder of XDG_DATA_DIRS: its fonts/ holds links to the Noto files `names`.
    static func dataFolder(_ names: [String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ctl-covers-\(UUID().uuidString)")
        let fonts = root.appendingPathComponent("fonts/noto")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        for name in names {
            try FileManager.default.createSymbolicLink(atPath: fonts.appendingPathComponent(name).path,
                                                       withDestinationPath: noto + "/" + name)
        }
        return root
    }

    /// An environment whose only system fonts are those of `data` (no home folder fonts).
    static func system(_ data: URL, on: String = "1") -> [String: String] {
        ["CTLRENDER_SYSTEM_FONTS": on, "XDG_DATA_DIRS": data.path, "HOME": data.appendingPathComponent("home").path,
         "XDG_DATA_HOME": "", "CTLRENDER_FONT_PATH": ""]
    }

    static func characters(_ stdout: Data) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: stdout) as? [String: Any])
        return try #require(object["characters"] as? [[String: Any]])
    }

    @Test func coversNamesTheBundledFaceOfEachCharacter() throws {
        let r = try CLIRunner.run(["fonts", "--covers", "aש ☂\u{10FFFD}"])
        #expect(r.status == 0, "\(r.stderr)")
        // Columns are separated by two spaces or more.
        let rows = String(decoding: r.stdout, as: UTF8.self).split(separator: "\n").map { line in
            line.split(separator: "  ", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }
        }
        #expect(rows.count == 5)
        guard rows.count == 5 else { return }
        #expect(rows[0] == ["0", "U+0061", "a", "Latin", "Inter Regular", "bundled (Inter-Regular.otf)"])
        #expect(rows[1] == ["1", "U+05E9", "ש", "Hebrew", "DejaVu Sans Book", "bundled (DejaVuSans.ttf)"])
        #expect(rows[2] == ["2", "U+0020", "Common", "DejaVu Sans Book", "bundled (DejaVuSans.ttf)", "(its neighbour's font)"])
        #expect(rows[3] == ["3", "U+2602", "☂", "Common", "DejaVu Sans Book", "bundled (DejaVuSans.ttf)"])
        #expect(rows[4] == ["4", "U+10FFFD", "\u{10FFFD}", "Unknown", "no font has it (drawn as the font's .notdef box)"])

        let json = try CLIRunner.run(["fonts", "--covers", "aש ☂\u{10FFFD}", "--json", "--font", "system-bold"])
        #expect(json.status == 0)
        let chars = try Self.characters(json.stdout)
        #expect(chars.map { $0["offset"] as? Int } == [0, 1, 2, 3, 4])
        #expect(chars[0]["family"] as? String == "Inter" && chars[0]["style"] as? String == "Bold")
        #expect(chars[0]["source"] as? String == "bundled" && chars[0]["file"] as? String == "Inter-Bold.otf")
        #expect(chars[1]["file"] as? String == "DejaVuSans-Bold.ttf" && chars[1]["script"] as? String == "Hebrew")
        #expect(chars[4]["source"] is NSNull && chars[4]["family"] is NSNull && chars[4]["codepoints"] as? [String] == ["U+10FFFD"])
        #expect(chars.allSatisfy { Set($0.keys) == ["offset", "character", "codepoints", "script", "family", "style",
                                                     "source", "file", "neighbour"] })
    }

    @Test func coversOptionsAreCheckedAsUsage() throws {
        let folder = try CLIRunner.run(["fonts", "--covers", "a", "--font-dir", "/no/such/folder"])
        #expect(folder.status == 2 && folder.stderr.contains("--font-dir \"/no/such/folder\" is not a folder"), "\(folder.stderr)")
        let font = try CLIRunner.run(["fonts", "--font", "system-bold"])
        #expect(font.status == 2 && font.stderr.contains("--font is for --covers"), "\(font.stderr)")
        let empty = try CLIRunner.run(["fonts", "--covers", ""])
        #expect(empty.status == 2 && empty.stderr.contains("--covers needs a text"), "\(empty.stderr)")
        let unknown = try CLIRunner.run(["fonts", "--covers", "a", "--font", "Helvetica"])
        #expect(unknown.status == 1 && unknown.stderr.contains("unknown font 'Helvetica'"), "\(unknown.stderr)")
    }

    @Test(.enabled(if: notoRuns, notoMissing))
    func fallbackGoesToTheUsersFontsThenTheSystemsByScript() throws {
        try Self.requireNoto()
        let data = try Self.dataFolder(["NotoSansArabic-Regular.ttf", "NotoSansHebrew-Regular.ttf",
                                        "NotoSansDevanagari-Regular.ttf", "NotoSansThai-Regular.ttf"])
        let user = try Self.dataFolder(["NotoSerifHebrew-Regular.ttf"])
        defer { for f in [data, user] { try? FileManager.default.removeItem(at: f) } }
        let text = "مש नส"
        let r = try CLIRunner.run(["fonts", "--covers", text, "--json"], environment: Self.system(data))
        #expect(r.status == 0, "\(r.stderr)")
        var chars = try Self.characters(r.stdout)
        #expect(chars.map { ($0["file"] as? String).map { ($0 as NSString).lastPathComponent } } ==
                ["NotoSansArabic-Regular.ttf", "NotoSansHebrew-Regular.ttf", "NotoSansHebrew-Regular.ttf",
                 "NotoSansDevanagari-Regular.ttf", "NotoSansThai-Regular.ttf"])
        #expect(chars[0]["source"] as? String == "system" && chars[0]["script"] as? String == "Arabic")
        // ctlrender's default is on: an empty CTLRENDER_SYSTEM_FONTS says nothing.
        let byDefault = try CLIRunner.run(["fonts", "--covers", text, "--json"], environment: Self.system(data, on: ""))
        #expect(byDefault.stdout == r.stdout)
        // --font-dir before the system.
        let withUser = try CLIRunner.run(["fonts", "--covers", text, "--json", "--font-dir",
                                          user.appendingPathComponent("fonts/noto").path], environment: Self.system(data))
        chars = try Self.characters(withUser.stdout)
        #expect(chars[1]["source"] as? String == "user"
                && (chars[1]["file"] as? String)?.hasSuffix("/NotoSerifHebrew-Regular.ttf") == true)
        #expect(chars[0]["source"] as? String == "system")
        // Off: the bundled DejaVu for what it has, nothing for the rest.
        for off in [Self.system(data, on: "0")] {
            let r = try CLIRunner.run(["fonts", "--covers", text, "--json"], environment: off)
            chars = try Self.characters(r.stdout)
            #expect(chars.map { $0["file"] as? String } == ["DejaVuSans.ttf", "DejaVuSans.ttf", "DejaVuSans.ttf", nil, nil])
        }
        let skipped = try CLIRunner.run(["fonts", "--covers", text, "--json", "--skip-system-fonts"], environment: Self.system(data))
        #expect(try Self.characters(skipped.stdout).map { $0["file"] as? String } == chars.map { $0["file"] as? String })
    }

    @Test(.enabled(if: notoRuns, notoMissing))
    func drawingUsesTheFallbackAndTheSwitchTurnsItOff() throws {
        try Self.requireNoto()
        let data = try Self.dataFolder(["NotoSansDevanagari-Regular.ttf", "NotoSansHebrew-Regular.ttf"])
        defer { try? FileManager.default.removeItem(at: data) }
        let work = data.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        func draw(_ name: String, _ on: String) throws -> Data {
            let r = try CLIRunner.run(["text", "नमस्ते שלום", "-o", name], environment: Self.system(data, on: on), in: work)
            #expect(r.status == 0, "\(r.stderr)")
            return try Data(contentsOf: work.appendingPathComponent(name))
        }
        let on = try draw("on.png", "1"), again = try draw("again.png", "1"), off = try draw("off.png", "0")
        #expect(on == again)
        #expect(on != off)
    }

    @Test func brokenFilesInAFontFolderAreWarnedAboutNotFatal() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ctl-covers-broken-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dejavu = try Data(contentsOf: PackagePaths.root.appendingPathComponent("Sources/CEmbeddedFonts/Fonts/DejaVuSans.ttf"))
        try dejavu.prefix(2000).write(to: folder.appendingPathComponent("truncated.ttf"))
        try Data("garbage".utf8).write(to: folder.appendingPathComponent("garbage.otf"))
        let r = try CLIRunner.run(["fonts", "--covers", "aन", "--font-dir", folder.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("ctlrender: warning: \(folder.path)/garbage.otf: not a font file"), "\(r.stderr)")
        #expect(r.stderr.contains("\(folder.path)/truncated.ttf"), "\(r.stderr)")
        #expect(String(decoding: r.stdout, as: UTF8.self).contains("no font has it"))
        let drawn = try CLIRunner.run(["text", "aन", "-o", folder.appendingPathComponent("out.png").path],
                                      environment: ["CTLRENDER_FONT_PATH": folder.path])
        #expect(drawn.status == 0, "\(drawn.stderr)")
    }
}
