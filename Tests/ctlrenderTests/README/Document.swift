import CtlTestSupport
import Foundation

/// A document the README tests check: README.md, the front page, or a Markdown page of Docs/
/// (the rest of the documentation, linked from the front page). Each is read once.
struct Document: Sendable {
    /// The path from the package root: `README.md`, `Docs/svg.md`.
    let path: String
    let markdown: Markdown

    /// README.md, then every `.md` file of Docs/ in name order.
    static let paths: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.root.appendingPathComponent("Docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
    }()

    static let all: [Document] = paths.map { Document(path: $0, markdown: Markdown(read($0))) }

    /// The text of the file at `path` (from the package root); empty when it cannot be read.
    static func read(_ path: String) -> String {
        (try? String(contentsOf: PackagePaths.root.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }
}
