import CtlTestSupport
import Foundation
import Testing

/// Commands of one README code block that run in one fresh folder, in order.
///
/// A transcript (`console`) is one example: its commands tell a story. A script's commands are
/// each an example of its own, so that they run in parallel and a failure names one line, except
/// that a script in which a command names what an earlier one wrote (its `-o`) is one example.
struct ReadmeExample: Sendable, CustomTestStringConvertible {
    /// The document's path from the package root (`README.md`, `Docs/svg.md`).
    let document: String
    /// The block's language (`sh`, `console`, …).
    let language: String
    /// The line of the block's opening fence.
    let fenceLine: Int
    let commands: [ReadmeCommand]

    var testDescription: String {
        let lines = commands.map { String($0.line) }.joined(separator: ", ")
        return "\(document):\(commands.first?.line ?? fenceLine) (\(language) block at line \(fenceLine); lines \(lines))"
    }

    /// The languages whose blocks are run: scripts and transcripts.
    static let scriptLanguages: Set<String> = ["sh", "shell", "bash"]
    static let transcriptLanguages: Set<String> = ["console"]

    /// The examples of a document (`document`: its path from the package root), in file order.
    ///
    /// - Throws: `ReadmeFormatError`, naming the document, for a block that breaks the conventions.
    static func examples(in markdown: Markdown, document: String = "README.md") throws -> [ReadmeExample] {
        do {
            return try examples(in: markdown.fencedBlocks, document: document)
        } catch var error as ReadmeFormatError {
            error.document = document
            throw error
        }
    }

    private static func examples(in blocks: [Markdown.FencedBlock], document: String) throws -> [ReadmeExample] {
        var examples: [ReadmeExample] = []
        for block in blocks {
            if scriptLanguages.contains(block.language) {
                let commands = try scriptCommands(block)
                let outputs = Set(commands.flatMap(\.outputs).filter { $0 != "-" })
                let chained = commands.contains { command in
                    command.words.contains { word in outputs.contains { !command.outputs.contains($0) && word.hasPrefix($0) } }
                }
                if chained {
                    examples.append(ReadmeExample(document: document, language: block.language, fenceLine: block.fenceLine, commands: commands))
                } else {
                    examples += commands.map { ReadmeExample(document: document, language: block.language, fenceLine: block.fenceLine, commands: [$0]) }
                }
            } else if transcriptLanguages.contains(block.language) {
                let commands = try transcriptCommands(block)
                if !commands.isEmpty {
                    examples.append(ReadmeExample(document: document, language: block.language, fenceLine: block.fenceLine, commands: commands))
                }
            }
        }
        return examples
    }

    /// The lines of a script, continuation lines joined, a leading `$ ` dropped.
    private static func scriptCommands(_ block: Markdown.FencedBlock) throws -> [ReadmeCommand] {
        var commands: [ReadmeCommand] = []
        var pending: (line: Int, text: String)?
        for line in block.lines {
            var text = line.text
            if pending == nil, text.hasPrefix("$ ") { text.removeFirst(2) }
            let joined = pending.map { $0.text + " " + text.trimmingCharacters(in: .whitespaces) } ?? text
            let start = pending?.line ?? line.number
            if let continued = continuation(joined) {
                pending = (start, continued)
                continue
            }
            pending = nil
            if let command = try ReadmeCommand.parse(joined, line: start) { commands.append(command) }
        }
        if let pending, let command = try ReadmeCommand.parse(pending.text, line: pending.line) { commands.append(command) }
        return commands
    }

    /// The commands of a transcript with the printout shown under each; `$ echo $?` and the
    /// number under it set the status expected of the command before.
    private static func transcriptCommands(_ block: Markdown.FencedBlock) throws -> [ReadmeCommand] {
        var commands: [ReadmeCommand] = []
        var printout: [String] = []
        // The command being read and whether its printout matters (it does not for `echo $?`,
        // which is read by the next command's turn).
        var current: ReadmeCommand?, echoLine: Int?
        func endCurrent() throws {
            if let line = echoLine {
                guard let status = printout.count == 1 ? Int32(printout[0]) : nil,
                      var previous = commands.popLast(), previous.kind == .ctlrender else {
                    throw ReadmeFormatError(line: line, message: "`$ echo $?` must follow a ctlrender command and show one number")
                }
                if previous.expectedStatus != 0 && previous.expectedStatus != status {
                    throw ReadmeFormatError(line: line, message: "`echo $?` shows \(status) but line \(previous.line) says `fails: exit \(previous.expectedStatus)`")
                }
                previous.expectedStatus = status
                commands.append(previous)
            } else if var command = current {
                command.expectedPrintout = printout.joined(separator: "\n")
                commands.append(command)
            }
            current = nil; echoLine = nil; printout = []
        }
        var lines = block.lines[...]
        while let line = lines.popFirst() {
            guard line.text.hasPrefix("$ ") else { printout.append(line.text); continue }
            try endCurrent()
            var text = String(line.text.dropFirst(2))
            while let continued = continuation(text), let next = lines.popFirst() {
                let rest = next.text.hasPrefix("> ") ? String(next.text.dropFirst(2)) : next.text
                text = continued + " " + rest.trimmingCharacters(in: .whitespaces)
            }
            if text.trimmingCharacters(in: .whitespaces) == "echo $?" {
                echoLine = line.number
            } else {
                current = try ReadmeCommand.parse(text, line: line.number)
            }
        }
        try endCurrent()
        return commands
    }

    /// The text before a trailing `\` (a continued line), or nil when the line is complete.
    private static func continuation(_ text: String) -> String? {
        let trimmed = text.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        guard trimmed.hasSuffix("\\"), !trimmed.hasSuffix("\\\\") else { return nil }
        return String(trimmed.dropLast()).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
    }
}
