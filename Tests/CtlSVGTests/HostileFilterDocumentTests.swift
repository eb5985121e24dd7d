import Foundation
import Testing
import CtlRaster
import CtlTestSupport
@testable import CtlSVG

/// Filter documents built to cost: long chains, huge regions, tiles of tiles, and feImage chains
/// and cycles within a document and across files. Each is drawn within its bounds or refused
/// with a clear error; what each costs is counted, not timed.
@Suite struct HostileFilterDocumentTests {
    static func svg(_ body: String) -> [UInt8] {
        Array("""
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">\(body)</svg>
            """.utf8)
    }

    static func pixel(_ p: Pixmap, _ x: Int, _ y: Int) -> RGBA { RGBA(p.pixels[y * p.width + x]) }

    /// What drawing the document at 100 × 100 charges the render budget.
    static func charge(_ document: SVGDocument) throws -> RenderBudget {
        var canvas = try Canvas(width: 100, height: 100)
        return document.drawBudgeted(on: &canvas, transform: .identity)
    }

    @Test func aThousandChainedPrimitivesRunWithFewResultsAlive() throws {
        // Each offset reads the previous one and moves it a pixel, and the next moves it back:
        // results are freed as they are read, so 1 MiB holds what 1000 results (41 MB) would not.
        let chain = String(repeating: #"<feOffset dx="1"/><feOffset dx="-1"/>"#, count: 500)
        let document = try SVGDocument(data: Self.svg(
            #"<filter id="f">\#(chain)</filter><rect x="20" y="20" width="60" height="60" fill="blue" filter="url(#f)"/>"#))
        var tight = RenderLimits.standard
        tight.totalImageBytes = 1 << 20
        let p = try RenderLimits.$current.withValue(tight) { try document.render(width: 100, height: 100) }
        #expect(Self.pixel(p, 21, 50) == RGBA(r: 0, g: 0, b: 255, a: 255))
        #expect(Self.pixel(p, 17, 50).a == 0 && Self.pixel(p, 82, 50).a == 0)
    }

    @Test func twentyThousandChainedPrimitivesAreRefusedByTheRenderBudget() throws {
        let chain = String(repeating: #"<feOffset dx="0"/>"#, count: 20_000)
        let document = try SVGDocument(data: Self.svg(
            #"<filter id="f">\#(chain)</filter><rect x="20" y="20" width="60" height="60" filter="url(#f)"/>"#))
        var limits = RenderLimits.standard
        limits.renderWork = 5_000_000
        do {
            _ = try RenderLimits.$current.withValue(limits) { try document.render(width: 100, height: 100) }
            Issue.record("the chain rendered")
        } catch let error as SVGError {
            #expect(error.message.contains("CTLRENDER_MAX_RENDER_WORK") && error.message.contains("filter"), "\(error)")
        }
    }

    @Test func hugeObjectBoundingBoxRegionsAreCutToTheCanvas() throws {
        // A region and a subregion a million boxes wide: cut to a few canvases around the
        // canvas, so the flood costs that and no more.
        let document = try SVGDocument(data: Self.svg("""
            <filter id="f" x="-1e6" y="-1e6" width="2e6" height="2e6" primitiveUnits="objectBoundingBox">
              <feFlood flood-color="lime" x="-1e9" y="-1e9" width="1e10" height="1e10"/>
            </filter>
            <rect x="40" y="40" width="20" height="20" filter="url(#f)"/>
            """))
        // The group's layer, then the filter's region cut to the canvas: the source and a flood.
        let budget = try Self.charge(document)
        #expect(budget.overrun == nil)
        #expect(budget.spent == 2 * 100 * 100 + 100 * 100 * (1 + 2))
        let p = try document.render(width: 100, height: 100)
        #expect(Self.pixel(p, 0, 0) == RGBA(r: 0, g: 255, b: 0, a: 255))
        #expect(Self.pixel(p, 99, 99) == RGBA(r: 0, g: 255, b: 0, a: 255))
    }

    @Test func feTileChainsCostTheirRegionOncePerTile() throws {
        // A 10 × 10 flood tiled, then the tile tiled 500 times: each pass is one more region.
        let tiles = String(repeating: "<feTile/>", count: 500)
        let document = try SVGDocument(data: Self.svg("""
            <filter id="f" filterUnits="userSpaceOnUse" x="0" y="0" width="100" height="100">
              <feFlood flood-color="blue" x="0" y="0" width="5" height="5"/>\(tiles)
            </filter>
            <rect width="100" height="100" filter="url(#f)"/>
            """))
        let p = try document.render(width: 100, height: 100)
        #expect(Self.pixel(p, 2, 2).b == 255 && Self.pixel(p, 52, 52).b == 255)
        // The group's layer, then the region for the source, the flood and each tile.
        #expect(try Self.charge(document).spent == 2 * 100 * 100 + 100 * 100 * (1 + 2 + 2 * 500))
    }

    @Test func feImageChainsAndCyclesInADocumentStopAtOneLevel() throws {
        // f's feImage draws #a, whose filter g's feImage draws #b, whose filter is f again; and
        // h's feImage draws the group that holds the element h is on (a cycle drawsItself does
        // not see: the filter is set by a style). Each nests once, at conversion.
        let document = try SVGDocument(data: Self.svg("""
            <filter id="f"><feImage href="#a"/></filter>
            <filter id="g"><feImage href="#b"/></filter>
            <filter id="h"><feImage href="#outer"/></filter>
            <defs>
              <rect id="a" width="50" height="50" fill="green" filter="url(#g)"/>
              <rect id="b" width="50" height="50" fill="red" filter="url(#f)"/>
            </defs>
            <rect x="10" y="10" width="40" height="40" filter="url(#f)"/>
            <g id="outer"><rect x="60" y="60" width="30" height="30" fill="blue" style="filter: url(#h)"/></g>
            """))
        let p = try document.render(width: 100, height: 100)
        // a's own feImage (of b) draws nothing inside f: what f shows is transparent there.
        #expect(Self.pixel(p, 20, 20).a == 0)
    }

    @Test func feImageCyclesAcrossFilesStopAtTheFirstFile() throws {
        // main.svg's feImage draws other.svg, whose feImage draws main.svg: an SVG used as an
        // image loads no images of its own, so the cycle ends at once, named.
        let folder = TestFolder()
        defer { folder.remove() }
        let other = """
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
            <filter id="f" x="0" y="0" width="1" height="1"><feImage href="main.svg" result="i"/>
            <feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="i"/></feMerge></filter>
            <rect width="10" height="10" fill="blue" filter="url(#f)"/></svg>
            """
        let main = """
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
            <filter id="f" x="0" y="0" width="1" height="1"><feImage href="other.svg"/></filter>
            <rect width="10" height="10" fill="red" filter="url(#f)"/></svg>
            """
        let otherPath = try folder.write(other, "other.svg")
        _ = try folder.write(main, "main.svg")
        var options = SVGOptions()
        options.resourcesFolder = folder.url.path
        let document = try SVGDocument(data: Array(main.utf8), options: options)
        #expect(document.filesNamed == [otherPath])
        // other.svg drawn by main's feImage: its square merged with its own feImage of main.svg,
        // which is not loaded (transparent): blue.
        let p = try document.render(width: 10, height: 10)
        #expect(Self.pixel(p, 5, 5) == RGBA(r: 0, g: 0, b: 255, a: 255))
    }
}
