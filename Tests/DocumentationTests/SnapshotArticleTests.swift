// article: Sources/CtlSnapshot/CtlSnapshot.docc/GettingStarted.md
// article block
import CtlControls
import CtlSnapshot
import Testing

@Test func signInButton() {
    let button = Button(type: .roundedRect, title: "Sign In")
    assertSnapshot(of: button, state: .highlighted, look: .classic)
}
// article block end

// article block
import CtlRaster

@Test func badge() throws {
    var canvas = try Canvas(width: 32, height: 32)
    canvas.fill(Path(circleCenter: Point(16, 16), radius: 12), paint: .solid(Color(r: 255, g: 59, b: 48)))
    assertSnapshot(of: canvas.pixmap, named: "dot", tolerance: Tolerance(maxDelta: 2, maxDifferingPixels: 10))
}
// article block end

import CtlTestSupport
import Foundation

/// The tests above are the code of CtlSnapshot's getting-started article (as `ArticleCodeTests`
/// checks), run against goldens recorded once and looked at; these hold the article's words
/// about where the goldens are and what they hold.
@Suite struct SnapshotArticleTests {
    static let goldens = PackagePaths.root.appendingPathComponent("Tests/DocumentationTests/__Goldens__/SnapshotArticleTests")

    @Test func theControlsGoldenIsNamedAfterTheTestStateAndLookAndDrawnAt2x() throws {
        let golden = try PNG.read(path: Self.goldens.appendingPathComponent("signInButton.highlighted-classic.png").path)
        let button = Button(type: .roundedRect, title: "Sign In")
        let rendering = try ControlRenderer.render(button, options: RenderOptions(look: .classic, state: .highlighted, scale: 2))
        #expect(golden == rendering.pixmap)
    }

    @Test func theImagesGoldenIsNamedAfterTheTestAndTheName() throws {
        let golden = try PNG.read(path: Self.goldens.appendingPathComponent("badge.dot.png").path)
        #expect((golden.width, golden.height) == (32, 32))
        #expect(golden[16, 16] == Color(r: 255, g: 59, b: 48).premultiplied)
    }
}
