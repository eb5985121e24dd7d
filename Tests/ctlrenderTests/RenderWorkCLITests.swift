import CtlTestSupport
import Foundation
import Testing

/// `ctlrender svg` over the render-work limit: exit 1, the file, line and column of the element,
/// the amount, the limit and its variable, and no output.
@Suite struct RenderWorkCLITests {
    @Test func layersPastTheLimitAreAnErrorNamingTheElement() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ctlrender-work-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Ten groups with opacity on a 100×100 canvas: 20 000 pixels each (a layer drawn, then
        // composited), the sixth over a limit of 100 000.
        let svg = "<svg xmlns='http://www.w3.org/2000/svg' width='100' height='100'>\n"
            + String(repeating: "<g opacity='0.5'><rect width='10' height='10'/></g>\n", count: 10) + "</svg>"
        let input = folder.appendingPathComponent("fan.svg").path
        let output = folder.appendingPathComponent("fan.png").path
        try Data(svg.utf8).write(to: URL(fileURLWithPath: input))
        let r = try CLIRunner.run(["svg", input, "-o", output], environment: ["CTLRENDER_MAX_RENDER_WORK": "100000"])
        #expect(r.status == 1)
        #expect(r.stderr == "ctlrender: error: \(input):7:1: the layer of <g> needs 120000 pixels of layer work in one "
                + "drawing, over the limit of 100000 (raise it with CTLRENDER_MAX_RENDER_WORK=N)\n")
        #expect(!FileManager.default.fileExists(atPath: output))
        // At the limit's default it is drawn.
        let drawn = try CLIRunner.run(["svg", input, "-o", output])
        #expect(drawn.status == 0, "\(drawn.stderr)")
        #expect(FileManager.default.fileExists(atPath: output))
    }
}
