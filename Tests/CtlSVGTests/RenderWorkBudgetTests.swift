import Foundation
@testable import CtlSVG
import CtlRaster
import Testing

/// The render-work budget (`RenderBudget`, `CTLRENDER_MAX_RENDER_WORK`): layers, clips, masks,
/// pattern tiles and filters are charged their pixels before they are allocated, and a drawing
/// that would go over stops with an error naming the element.
@Suite struct RenderWorkBudgetTests {
    static func document(_ body: String, size: Int = 100) throws -> SVGDocument {
        let text = "<svg xmlns='http://www.w3.org/2000/svg' width='\(size)' height='\(size)'>\(body)</svg>"
        return try SVGDocument(data: Array(text.utf8))
    }

    static func limits(_ work: Int) -> RenderLimits {
        var limits = RenderLimits.standard
        limits.renderWork = work
        return limits
    }

    /// What drawing the document at its size charges, and the overrun if any.
    static func charge(_ document: SVGDocument, limit: Int = RenderLimits.standard.renderWork) throws
        -> (spent: Int, overrun: RenderBudget.Overrun?) {
        var canvas = try Canvas(width: Int(document.size.width), height: Int(document.size.height))
        let budget = RenderLimits.$current.withValue(limits(limit)) {
            document.drawBudgeted(on: &canvas, transform: .identity)
        }
        return (budget.spent, budget.overrun)
    }

    @Test func eachLayerIsChargedItsPixelsTimesItsPasses() throws {
        // A 100×100 canvas: a group layer or a clip or a mask is 2 × 10 000.
        #expect(try Self.charge(Self.document("<rect width='10' height='10'/>")).spent == 0)
        #expect(try Self.charge(Self.document("<g opacity='0.5'><rect width='10' height='10'/></g>")).spent == 20_000)
        let clipped = try Self.document("""
            <clipPath id='c'><rect width='5' height='5'/></clipPath>
            <rect width='10' height='10' clip-path='url(#c)'/>
            """)
        #expect(try Self.charge(clipped).spent == 40_000)
        let masked = try Self.document("""
            <mask id='m'><rect width='5' height='5' fill='white'/></mask>
            <rect width='10' height='10' mask='url(#m)'/>
            """)
        #expect(try Self.charge(masked).spent == 40_000)
        // A pattern tile of 10×10 device pixels: 100, charged each time it is drawn.
        let patterned = try Self.document("""
            <pattern id='p' width='10' height='10' patternUnits='userSpaceOnUse'><rect width='5' height='5'/></pattern>
            <rect width='50' height='50' fill='url(#p)'/><rect width='50' height='50' fill='url(#p)'/>
            """)
        #expect(try Self.charge(patterned).spent == 200)
        // A filter: the group layer (20 000), then its region (the box of 20×20 and 10 % on each
        // side: 24×24 = 576 pixels) times (1 for the source + 24 for the blur + 2 for the offset).
        let filtered = try Self.document("""
            <filter id='f'><feGaussianBlur stdDeviation='3'/><feOffset dx='1'/></filter>
            <rect x='10' y='10' width='20' height='20' filter='url(#f)'/>
            """)
        #expect(try Self.charge(filtered).spent == 20_000 + 576 * 27)
    }

    @Test func theLimitIsCheckedBeforeTheLayerThatPassesIt() throws {
        // Three group layers of 20 000: a limit of 60 000 draws them all, 59 999 stops at the third.
        let three = try Self.document("""
            <g opacity='0.5'><rect width='10' height='10'/></g>
            <g opacity='0.5'><rect width='10' height='10'/></g>
            <g id='third' opacity='0.5'><rect width='10' height='10'/></g>
            """)
        let fits = try Self.charge(three, limit: 60_000)
        #expect(fits.spent == 60_000)
        #expect(fits.overrun == nil)
        let over = try Self.charge(three, limit: 59_999)
        #expect(over.spent == 40_000)
        let overrun = try #require(over.overrun)
        #expect(overrun.position == XMLPosition(line: 3, column: 1))
        #expect(overrun.error == LimitExceeded(limit: .renderWork, requested: 60_000, allowed: 59_999,
                                               what: "the layer of <g>"))
    }

    /// `levels` levels of `use` × 10, over `leaf`, with 10 uses of the top level.
    static func fanOut(_ defs: String, leaf: String, levels: Int, size: Int = 100) throws -> SVGDocument {
        var body = "<defs>\(defs)<g id='l0'>\(leaf)</g>"
        for level in 1..<levels {
            body += "<g id='l\(level)'>" + String(repeating: "<use href='#l\(level - 1)'/>", count: 10) + "</g>"
        }
        body += "</defs>\n" + String(repeating: "<use href='#l\(levels - 1)'/>", count: 10)
        return try document(body, size: size)
    }

    /// Each kind of layer, and what an overrun may name: the group's layer is charged first,
    /// then its effect's, and either may be the one that passes the limit.
    static let hostile: [(name: String, defs: String, leaf: String, whats: [String])] = [
        ("filter", "<filter id='f'><feGaussianBlur stdDeviation='2'/></filter>",
         "<rect width='10' height='10' filter='url(#f)'/>", ["the layer of <rect>", "the filter of <rect>"]),
        ("mask", "<mask id='m'><rect width='10' height='10' fill='white'/></mask>",
         "<rect width='10' height='10' mask='url(#m)'/>", ["the layer of <rect>", "the mask's layer of <rect>"]),
        ("clip", "<clipPath id='c'><rect width='5' height='5'/></clipPath>",
         "<rect width='10' height='10' clip-path='url(#c)'/>",
         ["the layer of <rect>", "the clip path's layer of <rect>"]),
        ("pattern", "<pattern id='p' width='100' height='100' patternUnits='userSpaceOnUse'><rect width='5' height='5'/></pattern>",
         "<rect width='100' height='100' fill='url(#p)'/>", ["a pattern's tile of <rect>"]),
        ("opacity", "", "<rect width='10' height='10' opacity='0.5'/>", ["the layer of <rect>"]),
    ]

    @Test(arguments: 0..<5)
    func aUseFanOutOfLayersIsRefusedNamingTheElement(_ k: Int) throws {
        // 10³ instances, each a layer of the 100×100 canvas (or a 100×100 tile): 10⁷ pixels and
        // more, under a limit of 5·10⁶. The drawing stops at the charge that passes the limit.
        let (name, defs, leaf, whats) = Self.hostile[k]
        let document = try Self.fanOut(defs, leaf: leaf, levels: 3)
        let (spent, overrun) = try Self.charge(document, limit: 5_000_000)
        #expect(spent <= 5_000_000, "\(name)")
        let error = try #require(overrun, "\(name)")
        #expect(error.error.limit == .renderWork)
        #expect(whats.contains(error.error.what), "\(name): \(error.error.what)")
        #expect(error.error.requested > 5_000_000)
        #expect(error.position?.line == 1, "\(name)")  // the leaf's element, in the defs on line 1
        // `render` throws it as an SVGError at that line and column.
        do {
            _ = try RenderLimits.$current.withValue(Self.limits(5_000_000)) {
                try document.render(width: 100, height: 100)
            }
            Issue.record("\(name): rendered")
        } catch let thrown as SVGError {
            #expect(thrown.position == error.position)
            #expect(thrown.message.hasSuffix("pixels of layer work in one drawing, over the limit of 5000000 "
                                             + "(raise it with CTLRENDER_MAX_RENDER_WORK=N)"), "\(thrown)")
        }
    }

    @Test func theLibrarysDrawNotesTheErrorOnTheCanvasWithThePlace() throws {
        let document = try Self.fanOut(Self.hostile[0].defs, leaf: Self.hostile[0].leaf, levels: 3)
        var canvas = try Canvas(width: 100, height: 100)
        RenderLimits.$current.withValue(Self.limits(100_000)) {
            document.draw(on: &canvas, transform: .identity)
        }
        #expect(throws: LimitExceeded.self) { try canvas.checkLimits() }
        let limitExceeded = canvas.limitExceeded
        let noted = try #require(limitExceeded)
        #expect(noted.what.hasPrefix("the layer of <rect> at 1:") || noted.what.hasPrefix("the filter of <rect> at 1:"),
                "\(noted.what)")
    }

    @Test func theArtworkNamesItsFile() throws {
        let text = "<svg xmlns='http://www.w3.org/2000/svg' width='100' height='100'>"
            + String(repeating: "<g opacity='0.5'><rect width='10' height='10'/></g>", count: 10) + "</svg>"
        let artwork = try SVGArtwork(data: Array(text.utf8), file: "icons/fan.svg", resourcesFolder: ".")
        do {
            _ = try RenderLimits.$current.withValue(Self.limits(100_000)) { try artwork.render(scale: 1) }
            Issue.record("rendered")
        } catch let error as LimitExceeded {
            #expect(error.what == "icons/fan.svg:1:\(65 + 5 * 51 + 1): the layer of <g>")
        }
    }

    @Test func aDocumentUnderTheDefaultDrawsAsBefore() throws {
        // The budget changes nothing for a document within it: a mask and a filter drawn.
        let document = try Self.document("""
            <mask id='m'><rect width='50' height='100' fill='white'/></mask>
            <filter id='f'><feOffset dx='0'/></filter>
            <rect width='100' height='100' fill='green' mask='url(#m)'/>
            <rect x='60' width='20' height='20' fill='blue' filter='url(#f)'/>
            """)
        let image = try document.render(width: 100, height: 100)
        #expect(image[25, 50] == Color(r: 0, g: 128, b: 0).premultiplied)
        #expect(image[75, 50] == Color.clear.premultiplied)
        #expect(image[70, 10] == Color(r: 0, g: 0, b: 255).premultiplied)
    }
}
