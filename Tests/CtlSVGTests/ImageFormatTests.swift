import CWebP
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

@testable import CtlSVG

/// WebP and GIF images (in `image` and `feImage`, as `data:` URLs and files), each decoded to
/// its own pixels; their declared sizes checked before anything is allocated; broken ones left
/// out with a reason.
@Suite struct ImageFormatTests {
    /// A 3×1 image: opaque red, half-transparent green, transparent (straight RGBA).
    static let rgba: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 0, 0]

    /// `rgba` as a lossless WebP, encoded by libwebp.
    static func webp() throws -> [UInt8] {
        var out: UnsafeMutablePointer<UInt8>?
        let count = rgba.withUnsafeBufferPointer { WebPEncodeLosslessRGBA($0.baseAddress, 3, 1, 12, &out) }
        defer { WebPFree(out) }
        let bytes = try #require(out.map { Array(UnsafeBufferPointer(start: $0, count: count)) })
        #expect(count > 0)
        return bytes
    }

    /// A GIF89a of `width`×`height` (both < 256) whose single frame holds `indices` into the
    /// colour table red, green, blue, white, index 3 transparent. Its LZW data writes every
    /// index as a literal, a clear code before each pair, so that codes stay 3 bits wide.
    static func gif(width: Int, height: Int, indices: [UInt8], screen: (Int, Int)? = nil) -> [UInt8] {
        let (sw, sh) = screen ?? (width, height)
        var b = Array("GIF89a".utf8)
        b += [UInt8(sw & 0xFF), UInt8(sw >> 8), UInt8(sh & 0xFF), UInt8(sh >> 8), 0x81, 0, 0]   // 4-colour table
        b += [255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255]
        b += [0x21, 0xF9, 4, 1, 0, 0, 3, 0]                                                      // transparent index 3
        b += [0x2C, 0, 0, 0, 0, UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8), 0]
        var codes: [UInt32] = []
        for (i, index) in indices.enumerated() {
            if i % 2 == 0 { codes.append(4) }   // clear
            codes.append(UInt32(index))
        }
        codes.append(5)                          // end of information
        var data: [UInt8] = [], bits: UInt32 = 0, count = 0
        for code in codes {
            bits |= code << UInt32(count)
            count += 3
            while count >= 8 { data.append(UInt8(bits & 0xFF)); bits >>= 8; count -= 8 }
        }
        if count > 0 { data.append(UInt8(bits & 0xFF)) }
        b.append(2)                              // LZW minimum code size
        var rest = data[...]
        while !rest.isEmpty {
            let block = rest.prefix(255)
            b.append(UInt8(block.count))
            b += block
            rest = rest.dropFirst(block.count)
        }
        b += [0, 0x3B]
        return b
    }

    static func dataURL(_ mime: String, _ bytes: [UInt8]) -> String {
        "data:\(mime);base64," + Data(bytes).base64EncodedString()
    }

    /// A 3×1 document whose second line is an image of `href` at its own size.
    static func document(_ href: String) -> [UInt8] {
        Array(("<svg xmlns='http://www.w3.org/2000/svg' width='3' height='1'>\n"
            + "<image href='\(href)' width='3' height='1'/>\n</svg>").utf8)
    }

    static func drawn(_ data: [UInt8], options: SVGOptions = SVGOptions()) throws -> (Pixmap, SVGDocument) {
        let document = try SVGDocument(data: data, options: options)
        return (try document.render(width: 3, height: 1), document)
    }

    static func readError(_ data: [UInt8]) -> SVGError? {
        do {
            _ = try SVGDocument(data: data)
            return nil
        } catch {
            return error as? SVGError
        }
    }

    // MARK: decoded pixels

    @Test func aWebPIsDrawnWithItsOwnPixelsPremultiplied() throws {
        let (image, document) = try Self.drawn(Self.document(Self.dataURL("image/webp", try Self.webp())))
        #expect(document.skipped.isEmpty, "\(document.skipped)")
        #expect(image[0, 0] == Color(r: 255, g: 0, b: 0).premultiplied)
        #expect(image[1, 0] == Color(r: 0, g: 255, b: 0, a: 128).premultiplied)
        #expect(image[2, 0].a == 0)
    }

    /// An animation of `webp()`'s frame at (2, 2) on a 5×3 canvas, assembled by hand: VP8X
    /// (animation and alpha flags, the canvas), ANIM, and one ANMF holding the still's VP8L chunk.
    static func animatedWebP() throws -> [UInt8] {
        let still = try webp()
        let frameData = Array(still[12...])                     // the VP8L chunk, header and padding
        func le(_ v: Int, _ n: Int) -> [UInt8] { (0..<n).map { UInt8(truncatingIfNeeded: v >> (8 * $0)) } }
        let vp8x = Array("VP8X".utf8) + le(10, 4) + [0x12, 0, 0, 0] + le(5 - 1, 3) + le(3 - 1, 3)
        let anim = Array("ANIM".utf8) + le(6, 4) + [0, 0, 0, 0, 0, 0]
        let anmf = Array("ANMF".utf8) + le(16 + frameData.count, 4)
            + le(2 / 2, 3) + le(2 / 2, 3) + le(3 - 1, 3) + le(1 - 1, 3) + le(100, 3) + [0] + frameData
        let body = Array("WEBP".utf8) + vp8x + anim + anmf
        return Array("RIFF".utf8) + le(body.count, 4) + body
    }

    @Test func anAnimatedWebPIsDrawnFromItsFirstFrameOnItsCanvas() throws {
        let svg = "<svg xmlns='http://www.w3.org/2000/svg' width='5' height='3'>"
            + "<image href='\(Self.dataURL("image/webp", try Self.animatedWebP()))' width='5' height='3'/></svg>"
        let document = try SVGDocument(data: Array(svg.utf8))
        #expect(document.skipped.isEmpty, "\(document.skipped)")
        let image = try document.render(width: 5, height: 3)
        #expect(image[2, 2] == Color(r: 255, g: 0, b: 0).premultiplied)
        #expect(image[3, 2] == Color(r: 0, g: 255, b: 0, a: 128).premultiplied)
        #expect(image[0, 0].a == 0 && image[4, 2].a == 0 && image[2, 1].a == 0)
    }

    @Test func aGIFIsDrawnFromItsFirstFrameWithItsTransparentIndexCleared() throws {
        // Blue, green, transparent; the format is told by its bytes, not by the URL's type.
        let gif = Self.gif(width: 3, height: 1, indices: [2, 1, 3])
        for mime in ["image/gif", "text/plain"] {
            let (image, document) = try Self.drawn(Self.document(Self.dataURL(mime, gif)))
            #expect(document.skipped.isEmpty, "\(document.skipped)")
            #expect(image[0, 0] == Color(r: 0, g: 0, b: 255).premultiplied)
            #expect(image[1, 0] == Color(r: 0, g: 255, b: 0).premultiplied)
            #expect(image[2, 0].a == 0)
        }
    }

    @Test func webPAndGIFFilesAreReadFromTheResourcesFolder() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        try Data(Self.webp()).write(to: URL(fileURLWithPath: folder.path("a.webp")))
        try Data(Self.gif(width: 3, height: 1, indices: [2, 2, 2])).write(to: URL(fileURLWithPath: folder.path("b.gif")))
        var options = SVGOptions()
        options.resourcesFolder = folder.url.path
        let (webp, _) = try Self.drawn(Self.document("a.webp"), options: options)
        #expect(webp[0, 0] == Color(r: 255, g: 0, b: 0).premultiplied)
        let (gif, _) = try Self.drawn(Self.document("b.gif"), options: options)
        #expect(gif[1, 0] == Color(r: 0, g: 0, b: 255).premultiplied)
    }

    @Test func anFEImageTakesAWebPAndAGIF() throws {
        for href in [Self.dataURL("image/webp", try Self.webp()),
                     Self.dataURL("image/gif", Self.gif(width: 3, height: 1, indices: [0, 1, 3]))] {
            let svg = "<svg xmlns='http://www.w3.org/2000/svg' width='3' height='1'>"
                + "<filter id='f' x='0' y='0' width='3' height='1' filterUnits='userSpaceOnUse'>"
                + "<feImage href='\(href)' width='3' height='1'/></filter>"
                + "<rect width='3' height='1' filter='url(#f)'/></svg>"
            let (image, document) = try Self.drawn(Array(svg.utf8))
            #expect(document.skipped.isEmpty, "\(document.skipped)")
            #expect(image[0, 0] == Color(r: 255, g: 0, b: 0).premultiplied)
            #expect(image[2, 0].a == 0)
        }
    }

    // MARK: hostile images

    /// A WebP whose extended header (VP8X, animated) declares a canvas of 65535×65535.
    static let hugeWebP: [UInt8] = {
        var b = Array("RIFF".utf8) + [36, 0, 0, 0] + Array("WEBP".utf8)
        b += Array("VP8X".utf8) + [10, 0, 0, 0, 0x02, 0, 0, 0, 0xFE, 0xFF, 0, 0xFE, 0xFF, 0]
        b += Array("ANIM".utf8) + [6, 0, 0, 0, 0, 0, 0, 0, 0, 0]
        return b
    }()

    @Test func aWebPOrGIFDeclaring65535SquaredIsRefusedBeforeDecoding() throws {
        let gif = Self.gif(width: 1, height: 1, indices: [0], screen: (65535, 65535))
        // A 1×1 screen whose frame declares 65535×65535 (then its LZW code size, no data).
        let frame = Array(Self.gif(width: 1, height: 1, indices: [0]).prefix(33)) + [0x2C, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF, 0]
            + [2, 0, 0x3B]
        for (name, bytes) in [("WebP", Self.hugeWebP), ("GIF", gif), ("GIF", frame)] {
            let error = try #require(Self.readError(Self.document(Self.dataURL("image/png", bytes))), "\(name)")
            #expect(error.limit?.limit == .imagePixels, "\(error)")
            #expect(error.limit?.requested == 65535 * 65535, "\(error)")
            #expect(error.position == XMLPosition(line: 2, column: 1))
            #expect(error.message.contains("the \(name) (a data: URL) of 65535×65535"), "\(error)")
        }
    }

    @Test func aTruncatedWebPOrGIFIsLeftOutWithItsReason() throws {
        let webp = try Self.webp()
        let gif = Self.gif(width: 3, height: 1, indices: [0, 1, 2])
        for (bytes, reason) in [(Array(webp.prefix(webp.count - 6)), "the WebP (a data: URL) cannot be decoded"),
                                (Array(gif.prefix(gif.count - 5)), "the GIF (a data: URL) cannot be decoded: cut short"),
                                (Array(gif.prefix(40)), "the GIF (a data: URL) cannot be decoded")] {
            let (image, document) = try Self.drawn(Self.document(Self.dataURL("image/png", bytes)))
            #expect(image[0, 0].a == 0)
            #expect(document.skipped.first?.reason.contains(reason) == true, "\(document.skipped)")
            #expect(document.skipped.first?.position == XMLPosition(line: 2, column: 1))
        }
    }
}
