import Foundation
import Testing

/// The README reader on small made-up documents: which lines become commands, with which status,
/// outputs and printout, so that a README test that passes is not passing because the reader
/// skipped the lines.
@Suite struct ReadmeExtractionTests {
    static let fence = "```"

    static func examples(_ text: String) throws -> [ReadmeExample] {
        try ReadmeExample.examples(in: Markdown(text))
    }

    @Test func aScriptsCommandsAreFoundAndOtherProgramsAreNot() throws {
        let text = """
        Prose with `ctlrender button -o inline.png`, not run.

        \(Self.fence)sh
        # a comment line
        apt-get install -y libpng-dev
        ctlrender button --state highlighted -o button.png   # a comment
        $ ctlrender list
        CTLRENDER_MAX_IMAGE_PIXELS=lots ctlrender catalog -o sheet.png   # fails: exit 2
        swift run -c release ctlrender switch --on \\
            --scale 2 -o switch@2x.png
        Scripts/ctlrender slider -o out/
        Scripts/test
        cp -R .build/release/ctlrender /usr/local/bin/
        \(Self.fence)

            ctlrender indented -o not-run.png

        \(Self.fence)json
        {"control": "button"}
        \(Self.fence)
        """
        let commands = try Self.examples(text).flatMap(\.commands)
        #expect(commands.map(\.line) == [6, 7, 8, 9, 11])
        #expect(commands.map(\.expectedStatus) == [0, 0, 2, 0, 0])
        #expect(commands.map(\.outputs) == [["button.png"], [], ["sheet.png"], ["switch@2x.png"], ["out/"]])
        // What the shell runs: the prompt dropped, `swift run …` and `Scripts/ctlrender` made `ctlrender`.
        #expect(commands[1].shellText == "ctlrender list")
        #expect(commands[3].shellText == "ctlrender switch --on --scale 2 -o switch@2x.png")
        #expect(commands[4].shellText == "ctlrender slider -o out/")
        #expect(commands.allSatisfy { $0.kind == .ctlrender && $0.expectedPrintout == nil })
    }

    @Test func standardOutputSentOnIsSeen() throws {
        let commands = try Self.examples("""
        \(Self.fence)sh
        ctlrender button -o -
        ctlrender button -o - | wc -c
        ctlrender button -o - > b.png
        ctlrender button --title 'a|b' -o -
        \(Self.fence)
        """).flatMap(\.commands)
        #expect(commands.map(\.outputs) == [["-"], ["-"], ["-"], ["-"]])
        #expect(commands.map(\.sendsStandardOutputOn) == [false, true, true, false])
    }

    @Test func aScriptWhoseCommandReadsAnEarlierOutputIsOneExample() throws {
        let independent = try Self.examples("\(Self.fence)sh\nctlrender a -o a.png\nctlrender b -o b.png\n\(Self.fence)\n")
        #expect(independent.map(\.commands.count) == [1, 1])
        let chained = try Self.examples("\(Self.fence)sh\nctlrender a -o a@2x.png\nctlrender slice a@2x.png -o b.png\n\(Self.fence)\n")
        #expect(chained.map(\.commands.count) == [2])
    }

    @Test func aTranscriptGivesEachCommandItsPrintoutAndStatus() throws {
        let text = """
        \(Self.fence)console
        $ ctlrender verify buttons.json --goldens goldens
        4 images: 0 passed
        $ sed -i 's/a/b/' buttons.json
        $ ctlrender verify buttons.json \\
        >     --goldens goldens
        FAIL SignIn@2x
        4 images: 3 failed
        $ echo $?
        1
        $ ctlrender tint huge.png --color red   # fails: exit 1
        ctlrender: error: too big
        \(Self.fence)
        """
        let examples = try Self.examples(text)
        #expect(examples.count == 1)
        let commands = examples[0].commands
        #expect(commands.map(\.line) == [2, 4, 5, 11])
        #expect(commands.map(\.kind) == [.ctlrender, .helper, .ctlrender, .ctlrender])
        #expect(commands.map(\.expectedStatus) == [0, 0, 1, 1])
        #expect(commands[2].shellText == "ctlrender verify buttons.json --goldens goldens")
        #expect(commands.map(\.expectedPrintout) == ["4 images: 0 passed", "", "FAIL SignIn@2x\n4 images: 3 failed", "ctlrender: error: too big"])
    }

    @Test func aMalformedFailureMarkerIsAnError() {
        #expect(throws: ReadmeFormatError.self) { try Self.examples("\(Self.fence)sh\nctlrender x   # fails: with 1\n\(Self.fence)\n") }
        #expect(throws: ReadmeFormatError.self) { try Self.examples("\(Self.fence)sh\nctlrender x   # fails: exit 0\n\(Self.fence)\n") }
        #expect(throws: ReadmeFormatError.self) {
            try Self.examples("\(Self.fence)console\n$ ctlrender x   # fails: exit 2\n$ echo $?\n1\n\(Self.fence)\n")
        }
    }

    @Test func shellWordsSeeQuotesCommentsAndRedirections() {
        let words = ShellWords(#"ctlrender text "Sign # In" --color '#007aff' -o a\ b.png > log.txt # note"#)
        #expect(words.words.map(\.text) == ["ctlrender", "text", "Sign # In", "--color", "#007aff", "-o", "a b.png", ">", "log.txt"])
        #expect(words.comment == " note")
        #expect(ShellWords("ctlrender list | head -3").firstCommand.map(\.text) == ["ctlrender", "list"])
    }

    @Test func linksAnchorsAndFencesAreRead() {
        let md = Markdown("""
        # Title
        See [Limits](#limits), ![img](a/b.png) and `[not](a link)`.
        ## Limits
        ## In your own tests: `CtlSnapshot`
        ~~~~text
        [inside](a fence)
        ~~~~
        """)
        #expect(md.links.map(\.target) == ["#limits", "a/b.png"])
        #expect(md.headingAnchors == ["title", "limits", "in-your-own-tests-ctlsnapshot"])
        #expect(md.fencedBlocks.map(\.language) == ["text"])
        #expect(md.fencedBlocks.first?.lines.map(\.number) == [6])
    }
}
