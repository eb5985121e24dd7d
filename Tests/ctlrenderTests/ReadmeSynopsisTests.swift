import CtlTestSupport
import Foundation
import Testing

/// The README's synopses (```text blocks such as `ctlrender diff EXPECTED.png ACTUAL.png
/// [--max-channel-delta N] …`) hold placeholders, so they cannot be run; every option they name
/// must still be one the subcommand takes, as its `--help` lists it, so a renamed option cannot
/// stay in the README under its old name.
@Suite struct ReadmeSynopsisTests {
    /// A synopsis line: the subcommand and the options it names.
    struct Synopsis: Sendable, CustomTestStringConvertible {
        let line: Int
        let subcommand: String
        let options: [String]
        var testDescription: String { "README.md:\(line) ctlrender \(subcommand)" }
    }

    /// Every synopsis of README.md: a line of a `text` block starting with `ctlrender SUB`, with
    /// the more indented lines under it (a synopsis continued on the next line).
    static let synopses: [Synopsis] = {
        var synopses: [Synopsis] = []
        for block in ReadmeCommandTests.readme.fencedBlocks where block.language == "text" {
            for line in block.lines {
                let words = line.text.split(separator: " ")
                if words.first == "ctlrender", words.count > 1 {
                    synopses.append(Synopsis(line: line.number, subcommand: String(words[1]), options: options(in: line.text)))
                } else if line.text.hasPrefix(" "), let last = synopses.popLast() {
                    synopses.append(Synopsis(line: last.line, subcommand: last.subcommand, options: last.options + options(in: line.text)))
                }
            }
        }
        return synopses
    }()

    /// The long options (`--name`) and `-o` named in `text`.
    static func options(in text: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: "(?<![A-Za-z0-9-])(--[a-z][a-z0-9-]*|-o)(?![A-Za-z0-9-])")
        let ns = text as NSString
        return pattern.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { ns.substring(with: $0.range) }
    }

    @Test func theSynopsesAreFound() {
        // diff, verify, build, draw (twice), bench, slice, tint, text.
        #expect(Self.synopses.count >= 8, "only \(Self.synopses.count) synopses found in README.md's text blocks")
        #expect(Self.synopses.contains { $0.options.contains("--max-pixels") })
    }

    @Test(arguments: synopses) func everyOptionOfTheSynopsisIsInTheHelp(_ synopsis: Synopsis) throws {
        let help = try CLIRunner.run([synopsis.subcommand, "--help"])
        try #require(help.status == 0, "README.md:\(synopsis.line): `ctlrender \(synopsis.subcommand) --help` failed: \(help.stderr)")
        let text = String(decoding: help.stdout, as: UTF8.self)
        let listed = Set(Self.options(in: text))
        for option in synopsis.options where !listed.contains(option) {
            Issue.record("README.md:\(synopsis.line): the synopsis of `ctlrender \(synopsis.subcommand)` names \(option), which `ctlrender \(synopsis.subcommand) --help` does not list")
        }
    }
}
