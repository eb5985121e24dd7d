import CtlText
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import CtlRaster

/// The dynamic thumb of seed 000's Recipe 2-3 (`thumbWithLevel` and `simpleThumb`), drawn as
/// the recipe draws it, in a 40×100 image (Docs/sources.md#uislider):
///
/// 1. the bar (0, 40, 40, 20) inset 1.5, filled dark grey;
/// 2. the bar inset 3, outlined in white 2 wide;
/// 3. only with the bubble: the circle (0, 0, 40, 40) filled with `colorWithWhite:level`;
/// 4. the level as "%0.1f" in (0, 6, 40, 28), centred, black above 0.5 and white otherwise
///    (Georgia 20 in the recipe; ctlrender bundles no Georgia, so its regular system font);
/// 5. the circle inset 2, outlined in grey 3 wide.
///
/// The recipe sets the bubble image for the highlighted state and the simple one for normal:
/// "the bubble appears only when the slider is in use". Both looks draw the recipe's art.
struct BubbleThumb {
    /// The image's size, the bar and the bubble in it.
    static let size = Size(width: 40, height: 100)
    static let bar = Rect(x: 0, y: 40, width: 40, height: 20)
    static let bubble = Rect(x: 0, y: 0, width: 40, height: 40)
    static let insetAmount = 1.5
    /// `darkGrayColor` (white 1/3) and `grayColor` (white 1/2).
    static let barFill = Color.white(1.0 / 3)
    static let ring = Color.white(0.5)

    /// The shade of the bubble, 0 (black) … 1 (white): the value's place in the range.
    var level: Double
    /// The number written in it.
    var value: Double
    /// Whether the bubble shows (the highlighted image) or only the bar (the simple one).
    var showsBubble: Bool

    /// The text in the bubble: the recipe's `[NSString stringWithFormat:@"%0.1f", aLevel]`.
    var label: String { String(cFormat: "%0.1f", value) }

    /// Whether the text is black (the bubble light) or white.
    var textIsBlack: Bool { level > 0.5 }

    /// Draws the thumb image into `rect` (40×100 points), in the recipe's order.
    func draw(in rect: Rect, on canvas: inout Canvas) throws {
        let o = rect.origin
        func place(_ r: Rect) -> Rect { Rect(x: o.x + r.minX, y: o.y + r.minY, width: r.width, height: r.height) }
        let a = Self.insetAmount
        canvas.fill(Path(rect: place(Self.bar).insetBy(dx: a, dy: a)), paint: .solid(Self.barFill))
        canvas.stroke(Path(rect: place(Self.bar).insetBy(dx: 2 * a, dy: 2 * a)), paint: .solid(.white),
                      style: StrokeStyle(width: 2, miterLimit: 10))
        guard showsBubble else { return }
        let bubble = place(Self.bubble)
        canvas.fill(Path(ellipseIn: bubble), paint: .solid(.white(min(1, max(0, level)))))
        let text = TextStyle(font: "system", size: 20, color: textIsBlack ? .black : .white)
        try canvas.drawText(label, style: text, in: bubble.insetBy(dx: 0, dy: 6), align: .center,
                            verticalAlign: .top, wrap: .char)
        canvas.stroke(Path(ellipseIn: bubble.insetBy(dx: 2, dy: 2)), paint: .solid(Self.ring),
                      style: StrokeStyle(width: 3))
    }
}
