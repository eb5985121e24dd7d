import Foundation
@testable import CtlSVG
import CtlRaster
import Testing

/// The four documents of issue 35 that hung on work rather than memory, generated here, each
/// now drawn or refused with a clear error. What each costs is counted, not timed.
@Suite struct HostileWorkDocumentTests {
    static let svg = "<svg xmlns='http://www.w3.org/2000/svg' width='100' height='100'>"

    @Test func aDescendantSelectorThatCannotMatchOverADeepDocument() throws {
        // `g g … g rect` (30 compounds) over 30 levels, where it cannot match: it backtracked
        // exponentially (22 s at depth 28).
        let selector = Array(repeating: "g", count: 29).joined(separator: " ") + " rect"
        let text = Self.svg + "<style>\(selector) { fill: red }</style>" + String(repeating: "<g>", count: 28)
            + "<rect width='10' height='10'/>" + String(repeating: "</g>", count: 28) + "</svg>"
        let root = try XMLReader.parse(Array(text.utf8))
        var sheet = StyleSheet()
        sheet.add(selector + " { fill: red }")
        #expect(sheet.apply(to: root).compoundTests <= 30 * 30)
        let image = try SVGDocument(data: Array(text.utf8)).render(width: 100, height: 100)
        #expect(image[5, 5] == Color.black.premultiplied)  // not red: the rule does not match
    }

    @Test func oneHundredThousandAttributesOnOneElement() throws {
        // Quadratic before: 13 s.
        let attributes = (0..<100_000).map { "data-a\($0)='\($0)'" }.joined(separator: " ")
        let text = Self.svg + "<rect width='10' height='10' fill='green' \(attributes)/></svg>"
        let document = try SVGDocument(data: Array(text.utf8))
        let image = try document.render(width: 100, height: 100)
        #expect(image[5, 5] == Color(r: 0, g: 128, b: 0).premultiplied)
    }

    @Test func oneHundredThousandIDRulesOverFiveThousandElements() throws {
        // Rules × elements before: 16 s. Each element now tries its own rule.
        let rules = (0..<100_000).map { "#r\($0){fill:blue}" }.joined(separator: "\n")
        let rects = (0..<5000).map { "<rect id='r\($0 * 20)' x='\($0 % 100)' y='\($0 / 100)' width='1' height='1'/>" }
            .joined()
        let text = Self.svg + "<style>\(rules)</style>\(rects)</svg>"
        let root = try XMLReader.parse(Array(text.utf8))
        var sheet = StyleSheet()
        sheet.add(rules)
        #expect(sheet.apply(to: root).ruleTries == 5000)
        let image = try SVGDocument(data: Array(text.utf8)).render(width: 100, height: 100)
        #expect(image[3, 3] == Color(r: 0, g: 0, b: 255).premultiplied)
    }

    @Test(arguments: ["filter", "mask"])
    func aFilterOrMaskThroughAUseFanOut(_ kind: String) throws {
        // 5 levels of `use` × 10 below 10 uses: 10⁵ filtered (or masked) rectangles, each a layer
        // of the canvas, ran for minutes. Refused once its layers pass the budget. (The default,
        // 2²⁸ pixels, stops it within a second in a release build; this debug test lowers it to
        // keep to seconds.)
        let defs = kind == "filter" ? "<filter id='e'><feGaussianBlur stdDeviation='2'/></filter>"
            : "<mask id='e'><rect width='10' height='10' fill='white'/></mask>"
        var body = "<defs>\(defs)<rect id='l0' width='10' height='10' \(kind)='url(#e)'/>"
        for level in 1...4 {
            body += "<g id='l\(level)'>" + String(repeating: "<use href='#l\(level - 1)'/>", count: 10) + "</g>"
        }
        body += "</defs>" + String(repeating: "<use href='#l4'/>", count: 10)
        let document = try SVGDocument(data: Array((Self.svg + body + "</svg>").utf8))
        var limits = RenderLimits.standard
        limits.renderWork = 20_000_000
        #expect(10_000 * 20_000 > limits.renderWork)  // the layers alone ask ten times the limit
        do {
            _ = try RenderLimits.$current.withValue(limits) { try document.render(width: 100, height: 100) }
            Issue.record("the fan-out rendered")
        } catch let error as SVGError {
            #expect(error.position?.line == 1)
            #expect(error.message.contains("CTLRENDER_MAX_RENDER_WORK"))
        }
    }
}
