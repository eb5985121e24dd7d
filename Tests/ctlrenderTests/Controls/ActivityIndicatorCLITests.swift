import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// `ctlrender activity`: style, colour, phase, stopping, a spec with flags over it, bad values.
@Suite struct ActivityIndicatorCLITests {
    /// The alpha at a point `radius` points from the centre in the direction of spoke
    /// `index` (0 at the top, clockwise), at scale 2.
    func alpha(_ p: Pixmap, spoke index: Int, radius: Double) -> UInt8 {
        let side = Double(p.width) / 2
        let angle = (Double(index) / 12 - 0.25) * 2 * .pi
        let x = side / 2 + radius * cos(angle), y = side / 2 + radius * sin(angle)
        return p[Int((2 * x).rounded(.down)), Int((2 * y).rounded(.down))].a
    }

    @Test func commandLine() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        var r = try CLIRunner.run(["activity", "--style", "white-large", "--color", "#ff0000", "--phase", "3",
                                   "--size", "50x50", "--scale", "2", "-o", folder.path("a.png")])
        #expect(r.status == 0 && r.stderr.contains("fixed size of 37×37"))
        let p = try PNG.read(path: folder.path("a.png"))
        #expect(p.width == 74 && alpha(p, spoke: 3, radius: 13) == 217)
        #expect(p[Int(2 * (18.5 + 13)), 37] == Color(hex: 0xFF0000).opacity(0.85).premultiplied)

        r = try CLIRunner.run(["activity", "--style", "gray", "--stopped", "-o", folder.path("b.png")])
        #expect(r.status == 0)
        #expect(try PNG.read(path: folder.path("b.png")).pixels.allSatisfy { $0 == 0 })
        r = try CLIRunner.run(["activity", "--style", "gray", "--stopped", "--no-hides-when-stopped", "--phase=-1",
                               "--scale", "2", "-o", folder.path("c.png")])
        #expect(r.status == 0)
        #expect(alpha(try PNG.read(path: folder.path("c.png")), spoke: 11, radius: 7) == 217)

        try folder.write(#"{"isAnimating": false, "hidesWhenStopped": false}"#, "s.json")
        r = try CLIRunner.run(["activity", "--spec", folder.path("s.json"), "--animating", "--hides-when-stopped",
                               "-o", folder.path("d.png")])
        #expect(r.status == 0)
        #expect(try PNG.read(path: folder.path("d.png")).pixels.contains { $0 != 0 })

        r = try CLIRunner.run(["activity", "--style", "huge", "-o", folder.path("e.png")])
        #expect(r.status == 2 && !folder.exists("e.png"))
        r = try CLIRunner.run(["activity", "--stopped", "--animating", "-o", folder.path("e.png")])
        #expect(r.status == 2 && !folder.exists("e.png"))
    }
}
