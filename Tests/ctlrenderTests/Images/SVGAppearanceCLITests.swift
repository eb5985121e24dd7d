import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// `ctlrender svg --appearance light|dark --contrast normal|high`: the document's
/// `@media (prefers-color-scheme: …)` and `(prefers-contrast: …)` rules evaluated in that
/// appearance; a query we do not evaluate is a warning, and an error with --strict.
@Suite struct SVGAppearanceCLITests {
    /// Black, white in dark, #0040DD with increased contrast, #409CFF in dark with it.
    let icon = PackagePaths.fixtures.appendingPathComponent("Artwork/appearances.svg").path

    @Test(arguments: [
        ([String](), Color(r: 0, g: 0, b: 0)),
        (["--appearance", "light"], Color(r: 0, g: 0, b: 0)),
        (["--appearance", "dark"], Color(r: 255, g: 255, b: 255)),
        (["--contrast", "high"], Color(r: 0, g: 0x40, b: 0xDD)),
        (["--appearance", "dark", "--contrast", "high"], Color(r: 0x40, g: 0x9C, b: 0xFF)),
        (["--contrast", "normal", "--appearance", "dark"], Color(r: 255, g: 255, b: 255)),
    ])
    func theAppearanceChoosesTheMediaRules(_ options: [String], _ color: Color) throws {
        let s = try Scratch("svg-appearance")
        let r = try s.run(["svg", icon, "-o", "a.png"] + options)
        #expect(r.status == 0 && r.stderr.isEmpty, "\(options): \(r.stderr)")
        let image = try PNG.read(path: s.path("a.png"))
        #expect(image[1, 1] == color.premultiplied, "\(options)")
    }

    @Test func anUnknownAppearanceIsAUsageError() throws {
        let s = try Scratch("svg-appearance-usage")
        for (option, value, choices) in [("--appearance", "purple", "'light' and 'dark'"),
                                         ("--contrast", "more", "'normal' and 'high'")] {
            let r = try s.run(["svg", icon, option, value, "-o", "a.png"])
            #expect(r.status == 2 && s.contents("a.png") == nil, "\(r.stderr)")
            #expect(r.stderr.contains("The value '\(value)' is invalid for '\(option) ") && r.stderr.contains(choices),
                    "\(r.stderr)")
        }
        let help = String(decoding: try s.run(["svg", "--help"]).stdout, as: UTF8.self)
        #expect(help.contains("--appearance <appearance>") && help.contains("--contrast <contrast>"))
    }

    /// A control's SVG image is drawn in the control's appearance: a custom button the size of
    /// its image shows it alone.
    @Test(arguments: [
        ([String](), Color(r: 0, g: 0, b: 0)),
        (["--appearance", "dark"], Color(r: 255, g: 255, b: 255)),
        (["--appearance", "dark", "--contrast", "high"], Color(r: 0x40, g: 0x9C, b: 0xFF)),
    ])
    func aControlsSVGImageFollowsTheControlsAppearance(_ options: [String], _ color: Color) throws {
        let s = try Scratch("control-image-appearance")
        let r = try s.run(["button", "--type", "custom", "--image", icon, "--size", "2x2", "-o", "b.png"] + options)
        #expect(r.status == 0, "\(options): \(r.stderr)")
        #expect(try PNG.read(path: s.path("b.png"))[1, 1] == color.premultiplied, "\(options)")
    }

    /// `@media (hover)` does not match and is a warning at its line and column; with --strict
    /// the file is refused and nothing is written.
    @Test func anUnsupportedQueryWarnsAndStrictRefusesIt() throws {
        let s = try Scratch("svg-media-strict")
        try s.write("hover.svg", """
            <svg xmlns="http://www.w3.org/2000/svg" width="2" height="2">
              <style>rect { fill: #0000ff } @media (hover) { rect { fill: #ff0000 } }</style>
              <rect width="2" height="2"/>
            </svg>
            """)
        let warning = "hover.svg:2:41: unsupported media feature `hover`: the media query does not match "
            + "(prefers-color-scheme and prefers-contrast are evaluated)"
        let loose = try s.run(["svg", "hover.svg", "--appearance", "dark", "-o", "a.png"])
        #expect(loose.status == 0 && loose.stderr == "ctlrender: warning: \(warning)\n", "\(loose.stderr)")
        #expect(try PNG.read(path: s.path("a.png"))[0, 0] == Color(r: 0, g: 0, b: 255).premultiplied)
        let strict = try s.run(["svg", "hover.svg", "--strict", "-o", "b.png"])
        #expect(strict.status == 1 && s.contents("b.png") == nil)
        #expect(strict.stderr.contains("ctlrender: error: hover.svg: a warning with --strict, nothing written:\n  "
                                       + warning), "\(strict.stderr)")
    }
}
