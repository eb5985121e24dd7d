import CtlRaster

/// The search field's sizes and colours in one look (CONTROL-METRICS.md "UISearchBar"; its
/// source keys in brackets, "chosen" where the sources leave a value open).
struct SearchFieldMetrics: Sendable {
    var height: Double
    var cornerRadius: Double
    /// From the bar's sides (and between the field and a Cancel button).
    var padding: Double
    var fill: Color
    /// On a black bar (flat only; nil: the same field).
    var blackFill: Color?
    var border: Color?
    /// An inset shadow along the field's top (classic).
    var innerShadow: Color?
    var magnifierSize: Double
    var magnifierInset: Double
    var magnifier: Color
    var fontSize: Double
    var placeholder: Color
    var text: Color
    var clearSize: Double
    var clear: Color

    static func of(_ look: Look) -> SearchFieldMetrics { look == .classic ? classic : flat }

    static let flat = SearchFieldMetrics(
        height: 28, cornerRadius: 5, padding: 8,                    // [F7v1 28, 5, 8]
        fill: .white, blackFill: Color(hex: 0x3A3A3C),              // chosen: a dark field on black
        border: nil, innerShadow: nil,
        magnifierSize: 13, magnifierInset: 8,                       // 13×13, 8 pt in [F7v1]
        magnifier: Color(hex: 0x8E8E93),                            // #939398 ≈ #8E8E93 [F7v1]
        fontSize: 14, placeholder: Color(hex: 0x8E8E93), text: .black,   // [F7v1]
        clearSize: 14, clear: Color(hex: 0x8E8E93))                 // [F7v1]

    static let classic = SearchFieldMetrics(
        height: 31, cornerRadius: 15.5, padding: 6,                 // about 31, a pill [NOT CONFIRMED]; DJ6 6 px
        fill: .white, blackFill: nil,
        border: Color(hex: 0x6E7E94),                               // chosen: a darker edge of the bar's blue
        innerShadow: Color.black.opacity(0.35),                     // chosen: the pressed-in look
        magnifierSize: 14, magnifierInset: 10,                      // chosen
        magnifier: Color(hex: 0x93989C),                            // [DJ6]
        fontSize: 14, placeholder: Color(hex: 0xA3A3A3), text: .black,   // chosen
        clearSize: 15, clear: Color(hex: 0xB2B2B2))                 // [DJ6 15×15 #B2B2B2]
}

extension SearchBar {
    /// The field: its fill (and classic edge and inset shadow), the magnifier, the
    /// placeholder or the text, and with text the clear button.
    func drawField(in canvas: inout Canvas, field: Rect, environment: ControlEnvironment) throws {
        let f = SearchFieldMetrics.of(environment.look)
        let outline = Path(roundedRect: field, cornerRadius: f.cornerRadius)
        let dark = barStyle == .black && barTint == nil ? f.blackFill : nil
        canvas.fill(outline, paint: .solid(dark ?? f.fill))
        if let shadow = f.innerShadow {
            canvas.save()
            canvas.clip(outline)
            canvas.stroke(Path(roundedRect: field.insetBy(dx: -1, dy: -1), cornerRadius: f.cornerRadius + 1),
                          paint: .solid(shadow), style: StrokeStyle(width: 2), transform: .translation(0, 1.5))
            canvas.restore()
        }
        if let border = f.border {
            let px = environment.pixel
            canvas.stroke(Path(roundedRect: field.insetBy(dx: px / 2, dy: px / 2),
                               cornerRadius: f.cornerRadius - px / 2),
                          paint: .solid(border), style: StrokeStyle(width: px))
        }
        let glyph = Point(field.minX + f.magnifierInset + f.magnifierSize / 2, field.midY)
        Glyph.magnifier.draw(in: &canvas, center: glyph, size: f.magnifierSize, paint: .solid(f.magnifier),
                             lineWidth: 1.5)
        let textX = field.minX + f.magnifierInset + f.magnifierSize + 6
        let clearRoom = text.isEmpty ? 0 : f.clearSize + 8
        let line = Rect(x: textX, y: field.minY, width: max(0, field.maxX - textX - 6 - clearRoom),
                        height: field.height)
        let empty = text.isEmpty
        let color = empty ? f.placeholder : (dark != nil ? .white : f.text)
        let style = TextStyle(font: "system", size: f.fontSize, color: color)
        try canvas.drawText(empty ? placeholder : text, style: style, in: line, align: .left)
        if !empty {
            let c = Point(field.maxX - 6 - f.clearSize / 2, field.midY)
            canvas.fill(Path(circleCenter: c, radius: f.clearSize / 2), paint: .solid(f.clear))
            Glyph.cross.draw(in: &canvas, center: c, size: f.clearSize * 0.4, paint: .solid(.white), lineWidth: 1.5)
        }
    }
}
