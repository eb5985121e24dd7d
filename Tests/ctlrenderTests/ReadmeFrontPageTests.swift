import CtlTestSupport
import Foundation
import Testing

/// README.md is a front page: short enough to read through, and the table of contents of Docs/,
/// where the rest of the documentation is, so that no page there is found only by chance.
@Suite struct ReadmeFrontPageTests {
    /// The most lines the front page may have (issue 41: what it is, the picture, the quick start,
    /// the three uses, install and the contents of Docs/ fit in this).
    static let maximumLines = 300

    @Test func theFrontPageIsShort() {
        let text = Document.read("README.md")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
        #expect(lines > 50, "README.md has \(lines) lines: not read, or not a front page any more")
        #expect(lines <= Self.maximumLines, "README.md has \(lines) lines, over \(Self.maximumLines): move the details into a page of Docs/ and link it")
    }

    /// Every file of Docs/ (pages, and the layer list) is linked from README.md.
    @Test func theFrontPageLinksEveryPageOfDocs() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.root.appendingPathComponent("Docs").path)
            .filter { !$0.hasPrefix(".") }.sorted()
        #expect(files.count >= 15, "only \(files.count) files found in Docs/")
        let missing = Self.unlinked(files, from: Markdown(Document.read("README.md")))
        #expect(missing.isEmpty, "README.md does not link \(missing.map { "Docs/" + $0 }); add each to its table of Docs/")
    }

    /// A page counts as linked when a link names it, with or without an anchor.
    @Test func aPageNamedOnlyInTextIsNotLinked() {
        let markdown = Markdown("See Docs/a.md and `[b](Docs/b.md)`, [c](Docs/c.md#part) and [d](Docs/d.md).\n")
        #expect(Self.unlinked(["a.md", "b.md", "c.md", "d.md"], from: markdown) == ["a.md", "b.md"])
    }

    /// The files of `files` (names in Docs/) that no link of `markdown` names.
    static func unlinked(_ files: [String], from markdown: Markdown) -> [String] {
        let targets = Set(markdown.links.map { String($0.target.split(separator: "#", maxSplits: 1).first ?? "") })
        return files.filter { !targets.contains("Docs/" + $0) }
    }
}
