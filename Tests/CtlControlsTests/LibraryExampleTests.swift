import CtlControls
import CtlRaster
import Foundation
import Testing

/// The library example of Docs/controls-guide.md (In Swift), as written there.
@Suite struct LibraryExampleTests {
    @Test func readmeExample() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sign-in-\(UUID().uuidString)@2x.png").path
        defer { try? FileManager.default.removeItem(atPath: path) }

        var button = Button(type: .roundedRect, title: "Sign In")
        button.titleColor[.highlighted] = Color(hex: 0xFFCC00)
        let rendering = try ControlRenderer.render(button, options: RenderOptions(look: .classic, state: .highlighted, scale: 2))
        try PNG.write(rendering.pixmap, to: path)   // rendering.warnings: what was clamped

        #expect(rendering.warnings.isEmpty)
        let image = try PNG.read(path: path)
        #expect(image.width > 100 && image.height == 74)
        #expect(image.pixels.contains { PremultipliedColor(packed: $0) == Color(hex: 0xFFCC00).premultiplied })
    }
}
