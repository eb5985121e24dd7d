import CtlGolden
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// Titles in the world's scripts (issue 37): a button, a segmented control and a text field with
/// Arabic, Hebrew, Arabic with digits, Devanagari and Thai titles, in both looks, laid out left
/// to right and right to left, against `Fixtures/Goldens/WorldScripts/` (scale 2).
///
/// Drawn by the command as a user runs it, with Debian's Noto Sans fonts (fonts-noto-core) as
/// the user's fonts (`CTLRENDER_FONT_PATH` naming a folder of links to exactly those files, the
/// system's fonts off), so that the images depend on those files only. Each golden was looked at
/// before it was recorded: the right-to-left titles read from the right, the digits of "2026"
/// keep their order, the Arabic letters are joined, the Devanagari conjuncts and Thai marks sit
/// on their bases, and the right-to-left layout mirrors the segments and the text field's
/// alignment while no title is mirrored. Record with
/// `CTLRENDER_RECORD=only:world- swift test --filter WorldScriptGoldenTests`, then look at each.
@Suite(.serialized) struct WorldScriptGoldenTests {
    static let golden = Golden(directory: PackagePaths.fixtures.appendingPathComponent("Goldens/WorldScripts"),
                               artifacts: PackagePaths.artifacts.appendingPathComponent("WorldScripts"))

    static let noto = "/usr/share/fonts/truetype/noto"
    static let fonts = ["Arabic", "Hebrew", "Devanagari", "Thai"].flatMap { script in
        ["NotoSans\(script)-Regular.ttf", "NotoSans\(script)-Bold.ttf"]
    }
    static var fontsInstalled: Bool { fonts.allSatisfy { FileManager.default.fileExists(atPath: noto + "/" + $0) } }
    static var runs: Bool { fontsInstalled || ProcessInfo.processInfo.environment["CI"] == "true" }

    /// The titles, by a name used in the goldens' file names.
    static let titles: [(name: String, title: String, segments: String)] = [
        ("arabic", "موافق", "يوم,أسبوع,شهر"),
        ("hebrew", "אישור", "יום,שבוע,חודש"),
        ("arabic-digits", "الصفحة 2026", "1,صفحة 22,3"),
        ("devanagari", "स्वीकार", "दिन,सप्ताह,महीना"),
        ("thai", "ตกลง", "วัน,สัปดาห์,เดือน"),
    ]

    /// The command line of each control for a title.
    static func arguments(_ control: String, _ title: (name: String, title: String, segments: String)) -> [String] {
        switch control {
        case "button": return ["button", "--title", title.title]
        case "segmented": return ["segmented", "--segments", title.segments]
        default: return ["text-field", "--text", title.title]
        }
    }

    @Test(.enabled(if: runs, "fonts-noto-core is not installed (\(noto)): install it (Scripts/deps.sh) to run the world-script goldens"),
          arguments: ["flat", "classic"], ["ltr", "rtl"])
    func titles(look: String, layout: String) throws {
        try #require(Self.fontsInstalled, "CI=true and fonts-noto-core is missing from \(Self.noto)")
        let folder = ScratchFolder()
        defer { folder.remove() }
        let fonts = folder.url.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        for name in Self.fonts {
            try FileManager.default.createSymbolicLink(atPath: fonts.appendingPathComponent(name).path,
                                                       withDestinationPath: Self.noto + "/" + name)
        }
        for control in ["button", "segmented", "text-field"] {
            for title in Self.titles {
                let out = folder.path("\(control)-\(title.name).png")
                let r = try CLIRunner.run(
                    Self.arguments(control, title) + ["--look", look, "--layout-direction", layout, "--scale", "2", "-o", out],
                    environment: ["CTLRENDER_FONT_PATH": fonts.path, "CTLRENDER_SYSTEM_FONTS": "0"])
                #expect(r.status == 0, "\(control) \(title.name): \(r.stderr)")
                let outcome = Self.golden.check(try PNG.read(path: out), named: "world-\(control)-\(title.name)-\(look)-\(layout)")
                #expect(outcome.passed, "\(outcome)")
            }
        }
    }
}
