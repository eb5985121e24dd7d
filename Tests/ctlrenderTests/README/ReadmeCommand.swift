import Foundation

/// One command line of a README code block, and what running it must give.
///
/// Conventions in the README's blocks (`sh`, `shell`, `bash`: a script; `console`: a transcript):
/// - a command ends at the end of its line unless the line ends with `\`, which joins the next;
/// - in a transcript a command starts with `$ `, and the lines up to the next `$ ` are its output,
///   which must be what the command prints (standard output and error, in order); in a script a
///   leading `$ ` is dropped;
/// - a command must exit with status 0 unless its comment says `# fails: exit N`; in a
///   transcript `$ echo $?` followed by `N` says the same of the command before it;
/// - `ctlrender …` (after any `NAME=value` assignments) is run, and so is ctlrender run as
///   `swift run [-c CONFIG] ctlrender …` or `Scripts/ctlrender …`, with the same arguments, by the
///   built binary (so the README's arguments are checked without building again);
/// - `sed …` is run too, in the example's folder: the transcripts change an input with it;
/// - any other line (`swift build`, `cp`, `apt-get`, `Scripts/…`) is shown, not run.
struct ReadmeCommand: Sendable {
    enum Kind: Sendable {
        /// A ctlrender command: its status, outputs and (in a transcript) printout are checked.
        case ctlrender
        /// A helper (`sed`) that prepares the next command's input; only its status is checked.
        case helper
    }

    /// The 1-based line of the document where the command starts.
    let line: Int
    /// The command as the README writes it (continuation lines joined, prompt and comment kept).
    let source: String
    /// What `/bin/sh -c` runs: `source` with `swift run … ctlrender` or `Scripts/ctlrender`
    /// turned into `ctlrender`, which PATH finds in the build folder.
    let shellText: String
    let kind: Kind
    /// The exit status the README says the command ends with.
    var expectedStatus: Int32
    /// The values of `-o`/`--output`: files or folders the command writes (`-`: standard output).
    let outputs: [String]
    /// In a transcript, the printout shown under the command; nil in a script.
    var expectedPrintout: String?
    /// Every word of the command, to see whether it names an earlier command's output.
    let words: [String]
    /// Whether the line sends standard output elsewhere (`| …`, `> FILE`), so that `-o -` is
    /// not seen by the test.
    let sendsStandardOutputOn: Bool

    /// Classifies one joined command line; nil for a line that is not run (another program, a
    /// comment, a blank line).
    ///
    /// - Throws: `ReadmeFormatError` for a `# fails:` comment that does not say `exit N`.
    static func parse(_ source: String, line: Int) throws -> ReadmeCommand? {
        let shell = ShellWords(source)
        let command = shell.firstCommand.drop(while: ShellWords.isAssignment)
        guard let program = command.first else { return nil }
        var shellText = source, kind = Kind.ctlrender, args = command.dropFirst()
        switch program.text {
        case "ctlrender":
            break
        case "Scripts/ctlrender":
            shellText.replaceSubrange(program.range, with: "ctlrender")
        case "swift" where command.dropFirst().first?.text == "run":
            guard let name = command.firstIndex(where: { $0.text == "ctlrender" }) else { return nil }
            shellText.replaceSubrange(program.range.lowerBound..<command[name].range.upperBound, with: "ctlrender")
            args = command[command.index(after: name)...]
        case "sed":
            kind = .helper
        default:
            return nil
        }
        var status: Int32 = 0
        if let comment = shell.comment, let marker = comment.range(of: "fails:") {
            let rest = comment[marker.upperBound...].trimmingCharacters(in: .whitespaces)
            let words = rest.split(separator: " ")
            guard words.count >= 2, words[0] == "exit", let n = Int32(words[1]), n != 0 else {
                throw ReadmeFormatError(line: line, message: "a `# fails:` comment must say `# fails: exit N` with N above 0: \(source)")
            }
            status = n
        }
        var outputs: [String] = []
        var i = args.startIndex
        while i < args.endIndex {
            let word = args[i].text
            if (word == "-o" || word == "--output"), args.index(after: i) < args.endIndex {
                outputs.append(args[args.index(after: i)].text)
                i = args.index(after: i)
            } else if word.hasPrefix("--output=") {
                outputs.append(String(word.dropFirst("--output=".count)))
            }
            i = args.index(after: i)
        }
        return ReadmeCommand(line: line, source: source, shellText: shellText, kind: kind,
                             expectedStatus: status, outputs: outputs, expectedPrintout: nil,
                             words: shell.words.map(\.text),
                             sendsStandardOutputOn: shell.words.contains { !$0.quoted && ($0.text == "|" || $0.text == ">") })
    }
}

/// A code block of README.md or a Docs/ page that the test cannot read as the conventions of
/// `ReadmeCommand` say.
struct ReadmeFormatError: Error, CustomStringConvertible {
    let line: Int
    let message: String
    /// The document's path from the package root, set by `ReadmeExample.examples(in:document:)`.
    var document = "README.md"
    var description: String { "\(document):\(line): \(message)" }
}
