import CtlRaster
import Foundation
import Testing

@testable import CtlSVG

/// `image-rendering` as resvg draws it: bicubic (Mitchell–Netravali, B = C = 1/3) by default and
/// for `optimizeQuality` and `high-quality`, bilinear for `smooth`, the nearest pixel for
/// `optimizeSpeed`, `crisp-edges` and `pixelated`; and an image drawn at its own size, moved by
/// a fraction of a pixel or not, takes the nearest pixel whatever it asks for.
@Suite struct ImageSmoothingTests {
    /// A 4×1 grey ramp 0, 0, 255, 255 as a PNG `data:` URL.
    static let ramp: String = {
        var pixmap = try! Pixmap(width: 4, height: 1)
        for x in 2..<4 { pixmap[x, 0] = Color(r: 255, g: 255, b: 255).premultiplied }
        return "data:image/png;base64," + Data(try! PNG.encode(pixmap)).base64EncodedString()
    }()

    /// The red channel of row 0 of the ramp magnified 4× (16×4 pixels), with `rendering`.
    static func row(_ rendering: String?) throws -> [Int] {
        let attribute = rendering.map { " image-rendering='\($0)'" } ?? ""
        let svg = "<svg xmlns='http://www.w3.org/2000/svg' width='16' height='4'>"
            + "<image href='\(ramp)' width='16' height='4'\(attribute)/></svg>"
        let image = try SVGDocument(data: Array(svg.utf8)).render(width: 16, height: 4)
        return (0..<16).map { Int(image[$0, 1].r) }
    }

    /// The Mitchell–Netravali filter with B = C = 1/3, in its textbook form.
    static func mitchell(_ x: Double) -> Double {
        let x = abs(x), b = 1.0 / 3, c = 1.0 / 3
        if x < 1 { return ((12 - 9 * b - 6 * c) * x * x * x + (-18 + 12 * b + 6 * c) * x * x + (6 - 2 * b)) / 6 }
        if x < 2 { return ((-b - 6 * c) * x * x * x + (6 * b + 30 * c) * x * x + (-12 * b - 48 * c) * x + (8 * b + 24 * c)) / 6 }
        return 0
    }

    /// Each device pixel's centre maps to u = (x + 0.5) / 4 in the image; its value is the sum
    /// over the ramp's pixels i (edges repeated) of value(i)·k(u − (i + 0.5)).
    static func expected(_ kernel: (Double) -> Double) -> [Int] {
        let values: [Double] = [0, 0, 255, 255]
        return (0..<16).map { x in
            let u = (Double(x) + 0.5) / 4
            var sum = 0.0
            for i in -2..<6 { sum += values[min(max(i, 0), 3)] * kernel(u - (Double(i) + 0.5)) }
            return Int(min(max(sum, 0), 255).rounded())
        }
    }

    @Test func theDefaultIsBicubic() throws {
        let bicubic = Self.expected(Self.mitchell)
        for rendering in [nil, "auto", "optimizeQuality", "high-quality", "no-such-value"] {
            let row = try Self.row(rendering)
            #expect(zip(row, bicubic).allSatisfy { abs($0 - $1) <= 1 }, "\(rendering ?? "default"): \(row) vs \(bicubic)")
        }
    }

    @Test func smoothIsBilinear() throws {
        let bilinear = Self.expected { max(0, 1 - abs($0)) }
        let row = try Self.row("smooth")
        #expect(zip(row, bilinear).allSatisfy { abs($0 - $1) <= 1 }, "\(row) vs \(bilinear)")
        #expect(row != (try Self.row(nil)))
    }

    @Test func speedCrispAndPixelatedTakeTheNearestPixel() throws {
        for rendering in ["optimizeSpeed", "crisp-edges", "pixelated"] {
            #expect(try Self.row(rendering) == [0, 0, 0, 0, 0, 0, 0, 0] + [Int](repeating: 255, count: 8), "\(rendering)")
        }
    }

    @Test func imageRenderingIsInherited() throws {
        let svg = "<svg xmlns='http://www.w3.org/2000/svg' width='16' height='4'><g image-rendering='pixelated'>"
            + "<image href='\(Self.ramp)' width='16' height='4'/></g></svg>"
        let image = try SVGDocument(data: Array(svg.utf8)).render(width: 16, height: 4)
        #expect((0..<16).map { Int(image[$0, 1].r) } == [0, 0, 0, 0, 0, 0, 0, 0] + [Int](repeating: 255, count: 8))
    }

    @Test func anImageMovedByAFractionAtItsOwnSizeTakesTheNearestPixel() throws {
        // 3×1: black, white, black at x = 0.5. Device pixel 1's centre, 1.5, is image u = 1.0:
        // exactly the white pixel's left edge, which a filter would blend with the black one.
        var pixmap = try Pixmap(width: 3, height: 1)
        pixmap[0, 0] = Color(r: 0, g: 0, b: 0).premultiplied
        pixmap[1, 0] = Color(r: 255, g: 255, b: 255).premultiplied
        pixmap[2, 0] = Color(r: 0, g: 0, b: 0).premultiplied
        let url = "data:image/png;base64," + Data(try PNG.encode(pixmap)).base64EncodedString()
        for rendering in ["optimizeQuality", "smooth"] {
            let svg = "<svg xmlns='http://www.w3.org/2000/svg' width='4' height='1'>"
                + "<image href='\(url)' x='0.5' width='3' height='1' image-rendering='\(rendering)'/></svg>"
            let image = try SVGDocument(data: Array(svg.utf8)).render(width: 4, height: 1)
            #expect(image[1, 0] == Color(r: 255, g: 255, b: 255).premultiplied, "\(rendering)")
        }
    }
}
