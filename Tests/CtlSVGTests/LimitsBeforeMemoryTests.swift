import CtlRaster
import CtlTestSupport
import Foundation
import Testing

@testable import CtlSVG

/// Every render limit holds for SVG, and is checked before the memory it guards: path data and
/// text are counted before they are built (the refusal comes from the count, at conversion, not
/// from the flattener at drawing), images are errors naming their line and column, and blurs and
/// the bytes of images are bounded as in every other command.
@Suite struct LimitsBeforeMemoryTests {
    static func limits(_ change: (inout RenderLimits) -> Void) -> RenderLimits {
        var limits = RenderLimits.standard
        change(&limits)
        return limits
    }

    /// `body` on its second line, in a 20×20 document.
    static func svg(_ body: String, defs: String = "") -> [UInt8] {
        Array("<svg xmlns='http://www.w3.org/2000/svg' width='20' height='20'>\(defs)\n\(body)\n</svg>".utf8)
    }

    /// The error reading `data` under `limits` throws; nil when it reads.
    static func readError(_ data: [UInt8], _ limits: RenderLimits) -> SVGError? {
        RenderLimits.$current.withValue(limits) {
            do {
                _ = try SVGDocument(data: data)
                return nil
            } catch let error as SVGError {
                return error
            } catch {
                Issue.record("unexpected \(error)")
                return nil
            }
        }
    }

    // MARK: path data and text, counted before they are built

    @Test func pathDataOverTheSegmentLimitIsRefusedFromItsCount() throws {
        let small = Self.limits { $0.pathSegments = 10 }
        // M and nine linetos: ten points, at the limit; one more is past it.
        let at = "M0 0" + String(repeating: " L1 1", count: 9)
        #expect(Self.readError(Self.svg("<path d='\(at)'/>"), small) == nil)
        let error = try #require(Self.readError(Self.svg("<path d='\(at) 2 2'/>"), small))
        #expect(error.position == XMLPosition(line: 2, column: 1))
        #expect(error.limit?.limit == .pathSegments && error.limit?.requested == 11)
        #expect(error.message.contains("path data of <path> (counted before it is read)"), "\(error)")
        #expect(error.message.contains("CTLRENDER_MAX_PATH_SEGMENTS"))
        // Every command's argument groups count; a closepath adds none; curves one each at least.
        #expect(SVGPathParser.minimumPointCount("M0 0 1 1 2 2 H3 V4 C1 1 2 2 3 3 4 4 5 5 6 6 z m1 1") == 8)
        #expect(SVGPathParser.minimumPointCount("M.5.5-.5-.5 1e2,3E-1 q1 1 2 2") == 4)
        // Counting stops where the parser stops: at the first error.
        #expect(SVGPathParser.minimumPointCount("M0 0 L1 1 # L2 2 3 3") == 2)
    }

    @Test func polylinePointsAreCountedToo() throws {
        let small = Self.limits { $0.pathSegments = 4 }
        #expect(Self.readError(Self.svg("<polyline points='0 0 1 1 2 2 3 3'/>"), small) == nil)
        let error = try #require(Self.readError(Self.svg("<polygon points='0 0 1 1 2 2 3 3 4 4'/>"), small))
        #expect(error.limit?.limit == .pathSegments && error.position == XMLPosition(line: 2, column: 1))
    }

    @Test func textOverTheSegmentLimitIsRefusedBeforeLayout() throws {
        let text = "<text x='0' y='15' font-size='10'>Hello, world</text>"
        // The glyphs' outlines of "Hello, world" have far more than 20 lines and curves.
        let error = try #require(Self.readError(Self.svg(text), Self.limits { $0.pathSegments = 20 }))
        #expect(error.position == XMLPosition(line: 2, column: 1))
        #expect(error.limit?.limit == .pathSegments)
        #expect(error.message.contains("glyph outlines of <text> (12 characters, estimated before they are laid out)"),
                "\(error)")
        // White space draws nothing and counts nothing.
        #expect(Self.readError(Self.svg("<text x='0' y='15' xml:space='preserve'>        </text>"),
                               Self.limits { $0.pathSegments = 1 }) == nil)
        // Under the default limits the same text reads and draws.
        let document = try SVGDocument(data: Self.svg(text))
        _ = try document.render(width: 20, height: 20)
    }

    // MARK: images

    /// A base64 `data:` URL of an 8×8 PNG.
    static func pngURL(width: Int = 8, height: Int = 8) throws -> String {
        var p = try Pixmap(width: width, height: height)
        p.fill(Color(r: 0, g: 0, b: 255))
        return "data:image/png;base64," + Data(try PNG.encode(p)).base64EncodedString()
    }

    @Test func anEmbeddedPNGOverThePixelLimitIsAnErrorAtItsPosition() throws {
        let image = "<image href='\(try Self.pngURL())' width='20' height='20'/>"
        #expect(Self.readError(Self.svg(image), Self.limits { $0.imagePixels = 64 }) == nil)
        let error = try #require(Self.readError(Self.svg(image), Self.limits { $0.imagePixels = 63 }))
        #expect(error.position == XMLPosition(line: 2, column: 1))
        #expect(error.limit?.limit == .imagePixels && error.limit?.requested == 64, "\(error)")
        #expect(error.message.contains("the PNG (a data: URL) of 8×8"), "\(error)")
    }

    @Test func aJPEGOverThePixelLimitIsAnError() throws {
        let jpeg = try Data(contentsOf: PackagePaths.fixtures.appendingPathComponent("SVGSuite/resources/image.jpg"))
        let image = "<image href='data:image/jpeg;base64,\(jpeg.base64EncodedString())' width='20' height='20'/>"
        #expect(Self.readError(Self.svg(image), .standard) == nil)
        let error = try #require(Self.readError(Self.svg(image), Self.limits { $0.imagePixels = 16 }))
        #expect(error.position == XMLPosition(line: 2, column: 1))
        #expect(error.limit?.limit == .imagePixels && error.message.contains("the JPEG (a data: URL)"), "\(error)")
    }

    @Test func anSVGImageOverALimitIsAnErrorHere() throws {
        let inner = "<svg xmlns='http://www.w3.org/2000/svg' width='4' height='4'><path d='M0 0 L1 1 L2 2 L3 3'/></svg>"
        let url = "data:image/svg+xml;base64," + Data(inner.utf8).base64EncodedString()
        let image = "<image href='\(url)' width='20' height='20'/>"
        #expect(Self.readError(Self.svg(image), Self.limits { $0.pathSegments = 4 }) == nil)
        let error = try #require(Self.readError(Self.svg(image), Self.limits { $0.pathSegments = 3 }))
        #expect(error.position == XMLPosition(line: 2, column: 1) && error.limit?.limit == .pathSegments, "\(error)")
    }

    @Test func decodedImagesCountAgainstTheTotalBytes() throws {
        // An 8×8 image is 256 bytes; a 20×20 drawing 1600.
        let image = "<image href='\(try Self.pngURL())' width='20' height='20'/>"
        let error = try #require(Self.readError(Self.svg(image), Self.limits { $0.totalImageBytes = 255 }))
        #expect(error.limit?.limit == .totalImageBytes && error.position == XMLPosition(line: 2, column: 1))
        // The image fits alone; with the drawing it does not, refused before the canvas is made.
        try RenderLimits.$current.withValue(Self.limits { $0.totalImageBytes = 1855 }) {
            let document = try SVGDocument(data: Self.svg(image))
            #expect(throws: LimitExceeded.self) { try document.render(width: 20, height: 20) }
        }
        try RenderLimits.$current.withValue(Self.limits { $0.totalImageBytes = 1856 }) {
            _ = try SVGDocument(data: Self.svg(image)).render(width: 20, height: 20)
        }
    }

    // MARK: blur

    @Test(arguments: ["<feGaussianBlur stdDeviation='σ'/>", "<feDropShadow stdDeviation='σ'/>"])
    func aBlurReachingPastTheLimitIsAnError(_ primitive: String) throws {
        let limits = Self.limits { $0.blurReach = 10 }
        func render(_ sigma: Int) throws -> LimitExceeded? {
            let defs = "<filter id='f'>\(primitive.replacingOccurrences(of: "σ", with: "\(sigma)"))</filter>"
            return try RenderLimits.$current.withValue(limits) {
                let document = try SVGDocument(data: Self.svg("<rect width='10' height='10' filter='url(#f)'/>",
                                                              defs: defs))
                do {
                    _ = try document.render(width: 20, height: 20)
                    return nil
                } catch let error as LimitExceeded {
                    return error
                }
            }
        }
        // σ = 3 reaches 3σ + 1 = 10 pixels; σ = 4, 13.
        #expect(try render(3) == nil)
        let error = try #require(try render(4))
        #expect(error.limit == .blurReach && error.requested == 13, "\(error)")
        #expect(error.what.contains("in the filter on the element at 2:1"), "\(error)")
    }

    @Test func aCSSBlurFunctionIsBoundedToo() throws {
        let text = "<rect width='10' height='10' style='filter: blur(5px)'/>"
        #expect(throws: LimitExceeded.self) {
            try RenderLimits.$current.withValue(Self.limits { $0.blurReach = 10 }) {
                _ = try SVGDocument(data: Self.svg(text)).render(width: 20, height: 20)
            }
        }
        _ = try SVGDocument(data: Self.svg(text)).render(width: 20, height: 20)
    }
}
