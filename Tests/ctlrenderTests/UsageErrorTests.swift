import CtlTestSupport
import Foundation
import Testing

/// Mistakes in how the command is called: the status is 2 and the message names the mistake.
@Suite struct UsageErrorTests {
    @Test func unknownSubcommandIsAUsageError() throws {
        let r = try CLIRunner.run(["no-such-control", "-o", "x.png"])
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        #expect(r.errorLines == [#"ctlrender: error: unknown subcommand "no-such-control" (ctlrender list names the "#
            + #"controls; ctlrender --help lists every subcommand)"#])
    }

    @Test func versionPrintsTheVersion() throws {
        let r = try CLIRunner.run(["--version"])
        #expect(r.status == 0)
        let printed = String(decoding: r.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(printed.split(separator: ".").count == 3 && printed.allSatisfy { $0.isNumber || $0 == "." })
    }

    /// Each case: the arguments, and what the one error line must contain.
    static let suggestions: [([String], String)] = [
        (["buton", "-o", "x.png"], #"unknown subcommand "buton"; did you mean "button"?"#),
        (["swich"], #"unknown subcommand "swich"; did you mean "switch"?"#),
        (["help", "buton"], #"unknown subcommand "buton"; did you mean "button"?"#),
        (["tint", "in.png", "--color", "redd"], #"not a colour; did you mean "red"?"#),
        (["button", "--titel", "Go", "-o", "x.png"], "Unknown option '--titel'. Did you mean '--title'?"),
        (["button", "--state", "hilighted", "-o", "x.png"], #"'--state <state>': "hilighted" is not a state; did you mean "highlighted"?"#),
        (["button", "--state", "hilighted,slected", "-o", "x.png"],
         #"is not a state; did you mean "highlighted+selected"?"#),
        (["button", "--title", "hilighted=Go", "-o", "x.png"], #""hilighted" is not a state; did you mean "highlighted"?"#),
        (["button", "--title-color", "slected=#fff", "-o", "x.png"], #""slected" is not a state; did you mean "selected"?"#),
        (["button", "--tint", "bleu", "-o", "x.png"], #"--tint <colour>': not a colour; did you mean "blue"?"#),
        (["button", "--title-color", "highlighted=whit", "-o", "x.png"], #"not a colour; did you mean "white"?"#),
        (["states", "sliderr"], #"unknown control "sliderr"; did you mean "slider"?"#),
    ]

    @Test(arguments: suggestions) func aNameCloseToAKnownOneGetsASuggestion(args: [String], message: String) throws {
        let r = try CLIRunner.run(args)
        #expect(r.status == 2)
        #expect(r.errorLines.count == 1)
        #expect(r.stderr.contains(message), "\(r.stderr)")
        #expect(r.stdout.isEmpty)
    }

    @Test func aNameNearNothingGetsNoSuggestion() throws {
        let r = try CLIRunner.run(["button", "--state", "pressed", "-o", "x.png"])
        #expect(r.status == 2 && !r.stderr.contains("did you mean"))
    }

    @Test func specAndManifestMistakesGetSuggestions() throws {
        let s = try Scratch("suggest")
        try s.write("key.json", #"{"control": "button", "titel": "Go"}"#)
        try s.write("state.json", #"{"control": "button", "title": {"normal": "A", "hilighted": "B"}}"#)
        try s.write("control.json", #"{"control": "buton"}"#)
        try s.write("enum.json", #"{"control": "button", "look": "clasic"}"#)
        try s.write("colour.json", #"{"control": "button", "tint": "bleu"}"#)
        try s.write("m.json", #"{"name": "M", "assets": [{"name": "Bar", "control": "progress", "progres": 1}]}"#)
        let cases: [([String], String)] = [
            (["button", "--spec", "key.json", "-o", "x.png"], #"key.json:1:23: key "titel": unknown key in a button spec; did you mean "title"?"#),
            (["button", "--spec", "state.json", "-o", "x.png"], #""hilighted" is not a state; did you mean "highlighted"?"#),
            (["button", "--spec", "control.json", "-o", "x.png"], #"unknown control "buton"; did you mean "button"?"#),
            (["button", "--spec", "enum.json", "-o", "x.png"], #"did you mean "classic"?"#),
            (["button", "--spec", "colour.json", "-o", "x.png"], #"or a CSS name; did you mean "blue"?"#),
            (["build", "m.json", "-o", "out"], #"key "progres": unknown key in an asset; did you mean "progress"?"#),
        ]
        for (args, message) in cases {
            let r = try s.run(args)
            #expect(r.status == 1, "\(args)")
            #expect(r.errorLines.count == 1 && r.stderr.contains(message), "\(args): \(r.stderr)")
        }
        #expect(s.contents("x.png") == nil)
    }

    @Test func aSizeOfZeroSaysWhy() throws {
        let zero = try CLIRunner.run(["button", "--size", "0x0", "-o", "x.png"])
        #expect(zero.status == 2 && zero.errorLines.count == 1)
        #expect(zero.stderr.contains("the width and the height must be finite numbers of points above 0, not 0 and 0"))
        let word = try CLIRunner.run(["button", "--size", "wide", "-o", "x.png"])
        #expect(word.status == 2 && word.stderr.contains("not WxH, a width and a height in points (e.g. 300x44)"))
    }

    @Test func eachErrorIsPrintedOnce() throws {
        let s = try Scratch("once")
        try s.write("bad.json", #"{"name": "M", "assets": [{"name": "A", "control": "progress", "progres": 1}]}"#)
        let verify = try s.run(["verify", "bad.json", "--goldens", "goldens", "--record", "missing", "--report", "report"])
        #expect(verify.status == 1)
        #expect(verify.stderr.components(separatedBy: "progres\"").count == 2, "\(verify.stderr)")
        let diff = try s.run(["diff", "missing.png", "other.png"])
        #expect(diff.status == 2 && diff.errorLines.count == 1)
        let draw = try s.run(["draw", "missing.json", "--all", "-o", "out"])
        #expect(draw.status == 1 && draw.errorLines.count == 1)
    }
}
