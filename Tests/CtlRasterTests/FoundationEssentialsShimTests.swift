import Foundation
import Testing
import CtlRaster

/// The package's stand-ins for the Foundation API that FoundationEssentials lacks (the modules
/// of the `ctlrender` binary import only FoundationEssentials) give Foundation's results.
@Suite struct FoundationEssentialsShimTests {
    static let paths = [
        "", "/", "//", "a", "a/", "a//", "/a", "/a/", "a/b", "a//b", "a/b/", "/a/b.png", "/a/b.tar.gz",
        "b.png", ".png", "..", "...", "a/..", "a/.", ".profile", "a/.profile", "a.", "a/b.", "x.y/z",
        "x.y/", "/x.y", "a/b@2x.png", "dossier/été.svg", "ü", "/ü", "ü/ö.ä", "é/", "a/b/c/d.e",
    ]

    @Test func pathComponentsAreFoundations() {
        for path in Self.paths {
            let ns = path as NSString
            #expect(PathText.lastComponent(of: path) == ns.lastPathComponent, "lastPathComponent of \"\(path)\"")
            #expect(PathText.pathExtension(of: path) == ns.pathExtension, "pathExtension of \"\(path)\"")
            #expect(PathText.deletingPathExtension(of: path) == ns.deletingPathExtension,
                    "deletingPathExtension of \"\(path)\"")
            // Foundation traps on one relative character (trailing slashes aside).
            let withoutTrailingSlashes = String(path.reversed().drop { $0 == "/" }.reversed())
            if withoutTrailingSlashes.utf16.count != 1 {
                #expect(PathText.deletingLastComponent(of: path) == ns.deletingLastPathComponent,
                        "deletingLastPathComponent of \"\(path)\"")
            }
            for component in ["", "c", "c.png", "/c", "c/"] {
                #expect(PathText.appending(component, to: path) == ns.appendingPathComponent(component),
                        "\"\(path)\" + \"\(component)\"")
            }
        }
    }

    @Test func standardizingResolvesLinksDotsAndTildeAsFoundation() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pathtext-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/real/sub", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: "real")
        try FileManager.default.createSymbolicLink(atPath: folder + "/absolute", withDestinationPath: folder + "/real/sub")
        try FileManager.default.createSymbolicLink(atPath: folder + "/chain", withDestinationPath: folder + "/link")
        let cases = [
            folder + "/link/sub/x.png", folder + "/./link//sub/../sub/", folder + "/absolute/../y", folder + "/chain",
            folder + "/missing/../real", "relative/./a/../b", "./a", "~", "~/fonts/", "~root/x", "/", "", "a/..",
        ]
        for path in cases {
            #expect(PathText.standardizing(path) == (path as NSString).standardizingPath, "standardizing \"\(path)\"")
        }
        #expect(PathText.standardizing(folder + "/absolute/z") == folder + "/real/sub/z")
        #expect(PathText.standardizing(folder + "/link/sub") == folder + "/link/sub")  // a relative link stays
    }

    @Test func trimmingIsFoundationsWhitespaceTrimming() {
        // Every scalar Foundation counts as white space or a line end, and some it does not.
        let scalars: [Unicode.Scalar] = ["\t", "\n", "\u{0B}", "\u{0C}", "\r", " ", "\u{85}", "\u{A0}", "\u{1680}",
                                         "\u{2000}", "\u{200A}", "\u{200B}", "\u{2028}", "\u{2029}", "\u{202F}",
                                         "\u{205F}", "\u{3000}", "\u{FEFF}", "\u{1C}", "a", "é"]
        for a in scalars {
            for b in scalars {
                let text = String(a) + "x y" + String(b)
                #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces),
                        "\(a.value) \(b.value) in whitespaces")
                #expect(text.trimmingWhitespaceAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines),
                        "\(a.value) \(b.value) in whitespacesAndNewlines")
            }
        }
    }

    @Test func cFormatIsStringFormat() {
        for value in [0.0, 0.005, 0.015, 0.125, 1.0 / 3, 2.675, -0.05, 99.995, 1e6, 123456.789] {
            #expect(String(cFormat: "%0.2f", value) == String(format: "%0.2f", value))
            #expect(String(cFormat: "%0.1f", value) == String(format: "%0.1f", value))
            #expect(String(cFormat: "%.3f\t%.1f s", value, value) == String(format: "%.3f\t%.1f s", value, value))
        }
        for value in [0, 7, 42, 999, 1000, -3] {
            #expect(String(cFormat: "%03d", value) == String(format: "%03d", value))
        }
        #expect(String(cFormat: "\\u%04x", UInt32(0x1F)) == String(format: "\\u%04x", UInt32(0x1F)))
        // Longer than the first buffer.
        let wide = String(repeating: "-", count: 100) + "%.3f"
        #expect(String(cFormat: wide, 1.0 / 7) == String(format: wide, 1.0 / 7))
    }
}
