import CtlTestSupport
import Foundation
import Testing

/// The code of the DocC articles is the code the tests run: each ```` ```swift ```` block of an
/// article in a catalog (`Sources/<Module>/<Module>.docc`) is, in order and character for
/// character, a region of one test file here, between `// article block` and
/// `// article block end`, in a file that names the article on a line `// article: PATH`.
@Suite struct ArticleCodeTests {
    /// A test file that mirrors an article: the article's path and the file's regions.
    struct Mirror {
        var file: String
        var article: String
        var regions: [String]
    }

    static let testsFolder = PackagePaths.root.appendingPathComponent("Tests/DocumentationTests")

    @Test func everyArticleCodeBlockIsARegionOfItsTest() throws {
        let mirrors = try Self.mirrors()
        let articles = try Self.articlesWithCode()
        #expect(articles.count >= 4, "only \(articles.count) articles with Swift code found in Sources/*/*.docc")
        for (article, blocks) in articles {
            let mirroring = mirrors.filter { $0.article == article }
            guard let mirror = mirroring.first, mirroring.count == 1 else {
                Issue.record("\(article): \(mirroring.count) test files name it (`// article: \(article)`); its code must be run by exactly one")
                continue
            }
            #expect(blocks.count == mirror.regions.count,
                    "\(article) has \(blocks.count) swift blocks, \(mirror.file) \(mirror.regions.count) regions")
            for (index, (block, region)) in zip(blocks, mirror.regions).enumerated() where block != region {
                let line = Self.firstDifferentLine(block, region)
                Issue.record("\(article): swift block \(index + 1) differs from region \(index + 1) of \(mirror.file) at its line \(line); make them the same")
            }
        }
        for mirror in mirrors where articles[mirror.article] == nil {
            Issue.record("\(mirror.file) names \(mirror.article), which is not an article with swift blocks")
        }
    }

    /// The comparison catches a changed line, and the extraction finds every block and region.
    @Test func theExtractionFindsBlocksAndRegions() {
        let article = "Text\n\n```swift\nlet a = 1\n```\n\n```sh\nls\n```\n\n```swift\nfunc f() {}\n\n    let b = 2\n```\n"
        #expect(Self.swiftBlocks(in: article) == ["let a = 1", "func f() {}\n\n    let b = 2"])
        let source = "// article: X.md\n// article block\nlet a = 1\n// article block end\nlet c = 3\n// article block\nfunc f() {}\n\n    let b = 2\n// article block end\n"
        #expect(Self.regions(in: source) == ["let a = 1", "func f() {}\n\n    let b = 2"])
        #expect(Self.firstDifferentLine("a\nb\nc", "a\nB\nc") == 2)
    }

    /// Each article in a catalog with at least one swift block, by path from the package root.
    static func articlesWithCode() throws -> [String: [String]] {
        let sources = PackagePaths.root.appendingPathComponent("Sources")
        var articles: [String: [String]] = [:]
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path) {
            let catalog = "Sources/\(module)/\(module).docc"
            let url = PackagePaths.root.appendingPathComponent(catalog)
            guard let files = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { continue }
            for file in files where file.hasSuffix(".md") {
                let text = try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
                let blocks = swiftBlocks(in: text)
                if !blocks.isEmpty { articles["\(catalog)/\(file)"] = blocks }
            }
        }
        return articles
    }

    static func mirrors() throws -> [Mirror] {
        try FileManager.default.contentsOfDirectory(atPath: testsFolder.path).sorted().compactMap { file in
            guard file.hasSuffix(".swift") else { return nil }
            let text = try String(contentsOf: testsFolder.appendingPathComponent(file), encoding: .utf8)
            let prefix = "// article: "
            guard let header = text.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }) else { return nil }
            return Mirror(file: file, article: String(header.dropFirst(prefix.count)), regions: regions(in: text))
        }
    }

    /// The contents of the ```` ```swift ```` fences of a Markdown text.
    static func swiftBlocks(in text: String) -> [String] {
        var blocks: [String] = [], current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let lines = current, line == "```" {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else if current != nil {
                current?.append(line)
            } else if line == "```swift" {
                current = []
            }
        }
        return blocks
    }

    /// The lines between `// article block` and `// article block end`, each region joined.
    static func regions(in source: String) -> [String] {
        var regions: [String] = [], current: [Substring]?
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "// article block end" {
                if let lines = current { regions.append(lines.joined(separator: "\n")) }
                current = nil
            } else if line == "// article block" {
                current = []
            } else {
                current?.append(line)
            }
        }
        return regions
    }

    static func firstDifferentLine(_ a: String, _ b: String) -> Int {
        let x = a.split(separator: "\n", omittingEmptySubsequences: false)
        let y = b.split(separator: "\n", omittingEmptySubsequences: false)
        return (zip(x, y).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(x.count, y.count)) + 1
    }
}
