import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// What an SVG's drawing leaves out is a warning by default (`svg`, `build`), with the file, line
/// and column, silenced by --quiet; --strict makes it an error that writes nothing.
@Suite struct SVGWarningsTests {
    /// An image that is not there (line 2) and path data that stops at an error (line 3).
    static let broken = """
        <svg xmlns="http://www.w3.org/2000/svg" width="8" height="8">
          <image href="missing.png" width="8" height="8"/>
          <path d="M 0 0 L 8 0 L 20 x" fill="red"/>
        </svg>
        """
    static let clean = #"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>"#

    static let missingImage = "broken.svg:2:3: <image> skipped: image file not found"
    static let badPathData = "broken.svg:3:3: <path> skipped: path data has an error"

    @Test func svgWarnsOfWhatItLeavesOutUnlessQuiet() throws {
        let s = try Scratch("svg-warnings")
        try s.write("broken.svg", Self.broken)
        let loud = try s.run(["svg", "broken.svg", "-o", "a.png"])
        #expect(loud.status == 0 && s.contents("a.png") != nil, "\(loud.stderr)")
        #expect(loud.stderr.contains("ctlrender: warning: " + Self.missingImage), "\(loud.stderr)")
        #expect(loud.stderr.contains("ctlrender: warning: " + Self.badPathData), "\(loud.stderr)")
        for flag in ["-q", "--quiet"] {
            let quiet = try s.run(["svg", "broken.svg", flag, "-o", "b.png"])
            #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(flag): \(quiet.stderr)")
        }
        #expect(s.contents("a.png") == s.contents("b.png"))
        let clean = try s.run(["svg", "-", "-o", "c.png"], stdin: Data(Self.clean.utf8))
        #expect(clean.status == 0 && clean.stderr.isEmpty, "\(clean.stderr)")
    }

    @Test func svgStrictFailsAndWritesNothingForThatFile() throws {
        let s = try Scratch("svg-strict")
        try s.write("broken.svg", Self.broken)
        try s.write("clean.svg", Self.clean)
        let one = try s.run(["svg", "broken.svg", "--strict", "-o", "a.png"])
        #expect(one.status == 1 && s.contents("a.png") == nil)
        #expect(one.stderr.contains("ctlrender: error: broken.svg: 2 warnings with --strict, nothing written"), "\(one.stderr)")
        #expect(one.stderr.contains(Self.missingImage) && one.stderr.contains(Self.badPathData), "\(one.stderr)")
        // --quiet silences warnings, not the errors --strict makes of them.
        let quiet = try s.run(["svg", "broken.svg", "--strict", "--quiet", "-o", "a.png"])
        #expect(quiet.status == 1 && quiet.stderr.contains(Self.missingImage) && s.contents("a.png") == nil)
        // A batch: the failing file writes nothing, the others are written, the status is 1.
        let batch = try s.run(["svg", "clean.svg", "broken.svg", "--strict", "--scales", "1,2", "-o", "out/"])
        #expect(batch.status == 1 && batch.stderr.contains("1 of 2 SVG files failed"), "\(batch.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: s.path("out")).sorted() == ["clean.png", "clean@2x.png"])
        let fine = try s.run(["svg", "clean.svg", "--strict", "-o", "clean.png"])
        #expect(fine.status == 0 && fine.stderr.isEmpty && s.contents("clean.png") != nil, "\(fine.stderr)")
    }

    /// A `use` that refers to a group holding it is left out with a warning naming the cycle, and
    /// the rest drawn; --strict refuses the file.
    @Test func useCycleIsAWarningAndStrictRefusesIt() throws {
        let s = try Scratch("svg-use-cycle")
        try s.write("cycle.svg", """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="8" height="8">
              <g id="g"><rect width="8" height="8" fill="green"/>
                <use xlink:href="#g" x="4"/></g>
            </svg>
            """)
        let cycle = "cycle.svg:3:5: <use> skipped: `use` cycle: it refers to #g (2:3), which contains it"
        let loose = try s.run(["svg", "cycle.svg", "-o", "a.png"])
        #expect(loose.status == 0 && loose.stderr == "ctlrender: warning: \(cycle)\n", "\(loose.stderr)")
        let image = try PNG.read(path: s.path("a.png"))
        #expect(image[1, 1] == Color(r: 0, g: 128, b: 0).premultiplied)
        let strict = try s.run(["svg", "cycle.svg", "--strict", "-o", "b.png"])
        #expect(strict.status == 1 && s.contents("b.png") == nil)
        #expect(strict.stderr.contains("ctlrender: error: cycle.svg: a warning with --strict, nothing written:\n  \(cycle)"),
                "\(strict.stderr)")
    }

    @Test func buildWarnsOfAnSVGAssetsSkipsUnlessQuietAndStrictFailsIt() throws {
        let s = try Scratch("build-warnings")
        try s.write("broken.svg", Self.broken)
        try s.write("clean.svg", Self.clean)
        try s.write("m.json", #"{"name": "M", "assets": [{"name": "Broken", "svg": "broken.svg"}, {"name": "Clean", "svg": "clean.svg"}]}"#)
        let loud = try s.run(["build", "m.json", "-o", "a", "--format", "png"])
        #expect(loud.status == 0, "\(loud.stderr)")
        // The SVG as the manifest names it, relative to the manifest's folder.
        #expect(loud.stderr.contains("ctlrender: warning: Broken: ./" + Self.missingImage), "\(loud.stderr)")
        #expect(loud.stderr.contains("ctlrender: warning: Broken: ./" + Self.badPathData), "\(loud.stderr)")
        #expect(!loud.stderr.contains("Clean:"))
        let quiet = try s.run(["build", "m.json", "-o", "b", "--format", "png", "--quiet"])
        #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet.stderr)")
        let strict = try s.run(["build", "m.json", "-o", "c", "--format", "png", "--strict"])
        #expect(strict.status == 1, "\(strict.stderr)")
        #expect(strict.stderr.contains("2 warnings with --strict, nothing written") && strict.stderr.contains(Self.badPathData),
                "\(strict.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: s.path("c")).filter { $0.hasSuffix(".png") }
        #expect(written.sorted() == ["Clean.png", "Clean@2x.png", "Clean@3x.png"], "\(written)")
        // An asset up to date from a build without --strict is still checked.
        let again = try s.run(["build", "m.json", "-o", "a", "--format", "png", "--strict"])
        #expect(again.status == 1 && again.stderr.contains(Self.missingImage), "\(again.stderr)")
    }

    @Test func verifyStrictFailsAnImageWithWarningsAndRecordsNothing() throws {
        let s = try Scratch("verify-strict")
        try s.write("broken.svg", Self.broken)
        try s.write("m.json", #"{"name": "M", "assets": [{"name": "Broken", "svg": "broken.svg", "scales": [1]}]}"#)
        let strict = try s.run(["verify", "m.json", "--goldens", "g", "--record", "missing", "--strict", "--report", "r"])
        #expect(strict.status == 1 && strict.stderr.contains("warnings with --strict"), "\(strict.stderr)")
        #expect(!FileManager.default.fileExists(atPath: s.path("g/Broken.png")))
    }
}
