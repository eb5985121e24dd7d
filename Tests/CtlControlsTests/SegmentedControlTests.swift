import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// The segmented control: segment states, widths, the looks' styles, custom art with cap
/// cropping and automatic darkening, dividers per state pair and spec keys (the command:
/// ctlrenderTests).
@Suite struct SegmentedControlTests {
    let tint = Color(hex: 0x007AFF)

    func render(_ c: SegmentedControl, look: Look = .flat, state: ControlState = .normal, size: Size? = nil)
        throws -> ControlRendering {
        try ControlRenderer.render(c, options: RenderOptions(look: look, state: state, size: size))
    }

    @Test func segmentStates() {
        var c = SegmentedControl(titles: ["A", "B", "C"], selectedIndex: 1)
        c.segments[2].isEnabled = false
        c.highlightedIndex = 0
        #expect(c.state(ofSegment: 0, in: .normal) == .highlighted)
        #expect(c.state(ofSegment: 1, in: .normal) == .selected)
        #expect(c.state(ofSegment: 2, in: .normal) == .disabled)
        #expect(c.state(ofSegment: 1, in: .disabled) == [.selected, .disabled])
        c.isMomentary = true
        #expect(c.state(ofSegment: 1, in: .normal) == .normal)
        c.highlightedIndex = nil
        #expect(SegmentedControl(titles: ["A"], selectedIndex: 0).state(ofSegment: 0, in: .highlighted)
                == [.selected, .highlighted])
    }

    @Test func heightsByLookAndStyle() throws {
        #expect(try render(SegmentedControl()).pixmap.height == 29)
        for (style, height) in [(SegmentedControl.Style.plain, 44), (.bordered, 44), (.bar, 30), (.bezeled, 44)] {
            let c = SegmentedControl(titles: ["A", "B"], style: style)
            #expect(try render(c, look: .classic).pixmap.height == height, "\(style)")
            #expect(try render(c).pixmap.height == 29)
        }
        let wide = try render(SegmentedControl(), size: Size(width: 300, height: 60))
        #expect(wide.pixmap.width == 300 && wide.warnings.first?.contains("fixed height of 29") == true)
    }

    @Test func flatFillsFrameAndDividers() throws {
        var c = SegmentedControl(titles: ["A", "B", "C"], selectedIndex: 0)
        c.highlightedIndex = 2
        let p = try render(c, size: Size(width: 90, height: 29)).pixmap
        #expect(p[10, 3] == tint.premultiplied)                 // the selected segment is filled
        #expect(p[45, 3].a == 0)                                 // a normal segment is clear
        #expect(p[75, 3].a == 38)                                // the pressed one is washed at 15 %
        #expect(p[30, 14] == tint.premultiplied && p[60, 14] == tint.premultiplied)  // dividers at 30 and 60
        #expect(p[45, 0] == tint.premultiplied)                  // the frame
    }

    @Test func widthsAreGivenOrShared() {
        var c = SegmentedControl(titles: ["A", "B", "C"])
        c.segments[0].width = 20
        #expect(c.segmentWidths(in: 100) == [20, 40, 40])
    }

    @Test func customBackgroundsCropTheirCapsAndDarkenTheSelectedSegment() throws {
        var c = SegmentedControl(titles: ["", ""], selectedIndex: 0)
        var image = try Pixmap(width: 5, height: 4)
        image.fill(Color(r: 200, g: 200, b: 200))
        for y in 0..<4 { image[0, y] = Color(r: 0, g: 0, b: 200).premultiplied; image[4, y] = Color(r: 0, g: 0, b: 200).premultiplied }
        c.backgroundImage = PerState(try ControlImage(image, capInsets: EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)))
        let p = try render(c, size: Size(width: 40, height: 29)).pixmap
        #expect(p[0, 10] == Color(r: 0, g: 0, b: 140).premultiplied)     // left cap, darkened (selected)
        #expect(p[19, 10] == Color(r: 140, g: 140, b: 140).premultiplied) // its right cap cropped away
        #expect(p[20, 10] == Color(r: 200, g: 200, b: 200).premultiplied) // the next one's left cap cropped
        #expect(p[39, 10] == Color(r: 0, g: 0, b: 200).premultiplied)
    }

    @Test func dividerImagesArePickedByTheNeighboursStates() throws {
        var c = SegmentedControl(titles: ["A", "B"], selectedIndex: 0)
        var green = try Pixmap(width: 2, height: 2)
        green.fill(Color(r: 0, g: 200, b: 0))
        var red = green
        red.fill(Color(r: 200, g: 0, b: 0))
        c.dividerImages = DividerImages([DividerKey(left: .selected, right: .normal): try ControlImage(green),
                                         DividerKey(left: .normal, right: .normal): try ControlImage(red)])
        #expect(try render(c, size: Size(width: 60, height: 29)).pixmap[30, 10] == Color(r: 0, g: 200, b: 0).premultiplied)
        c.selectedIndex = nil
        #expect(try render(c, size: Size(width: 60, height: 29)).pixmap[30, 10] == Color(r: 200, g: 0, b: 0).premultiplied)
    }

    @Test func badConfigurations() throws {
        var c = SegmentedControl()
        c.segments = []
        #expect(throws: ControlError.self) { try c.validate() }
        let r = try render(SegmentedControl(titles: ["A"], selectedIndex: 4))
        #expect(r.warnings == ["segmented: selected index 4 is outside 0…0; no segment is selected"])
    }

    @Test func specKeys() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        try folder.writePNG("i.png")
        let json = ##"{"control": "segmented", "segments": ["A", {"title": "B", "width": 50, "enabled": false}], "##
            + ##""selectedIndex": "none", "highlightedIndex": 0, "isMomentary": true, "style": "bar", "##
            + ##""backgroundImage": {"selected": "i.png"}, "dividerImage": {"selected/normal": "i.png"}, "##
            + ##""titleColor": {"normal": "#ff0000"}, "titleShadowColor": "black", "titleShadowOffset": [0, -1], "##
            + ##""font": "system-bold", "fontSize": 11, "segmentImages": ["i.png"], "widths": [40], "disabledSegments": [0]}"##
        let c = try #require(try ControlSpec.load(path: try folder.write(json, "s.json")).control as? SegmentedControl)
        #expect(c.segments.map(\.title) == ["A", "B"] && c.segments[0].image != nil && c.segments[0].width == 40)
        #expect(!c.segments[0].isEnabled && !c.segments[1].isEnabled && c.segments[1].width == 50)
        #expect(c.selectedIndex == nil && c.highlightedIndex == 0 && c.isMomentary && c.style == .bar)
        #expect(c.backgroundImage[.selected] != nil && c.dividerImages.images.count == 1)
        #expect(c.titleColor.normal == Color(hex: 0xFF0000) && c.titleShadowOffset == Point(0, -1))
        #expect(c.font == "system-bold" && c.fontSize == 11)
        let bad = try folder.write(#"{"segments": [{"label": "A"}]}"#, "bad.json")
        #expect(throws: SpecError.self) { try ControlSpec.load(path: bad, kind: SegmentedControl.kind) }
    }
}
