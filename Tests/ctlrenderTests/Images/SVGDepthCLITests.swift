import CtlTestSupport
import Foundation
import Testing

/// `ctlrender svg` on the chains of references a hostile file makes: past the nesting limit an
/// error with its place and no file; past the `href` chain limit a warning with its place.
@Suite struct SVGDepthCLITests {
    /// The file: 1000 `use`s in a row, each referring to the next (SIGSEGV before).
    @Test func aLongUseChainIsAnErrorWithItsPlace() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let links = 1000
        var text = "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'>\n<defs><rect id='u0' width='10' height='10'/>\n"
        for i in 1...links { text += "<use id='u\(i)' href='#u\(i - 1)'/>\n" }
        text += "</defs><use href='#u\(links)'/></svg>"
        let input = try folder.write(text, "chain.svg")
        let r = try CLIRunner.run(["svg", input, "-o", folder.path("out.png")])
        #expect(r.status == 1)
        // The top use and u1000 … u490 are 512 levels; u489, on line 2 + 489, is the 513th.
        #expect(r.stderr.contains("chain.svg:491:1: elements and references nest deeper than 512 levels here (use 513)"),
                "\(r.stderr)")
        #expect(!folder.exists("out.png"))
    }

    @Test func anHrefChainPastItsLimitIsAWarning() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        var text = "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'>\n"
            + "<linearGradient id='g0'><stop stop-color='green'/><stop offset='1' stop-color='blue'/></linearGradient>\n"
        for i in 1...64 { text += "<linearGradient id='g\(i)' href='#g\(i - 1)'/>\n" }
        text += "<rect width='10' height='10' fill='url(#g64)'/></svg>"
        let input = try folder.write(text, "chain.svg")
        let r = try CLIRunner.run(["svg", input, "-o", folder.path("out.png")])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("ctlrender: warning: \(input):66:1: its href chain is longer than 64 elements; "
                                  + "from #g0 (2:1) on it is not followed"), "\(r.stderr)")
    }
}
