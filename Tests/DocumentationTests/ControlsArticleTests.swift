// article: Sources/CtlControls/CtlControls.docc/GettingStarted.md
// article block
import CtlControls
import CtlRaster

/// Renders a classic rounded-rect "Sign In" button, pressed, at @2x into a PNG file at `path`,
/// and returns the warnings: what was drawn differently from what was asked.
func renderSignInButton(to path: String) throws -> [String] {
    var button = Button(type: .roundedRect, title: "Sign In")
    button.titleColor[.highlighted] = Color(hex: 0xFFCC00)
    let options = RenderOptions(look: .classic, state: .highlighted, scale: 2)
    let rendering = try ControlRenderer.render(button, options: options)
    try PNG.write(rendering.pixmap, to: path)
    return rendering.warnings
}
// article block end

// article block
/// Writes `switch-<state>@2x.png` into `folder` for each state of a switch that is on, and
/// returns the file names.
func renderSwitchStates(into folder: String) throws -> [String] {
    let toggle = Switch(isOn: true)
    var names: [String] = []
    for state in Switch.kind.states {
        let rendering = try ControlRenderer.render(toggle, options: RenderOptions(state: state, scale: 2))
        let name = "switch-\(state)@2x.png"
        try PNG.write(rendering.pixmap, to: folder + "/" + name)
        names.append(name)
    }
    return names
}
// article block end

// article block
/// Two sliders stacked on a white 240 × 80 point panel, at @2x: one in the flat look and one in
/// the classic look.
func drawSliderPanel() throws -> Pixmap {
    var canvas = try Canvas(width: 480, height: 160)
    canvas.clear(.white)
    canvas.transform = .scale(2, 2)
    let slider = Slider(value: 0.25)
    try slider.draw(in: &canvas, bounds: Rect(x: 16, y: 4, width: 208, height: 32), state: .normal,
                    environment: ControlEnvironment(look: .flat, scale: 2))
    try slider.draw(in: &canvas, bounds: Rect(x: 16, y: 44, width: 208, height: 32), state: .normal,
                    environment: ControlEnvironment(look: .classic, scale: 2))
    return canvas.pixmap
}
// article block end

import CtlTestSupport
import Testing

/// Runs the code of CtlControls' getting-started article (the regions above are its code blocks,
/// as `ArticleCodeTests` checks) and holds it to what the article says.
@Suite struct ControlsArticleTests {
    @Test func theSignInButtonIsThePNGOfTheControlRenderedAt2x() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let warnings = try renderSignInButton(to: folder.path("sign-in@2x.png"))
        #expect(warnings.isEmpty)
        var button = Button(type: .roundedRect, title: "Sign In")
        button.titleColor[.highlighted] = Color(hex: 0xFFCC00)
        let expected = try ControlRenderer.render(button, options: RenderOptions(look: .classic, state: .highlighted))
        let written = try PNG.read(path: folder.path("sign-in@2x.png"))
        #expect((written.width, written.height) == (expected.pixmap.width * 2, expected.pixmap.height * 2),
                "twice the size of the @1x rendering")
        let again = try ControlRenderer.render(button, options: RenderOptions(look: .classic, state: .highlighted, scale: 2))
        #expect(written == again.pixmap, "the file holds the rendering, pixel for pixel")
    }

    @Test func theSwitchIsWrittenInEachOfItsStates() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let names = try renderSwitchStates(into: folder.url.path)
        #expect(names == ["switch-normal@2x.png", "switch-highlighted@2x.png", "switch-disabled@2x.png"])
        #expect(folder.files().sorted() == names.sorted())
        let images = try names.map { try PNG.read(path: folder.path($0)) }
        #expect(images[0] != images[2], "disabled is drawn differently from normal")
    }

    @Test func theSlidersAreDrawnInTheirRectanglesInBothLooks() throws {
        let panel = try drawSliderPanel()
        #expect((panel.width, panel.height) == (480, 160))
        let flat = Self.rows(of: panel, from: 0, to: 80), classic = Self.rows(of: panel, from: 80, to: 160)
        #expect(flat != classic, "the two looks differ")
        #expect(panel[8, 40] == Color.white.premultiplied && panel[470, 120] == Color.white.premultiplied,
                "outside the sliders' rectangles the panel stays white")
        #expect((0..<480).contains { panel[$0, 40] != Color.white.premultiplied }, "the flat slider is drawn")
        #expect((0..<480).contains { panel[$0, 120] != Color.white.premultiplied }, "the classic slider is drawn")
    }

    /// The article's words on bad values: out of range is drawn clamped with a warning, what
    /// cannot be drawn throws `ControlError`.
    @Test func aValueOutOfRangeWarnsAndAnImpossibleOneThrows() throws {
        let clamped = try ControlRenderer.render(Slider(value: 1.5), options: RenderOptions(scale: 2))
        #expect(clamped.warnings == ["slider: value 1.5 is outside 0…1; drawn at 1"])
        #expect(clamped.pixmap == (try ControlRenderer.render(Slider(value: 1), options: RenderOptions(scale: 2))).pixmap)
        #expect(throws: ControlError.self) {
            try ControlRenderer.render(Slider(value: 0.5, minimumValue: 1, maximumValue: 0))
        }
    }

    /// The pixels of rows `from..<to`.
    static func rows(of pixmap: Pixmap, from: Int, to: Int) -> [UInt32] {
        Array(pixmap.pixels[(from * pixmap.width)..<(to * pixmap.width)])
    }
}
