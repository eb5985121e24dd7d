@testable import CtlControls
import CtlRaster
import CtlText
import Foundation
import Testing

/// A button's drawing does each thing once: `ButtonLayout` resolves the appearance and lays
/// the title out, and the drawing takes that value as it is, so a second layout of the title
/// cannot happen.
@Suite struct ButtonLayoutOnceTests {
    let bounds = Rect(x: 0, y: 0, width: 80, height: 30)
    let environment = ControlEnvironment(look: .flat, scale: 2)

    func canvas() throws -> Canvas {
        var canvas = try Canvas(width: 160, height: 60)
        canvas.transform = .scale(2, 2)
        return canvas
    }

    @Test func drawingAButtonIsDrawingItsLayout() throws {
        let b = Button(title: "Play")
        var direct = try canvas(), fromLayout = try canvas()
        try b.draw(in: &direct, bounds: bounds, state: .highlighted, environment: environment)
        let layout = try ButtonLayout(b, state: .highlighted, bounds: bounds, environment: environment)
        b.draw(layout, in: &fromLayout, bounds: bounds, environment: environment)
        #expect(direct.pixmap == fromLayout.pixmap)
        #expect(direct.pixmap.pixels.contains { $0 != 0 })
    }

    @Test func theTitleDrawnIsTheLaidOutLinesAndNotTheText() throws {
        let b = Button(title: "Play")
        let layout = try ButtonLayout(b, state: .highlighted, bounds: bounds, environment: environment)
        let title = try #require(layout.titleText)
        // The lines are TextLayout's, in the title's rect, with the button's modes.
        let expected = TextLayout(wrap: .none, align: .left, verticalAlign: .center, truncation: .middle)
            .layout("Play", font: title.font, size: layout.appearance.titleStyle.size, in: title.rect)
        #expect(title.lines == expected)
        // Emptied lines draw nothing: the drawing never goes back to the title's text.
        var blank = layout
        blank.titleText?.lines = []
        var canvas = try canvas()
        b.draw(blank, in: &canvas, bounds: bounds, environment: environment)
        #expect(canvas.pixmap.pixels.allSatisfy { $0 == 0 })
        // Moved lines are drawn where they were moved to.
        var moved = layout, shifted = try self.canvas(), original = try self.canvas()
        moved.titleText?.lines = title.lines.map { line in
            var line = line
            line.origin.x += 10
            return line
        }
        b.draw(moved, in: &shifted, bounds: bounds, environment: environment)
        b.draw(layout, in: &original, bounds: bounds, environment: environment)
        #expect(shifted.pixmap != original.pixmap)
        // 10 points at scale 2; the edge pixel may differ by one where coverage rounds.
        let shift = Self.inkedColumns(shifted.pixmap).lowerBound - Self.inkedColumns(original.pixmap).lowerBound
        #expect(abs(shift - 20) <= 1)
    }

    @Test func theLayoutHoldsTheAppearanceOfTheStateDrawn() throws {
        let b = Button(title: "Play")
        let normal = try ButtonLayout(b, state: .normal, bounds: bounds, environment: environment)
        let pressed = try ButtonLayout(b, state: .highlighted, bounds: bounds, environment: environment)
        #expect(normal.appearance.titleStyle.color != pressed.appearance.titleStyle.color)   // faded
        #expect(normal.titleText?.lines == pressed.titleText?.lines)
    }

    @Test func sizingReadsTheContentWhichIsNotPrepared() throws {
        var pixmap = try Pixmap(width: 12, height: 10)
        pixmap.fill(Color(r: 0, g: 0, b: 0))
        var b = Button(title: "Play")
        b.image = PerState(try ControlImage(pixmap, isTemplate: true))
        let content = ButtonAppearance.Content(b, state: .normal, environment: environment)
        let appearance = ButtonAppearance(b, state: .normal, environment: environment)
        // The appearance tints the template; the content keeps it as given, with the same size.
        #expect(content.image?.value.isTemplate == true && appearance.image?.isTemplate == false)
        #expect(content.image?.value.size == appearance.image?.size)
        #expect(content.title == appearance.title && content.fontSize == appearance.titleStyle.size)
        #expect(b.naturalSize(in: environment).width >= 12)
    }

    /// The first and last columns (in pixels) holding ink.
    static func inkedColumns(_ p: Pixmap) -> ClosedRange<Int> {
        let columns = (0..<p.width).filter { x in (0..<p.height).contains { y in p[x, y].a > 0 } }
        return (columns.first ?? 0)...(columns.last ?? 0)
    }
}

/// A spec's control and a kind's default, as the type a caller configures.
@Suite struct TypedControlTests {
    @Test func aSpecGivesItsControlAsItsOwnType() throws {
        let spec = try ControlSpec.decode(Data(#"{"control": "button", "title": "Go"}"#.utf8), source: nil,
                                          baseDirectory: ".")
        #expect(try spec.control(as: Button.self).title.normal == "Go")
        #expect(throws: ControlError.self) { try spec.control(as: Switch.self) }
    }

    @Test func aKindGivesItsDefaultAsItsOwnType() throws {
        #expect(try Button.kind.makeDefault(as: Button.self).title.normal == "Button")
        #expect(throws: ControlError.self) { try Button.kind.makeDefault(as: Slider.self) }
    }
}
