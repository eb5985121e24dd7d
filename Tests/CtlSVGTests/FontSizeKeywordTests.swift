import CtlRaster
import Foundation
import Testing
@testable import CtlSVG

/// `font-size` keywords resolve as resvg resolves them: each absolute size (`xx-small` …
/// `xx-large`) is a step of 1.2 from the parent's size, `medium` being the parent's, and
/// `larger`/`smaller` one step up or down.
@Suite struct FontSizeKeywordTests {
    /// The width in pixels of a rect 10em wide whose `font-size` is `value`, under a parent
    /// of `parent` units.
    static func emWidth(_ value: String, parent: Double) throws -> Int {
        let svg = """
            <svg xmlns='http://www.w3.org/2000/svg' width='400' height='10'>
            <g font-size='\(parent)'><rect font-size='\(value)' width='10em' height='10'/></g></svg>
            """
        let image = try SVGDocument(data: Array(svg.utf8)).render(width: 400, height: 10)
        return (0..<image.width).filter { image[$0, 5].a > 127 }.count
    }

    @Test(arguments: [
        ("xx-small", -3), ("x-small", -2), ("small", -1), ("medium", 0), ("large", 1), ("x-large", 2),
        ("xx-large", 3), ("smaller", -1), ("larger", 1),
    ])
    func keywordsAreStepsOfOnePointTwoFromTheParent(keyword: String, step: Int) throws {
        for parent in [10.0, 20.0] {
            let expected = 10 * parent * pow(1.2, Double(step))
            #expect(abs(Double(try Self.emWidth(keyword, parent: parent)) - expected) <= 1,
                    "\(keyword) under \(parent)")
        }
    }

    @Test func anUnknownKeywordKeepsTheParentsSize() throws {
        #expect(try Self.emWidth("huge", parent: 20) == 200)
    }
}
