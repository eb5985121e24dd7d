import CtlTestSupport
import Foundation
import Testing

/// README.md (and the documents under Docs/) send a reader only to what a clone of the
/// repository has: every relative link and image names a file or folder of the repository, every
/// `#anchor` a heading of the document, and no text points into the workspace's `../shared`
/// folder, which users of the package do not have.
@Suite struct ReadmeLinkTests {
    /// README.md and every Markdown file under Docs/, as paths relative to the package root.
    static let documents: [String] = Document.paths

    @Test func theDocumentsAreFound() {
        #expect(Self.documents.contains("Docs/sources.md") && Self.documents.contains("Docs/measuring.md"))
        let links = Markdown(Self.read("README.md")).links
        // The hero image, Docs/ pages, anchors: a README with fewer links lost some, or the
        // link reader is broken.
        #expect(links.count >= 5, "only \(links.count) links found in README.md")
    }

    @Test(arguments: documents) func everyRelativeLinkNamesAFileOfTheRepository(_ document: String) {
        let markdown = Markdown(Self.read(document))
        let base = PackagePaths.root.appendingPathComponent(document).deletingLastPathComponent()
        for link in markdown.links {
            let target = link.target
            if target.contains("://") || target.hasPrefix("mailto:") { continue }
            let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let path = String(parts[0]), anchor = parts.count > 1 ? String(parts[1]) : nil
            if path.isEmpty {
                if let anchor, !markdown.headingAnchors.contains(anchor) {
                    Issue.record("\(document):\(link.line): the link \(target) names no heading of \(document)")
                }
                continue
            }
            let url = base.appendingPathComponent(path.removingPercentEncoding ?? path).standardizedFileURL
            if !url.path.hasPrefix(PackagePaths.root.standardizedFileURL.path + "/") {
                Issue.record("\(document):\(link.line): the link \(target) leaves the repository")
            } else if !FileManager.default.fileExists(atPath: url.path) {
                Issue.record("\(document):\(link.line): the link \(target) names no file of the repository")
            } else if let anchor, url.pathExtension == "md", !Markdown(Self.read(url)).headingAnchors.contains(anchor) {
                Issue.record("\(document):\(link.line): the link \(target) names no heading of \(path)")
            }
        }
    }

    @Test(arguments: documents) func nothingPointsIntoTheSharedFolder(_ document: String) {
        for (index, line) in Self.read(document).split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.contains("../shared") || line.contains("/work/shared") {
            Issue.record("\(document):\(index + 1): names the workspace's shared folder, which users do not have: \(line)")
        }
    }

    static func read(_ document: String) -> String {
        read(PackagePaths.root.appendingPathComponent(document))
    }

    static func read(_ url: URL) -> String {
        (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }
}
