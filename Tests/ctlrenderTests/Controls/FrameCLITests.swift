import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// `--frames` and `--fps` of the activity, knob, button, pull-ribbon and star-slider subcommands.
@Suite struct FrameCLITests {
    @Test func framesWritesNumberedFilesIntoTheFolder() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        for (control, n) in [("activity", 12), ("knob", 9), ("button", 5), ("pull-ribbon", 5), ("star-slider", 6)] {
            let r = try CLIRunner.run([control, "--frames", "\(n)", "--scale", "2", "-o", folder.path(control)])
            #expect(r.status == 0, "\(control): \(r.stderr)")
            #expect(folder.files(control) == (0..<n).map { String(format: "\(control)-frame-%03d@2x.png", $0) })
        }
        let r = try CLIRunner.run(["knob", "--frames", "3", "-o", folder.path("one")])
        #expect(r.status == 0)
        #expect(folder.files("one") == ["knob-frame-000.png", "knob-frame-001.png", "knob-frame-002.png"])
    }

    @Test func fpsSpacesFramesOverTheDuration() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        // The knob's 0.25 s at 60 fps: 0 … 15/60, 16 frames; the button's 0.2 s at 10 fps: 3;
        // the activity's 1 s cycle at 12 fps: 12, the end left out.
        for (control, fps, count) in [("knob", "60", 16), ("button", "10", 3), ("activity", "12", 12)] {
            let r = try CLIRunner.run([control, "--fps", fps, "-o", folder.path(control)])
            #expect(r.status == 0, "\(control): \(r.stderr)")
            #expect(folder.files(control).count == count, "\(control)")
        }
    }

    @Test func framesMatchTheLibrarysRender() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let r = try CLIRunner.run(["knob", "--frames", "5", "--look", "classic", "--tint", "red", "-o", folder.path("k")])
        #expect(r.status == 0, "\(r.stderr)")
        let knob = Knob()
        let times = try FramePlan.times(.count(5), for: knob.animation)
        let expected = try FrameRenderer.render(knob, times: times, options: RenderOptions(
            look: .classic, tint: Color(hex: 0xFF0000)))
        for (i, pixmap) in expected.pixmaps.enumerated() {
            #expect(try PNG.read(path: folder.path("k/knob-frame-00\(i).png")) == pixmap)
        }
    }

    /// A spec's options and configuration apply to the frames; the first frame of a spin is the
    /// plain render at the starting phase.
    @Test func specAndControlOptionsApplyToTheFrames() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        try folder.write(#"{"style": "gray", "phase": 4, "look": "classic", "scale": 3}"#, "a.json")
        var r = try CLIRunner.run(["activity", "--spec", folder.path("a.json"), "--frames", "6", "-o", folder.path("f")])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(folder.files("f").count == 6 && folder.files("f").first == "activity-frame-000@3x.png")
        r = try CLIRunner.run(["activity", "--spec", folder.path("a.json"), "-o", folder.path("plain.png")])
        #expect(try PNG.read(path: folder.path("f/activity-frame-000@3x.png"))
                == (try PNG.read(path: folder.path("plain.png"))))
        // The third of six frames is two steps on.
        r = try CLIRunner.run(["activity", "--spec", folder.path("a.json"), "--phase", "8", "-o", folder.path("p8.png")])
        #expect(try PNG.read(path: folder.path("f/activity-frame-002@3x.png"))
                == (try PNG.read(path: folder.path("p8.png"))))
    }

    @Test func badFrameOptionsAreUsageErrorsWithNoOutput() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let cases: [([String], String)] = [
            (["--frames", "0"], "--frames must be a whole number from 1 to 1000"),
            (["--frames", "-4"], "--frames"),
            (["--frames", "1001"], "--frames must be a whole number from 1 to 1000"),
            (["--frames", "99999999999999999999999"], "--frames"),
            (["--fps", "0"], "--fps must be a number of frames per second above 0"),
            (["--fps", "-30"], "--fps"),
            (["--fps", "nan"], "'--fps <f>': not a finite number"),
            (["--fps", "inf"], "'--fps <f>': not a finite number"),
            (["--fps", "5000"], "more than 1000 frames"),
            (["--frames", "3", "--fps", "30"], "--frames and --fps cannot be used together"),
            (["--frames", "3", "--all-states"], "--frames and --all-states cannot be used together"),
            (["--frames", "3", "--scale", "0"], "--scale"),
        ]
        for (args, message) in cases {
            let r = try CLIRunner.run(["knob"] + args + ["-o", folder.path("out")])
            #expect(r.status == 2, "\(args): \(r.stderr)")
            #expect(r.stderr.contains(message), "\(args): \(r.stderr)")
            #expect(!folder.exists("out"), "\(args)")
        }
        var r = try CLIRunner.run(["button", "--frames", "3", "-o", folder.path("b.png")])
        #expect(r.status == 2 && r.stderr.contains("needs a folder for -o, not the file"))
        #expect(!folder.exists("b.png"))
        r = try CLIRunner.run(["activity", "--fps", "3", "-o", "-"])
        #expect(r.status == 2 && r.stderr.contains("--fps needs a folder for -o, not -") && r.stdout.isEmpty)
    }

    /// A configuration that cannot be drawn fails before the folder is made.
    @Test func aFailedRenderLeavesNoFrames() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        var r = try CLIRunner.run(["knob", "--frames", "4", "--min", "2", "--max", "1", "-o", folder.path("out")])
        #expect(r.status == 1 && r.stderr.contains("must be below the maximum"))
        #expect(!folder.exists("out"))
        // A file where the folder should be: nothing written, an output error.
        try folder.write("x", "file")
        r = try CLIRunner.run(["knob", "--frames", "4", "-o", folder.path("file")])
        #expect(r.status == 3 && r.stderr.contains("a file (not a folder) is in the way"))
    }

    @Test func theAnimatedSubcommandsListTheFrameOptions() throws {
        for control in ["activity", "knob", "button"] {
            let help = String(decoding: try CLIRunner.run([control, "--help"]).stdout, as: UTF8.self)
            #expect(help.contains("--frames <n>") && help.contains("--fps <f>"), "\(control)")
        }
        // A control without an animation has no such options.
        let r = try CLIRunner.run(["switch", "--frames", "3", "-o", "x"])
        #expect(r.status == 2 && r.stderr.contains("Unknown option '--frames'"))
    }
}
