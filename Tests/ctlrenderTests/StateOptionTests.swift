import CtlTestSupport
import Testing

/// `--state` is read once, by ArgumentParser, into a state: every spelling of a state draws
/// the same image, and a name that is none is refused while the arguments are parsed.
@Suite struct StateOptionTests {
    @Test func everySpellingOfAStateDrawsTheSameImage() throws {
        let canonical = try CLIRunner.run(["button", "--state", "highlighted+selected", "-o", "-"])
        #expect(canonical.status == 0, "\(canonical.stderr)")
        for spelling in ["selected,highlighted", "Highlighted+SELECTED", "selected + highlighted"] {
            let r = try CLIRunner.run(["button", "--state", spelling, "-o", "-"])
            #expect(r.status == 0, "\(spelling): \(r.stderr)")
            #expect(r.stdout == canonical.stdout, "\(spelling)")
        }
        let normal = try CLIRunner.run(["button", "-o", "-"])
        #expect(normal.stdout != canonical.stdout)
    }

    @Test func aNameThatIsNoStateIsAUsageErrorNamingTheOption() throws {
        let r = try CLIRunner.run(["button", "--state", "pressed", "-o", "-"])
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains(#"'--state <state>': "pressed" is not a state (use normal, highlighted"#), "\(r.stderr)")
    }

    @Test func aStateWithAllStatesIsStillRefused() throws {
        let r = try CLIRunner.run(["button", "--state", "selected", "--all-states", "-o", "out"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("--all-states and --state cannot be used together"), "\(r.stderr)")
    }
}
