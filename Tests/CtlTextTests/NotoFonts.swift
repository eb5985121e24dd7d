import Foundation
import Testing

/// Debian's Noto fonts (package fonts-noto-core, which Scripts/deps.sh installs), that the
/// fallback tests draw with. Without them a test is skipped with a message, except where
/// CI=true: there it fails, since the test script installs them.
enum NotoFonts {
    static let folder = "/usr/share/fonts/truetype/noto"

    /// The path of Noto file `name` ("NotoSansArabic-Regular.ttf").
    static func path(_ name: String) -> String { folder + "/" + name }

    /// The files the tests need.
    static let needed = ["Arabic", "Hebrew", "Devanagari", "Thai"].flatMap { script in
        ["NotoSans\(script)-Regular.ttf", "NotoSans\(script)-Bold.ttf"]
    } + ["NotoSerifHebrew-Regular.ttf", "NotoKufiArabic-Regular.ttf", "NotoNaskhArabic-Regular.ttf"]

    static var installed: Bool { needed.allSatisfy { FileManager.default.fileExists(atPath: path($0)) } }
    static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// Whether a test that needs the fonts runs: when they are installed, or under CI (where it fails).
    static var runs: Bool { installed || isCI }

    static let skipMessage: Comment = "fonts-noto-core is not installed (/usr/share/fonts/truetype/noto): install it (Scripts/deps.sh) to run the font fallback tests"

    /// Fails the test (under CI) when the fonts are missing.
    static func require() throws {
        try #require(installed, "CI=true and fonts-noto-core is missing: \(needed.filter { !FileManager.default.fileExists(atPath: path($0)) })")
    }

    /// A fresh folder holding links to the Noto files `names` (nested one level, as
    /// /usr/share/fonts is, when `nested`).
    static func folder(linking names: [String], nested: Bool = false) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ctl-noto-\(UUID().uuidString)")
        let folder = nested ? root.appendingPathComponent("truetype/noto") : root
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in names {
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(name).path,
                                                       withDestinationPath: path(name))
        }
        return root
    }
}
