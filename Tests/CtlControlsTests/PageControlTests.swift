import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// The page control: its natural size, dots centred in the bounds, tints, clamping, hiding
/// a single page and spec keys (`ctlrender page-control`: ctlrenderTests).
@Suite struct PageControlTests {
    static let faint = Color.white(1, alpha: 0.2).premultiplied

    func render(_ p: PageControl, look: Look = .flat, state: ControlState = .normal, scale: Double = 1,
                size: Size? = nil) throws -> ControlRendering {
        try ControlRenderer.render(p, options: RenderOptions(look: look, state: state, scale: scale, size: size))
    }

    func isEmpty(_ p: Pixmap) -> Bool { p.pixels.allSatisfy { $0 >> 24 == 0 } }

    /// `sizeForNumberOfPages:`: one pitch per page after the first, plus a dot.
    @Test func naturalSizeFitsTheDots() throws {
        #expect(try render(PageControl(numberOfPages: 3)).pixmap.width == 39)
        #expect(try render(PageControl(numberOfPages: 3)).pixmap.height == 36)
        #expect(try render(PageControl(numberOfPages: 3), look: .classic).pixmap.width == 38)
        #expect(try render(PageControl(numberOfPages: 9), scale: 2).pixmap.width == 2 * (8 * 16 + 7))
        let none = try render(PageControl(numberOfPages: 0)).pixmap
        #expect(none.width == 7 && none.height == 36 && isEmpty(none))
    }

    /// In bounds 100 wide the 39 points of dots start at 30.5: dots at 30.5, 46.5 and 62.5,
    /// 7 wide, rows 14.5…21.5 (at scale 2, whole pixels).
    @Test func dotsAreCentredInTheBounds() throws {
        let p = try render(PageControl(numberOfPages: 3, currentPage: 1), scale: 2,
                           size: Size(width: 100, height: 36)).pixmap
        #expect(p[2 * 34, 2 * 18] == Self.faint && p[2 * 66, 2 * 18] == Self.faint)
        #expect(p[2 * 50, 2 * 18] == Color.white.premultiplied)
        #expect(p[100, 30] == Color.white.premultiplied && p[100, 29].a > 0 && p[100, 28].a == 0)
        #expect(p[100, 41] == Color.white.premultiplied && p[100, 42].a > 0 && p[100, 43].a == 0)
        #expect(p[60, 36].a == 0 && p[61, 36].a > 0)
        #expect(p[2 * 40, 2 * 18].a == 0 && p[2 * 72, 2 * 18].a == 0)
    }

    @Test func classicDotsAreSmallerAndLessFaint() throws {
        let p = try render(PageControl(numberOfPages: 2, currentPage: 1), look: .classic, scale: 2).pixmap
        #expect(p.width == 44)
        #expect(p[6, 36] == Color.white(1, alpha: 0.3).premultiplied)
        #expect(p[38, 36] == Color.white.premultiplied && p[43, 36].a > 0)
    }

    @Test func tintsColourTheDots() throws {
        let p = try render(PageControl(numberOfPages: 2, currentPage: 0, pageIndicatorTint: Color(hex: 0x808080),
                                       currentPageIndicatorTint: Color(hex: 0xFF0000))).pixmap
        #expect(p[3, 18] == Color(hex: 0xFF0000).premultiplied && p[19, 18] == Color(hex: 0x808080).premultiplied)
    }

    @Test func currentPageAndPageCountAreClampedWithAWarning() throws {
        let over = try render(PageControl(numberOfPages: 3, currentPage: 5))
        #expect(over.warnings == ["page-control: current page 5 is outside 0…2; drawn at 2"])
        #expect(over.pixmap == (try render(PageControl(numberOfPages: 3, currentPage: 2))).pixmap)
        let under = try render(PageControl(numberOfPages: 3, currentPage: -1))
        #expect(under.pixmap == (try render(PageControl(numberOfPages: 3, currentPage: 0))).pixmap)
        let negative = try render(PageControl(numberOfPages: -2))
        #expect(negative.warnings.contains("page-control: number of pages -2 is negative; drawn with 0"))
        #expect(isEmpty(negative.pixmap))
        #expect(try render(PageControl(numberOfPages: 0, currentPage: 0)).warnings.isEmpty)
    }

    @Test func hidesForSinglePageDrawsNothingForOnePageOnly() throws {
        let hidden = try render(PageControl(numberOfPages: 1, hidesForSinglePage: true)).pixmap
        #expect(hidden.width == 7 && hidden.height == 36 && isEmpty(hidden))
        #expect(!isEmpty(try render(PageControl(numberOfPages: 1)).pixmap))
        #expect(!isEmpty(try render(PageControl(numberOfPages: 2, hidesForSinglePage: true)).pixmap))
    }

    @Test func statesDoNotChangeTheDotsAndHugeCountsAreCut() throws {
        let normal = try render(PageControl(numberOfPages: 4, currentPage: 2)).pixmap
        for state in ControlState.allCombinations {
            #expect(try render(PageControl(numberOfPages: 4, currentPage: 2), state: state).pixmap == normal)
        }
        // A million dots in 100 points: the middle ones only, at once.
        let many = try render(PageControl(numberOfPages: 1_000_000, currentPage: 500_000),
                              size: Size(width: 100, height: 36)).pixmap
        #expect(many[57, 18] == Color.white.premultiplied && many[41, 18] == Self.faint)
    }

    @Test func specKeys() throws {
        let json = """
            {"numberOfPages": 6, "currentPage": 4, "pageIndicatorTintColor": "gray",
             "currentPageIndicatorTintColor": "#ff0000", "hidesForSinglePage": true}
            """
        let spec = try ControlSpec.decode(Data(json.utf8), source: nil, baseDirectory: ".", kind: PageControl.kind)
        let p = try #require(spec.control as? PageControl)
        #expect(p.numberOfPages == 6 && p.currentPage == 4 && p.hidesForSinglePage)
        #expect(p.pageIndicatorTint == Color(css: "gray") && p.currentPageIndicatorTint == Color(hex: 0xFF0000))

        func message(_ json: String) -> String {
            do {
                _ = try ControlSpec.decode(Data(json.utf8), source: nil, baseDirectory: ".", kind: PageControl.kind)
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        #expect(message(#"{"numberOfPages": 2.5}"#).contains(#"key "numberOfPages": must be a whole number"#))
        #expect(message(#"{"currentPage": "1"}"#).contains(#"key "currentPage": must be a number"#))
        #expect(message(#"{"hidesForSinglePage": 1}"#).contains(#"key "hidesForSinglePage": must be true or false"#))
        #expect(message(#"{"pageIndicatorTintColor": "fog"}"#).contains(#"key "pageIndicatorTintColor""#))
        #expect(message(#"{"pages": 3}"#).contains(#"key "pages": unknown key in a page-control spec"#))
    }
}
