import CtlTestSupport
import Foundation
import Testing

/// Comments cite only what a clone of the repository has: a fact's source is a heading of
/// Docs/sources.md (the file's path, `#` and the heading's anchor), never a document of the
/// workspace that users do not have (the seeds catalogue, the design notes, their sections).
@Suite struct SourceCitationTests {
    /// Where the Swift files are: the package's code, its tests and its plugins.
    static let folders = ["Sources", "Tests", "Plugins"]

    /// Names of documents outside the repository, written so that this file does not hold them.
    static let absentDocuments = ["SEEDS" + "-CATALOG", "DESIGN" + ".md", "DESIGN" + " §"]

    /// Each `.swift` file under `folders`, as a path relative to the package root.
    static func swiftFiles() -> [String] {
        folders.flatMap { folder -> [String] in
            let root = PackagePaths.root.appendingPathComponent(folder).path
            let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
            return files.filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
        }.sorted()
    }

    /// The problems of one file's `text`, each as `path:line: what`.
    static func problems(in text: String, path: String, anchors: Set<String>) -> [String] {
        let sectionOfASeed = try! NSRegularExpression(pattern: #"\bS[0-9] §"#)
        let citation = try! NSRegularExpression(pattern: #"Docs/sources\.md#([A-Za-z0-9_-]*)"#)
        var found: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(line), range = NSRange(line.startIndex..., in: line)
            for name in absentDocuments where line.contains(name) {
                found.append("\(path):\(index + 1): cites \(name), which is not in the repository")
            }
            if sectionOfASeed.firstMatch(in: line, range: range) != nil {
                found.append("\(path):\(index + 1): cites a section of a seed catalogue that is not in the repository")
            }
            for match in citation.matches(in: line, range: range) {
                let anchor = (line as NSString).substring(with: match.range(at: 1))
                if !anchors.contains(anchor) {
                    found.append("\(path):\(index + 1): Docs/sources.md has no heading #\(anchor)")
                }
            }
        }
        return found
    }

    static let anchors = Markdown(ReadmeLinkTests.read("Docs/sources.md")).headingAnchors

    @Test func everyCitationInTheCodeNamesAHeadingOfDocsSources() {
        let files = Self.swiftFiles()
        #expect(files.count > 100, "only \(files.count) Swift files found")
        var cited = 0
        for path in files {
            let text = ReadmeLinkTests.read(path)
            cited += text.components(separatedBy: "Docs/sources.md" + "#").count - 1
            for problem in Self.problems(in: text, path: path, anchors: Self.anchors) {
                Issue.record(Comment(rawValue: problem))
            }
        }
        // The controls cite their seeds: far fewer citations means the files were not read.
        #expect(cited >= 30, "only \(cited) citations of Docs/sources.md found")
    }

    /// The rule itself, on lines that break it.
    @Test func absentDocumentsAndUnknownAnchorsAreProblems() {
        let anchors: Set<String> = ["uibutton"]
        let bad = ["/// UIButton (" + Self.absentDocuments[0] + " §2.1)", "/// placed (S1 " + "§2.1)",
                   "/// see " + Self.absentDocuments[1], "/// (Docs/sources.md" + "#no-such-heading)"]
        for line in bad {
            #expect(Self.problems(in: line, path: "x.swift", anchors: anchors).count == 1, "\(line)")
        }
        #expect(Self.problems(in: "/// UIButton (S1, Docs/sources.md#uibutton)", path: "x.swift", anchors: anchors).isEmpty)
        #expect(Self.anchors.contains("uibutton") && Self.anchors.contains("the-state-rule"))
    }
}
