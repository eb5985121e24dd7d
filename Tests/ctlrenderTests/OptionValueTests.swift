import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// Option values: a value may begin with "-" (a negative number, offset, inset, angle or index),
/// and a value that cannot be read names its option and the reason.
@Suite struct OptionValueTests {
    /// One of each kind of value that may be negative, each in a subcommand that takes it.
    @Test(arguments: [
        ["slider", "--value", "-1"],                                    // a value (clamped, with a warning)
        ["slider", "--min", "-5", "--max", "-1", "--value", "-3"],      // a range
        ["slider", "--minimum-value", "-5", "--maximum-value", "5"],
        ["knob", "--min", "-5", "--value", "-2"],
        ["stepper", "--value", "-3", "--min", "-10"],
        ["button", "--title-shadow-offset", "-1,-1"],                   // an offset
        ["segmented", "--title-shadow-offset", "0,-1"],
        ["bar-button-item", "--title-shadow-offset", "-1,0"],
        ["button", "--content-insets", "-2,0,0,0"],                     // insets
        ["button", "--title-insets", "-4", "--image-insets", "0,-3,0,0"],
        ["activity", "--phase", "-1"],                                  // a phase
        ["knob", "--start-angle", "-11pi/8", "--end-angle", "-1"],      // angles
        ["image-knob", "--angle", "-0.5"],
        ["knob", "--start-angle", "-135deg", "--end-angle", "45°"],     // every angle option takes degrees
        ["touch-wheel", "--angle", "-pi/2"],
        ["segmented", "--selected-index", "-1", "--highlighted-index", "-1"], // indices (none)
        ["tab-bar", "--selected-index", "-1", "--glow-index", "-1"],
        ["page-control", "--current-page", "-1"],
        ["pull-ribbon", "--sway", "-15", "--wiggle", "-10"],
        ["color-control", "--hue", "-0.5"],
        ["segmented", "--disabled-segments", "-1,2"],                   // a list of numbers
    ])
    func negativeValuesAreValues(_ args: [String]) throws {
        let r = try CLIRunner.run(args + ["-o", "-"])
        #expect(r.status == 0, "\(args): \(r.stderr)")
        #expect(r.stdout.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(args): no PNG on standard output")
    }

    @Test func aNegativeValueBeforeTheOutputLeavesTheOutputOptionAlone() throws {
        let folder = ScratchFolder()
        defer { folder.remove() }
        let r = try CLIRunner.run(["slider", "--value", "-1", "-o", folder.path("s.png"), "--min", "-2"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(folder.exists("s.png"))
    }

    @Test(arguments: ["--value", "--min", "--title-shadow-offset", "--scale", "--size"])
    func aValueMissingAtTheEndIsAnError(_ option: String) throws {
        let command = option == "--title-shadow-offset" ? "button" : "slider"
        let r = try CLIRunner.run([command, "-o", "-", option])
        #expect(r.status == 2, "\(option): \(r.stderr)")
        #expect(r.stderr.contains("Missing value for '\(option)"), "\(option): \(r.stderr)")
        #expect(r.stdout.isEmpty)
    }

    /// (arguments, the option named, the reason given)
    @Test(arguments: [
        (["slider", "--value", "abc"], "--value", "not a number"),
        (["slider", "--min", "nan"], "--min", "not a finite number"),
        (["slider", "--scale", "-1"], "--scale", "greater than 0"),
        (["slider", "--scale", "0"], "--scale", "greater than 0"),
        (["slider", "--size", "wide"], "--size", "WxH"),
        (["slider", "--tint", "bluish"], "--tint", "not a colour: use #rgb, #rgba, #rrggbb, #rrggbbaa or a CSS name"),
        (["button", "--content-insets", "1,2"], "--content-insets", "T,L,B,R"),
        (["button", "--title-shadow-offset", "x"], "--title-shadow-offset", "DX,DY"),
        (["button", "--title-color", "hilighted=red"], "--title-color", "\"hilighted\" is not a state"),
        (["button", "--background-cap-insets", "a,b,c,d"], "--background-cap-insets", "T,L,B,R"),
        (["knob", "--start-angle", "east"], "--start-angle", "not an angle"),
        (["touch-wheel", "--angle", "north"], "--angle", "not an angle"),
        (["activity", "--phase", "1.5"], "--phase", "not a whole number"),
        (["segmented", "--widths", "10,x"], "--widths", "\"x\" is not a number"),
        (["segmented", "--disabled-segments", "1,one"], "--disabled-segments", "\"one\" is not a whole number"),
        (["tab-bar", "--selected-index", "first"], "--selected-index", "not an index"),
        (["button", "--frames", "many"], "--frames", "not a number"),
        (["text", "A", "--font-size", "-3"], "--font-size", "greater than 0"),
        (["catalog", "--background", "paper"], "--background", "not a colour"),
    ])
    func badValuesNameTheOptionAndTheReason(args: [String], option: String, reason: String) throws {
        let folder = ScratchFolder()
        defer { folder.remove() }
        let r = try CLIRunner.run(args + ["-o", folder.path("out.png")])
        #expect(r.status == 2, "\(args): \(r.stderr)")
        let firstLine = r.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(firstLine.hasPrefix("ctlrender: error: "), "\(args): \(r.stderr)")
        #expect(firstLine.contains(option) && firstLine.contains(reason), "\(args): \(firstLine)")
        #expect(!folder.exists("out.png"))
    }
}
