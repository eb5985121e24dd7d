import CtlTestSupport
import Foundation
import Testing

/// The synopses of README.md and the Docs/ pages (```text blocks such as `ctlrender diff
/// EXPECTED.png ACTUAL.png [--max-channel-delta N] …`) hold placeholders, so they cannot be run;
/// every option they name must still be one the subcommand takes, as its `--help` lists it, so a
/// renamed option cannot stay in the documentation under its old name.
@Suite struct ReadmeSynopsisTests {
    /// A synopsis line: the subcommand and the options it names.
    struct Synopsis: Sendable, CustomTestStringConvertible {
        /// The document's path from the package root.
        let document: String
        let line: Int
        let subcommand: String
        let options: [String]
        var testDescription: String { "\(document):\(line) ctlrender \(subcommand)" }
    }

    /// Every synopsis of the documents: a line of a `text` block starting with `ctlrender SUB`,
    /// with the more indented lines under it (a synopsis continued on the next line).
    static let synopses: [Synopsis] = Document.all.flatMap { synopses(in: $0.markdown, document: $0.path) }

    static func synopses(in markdown: Markdown, document: String) -> [Synopsis] {
        var synopses: [Synopsis] = []
        for block in markdown.fencedBlocks where block.language == "text" {
            // A continued line belongs to a synopsis of its own block.
            var inBlock = false
            for line in block.lines {
                let words = line.text.split(separator: " ")
                if words.first == "ctlrender", words.count > 1 {
                    synopses.append(Synopsis(document: document, line: line.number, subcommand: String(words[1]), options: options(in: line.text)))
                    inBlock = true
                } else if inBlock, line.text.hasPrefix(" "), let last = synopses.popLast() {
                    synopses.append(Synopsis(document: document, line: last.line, subcommand: last.subcommand, options: last.options + options(in: line.text)))
                }
            }
        }
        return synopses
    }

    /// The long options (`--name`) and `-o` named in `text`.
    static func options(in text: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: "(?<![A-Za-z0-9-])(--[a-z][a-z0-9-]*|-o)(?![A-Za-z0-9-])")
        let ns = text as NSString
        return pattern.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { ns.substring(with: $0.range) }
    }

    @Test func theSynopsesAreFound() {
        // diff, verify, build, draw (twice), bench, slice, tint, text (twice), svg, fonts…
        #expect(Self.synopses.count >= 10, "only \(Self.synopses.count) synopses found in the text blocks of README.md and Docs/")
        #expect(Self.synopses.contains { $0.document == "Docs/snapshot-tests.md" && $0.options.contains("--max-pixels") })
        // A line indented under a synopsis continues it, in its own block only.
        let fence = "```"
        let read = Self.synopses(in: Markdown("\(fence)text\nctlrender slice IN.png\n    [--scale S] -o OUT.png\n\(fence)\n\(fence)text\n    --not-an-option\n\(fence)\n"), document: "X.md")
        #expect(read.map(\.options) == [["--scale", "-o"]])
    }

    @Test(arguments: synopses) func everyOptionOfTheSynopsisIsInTheHelp(_ synopsis: Synopsis) throws {
        let help = try CLIRunner.run([synopsis.subcommand, "--help"])
        try #require(help.status == 0, "\(synopsis.document):\(synopsis.line): `ctlrender \(synopsis.subcommand) --help` failed: \(help.stderr)")
        let text = String(decoding: help.stdout, as: UTF8.self)
        let listed = Set(Self.options(in: text))
        for option in synopsis.options where !listed.contains(option) {
            Issue.record("\(synopsis.document):\(synopsis.line): the synopsis of `ctlrender \(synopsis.subcommand)` names \(option), which `ctlrender \(synopsis.subcommand) --help` does not list")
        }
    }
}
