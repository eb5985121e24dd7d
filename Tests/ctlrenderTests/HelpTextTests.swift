import CtlTestSupport
import Foundation
import Testing

/// The help describes each control to someone who never read the notes it was built from, and
/// says the same thing the same way everywhere.
@Suite struct HelpTextTests {
    /// Words that only make sense to a reader of the design notes.
    static let notes = [#"\bseeds?\b"#, #"\bS\d\b"#, #"\bRecipe\b"#, #"iDevRecipes"#]

    static let colourForms = "#rgb, #rgba, #rrggbb, #rrggbbaa or a CSS name"

    static let angleForms = "radians (1.2, -11pi/8, 3π/8) or degrees (45deg, 45°)"

    /// The subcommands the root help lists.
    static func subcommands() throws -> [String] {
        let help = String(decoding: try CLIRunner.run(["--help"]).stdout, as: UTF8.self)
        guard let start = help.range(of: "SUBCOMMANDS:") else { return [] }
        // The list ends at the first blank line (the "See 'ctlrender help …'" note follows it).
        let list = help[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
            .dropFirst().prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        return list.compactMap { line in
            guard line.hasPrefix("  "), let first = line.first(where: { $0 != " " }), first.isLetter,
                  !line.hasPrefix("   ") else { return nil }
            return line.split(separator: " ").first.map(String.init)
        }
    }

    /// `text`'s lines that mention the notes.
    static func mentionsOfNotes(in text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { line in
            notes.contains { line.range(of: $0, options: [.regularExpression, .caseInsensitive]) != nil }
        }
    }

    /// Each option's help, its lines joined: from a line starting "  -" to the next.
    static func optionBlocks(of help: String) -> [String] {
        var blocks: [String] = []
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("  -") {
                blocks.append(String(line))
            } else if line.hasPrefix("   "), !blocks.isEmpty {
                blocks[blocks.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
            } else if !line.hasPrefix("  ") {
                blocks.append("")
            }
        }
        return blocks.filter { !$0.isEmpty }.map { $0.split(separator: " ").joined(separator: " ") }
    }

    @Test func thereAreSubcommands() throws {
        let names = try Self.subcommands()
        #expect(names.contains("button") && names.contains("catalog") && names.contains("draw"), "\(names)")
    }

    @Test func noHelpMentionsTheNotes() throws {
        for command in try Self.subcommands() + [""] {
            let r = try CLIRunner.run((command.isEmpty ? [] : [command]) + ["--help"])
            #expect(r.status == 0, "\(command): \(r.stderr)")
            let help = String(decoding: r.stdout, as: UTF8.self)
            #expect(Self.mentionsOfNotes(in: help).isEmpty, "\(command) --help: \(Self.mentionsOfNotes(in: help))")
        }
    }

    @Test func theListsDoNotMentionTheNotes() throws {
        let list = try CLIRunner.run(["list"])
        #expect(list.status == 0)
        let text = String(decoding: list.stdout, as: UTF8.self)
        #expect(Self.mentionsOfNotes(in: text).isEmpty, "list: \(Self.mentionsOfNotes(in: text))")
        let controls = text.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(controls.count > 20)
        for control in controls {
            let states = String(decoding: try CLIRunner.run(["states", control]).stdout, as: UTF8.self)
            #expect(Self.mentionsOfNotes(in: states).isEmpty, "states \(control): \(Self.mentionsOfNotes(in: states))")
        }
    }

    @Test func everyColourOptionNamesTheForms() throws {
        var colourOptions = 0
        for command in try Self.subcommands() {
            let help = String(decoding: try CLIRunner.run([command, "--help"]).stdout, as: UTF8.self)
            for block in Self.optionBlocks(of: help) where block.contains("colour>") {
                colourOptions += 1
                #expect(block.contains("Colour: \(Self.colourForms)."), "\(command): \(block)")
            }
        }
        #expect(colourOptions > 40)
    }

    @Test func everyAngleOptionNamesTheForms() throws {
        var angleOptions = 0
        for command in try Self.subcommands() {
            let help = String(decoding: try CLIRunner.run([command, "--help"]).stdout, as: UTF8.self)
            for block in Self.optionBlocks(of: help) where block.contains("<angle>") {
                angleOptions += 1
                #expect(block.contains("Angle: \(Self.angleForms)."), "\(command): \(block)")
            }
        }
        #expect(angleOptions == 4)
    }

    /// The value names say what the value is in one way: insets T,L,B,R, offsets DX,DY, sizes WxH.
    @Test func valueNamesAreTheSameEverywhere() throws {
        for command in try Self.subcommands() {
            let help = String(decoding: try CLIRunner.run([command, "--help"]).stdout, as: UTF8.self)
            for block in Self.optionBlocks(of: help) {
                let words = block.split(separator: " ")
                guard let name = words.first(where: { $0.hasPrefix("--") }) else { continue }
                let value = words.first { $0.hasPrefix("<") } ?? ""
                if name.hasSuffix("insets") { #expect(value == "<t,l,b,r>", "\(command): \(block)") }
                if name.hasSuffix("offset") { #expect(value == "<dx,dy>", "\(command): \(block)") }
                if name == "--size" { #expect(value == "<WxH>", "\(command): \(block)") }
                if name == "--font-size" { #expect(value == "<pt>", "\(command): \(block)") }
                if name == "--resizing-mode" { #expect(value == "<mode>", "\(command): \(block)") }
            }
        }
    }
}
