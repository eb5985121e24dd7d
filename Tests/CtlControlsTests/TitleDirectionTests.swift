@testable import CtlControls
import CtlRaster
import CtlText
import CtlUnicode
import Testing

/// The paragraph direction of a control's titles (`--direction`, a spec's `"direction"`) reaches
/// the `TextLayout` that lays them out: every title is laid out by `ControlEnvironment.titleLayout`
/// (through `Canvas.drawTitle`, or a button's `ButtonLayout`), which takes it from the environment
/// that `ControlRenderer` makes from the render options (`LayoutDirectionTests`).
@Suite struct TitleDirectionTests {
    @Test(arguments: ParagraphDirection.allCases)
    func theTitleLayoutHasTheEnvironmentsDirection(_ direction: ParagraphDirection) throws {
        let environment = ControlEnvironment(look: .flat, textDirection: direction)
        let layout = environment.titleLayout(wrap: .word, align: .right, verticalAlign: .top, truncation: .middle)
        #expect(layout == TextLayout(wrap: .word, align: .right, verticalAlign: .top, truncation: .middle,
                                     direction: direction))
        let button = try ButtonLayout(Button(title: "OK 2"), state: .normal, bounds: Rect(x: 0, y: 0, width: 80, height: 30),
                                      environment: environment)
        #expect(button.titleText?.layout.direction == direction)
    }

    /// The default is the paragraph rule (auto), and the layout direction does not set it.
    @Test func theDefaultIsAutoWhateverTheLayoutDirection() {
        let environment = ControlEnvironment(look: .classic, layoutDirection: .rightToLeft)
        #expect(environment.titleLayout().direction == .auto)
        #expect(RenderOptions().textDirection == .auto && RenderOptions().layoutDirection == .leftToRight)
    }
}
