@testable import CtlControls
import CtlRaster
import Testing

/// UIKit's `adjustsFontSizeToFitWidth` and `minimumFontSize`: text wider than the field is
/// drawn smaller rather than cut, never below the minimum; text that fits is left alone.
@Suite struct TextFieldFontAdjustmentTests {
    static let long = "A rather long text for this field"

    func style(_ field: TextField) -> TextStyle {
        field.textStyle(placeholder: false, environment: ControlEnvironment(look: .flat))
    }

    @Test func wideTextShrinksToTheLargestSizeThatFits() throws {
        var field = TextField(text: Self.long)
        field.adjustsFontSizeToFitWidth = true
        let (style, metrics) = try field.shrunk(Self.long, style: style(field), toFit: 140)
        #expect(metrics.width <= 140)
        #expect(style.size < 17)
        // A tenth of a point larger would not fit.
        var larger = style
        larger.size += 0.1
        #expect(try larger.measure(Self.long).width > 140)
    }

    @Test func theMinimumWins() throws {
        var field = TextField(text: Self.long)
        field.adjustsFontSizeToFitWidth = true
        field.minimumFontSize = 12
        let (style, metrics) = try field.shrunk(Self.long, style: style(field), toFit: 100)
        #expect(style.size == 12)
        #expect(metrics.width > 100)  // still too wide: cut with "…" as without the option
    }

    @Test func textThatFitsAndThePlaceholderAreDrawnAsWithout() throws {
        for field in [TextField(text: "Short"), TextField(placeholder: Self.long)] {
            var adjusted = field
            adjusted.adjustsFontSizeToFitWidth = true
            let options = RenderOptions(look: .flat, scale: 2, size: Size(width: 140, height: 31))
            #expect(try ControlRenderer.render(adjusted, options: options).pixmap
                    == ControlRenderer.render(field, options: options).pixmap)
        }
        var wide = TextField(text: Self.long)
        let options = RenderOptions(look: .flat, scale: 2, size: Size(width: 140, height: 31))
        let cut = try ControlRenderer.render(wide, options: options).pixmap
        wide.adjustsFontSizeToFitWidth = true
        #expect(try ControlRenderer.render(wide, options: options).pixmap != cut)
    }
}
