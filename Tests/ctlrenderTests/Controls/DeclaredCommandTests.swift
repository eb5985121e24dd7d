import CtlControls
import CtlTestSupport
import Foundation
import Testing

/// A control's command line, read from its declarations: the forms an option takes, the order
/// options apply in, the help's three spellings, and the reference generated from the same
/// declarations.
@Suite struct DeclaredCommandTests {
    @Test func anOptionTakesItsValueAfterItOrAfterAnEqualsSign() throws {
        let scratch = try Scratch("declared")
        let spaced = try scratch.png("a.png", ["button", "--title", "Go", "--title-color", "red"])
        let joined = try scratch.png("b.png", ["button", "--title=Go", "--title-color=red"])
        #expect(spaced == joined)
    }

    static let star = PackagePaths.fixtures.appendingPathComponent("Artwork/star.svg").path

    @Test func aSwitchIsTurnedOnByItsNameAndOffByItsNoForm() throws {
        let scratch = try Scratch("declared")
        let base = ["button", "--type", "custom", "--image", Self.star, "--state", "highlighted", "--look", "classic"]
        let byDefault = try scratch.png("a.png", base)
        let on = try scratch.png("b.png", base + ["--adjust-highlighted"])
        let off = try scratch.png("c.png", base + ["--no-adjust-highlighted"])
        #expect(on == byDefault)
        #expect(off != byDefault)
    }

    /// The cap insets apply to the background images whichever comes first on the command line:
    /// options apply in the order of their declarations.
    @Test func optionsApplyInTheOrderOfTheirDeclarations() throws {
        let scratch = try Scratch("declared")
        let art = Self.star
        let before = try scratch.png("a.png", ["button", "--background-cap-insets", "4", "--background-image", art,
                                               "--size", "120x44"])
        let after = try scratch.png("b.png", ["button", "--background-image", art, "--background-cap-insets", "4",
                                              "--size", "120x44"])
        #expect(before == after)
    }

    @Test func helpIsTheSameAskedThreeWays() throws {
        let long = try CLIRunner.run(["slider", "--help"])
        let short = try CLIRunner.run(["slider", "-h"])
        let named = try CLIRunner.run(["help", "slider"])
        #expect(long.status == 0 && short.status == 0 && named.status == 0)
        #expect(long.stdout == short.stdout && long.stdout == named.stdout)
        let text = String(decoding: long.stdout, as: UTF8.self)
        #expect(text.hasPrefix("OVERVIEW: Draw a slider (UISlider).\n"))
        // Every line fits 80 columns but for a label longer than the column it opens.
        for line in text.split(separator: "\n") where line.count > 80 {
            Issue.record("a help line is wider than 80 columns: \(line)")
        }
    }

    @Test(arguments: [
        (["button", "--title"], "Missing value for '--title <[state=]text>'"),
        (["button", "--tint", "--look", "flat", "-o", "x.png"], "Missing value for '--tint <colour>'"),
        (["button", "-o", "x.png", "--", "extra"], "Unexpected argument 'extra'"),
        (["button", "--all-states=yes", "-o", "out"],
         "The option '--all-states' does not take any value, but 'yes' was specified."),
        (["button", "--halign", "middle", "-o", "x.png"],
         "The value 'middle' is invalid for '--halign <alignment>'. Please provide one of 'left', 'center', 'right' "
             + "or 'fill'."),
        (["button", "--look", "ios6", "-o", "x.png"],
         "The value 'ios6' is invalid for '--look <look>'. Please provide one of 'flat' and 'classic'."),
        (["button", "--type", "big", "-o", "x.png"],
         "The value 'big' is invalid for '--type <type>'. Please provide one of the following:\n  - system\n"),
        (["button", "--scale", "20", "-o", "x.png"], "--scale must be a number greater than 0 and at most 16"),
        (["button"], "Missing expected argument '--output <path>'"),
    ])
    func aBadCommandLineIsAUsageErrorThatSaysWhat(arguments: [String], message: String) throws {
        let scratch = try Scratch("declared")
        let r = try scratch.run(arguments)
        #expect(r.status == 2, "\(arguments)")
        #expect(r.stderr.contains("ctlrender: error: " + message), "\(r.stderr)")
        #expect(r.stderr.contains("Usage: ctlrender button [<options>] --output <path>"))
        #expect(scratch.names.isEmpty, "a refused command line wrote \(scratch.names)")
    }

    /// Docs/controls.md is what `ctlrender reference` prints from the declarations now.
    @Test func theReferenceInDocsIsCurrent() throws {
        let r = try CLIRunner.run(["reference"])
        #expect(r.status == 0)
        let docs = PackagePaths.root.appendingPathComponent("Docs/controls.md")
        let committed = try String(contentsOf: docs, encoding: .utf8)
        #expect(String(decoding: r.stdout, as: UTF8.self) == committed,
                "Docs/controls.md is stale: run Scripts/reference and commit it")
        for kind in Controls.all where !kind.options.isEmpty {
            #expect(committed.contains("\n## \(kind.name)\n"), "\(kind.name) has no section")
            for option in kind.options { #expect(committed.contains("`--\(option.name)"), "--\(option.name)") }
        }
    }
}
