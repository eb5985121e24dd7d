import Foundation
import Testing
@testable import CtlRaster

/// The PNG writer's rule, for every setting it can be given: the PNG decodes to the pixels it
/// was given (straight alpha rounded as `PremultipliedColor.unpremultiplied` does), and the same
/// pixels and setting give the same bytes, run after run and on any thread.
@Suite struct PNGEncoderRoundTripTests {
    /// Random premultiplied pixels of one kind: noise, flat runs with anti-aliased edges (icons),
    /// or a smooth field; `translucent` mixes in every alpha.
    static func image(width: Int, height: Int, kind: Int, seed: UInt64) throws -> Pixmap {
        var rng = seed &* 0x9E37_79B9_7F4A_7C15 | 1
        func next() -> UInt64 {
            rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17
            return rng
        }
        var pixels = [UInt32]()
        pixels.reserveCapacity(width * height)
        let ink = Color(r: UInt8(truncatingIfNeeded: next()), g: UInt8(truncatingIfNeeded: next()),
                        b: UInt8(truncatingIfNeeded: next()), a: 255)
        for y in 0..<height {
            for x in 0..<width {
                let r = next()
                let color: Color
                switch kind {
                case 0:
                    color = Color(r: UInt8(truncatingIfNeeded: r), g: UInt8(truncatingIfNeeded: r >> 8),
                                  b: UInt8(truncatingIfNeeded: r >> 16), a: UInt8(truncatingIfNeeded: r >> 24))
                case 1:
                    // A disc of one colour on transparency, its edge pixels partly covered.
                    let dx = Double(x) - Double(width) / 2, dy = Double(y) - Double(height) / 2
                    let d = (dx * dx + dy * dy).squareRoot() - Double(min(width, height)) / 3
                    let coverage = max(0, min(1, 0.5 - d))
                    color = Color(r: ink.r, g: ink.g, b: ink.b, a: UInt8((coverage * 255).rounded()))
                default:
                    color = Color(r: UInt8(truncatingIfNeeded: x * 3), g: UInt8(truncatingIfNeeded: y * 5),
                                  b: UInt8(truncatingIfNeeded: (x + y) / 2), a: UInt8(truncatingIfNeeded: 255 - y))
                }
                pixels.append(color.premultiplied.packed)
            }
        }
        return try Pixmap(width: width, height: height, pixels: pixels)
    }

    /// What decoding any correct PNG of `image` gives: each pixel unpremultiplied with rounding,
    /// then premultiplied again by the decoder.
    static func expectedPixels(_ image: Pixmap) -> [UInt32] {
        image.pixels.map { PremultipliedColor(packed: $0).unpremultiplied.premultiplied.packed }
    }

    static let sizes = [(1, 1), (1, 7), (13, 1), (24, 24), (72, 72), (97, 31)]

    @Test(arguments: PNGCompression.Filter.allCases, Array(PNGCompression.levels))
    func decodesToThePixelsItWasGiven(filter: PNGCompression.Filter, level: Int) throws {
        let setting = PNGCompression(filter: filter, level: level)
        #expect(setting.level == level)
        for (n, (width, height)) in Self.sizes.enumerated() {
            for kind in 0..<3 {
                let image = try Self.image(width: width, height: height, kind: kind, seed: UInt64(31 * n + kind + level))
                let bytes = try PNG.encode(image, compression: setting)
                let back = try PNG.decode(bytes)
                #expect(back.width == width && back.height == height)
                #expect(back.pixels == Self.expectedPixels(image), "\(width)×\(height), kind \(kind), \(setting)")
            }
        }
    }

    @Test(arguments: PNGCompression.Filter.allCases, Array(PNGCompression.levels))
    func theSameImageGivesTheSameBytes(filter: PNGCompression.Filter, level: Int) throws {
        let setting = PNGCompression(filter: filter, level: level)
        let image = try Self.image(width: 97, height: 31, kind: level % 3, seed: UInt64(level))
        let first = try PNG.encode(image, compression: setting)
        // A copy of the pixels in other memory: the bytes depend on the pixels alone.
        let copy = try Pixmap(width: image.width, height: image.height, pixels: Array(image.pixels))
        #expect(try PNG.encode(copy, compression: setting) == first)
    }

    /// Encodings running at once on several threads (a build's --jobs) give each image the
    /// bytes it gets alone.
    @Test func concurrentEncodingsGiveTheBytesOfOneAtATime() throws {
        let images = try (0..<16).map { try Self.image(width: 24 + 8 * $0, height: 24 + 4 * $0, kind: $0 % 3, seed: UInt64($0)) }
        let alone = try images.map { try PNG.encode($0) }
        let together = ConcurrentResults(count: images.count)
        DispatchQueue.concurrentPerform(iterations: images.count) { i in
            together.set(i, try? PNG.encode(images[i]))
        }
        #expect(together.values == alone.map { Optional($0) })
    }
}

/// `PNGCompression.Filter.perImage`: unfiltered rows for flat artwork (fewer distinct pixel
/// values than a fifth of the pixels), Paeth for the rest.
@Suite struct PerImageFilterTests {
    /// The filter byte of each line of the image data `setting` writes.
    static func lineFilters(_ image: Pixmap, _ setting: PNGCompression = .standard) -> Set<UInt8> {
        let lines = PNGEncoder(rows: setting.filter, level: Int32(setting.level)).filteredLines(image)
        let lineBytes = 4 * image.width + 1
        return Set(stride(from: 0, to: lines.count, by: lineBytes).map { lines[$0] })
    }

    @Test func flatArtworkIsUnfilteredAndShadingIsPaethFiltered() throws {
        for size in [24, 48, 72, 300] {
            let icon = try PNGEncoderRoundTripTests.image(width: size, height: size, kind: 1, seed: UInt64(size))
            #expect(PNGEncoder.isFlat(icon))
            #expect(Self.lineFilters(icon) == [0], "\(size)²")
            let field = try PNGEncoderRoundTripTests.image(width: size, height: size, kind: 2, seed: 1)
            #expect(!PNGEncoder.isFlat(field))
            #expect(Self.lineFilters(field) == [4], "\(size)²")
        }
    }

    /// The threshold itself: n distinct values among the pixels, against a fifth of them.
    @Test(arguments: [(100, 19, true), (100, 20, false), (100, 21, false), (1000, 199, true), (1000, 200, false),
                      (4, 1, false), (1, 1, false)])
    func aFifthOfThePixelsIsTheLimit(pixels: Int, distinct: Int, flat: Bool) throws {
        // Values 0 (transparent) … distinct − 1, the rest repeating them out of order.
        let values = (0..<pixels).map { i -> UInt32 in
            let k = UInt32(i < distinct ? i : (i * 7) % distinct)
            return k == 0 ? 0 : 0xFF00_0000 | k
        }
        let image = try Pixmap(width: pixels, height: 1, pixels: values)
        #expect(PNGEncoder.isFlat(image) == flat, "\(distinct) of \(pixels)")
    }

    /// Flat icons come out no bigger than libpng's default writer makes them (adaptive
    /// filters, zlib level 6), and smooth fields no more than 10 % bigger.
    @Test func noBiggerThanLibpngOnIconsAndWithinTenPercentOnShading() throws {
        var ours = 0, libpng = 0
        for size in [24, 48, 72] {
            for seed in 0..<8 {
                let icon = try PNGEncoderRoundTripTests.image(width: size, height: size, kind: 1, seed: UInt64(seed))
                ours += try PNG.encode(icon).count
                libpng += try PNG.encodeWithLibpng(icon).count
            }
        }
        #expect(ours <= libpng, "\(ours) bytes against libpng's \(libpng)")
        let field = try PNGEncoderRoundTripTests.image(width: 256, height: 128, kind: 2, seed: 3)
        let (fieldOurs, fieldLibpng) = (try PNG.encode(field).count, try PNG.encodeWithLibpng(field).count)
        #expect(Double(fieldOurs) <= 1.10 * Double(fieldLibpng), "\(fieldOurs) bytes against libpng's \(fieldLibpng)")
    }
}

/// Results written by concurrent iterations, each at its own index.
private final class ConcurrentResults: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [[UInt8]?]

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: [UInt8]?) {
        lock.lock()
        defer { lock.unlock() }
        values[index] = value
    }
}
