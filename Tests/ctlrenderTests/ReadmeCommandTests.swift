import CtlTestSupport
import Foundation
import Testing

/// Every ctlrender command that README.md shows in a `sh`, `shell`, `bash` or `console` block is
/// run, so a README that lies fails CI. The conventions (what is run, `# fails: exit N`,
/// transcripts) are `ReadmeCommand`'s. Each example runs in a fresh temporary folder holding the
/// inputs the README names: the files of `Fixtures/README/` (see its README.md) and of
/// `Fixtures/Docs/` (the documented manifests), every block the README marks as a file (```` ```json
/// file=spec.json ````, so the JSON shown is the JSON run), and `Fixtures`, a link to the
/// repository's, for examples that name its files as a user in a clone does. A ctlrender command must end with the status the
/// README gives (0 unless marked), each `-o` must then be a PNG (or, for a folder, hold one), a
/// failing command must leave no `-o` output, and a transcript's printout must be what the
/// command prints. A failure names the README line, the command, the status and the printout,
/// and keeps the folder as `artifacts/readme/line-N`.
@Suite struct ReadmeCommandTests {
    static let readmeURL = PackagePaths.root.appendingPathComponent("README.md")
    static let readme = Markdown((try? String(contentsOf: readmeURL, encoding: .utf8)) ?? "")
    /// The examples; empty when the README cannot be read as the conventions say, which
    /// `theExamplesAreFoundAndFollowTheConventions` reports.
    static let examples: [ReadmeExample] = (try? ReadmeExample.examples(in: readme)) ?? []
    /// The folders whose files every example finds in its working folder.
    static let inputFolders = ["Fixtures/README", "Fixtures/Docs"].map { PackagePaths.root.appendingPathComponent($0) }
    /// The blocks the README shows as files, by name.
    static let files: [String: String] = Dictionary(
        readme.fencedBlocks.compactMap { block in block.fileName.map { ($0, block.text) } }) { first, _ in first }

    /// Proves the extraction: a broken extractor (or a README whose examples left their blocks)
    /// finds too few commands, and a transcript, a failing command and a script are each found.
    @Test func theExamplesAreFoundAndFollowTheConventions() throws {
        let examples = try ReadmeExample.examples(in: Self.readme)
        #expect(Self.examples.count == examples.count, "the examples run are not those of the README")
        let commands = examples.flatMap(\.commands).filter { $0.kind == .ctlrender }
        let blocks = Set(examples.map(\.fenceLine))
        #expect(blocks.count >= 15, "only \(blocks.count) README blocks with ctlrender commands found")
        #expect(commands.count >= 25, "only \(commands.count) ctlrender commands found in README.md")
        #expect(commands.contains { $0.expectedStatus != 0 }, "no command marked `# fails: exit N` found")
        #expect(commands.contains { $0.expectedPrintout?.isEmpty == false }, "no transcript with a printout found")
        #expect(commands.contains { $0.outputs.contains { $0.hasSuffix("/") } }, "no command writing a folder found")
        #expect(examples.contains { $0.commands.count > 1 }, "no example of several commands in one folder found")
        #expect(Self.files["spec.json"] != nil, "the spec example (```json file=spec.json) not found")
        let names = Self.readme.fencedBlocks.compactMap(\.fileName)
        #expect(Set(names).count == names.count, "two README blocks are the same file: \(names)")
    }

    /// A file the README shows that is also a fixture (`controls.json`, which other tests build)
    /// must be the fixture, byte for byte: the README must not show one manifest while the tests
    /// check another.
    @Test func theFilesTheREADMEShowsAreTheFixtures() throws {
        for (name, text) in Self.files.sorted(by: { $0.key < $1.key }) {
            for folder in Self.inputFolders {
                let url = folder.appendingPathComponent(name)
                guard let fixture = FileManager.default.contents(atPath: url.path) else { continue }
                let line = Self.readme.fencedBlocks.first { $0.fileName == name }?.fenceLine ?? 0
                #expect(fixture == Data(text.utf8),
                        "README.md:\(line): the block `file=\(name)` differs from \(folder.lastPathComponent)/\(name); make them the same")
            }
        }
    }

    /// A ctlrender command outside the blocks that are run is not checked, so none may be there:
    /// an indented code block (`    ctlrender …`) must become a fenced `sh` block, and a fenced
    /// block without a language that shows commands says whether it is run (`sh`, `console`) or a
    /// synopsis with placeholders (`text`).
    @Test func everyCtlrenderCommandIsInABlockThatIsRun() {
        for line in Self.readme.prose where line.text.hasPrefix("    ") {
            let text = line.text.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("ctlrender ") || text.hasPrefix("$ ctlrender ") {
                Issue.record("README.md:\(line.number): an indented code block is not run by the tests; put it in a fenced ```sh block: \(text)")
            }
        }
        for block in Self.readme.fencedBlocks where block.language.isEmpty {
            if let line = block.lines.first(where: { $0.text.hasPrefix("ctlrender ") || $0.text.hasPrefix("$ ctlrender ") }) {
                Issue.record("README.md:\(block.fenceLine): a code block without a language shows `\(line.text)` (line \(line.number)); write ```sh or ```console to have it run, or ```text for a synopsis")
            }
        }
    }

    @Test(arguments: examples) func theExampleRunsAsTheREADMESays(_ example: ReadmeExample) throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("ctlrender-readme-\(example.fenceLine)-\(UUID().uuidString)")
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
                problems.append("exit status \(result.status), but the README says \(command.expectedStatus)"
                                + (command.expectedStatus == 0 ? "" : " (`# fails: exit \(command.expectedStatus)`)"))
            }
            if command.kind == .ctlrender {
                problems += Self.outputProblems(command, result: result, in: folder, existed: existed)
            }
            if let expected = command.expectedPrintout, Self.trimmed(result.printout) != Self.trimmed(expected) {
                problems.append("it printed:\n\(Self.indented(result.printout))\nbut the README shows:\n\(Self.indented(expected))")
            }
            guard !problems.isEmpty else { continue }
            failed = true
            var message = "README.md:\(command.line): `\(command.source)`\n" + problems.joined(separator: "\n")
            if command.expectedPrintout == nil {
                message += "\nstderr:\n" + Self.indented(result.stderr)
            }
            Issue.record(Comment(rawValue: message))
        }
        if failed {
            // Kept where failed goldens go, replacing an older run's, for a look at what was written.
            let kept = PackagePaths.artifacts.appendingPathComponent("readme/line-\(example.commands.first?.line ?? example.fenceLine)")
            try? FileManager.default.removeItem(at: kept)
            try? FileManager.default.createDirectory(at: kept.deletingLastPathComponent(), withIntermediateDirectories: true)
            let keptAt = (try? FileManager.default.moveItem(at: folder, to: kept)) != nil ? kept : folder
            Issue.record(Comment(rawValue: "README.md:\(example.commands.first?.line ?? example.fenceLine): the example's folder is kept: \(keptAt.path)"))
        } else {
            try? FileManager.default.removeItem(at: folder)
        }
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
