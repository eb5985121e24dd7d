import Dispatch
import Foundation
@testable import CtlSVG
import CtlRaster
import Testing

/// Every recursion over references is bounded by one count (`ReferenceDepth.limit`): for each
/// kind of chain, the deepest document the limit allows is read and drawn, and one level more
/// is refused with the place and the chain's kinds. The documents are flat in the XML (the
/// nesting limit of the reader does not apply) and each level is one more link.
@Suite struct ReferenceDepthTests {
    static let limit = ReferenceDepth.limit
    static let green = Color(r: 0, g: 128, b: 0).premultiplied

    static func document(_ body: String, size: Int = 10) -> [UInt8] {
        Array(("<svg xmlns='http://www.w3.org/2000/svg' width='\(size)' height='\(size)'>\n" + body + "\n</svg>").utf8)
    }

    /// `links` `use` elements, each referring to the next, ending at a green rectangle: the
    /// `use` drawn, the links and the rectangle are `links + 2` levels.
    static func useChain(_ links: Int, prefix: String = "u") -> (defs: String, top: String) {
        var defs = "<rect id='\(prefix)0' width='10' height='10' fill='green'/>\n"
        for i in stride(from: 1, through: links, by: 1) { defs += "<use id='\(prefix)\(i)' href='#\(prefix)\(i - 1)'/>\n" }
        return (defs, "<use href='#\(prefix)\(links)'/>")
    }

    static func useChainDocument(_ links: Int) -> [UInt8] {
        let (defs, top) = useChain(links)
        return document("<defs>\(defs)</defs>\(top)")
    }

    /// The error of reading `data`, which must be the nesting limit's, at `line` (1-based).
    static func expectRefused(_ data: [UInt8], line: Int, kinds: String,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            _ = try SVGDocument(data: data)
            Issue.record("read past the nesting limit", sourceLocation: sourceLocation)
        } catch let error as SVGError {
            #expect(error.position?.line == line, "\(error)", sourceLocation: sourceLocation)
            #expect(error.message.contains("nest deeper than \(limit) levels"), "\(error)", sourceLocation: sourceLocation)
            #expect(error.message.contains(kinds), "\(error)", sourceLocation: sourceLocation)
        } catch {
            Issue.record("not an SVGError: \(error)", sourceLocation: sourceLocation)
        }
    }

    static func render(_ data: [UInt8], size: Int = 10) throws -> Pixmap {
        try SVGDocument(data: data).render(width: size, height: size)
    }

    // MARK: use

    @Test func useChainAtTheLimitIsDrawn() throws {
        let image = try Self.render(Self.useChainDocument(Self.limit - 2))
        #expect(image[5, 5] == Self.green)
    }

    /// One link more: refused where the 513th level starts (the chain's last `use`, on line
    /// 2 + 1 of the defs), not a crash (1000 links overflowed the stack before).
    @Test func useChainPastTheLimitIsRefused() {
        let links = Self.limit - 1
        // Line 1 is the svg tag, line 2 the rectangle u0, line 2 + i the use u<i>; the
        // levels are the top use, u<links> … u1, u0: the 513th is u0, on line 2.
        Self.expectRefused(Self.useChainDocument(links), line: 2, kinds: "use \(links + 1)")
    }

    // MARK: nested svg

    /// Nested `svg` elements are nested in the XML too, whose own limit (256) comes first: the
    /// deepest the reader takes is drawn (it overflowed the stack under AddressSanitizer).
    @Test func nestedSVGAtTheReaderLimitIsDrawn() throws {
        let depth = XMLReader.maxDepth - 2  // the root and the rectangle make 256
        let body = String(repeating: "<svg>", count: depth) + "<rect width='10' height='10' fill='green'/>"
            + String(repeating: "</svg>", count: depth)
        let image = try Self.render(Self.document(body))
        #expect(image[5, 5] == Self.green)
        #expect(throws: SVGError.self) {
            _ = try SVGDocument(data: Self.document("<svg>" + body + "</svg>"))
        }
    }

    /// The same count goes on through a reference: nested `svg`s holding a `use` chain are
    /// refused when the two together pass the limit, and drawn when they reach it.
    @Test func nestedSVGAndUseShareTheCount() throws {
        let depth = 200
        func doc(_ links: Int) -> [UInt8] {
            let (defs, top) = Self.useChain(links)
            return Self.document("<defs>\(defs)</defs>" + String(repeating: "<svg>", count: depth) + top
                                 + String(repeating: "</svg>", count: depth))
        }
        // The svgs, the top use, the links and the rectangle.
        let links = Self.limit - depth - 2
        #expect(try Self.render(doc(links))[5, 5] == Self.green)
        Self.expectRefused(doc(links + 1), line: 2, kinds: "use \(links + 2), svg \(depth)")
    }

    // MARK: paint servers

    /// A gradient whose stops are `links` `href`s away: the whole chain (64 elements) is read;
    /// one more and the stops are not reached: a warning at the gradient referred to, which
    /// names the first element not read.
    @Test func gradientHrefChainAtTheLimitAndPast() throws {
        func doc(_ links: Int) -> [UInt8] {
            var defs = "<linearGradient id='g0'><stop stop-color='green'/><stop offset='1' stop-color='green'/></linearGradient>\n"
            for i in stride(from: 1, through: links, by: 1) { defs += "<linearGradient id='g\(i)' href='#g\(i - 1)'/>\n" }
            return Self.document("<defs>\(defs)</defs><rect width='10' height='10' fill='url(#g\(links))'/>")
        }
        let atLimit = try SVGDocument(data: doc(Converter.maxHrefChain - 1))
        #expect(atLimit.warnings.isEmpty)
        #expect(try atLimit.render(width: 10, height: 10)[5, 5] == Self.green)

        let past = try SVGDocument(data: doc(Converter.maxHrefChain))
        #expect(past.warnings.count == 1)
        let warning = try #require(past.warnings.first)
        // Line 2 is g0, line 2 + i is g<i>: the chain starts at g64 and g0 is cut.
        #expect(warning.position.line == 2 + Converter.maxHrefChain)
        #expect(warning.element == "linearGradient")
        #expect(warning.reason.contains("longer than \(Converter.maxHrefChain)") && warning.reason.contains("#g0 (2:7)"))
        #expect(try past.render(width: 10, height: 10)[5, 5] == Color.clear.premultiplied)
    }

    /// A cycle of `href`s ends the chain, with no warning.
    @Test func hrefCycleTerminatesWithoutAWarning() throws {
        let data = Self.document("""
            <defs><linearGradient id='a' href='#b'><stop stop-color='green'/></linearGradient>
            <linearGradient id='b' href='#c'/><linearGradient id='c' href='#b'/>
            <filter id='f' href='#h'><feFlood flood-color='green'/></filter><filter id='h' href='#f'/></defs>
            <rect width='5' height='10' fill='url(#c)'/><rect x='5' width='5' height='10' filter='url(#h)'/>
            """)
        let document = try SVGDocument(data: data)
        #expect(document.warnings.isEmpty)
        _ = try document.render(width: 10, height: 10)
    }

    /// A filter's `href` chain has the same limit, with the same warning.
    @Test func filterHrefChainPastTheLimitWarns() throws {
        var defs = "<filter id='f0'><feFlood flood-color='green'/></filter>\n"
        for i in 1...Converter.maxHrefChain { defs += "<filter id='f\(i)' href='#f\(i - 1)'/>\n" }
        let data = Self.document("<defs>\(defs)</defs><rect width='10' height='10' filter='url(#f\(Converter.maxHrefChain))'/>")
        let document = try SVGDocument(data: data)
        #expect(document.warnings.map(\.element) == ["filter"])
        #expect(document.warnings.first?.reason.contains("#f0 (2:7)") == true)
    }

    /// Patterns whose content is filled with the next pattern: 1 level for the shape drawn and
    /// 1 for each pattern's content. At the limit it is read and drawn (what it draws past
    /// `Renderer.maxDepth` offscreen tiles is nothing, by the renderer's own bound, so the
    /// shallow chain is checked for its pixels); one more is refused.
    @Test func patternInPatternAtTheLimitAndPast() throws {
        func doc(_ links: Int) -> [UInt8] {
            var defs = "<pattern id='p0' width='10' height='10' patternUnits='userSpaceOnUse'>"
                + "<rect width='10' height='10' fill='green'/></pattern>\n"
            for i in stride(from: 1, through: links, by: 1) {
                defs += "<pattern id='p\(i)' width='10' height='10' patternUnits='userSpaceOnUse'>"
                    + "<rect width='10' height='10' fill='url(#p\(i - 1))'/></pattern>\n"
            }
            return Self.document("<defs>\(defs)</defs><rect width='10' height='10' fill='url(#p\(links))'/>")
        }
        #expect(try Self.render(doc(8))[5, 5] == Self.green)
        _ = try Self.render(doc(Self.limit - 2))
        // The 513th level is p0's rectangle, on line 2.
        Self.expectRefused(doc(Self.limit - 1), line: 2, kinds: "pattern \(Self.limit)")
    }

    // MARK: masks, clips, markers

    /// Masks whose content is masked by the next mask: 2 levels a mask (the mask, its content).
    /// A mask past the renderer's bound on offscreen surfaces is not applied, so the drawing at
    /// the limit shows the green rectangle.
    @Test func maskInMaskAtTheLimitAndPast() throws {
        func doc(_ links: Int) -> [UInt8] {
            var defs = "<mask id='m0'><rect width='10' height='10' fill='white'/></mask>\n"
            for i in stride(from: 1, through: links, by: 1) {
                defs += "<mask id='m\(i)'><rect width='10' height='10' fill='white' mask='url(#m\(i - 1))'/></mask>\n"
            }
            return Self.document("<defs>\(defs)</defs><rect width='10' height='10' fill='green' mask='url(#m\(links))'/>")
        }
        // The rectangle, then a mask and its content for m<links> … m0: 2·links + 3 levels.
        let links = (Self.limit - 3) / 2
        #expect(try Self.render(doc(links))[5, 5] == Self.green)
        Self.expectRefused(doc(links + 1), line: 2, kinds: "mask \(Self.limit)")
    }

    /// Clip paths clipped by the next clip path (`clip-path` on the `clipPath`): 1 level each.
    @Test func clipPathChainAtTheLimitAndPast() throws {
        func doc(_ links: Int) -> [UInt8] {
            var defs = "<clipPath id='c0'><rect width='10' height='10'/></clipPath>\n"
            for i in stride(from: 1, through: links, by: 1) {
                defs += "<clipPath id='c\(i)' clip-path='url(#c\(i - 1))'><rect width='10' height='10'/></clipPath>\n"
            }
            return Self.document("<defs>\(defs)</defs><rect width='10' height='10' fill='green' clip-path='url(#c\(links))'/>")
        }
        // The rectangle, then c<links> … c0: links + 2 levels.
        #expect(try Self.render(doc(Self.limit - 2))[5, 5] == Self.green)
        Self.expectRefused(doc(Self.limit - 1), line: 2, kinds: "clipPath \(Self.limit)")
    }

    /// Markers whose content carries the next marker, all placed at (5, 5).
    @Test func markerInMarkerAtTheLimitAndPast() throws {
        func doc(_ links: Int) -> [UInt8] {
            var defs = "<marker id='k0' overflow='visible'><rect width='2' height='2' fill='green'/></marker>\n"
            for i in stride(from: 1, through: links, by: 1) {
                defs += "<marker id='k\(i)' overflow='visible'><path d='M0 0' marker-start='url(#k\(i - 1))'/></marker>\n"
            }
            return Self.document("<defs>\(defs)</defs><path d='M5 5' marker-start='url(#k\(links))'/>")
        }
        // The path, then each marker's content: links + 2 levels.
        #expect(try Self.render(doc(Self.limit - 2))[6, 6] == Self.green)
        Self.expectRefused(doc(Self.limit - 1), line: 2, kinds: "marker \(Self.limit)")
    }

    // MARK: filters, images

    /// An `feImage` converts its element with the document, nested where the filter is met:
    /// past the limit the document is refused, as any element nested that deep.
    @Test func feImageOfAUseChainAtTheLimitAndPast() throws {
        func doc(_ links: Int) -> [UInt8] {
            let (defs, _) = Self.useChain(links)
            return Self.document("<defs>\(defs)<filter id='f' x='0' y='0' width='1' height='1'>"
                                 + "<feImage href='#u\(links)'/></filter></defs>"
                                 + "<rect width='10' height='10' fill='red' filter='url(#f)'/>")
        }
        // The filtered rectangle, u<links> … u1, u0.
        let links = Self.limit - 2
        #expect(try Self.render(doc(links))[5, 5] == Self.green)
        Self.expectRefused(doc(links + 1), line: 2, kinds: "use \(links + 1)")
    }

    /// An SVG image's elements nest on top of the `image` element's: its document is read on the
    /// same count, and past it the error is at the `image`, naming the file and the place in it.
    /// An image inside an SVG image is not loaded at all (files do not recurse).
    @Test func nestedSVGImageFilesShareTheCount() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ctl-svg-depth-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func doc(outer: Int, inner: Int) throws -> [UInt8] {
            let (innerDefs, innerTop) = Self.useChain(inner, prefix: "i")
            // The inner file draws an image of itself: never loaded.
            let innerText = "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'>\n<defs>\(innerDefs)</defs>"
                + "\(innerTop)<image href='inner.svg' width='10' height='10'/></svg>"
            try Data(innerText.utf8).write(to: folder.appendingPathComponent("inner.svg"))
            var defs = "<image id='u0' href='inner.svg' width='10' height='10'/>\n"
            for i in stride(from: 1, through: outer, by: 1) { defs += "<use id='u\(i)' href='#u\(i - 1)'/>\n" }
            return Self.document("<defs>\(defs)</defs><use href='#u\(outer)'/>")
        }
        var options = SVGOptions()
        options.resourcesFolder = folder.path
        // Outer: the top use, u<outer> … u1, the image; inner: its top use, i<inner> … i1, i0.
        let outer = 300
        let inner = Self.limit - (outer + 2) - 2
        let drawn = try SVGDocument(data: try doc(outer: outer, inner: inner), options: options)
        #expect(try drawn.render(width: 10, height: 10)[5, 5] == Self.green)
        #expect(drawn.filesNamed == [folder.appendingPathComponent("inner.svg").path])
        do {
            _ = try SVGDocument(data: try doc(outer: outer, inner: inner + 1), options: options)
            Issue.record("read past the nesting limit")
        } catch let error as SVGError {
            // The image u0 is on line 2 of the outer file; i0 on line 2 of the inner one.
            #expect(error.position?.line == 2)
            #expect(error.message.hasPrefix("in the SVG image inner.svg, at 2:7"))
            #expect(error.message.contains("use \(outer + inner + 3)"))
        }
    }

    // MARK: threads

    /// The asset build draws on libdispatch workers, and a library user may call from a thread
    /// with a small stack: the document at the limit is read, drawn and released there too,
    /// since the recursion runs on a stack of its own.
    @Test func theLimitHoldsOnSmallThreads() throws {
        let data = Self.useChainDocument(Self.limit - 2)
        final class Outcome: @unchecked Sendable {
            var pixel: PremultipliedColor?
            var failure: String?
            var seen: [PremultipliedColor?] = []
        }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            do {
                outcome.pixel = try Self.render(data)[5, 5]
            } catch {
                outcome.failure = "\(error)"
            }
            done.signal()
        }
        thread.stackSize = 512 << 10  // a Darwin worker's; Linux gives 8 MiB
        thread.start()
        done.wait()
        #expect(outcome.failure == nil)
        #expect(outcome.pixel == Self.green)

        // As AssetBuilder runs its jobs (`--jobs 2`).
        let jobs = Outcome()
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            let pixel = try? Self.render(data)[5, 5]
            lock.lock()
            jobs.seen.append(pixel)
            lock.unlock()
        }
        #expect(jobs.seen == [Self.green, Self.green])
    }

    @Test func summaryCountsKindsMostFirst() {
        #expect(ReferenceDepth.summary(["g", "use", "use", "svg", "use"]) == "use 3, g 1, svg 1")
    }
}
