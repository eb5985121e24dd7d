import Foundation
import CInline
import Testing
@testable import CtlRaster

/// The PNG writer (every filter and level gives the pixels back, byte-identical runs, sizes
/// against libpng's default) and the shortcuts of the gradient path (the table cache, rows
/// of one colour), which must not change a pixel.
@Suite struct EncoderAndCacheTests {
    // MARK: PNG writer

    /// Premultiplied pixels of every kind: opaque, translucent, transparent, edges.
    static func sample(width: Int = 37, height: Int = 23, seed: UInt64 = 7) throws -> Pixmap {
        var rng = seed
        var pixels = [UInt32]()
        for i in 0..<(width * height) {
            rng = rng &* 6364136223846793005 &+ 1442695040888963407
            let a = UInt8(truncatingIfNeeded: i % 5 == 0 ? 255 : i % 7 == 0 ? 0 : Int(rng >> 56))
            let c = Color(r: UInt8(truncatingIfNeeded: rng >> 8), g: UInt8(truncatingIfNeeded: rng >> 16),
                          b: UInt8(truncatingIfNeeded: rng >> 24), a: a)
            pixels.append(c.premultiplied.packed)
        }
        return try Pixmap(width: width, height: height, pixels: pixels)
    }

    @Test(arguments: PNGCompression.Filter.allCases, [1, 3, 6, 9])
    func everySettingGivesThePixelsBack(filter: PNGCompression.Filter, level: Int) throws {
        let image = try Self.sample()
        let bytes = try PNG.encode(image, compression: PNGCompression(filter: filter, level: level))
        let back = try PNG.decode(bytes)
        // Decoding re-premultiplies the straight values written: what libpng's writer gives too.
        let reference = try PNG.decode(try PNG.encodeWithLibpng(image))
        #expect(back.pixels == reference.pixels)
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    @Test func opaqueAndTransparentPixelsRoundTripExactly() throws {
        let pixels: [UInt32] = [0xFF00_00FF, 0xFF12_3456, 0, 0x0000_0000, 0xFFFF_FFFF, 0x8040_2010]
        let image = try Pixmap(width: 3, height: 2, pixels: pixels)
        let back = try PNG.decode(try PNG.encode(image))
        #expect(Array(back.pixels.prefix(5)) == Array(pixels.prefix(5)))
    }

    /// The encoder's unpremultiplying (a multiplication by a reciprocal) gives the bytes of
    /// `PremultipliedColor.unpremultiplied` (a division) for every alpha and channel value,
    /// channels above alpha included.
    @Test func unpremultiplyingMatchesTheColorsOwnForEveryValue() {
        var pixels: [UInt32] = []
        for a in 0...255 {
            for c in 0...255 {
                pixels.append(UInt32(a) << 24 | UInt32(c / 2) << 16 | UInt32(255 - c) << 8 | UInt32(c))
            }
        }
        var bytes = [UInt8](repeating: 0, count: 4 * pixels.count)
        // 4·count bytes for count pixels, as unpremultiply writes.
        pixels.withUnsafeBufferPointer { src in
            bytes.withUnsafeMutableBufferPointer { dst in
                PNGEncoder.unpremultiply(src.baseAddress!, count: src.count, into: dst.baseAddress!)
            }
        }
        var wrong = 0
        for (i, p) in pixels.enumerated() {
            let c = PremultipliedColor(packed: p).unpremultiplied
            if Array(bytes[4 * i..<4 * i + 4]) != [c.r, c.g, c.b, c.a] { wrong += 1 }
        }
        #expect(wrong == 0)
    }

    @Test func encodingIsDeterministic() throws {
        let image = try Self.sample(width: 300, height: 41)
        #expect(try PNG.encode(image) == PNG.encode(image))
    }

    @Test func levelsOutsideLibdeflatesRangeAreClamped() {
        #expect(PNGCompression(filter: .none, level: 0).level == 1)
        #expect(PNGCompression(filter: .none, level: 42).level == 12)
        var setting = PNGCompression(filter: .none, level: 5)
        setting.level = -3
        #expect(setting.level == 1)
    }

    /// The rule for the default: no more than 10 % above libpng's default output, on
    /// control artwork (these goldens are what the tool writes).
    @Test func standardSettingIsNoBiggerThanLibpngsDefaultPlusTenPercent() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/Goldens/Controls")
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".png") }.sorted()
        try #require(files.count > 50)
        var ours = 0, libpng = 0
        for file in files.enumerated().filter({ $0.offset % 4 == 0 }).map(\.element) {
            let image = try PNG.read(path: folder.appendingPathComponent(file).path)
            ours += try PNG.encode(image).count
            libpng += try PNG.encodeWithLibpng(image).count
        }
        #expect(Double(ours) <= 1.10 * Double(libpng), "\(ours) bytes against libpng's \(libpng)")
    }

    /// The worst case for a fixed row filter: a smooth two-dimensional gradient (a colour
    /// picker's field), where unfiltered rows come out five times bigger than libpng's.
    @Test func standardSettingKeepsSmoothFieldsWithinTenPercentOfLibpng() throws {
        let (w, h) = (256, 128)
        var pixels = [UInt32]()
        for y in 0..<h {
            for x in 0..<w {
                let c = Color(r: UInt8(x), g: UInt8(255 - y * 2), b: UInt8((x + y) / 2), a: 255)
                pixels.append(c.premultiplied.packed)
            }
        }
        let field = try Pixmap(width: w, height: h, pixels: pixels)
        let ours = try PNG.encode(field).count, libpng = try PNG.encodeWithLibpng(field).count
        #expect(Double(ours) <= 1.10 * Double(libpng), "\(ours) bytes against libpng's \(libpng)")
        let unfiltered = try PNG.encode(field, compression: PNGCompression(filter: .none, level: 3)).count
        #expect(unfiltered > 2 * libpng, "the field is the hard case this test is about")
    }

    // MARK: Gradient shortcuts

    static func stops(_ k: Int) -> [GradientStop] {
        [GradientStop(offset: 0, color: Color(r: UInt8(20 * k % 256), g: 90, b: 200, a: 255)),
         GradientStop(offset: 0.6, color: Color(r: 250, g: UInt8(30 * k % 256), b: 10, a: 160)),
         GradientStop(offset: 1, color: Color(r: 0, g: 0, b: UInt8(25 * k % 256), a: 255))]
    }

    static func draw(_ k: Int, dither: Bool = false, on canvas: inout Canvas) {
        let paint = Paint.radialGradient(RadialGradient(center: Point(20, 20), radius: 18, stops: stops(k),
                                                        dither: dither))
        canvas.fill(Path(ellipseIn: Rect(x: 2, y: 2, width: 36, height: 36)), paint: paint)
    }

    /// Twelve gradients in turn, twice, on one canvas (the second round from the cache's
    /// tables): each must look as it does on a fresh canvas with an empty cache. Replacing
    /// slots once the cache is full is GradientTableCacheTests' matter.
    @Test func cachedTablesDrawWhatFreshTablesDraw() throws {
        var shared = try Canvas(width: 40, height: 40)
        for round in 0..<2 {
            for k in 0..<12 {
                shared.clear()
                Self.draw(k, dither: k % 3 == 0, on: &shared)
                var fresh = try Canvas(width: 40, height: 40)
                Self.draw(k, dither: k % 3 == 0, on: &fresh)
                #expect(shared.pixmap == fresh.pixmap, "gradient \(k), round \(round)")
            }
        }
    }

    @Test func aDitheredDrawAfterAPlainOneOfTheSameStopsIsDithered() throws {
        var shared = try Canvas(width: 40, height: 40)
        Self.draw(1, on: &shared)
        shared.clear()
        Self.draw(1, dither: true, on: &shared)
        var fresh = try Canvas(width: 40, height: 40)
        Self.draw(1, dither: true, on: &fresh)
        #expect(shared.pixmap == fresh.pixmap)
    }

    /// A vertical gradient's rows are filled as solid spans; the general compositor (taken
    /// when a clip is set) shades every pixel. Both must agree exactly, at any offset.
    @Test(arguments: [0.0, 0.3, 0.5, 0.77])
    func verticalGradientRowsMatchTheGeneralPath(offset: Double) throws {
        let paint = Paint.linearGradient(LinearGradient(start: Point(0, 3 + offset), end: Point(0, 45),
                                                        stops: Self.stops(2)))
        let shape = Path(roundedRect: Rect(x: 1.25 + offset, y: 2.5, width: 60, height: 40), cornerRadius: 9)
        var fast = try Canvas(width: 64, height: 48)
        fast.clear(Color(r: 10, g: 200, b: 30, a: 120))
        var general = fast
        general.clip(Path(rect: Rect(x: 0, y: 0, width: 64, height: 48)))
        fast.fill(shape, paint: paint)
        general.fill(shape, paint: paint)
        #expect(fast.pixmap == general.pixmap)
        // And rows really are one colour inside the shape.
        let row = (0..<64).map { fast.pixmap.pixels[20 * 64 + $0] }
        #expect(Set(row[4..<58]).count == 1)
    }
}

/// The gradient table's and the concentric shader's float-to-integer shortcut (one
/// cvttps2dq) truncates as Int32(x) does, an exact floor for x ≥ 0.
@Suite struct FloorShortcutTests {
    @Test func agreesWithTruncationOnEveryHalfStepAndBetween() {
        var values: [Float] = []
        for i in 0...1024 {
            let x = Float(i) / 4      // integers, halves and quarters up to 256
            values += [x, x.nextUp, x.nextDown].filter { $0 >= 0 }
        }
        var state: UInt32 = 0xC0FF_EE11
        for _ in 0..<10_000 {
            state ^= state << 13; state ^= state >> 17; state ^= state << 5
            values.append(Float(state % 1_000_000) / 1_000_000 * 300)
        }
        for start in stride(from: 0, to: values.count - 3, by: 4) {
            let x = SIMD4(values[start], values[start + 1], values[start + 2], values[start + 3])
            let expected = SIMD4<Int32>(Int32(x.x), Int32(x.y), Int32(x.z), Int32(x.w))
            #expect(ctl_truncate_float4(x) == expected, "\(x)")
        }
    }

    @Test func outOfRangeLanesGiveInt32MinNotATrap() {
        let x = SIMD4<Float>(.nan, .infinity, 3e9, -2.5)
        #expect(ctl_truncate_float4(x) == SIMD4<Int32>(.min, .min, .min, -2))
    }
}

/// `laneSquareRoots()` (sqrtpd, sqrtps) gives `squareRoot()`'s value in every lane: the
/// same bits for every non-negative input, infinities and subnormals included, and NaN
/// for a negative one or a NaN.
@Suite struct LaneSquareRootTests {
    /// Checks `roots` against the scalar root of each lane of `values`, four at a time:
    /// equal bits (compared through `bits`), or both NaN.
    private static func expectScalarRoots<F: BinaryFloatingPoint & SIMDScalar, B: Equatable>(
        _ values: [F], _ roots: (SIMD4<F>) -> SIMD4<F>, bits: (F) -> B
    ) {
        var values = values
        while values.count % 4 != 0 { values.append(3) }
        for start in stride(from: 0, to: values.count, by: 4) {
            let x = SIMD4(values[start], values[start + 1], values[start + 2], values[start + 3])
            let r = roots(x)
            for k in 0..<4 {
                let scalar = x[k].squareRoot()
                #expect(r[k].isNaN ? scalar.isNaN : bits(r[k]) == bits(scalar), "\(x[k])")
            }
        }
    }

    @Test func doubleLanesMatchTheScalarRoot() {
        var values: [Double] = [0, -0.0, 1, 2, 0.25, .infinity, -.infinity, .nan, -1, -1e-300,
                                .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<4_000 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            values.append(Double(bitPattern: state))    // any bits: every sign, exponent, NaN
        }
        Self.expectScalarRoots(values, { $0.laneSquareRoots() }, bits: \.bitPattern)
    }

    @Test func floatLanesMatchTheScalarRoot() {
        var values: [Float] = [0, -0.0, 1, 2, 0.25, .infinity, -.infinity, .nan, -1,
                               .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude]
        var state: UInt32 = 0xC0FF_EE11
        for _ in 0..<4_000 {
            state ^= state << 13; state ^= state >> 17; state ^= state << 5
            values.append(Float(bitPattern: state))
        }
        Self.expectScalarRoots(values, { $0.laneSquareRoots() }, bits: \.bitPattern)
    }
}
