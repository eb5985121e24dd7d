import CZlib
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

@testable import CtlSVG

/// Gzip-compressed documents (.svgz), as the document itself and as an `image`: inflated into
/// a buffer that stops at the input limit, so that a gzip bomb is refused while it inflates.
@Suite struct SVGZTests {
    /// `bytes` gzip-compressed by zlib.
    static func gzip(_ bytes: [UInt8]) -> [UInt8] {
        var stream = z_stream()
        #expect(czlib_deflate_init_gzip(&stream, 9) == Z_OK)
        defer { deflateEnd(&stream) }
        var out = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(bytes.count))) + 64)
        var input = bytes
        let written = input.withUnsafeMutableBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                stream.next_in = src.baseAddress
                stream.avail_in = UInt32(src.count)
                stream.next_out = dst.baseAddress
                stream.avail_out = UInt32(dst.count)
                #expect(deflate(&stream, Z_FINISH) == Z_STREAM_END)
                return dst.count - Int(stream.avail_out)
            }
        }
        return Array(out.prefix(written))
    }

    static let green = Array(("<svg xmlns='http://www.w3.org/2000/svg' width='4' height='2'>"
        + "<rect width='4' height='2' fill='#00ff00'/></svg>").utf8)

    @Test func aGzippedDocumentReadsAsItsText() throws {
        let document = try SVGDocument(data: Self.gzip(Self.green))
        #expect(document.size == Size(width: 4, height: 2))
        #expect(try document.render(width: 4, height: 2)[3, 1] == Color(r: 0, g: 255, b: 0).premultiplied)
    }

    @Test func aGzippedImageIsDrawnFromAFileOrADataURL() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        try Data(Self.gzip(Self.green)).write(to: URL(fileURLWithPath: folder.path("g.svgz")))
        var options = SVGOptions()
        options.resourcesFolder = folder.url.path
        let url = "data:image/svg+xml;base64," + Data(Self.gzip(Self.green)).base64EncodedString()
        for href in ["g.svgz", url] {
            let svg = "<svg xmlns='http://www.w3.org/2000/svg' width='4' height='2'><image href='\(href)' width='4' height='2'/></svg>"
            let document = try SVGDocument(data: Array(svg.utf8), options: options)
            #expect(document.skipped.isEmpty, "\(document.skipped)")
            #expect(try document.render(width: 4, height: 2)[1, 1] == Color(r: 0, g: 255, b: 0).premultiplied)
        }
    }

    @Test func aGzipBombStopsAtTheInputLimitWhileInflating() throws {
        // 8 MiB of spaces after the root element, a few kilobytes compressed, under a 1 MiB limit.
        let inflated = Array("<svg xmlns='http://www.w3.org/2000/svg' width='1' height='1'>".utf8)
            + [UInt8](repeating: 0x20, count: 8 << 20) + Array("</svg>".utf8)
        let bomb = Self.gzip(inflated)
        #expect(bomb.count < 64 << 10)
        var limits = RenderLimits.standard
        limits.inputBytes = 1 << 20
        let error = RenderLimits.$current.withValue(limits) { () -> SVGError? in
            do { _ = try SVGDocument(data: bomb); return nil } catch { return error as? SVGError }
        }
        let refused = try #require(error)
        #expect(refused.limit?.limit == .inputBytes, "\(refused)")
        // Found when the buffer of limit + 1 bytes filled: nothing larger was allocated.
        #expect(refused.limit?.requested == (1 << 20) + 1)
        #expect(refused.message.contains("the gzip-compressed document, inflated, needs more than 1048576 bytes"),
                "\(refused)")
        // The same inflater, told the limit directly, holds no more than limit + 1 bytes.
        #expect(throws: SVGError.self) { try Gzip.inflate(bomb, limit: 1000) }
        #expect(try Gzip.inflate(bomb, limit: inflated.count) == inflated)
    }

    @Test func aCutShortOrBrokenGzipIsAClearError() throws {
        let whole = Self.gzip(Self.green)
        for (bytes, reason) in [(Array(whole.prefix(whole.count / 2)), "cut short"),
                                ([0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 3, 0xFF, 0xFF, 0xFF], "broken")] {
            do {
                _ = try SVGDocument(data: bytes)
                Issue.record("read")
            } catch let error as SVGError {
                #expect(error.message.contains("the gzip-compressed document is \(reason)"), "\(error)")
            }
        }
    }
}
