import CtlRaster
import Testing
@testable import CtlText

/// Drawing text in a rect is laying it out and drawing the lines: one entry draws laid-out
/// text, so lines laid out by a caller are drawn exactly as the rect form would draw them.
@Test func textInARectIsItsLaidOutLinesDrawn() throws {
    let font = try FontLibrary.shared.font(named: "system")
    let rect = Rect(x: 4, y: 2, width: 70, height: 40)
    for layout in [TextLayout(), TextLayout(wrap: .none, align: .center, verticalAlign: .center, truncation: .middle)] {
        var inRect = try Canvas(width: 80, height: 48), fromLines = try Canvas(width: 80, height: 48)
        inRect.drawText("Hello wide world", font: font, size: 15, paint: .solid(.black), in: rect, layout: layout)
        let lines = layout.layout("Hello wide world", font: font, size: 15, in: rect)
        fromLines.drawText(lines, font: font, size: 15, paint: .solid(.black))
        #expect(inRect.pixmap == fromLines.pixmap)
        #expect(inRect.pixmap.pixels.contains { $0 != 0 })
    }
}

@Test func laidOutLinesAreDrawnAtTheirOrigins() throws {
    let font = try FontLibrary.shared.font(named: "system")
    let line = LaidOutLine(text: "Hi", range: "Hi".startIndex..<"Hi".endIndex, origin: Point(10, 20), width: 0,
                           isTruncated: false)
    var fromLine = try Canvas(width: 60, height: 30), atPoint = try Canvas(width: 60, height: 30)
    fromLine.drawText([line], font: font, size: 15, paint: .solid(.black))
    atPoint.drawText("Hi", font: font, size: 15, paint: .solid(.black), at: Point(10, 20))
    #expect(fromLine.pixmap == atPoint.pixmap)
    var none = try Canvas(width: 60, height: 30)
    none.drawText([line], font: font, size: 0, paint: .solid(.black))
    #expect(none.pixmap.pixels.allSatisfy { $0 == 0 })
}
