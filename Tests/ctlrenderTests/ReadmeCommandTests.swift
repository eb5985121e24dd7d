import CtlTestSupport
import Foundation
import Testing

/// Every ctlrender command that README.md or a page of Docs/ shows in a `sh`, `shell`, `bash` or
/// `console` block is run, so a document that lies fails CI. The conventions (what is run,
/// `# fails: exit N`, transcripts) are `ReadmeCommand`'s. Each example runs in a fresh temporary
/// folder holding the inputs the documents name: the files of `Fixtures/README/` (see its
/// README.md) and of `Fixtures/Docs/` (the documented manifests), every block a document marks as a
/// file (```` ```json file=spec.json ````, so the JSON shown is the JSON run; the names are shared
/// by all the documents, so a page may run what another shows), and `Fixtures`, a link to the
/// repository's, for examples that name its files as a user in a clone does. A ctlrender command
/// must end with the status the document gives (0 unless marked), each `-o` must then be a PNG
/// (or, for a folder, hold one), a failing command must leave no `-o` output, and a transcript's
/// printout must be what the command prints. A failure names the document and line, the command,
/// the status and the printout, and keeps the folder as `artifacts/readme/<document>/line-N`.
@Suite struct ReadmeCommandTests {
    /// README.md and the Markdown pages of Docs/.
    static let documents = Document.all
    /// The examples of every document; empty when one cannot be read as the conventions say,
    /// which `theExamplesAreFoundAndFollowTheConventions` reports.
    static let examples: [ReadmeExample] = (try? allExamples()) ?? []
    /// The folders whose files every example finds in its working folder.
    static let inputFolders = ["Fixtures/README", "Fixtures/Docs"].map { PackagePaths.root.appendingPathComponent($0) }
    /// The blocks the documents show as files, by name, with the document and fence line of each.
    static let fileBlocks: [(name: String, text: String, document: String, line: Int)] = documents.flatMap { document in
        document.markdown.fencedBlocks.compactMap { block in
            block.fileName.map { ($0, block.text, document.path, block.fenceLine) }
        }
    }
    static let files: [String: String] = Dictionary(fileBlocks.map { ($0.name, $0.text) }) { first, _ in first }

    static func allExamples() throws -> [ReadmeExample] {
        try documents.flatMap { try ReadmeExample.examples(in: $0.markdown, document: $0.path) }
    }

    /// Proves the extraction: a broken extractor (or documents whose examples left their blocks)
    /// finds too few commands, and a transcript, a failing command and a script are each found,
    /// on the front page and on the pages of Docs/.
    @Test func theExamplesAreFoundAndFollowTheConventions() throws {
        let examples = try Self.allExamples()
        #expect(Self.examples.count == examples.count, "the examples run are not those of the documents")
        let commands = examples.flatMap(\.commands).filter { $0.kind == .ctlrender }
        let blocks = Set(examples.map { "\($0.document):\($0.fenceLine)" })
        #expect(blocks.count >= 30, "only \(blocks.count) blocks with ctlrender commands found in README.md and Docs/")
        #expect(commands.count >= 60, "only \(commands.count) ctlrender commands found in README.md and Docs/")
        let frontPage = examples.filter { $0.document == "README.md" }.flatMap(\.commands).filter { $0.kind == .ctlrender }
        #expect(frontPage.count >= 5, "only \(frontPage.count) ctlrender commands found in README.md")
        // The pages whose topic is a command show it run: a page that lost its examples (or a
        // reader that no longer finds them there) fails here.
        for page in ["Docs/controls-guide.md", "Docs/snapshot-tests.md", "Docs/asset-pipeline.md", "Docs/drawing.md",
                     "Docs/svg.md", "Docs/text.md", "Docs/limits.md"] {
            #expect(examples.contains { $0.document == page }, "no ctlrender command found in \(page)")
        }
        #expect(commands.contains { $0.expectedStatus != 0 }, "no command marked `# fails: exit N` found")
        #expect(commands.contains { $0.expectedPrintout?.isEmpty == false }, "no transcript with a printout found")
        #expect(commands.contains { $0.outputs.contains { $0.hasSuffix("/") } }, "no command writing a folder found")
        #expect(examples.contains { $0.commands.count > 1 }, "no example of several commands in one folder found")
        #expect(Self.files["spec.json"] != nil, "the spec example (```json file=spec.json) not found")
        let names = Self.fileBlocks.map(\.name)
        #expect(Set(names).count == names.count, "two blocks of the documents are the same file: \(Self.fileBlocks.map { "\($0.document):\($0.line) \($0.name)" })")
    }

    /// A file a document shows that is also a fixture (`controls.json`, which other tests build)
    /// must be the fixture, byte for byte: a page must not show one manifest while the tests
    /// check another.
    @Test func theFilesTheDocumentsShowAreTheFixtures() throws {
        for block in Self.fileBlocks {
            for folder in Self.inputFolders {
                let url = folder.appendingPathComponent(block.name)
                guard let fixture = FileManager.default.contents(atPath: url.path) else { continue }
                #expect(fixture == Data(block.text.utf8),
                        "\(block.document):\(block.line): the block `file=\(block.name)` differs from \(folder.lastPathComponent)/\(block.name); make them the same")
            }
        }
    }

    /// A ctlrender command outside the blocks that are run is not checked, so none may be there:
    /// an indented code block (`    ctlrender …`) must become a fenced `sh` block, and a fenced
    /// block without a language that shows commands says whether it is run (`sh`, `console`) or a
    /// synopsis with placeholders (`text`).
    @Test(arguments: Document.paths) func everyCtlrenderCommandIsInABlockThatIsRun(_ path: String) {
        let markdown = Self.documents.first { $0.path == path }?.markdown ?? Markdown("")
        for line in markdown.prose where line.text.hasPrefix("    ") {
            let text = line.text.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("ctlrender ") || text.hasPrefix("$ ctlrender ") {
                Issue.record("\(path):\(line.number): an indented code block is not run by the tests; put it in a fenced ```sh block: \(text)")
            }
        }
        for block in markdown.fencedBlocks where block.language.isEmpty {
            if let line = block.lines.first(where: { $0.text.hasPrefix("ctlrender ") || $0.text.hasPrefix("$ ctlrender ") }) {
                Issue.record("\(path):\(block.fenceLine): a code block without a language shows `\(line.text)` (line \(line.number)); write ```sh or ```console to have it run, or ```text for a synopsis")
            }
        }
    }

    @Test(arguments: examples) func theExampleRunsAsItsDocumentSays(_ example: ReadmeExample) throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("ctlrender-readme-\(Self.folderName(example.document))-\(example.fenceLine)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for inputs in Self.inputFolders {
            for name in try FileManager.default.contentsOfDirectory(atPath: inputs.path) {
                try FileManager.default.copyItem(at: inputs.appendingPathComponent(name), to: folder.appendingPathComponent(name))
            }
        }
        for (name, text) in Self.files {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("Fixtures"), withDestinationURL: PackagePaths.fixtures)
        var failed = false
        for command in example.commands {
            let existed = Set(command.outputs.filter { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) })
            let result = try ShellRunner.run(command.shellText, in: folder, interleaved: command.expectedPrintout != nil)
            var problems: [String] = []
            if result.status != command.expectedStatus {
                problems.append("exit status \(result.status), but \(example.document) says \(command.expectedStatus)"
                                + (command.expectedStatus == 0 ? "" : " (`# fails: exit \(command.expectedStatus)`)"))
            }
            if command.kind == .ctlrender {
                problems += Self.outputProblems(command, result: result, in: folder, existed: existed)
            }
            if let expected = command.expectedPrintout, Self.trimmed(result.printout) != Self.trimmed(expected) {
                problems.append("it printed:\n\(Self.indented(result.printout))\nbut \(example.document) shows:\n\(Self.indented(expected))")
            }
            guard !problems.isEmpty else { continue }
            failed = true
            var message = "\(example.document):\(command.line): `\(command.source)`\n" + problems.joined(separator: "\n")
            if command.expectedPrintout == nil {
                message += "\nstderr:\n" + Self.indented(result.stderr)
            }
            Issue.record(Comment(rawValue: message))
        }
        if failed {
            // Kept where failed goldens go, replacing an older run's, for a look at what was written.
            let kept = PackagePaths.artifacts.appendingPathComponent("readme/\(Self.folderName(example.document))/line-\(example.commands.first?.line ?? example.fenceLine)")
            try? FileManager.default.removeItem(at: kept)
            try? FileManager.default.createDirectory(at: kept.deletingLastPathComponent(), withIntermediateDirectories: true)
            let keptAt = (try? FileManager.default.moveItem(at: folder, to: kept)) != nil ? kept : folder
            Issue.record(Comment(rawValue: "\(example.document):\(example.commands.first?.line ?? example.fenceLine): the example's folder is kept: \(keptAt.path)"))
        } else {
            try? FileManager.default.removeItem(at: folder)
        }
    }

    /// A document's path as one folder name: `Docs/svg.md` → `Docs-svg`.
    static func folderName(_ document: String) -> String {
        document.replacingOccurrences(of: ".md", with: "").replacingOccurrences(of: "/", with: "-")
    }

    /// What is wrong with a command's `-o` outputs: after success each must be a PNG (standard
    /// output for `-`) or a folder holding one; after a failure none may have been written.
    static func outputProblems(_ command: ReadmeCommand, result: ShellRunner.Result, in folder: URL,
                               existed: Set<String>) -> [String] {
        var problems: [String] = []
        let fm = FileManager.default
        for output in command.outputs {
            let url = folder.appendingPathComponent(output)
            var isFolder: ObjCBool = false
            let exists = fm.fileExists(atPath: url.path, isDirectory: &isFolder)
            if result.status != 0 {
                if output != "-" && exists && !existed.contains(output) {
                    problems.append("it failed but wrote its output \(output)")
                }
            } else if output == "-" {
                if !isPNG(result.stdout) && command.expectedPrintout == nil && !command.sendsStandardOutputOn {
                    problems.append("`-o -` did not print a PNG")
                }
            } else if output.hasSuffix("/") || url.pathExtension.isEmpty {
                let pngs = (fm.enumerator(at: url, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
                    .filter { $0.pathExtension == "png" && isPNG(fm.contents(atPath: $0.path) ?? Data()) }
                if !exists || !isFolder.boolValue { problems.append("no folder \(output) was written") }
                else if pngs.isEmpty { problems.append("the folder \(output) holds no PNG") }
            } else if !exists || isFolder.boolValue {
                problems.append("no file \(output) was written")
            } else if !isPNG(fm.contents(atPath: url.path) ?? Data()) {
                problems.append("\(output) is not a PNG")
            }
        }
        return problems
    }

    /// Whether `data` starts with the PNG signature and has something after it.
    static func isPNG(_ data: Data) -> Bool {
        data.count > 8 && data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    /// `text` without trailing blanks on each line and without trailing empty lines.
    static func trimmed(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
            .joined(separator: "\n")
            .trimmingCharacters(in: .newlines)
    }

    static func indented(_ text: String) -> String {
        let t = trimmed(text)
        return t.isEmpty ? "    (nothing)" : t.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }
}
