import Foundation
import Testing
@testable import CtlRaster

/// Pixmap sizes and pixel access; PNG encoding, decoding of good and broken files, atomic writes.
@Suite struct PixmapPNGTests {
    // MARK: Pixmap

    @Test(arguments: [(0, 1), (1, 0), (0, 0), (-1, 5), (5, -1), (Int.min, 1), (1, Int.min)])
    func nonPositiveSizesAreInvalid(width: Int, height: Int) {
        #expect(throws: PixmapError.invalidSize(width: width, height: height)) {
            try Pixmap(width: width, height: height)
        }
        #expect(throws: PixmapError.invalidSize(width: width, height: height)) {
            try Pixmap.validate(width: width, height: height)
        }
    }

    @Test(arguments: [
        (Pixmap.maxDimension + 1, 1), (1, Pixmap.maxDimension + 1),
        (Pixmap.maxDimension, Pixmap.maxDimension),                     // 2³⁰ pixels: 4 GiB if allocated
        (Pixmap.maxDimension, Pixmap.maxPixelCount / Pixmap.maxDimension + 1),
        (Int.max, Int.max), (Int.max, 1), (1, Int.max),
    ])
    func oversizedPixmapsThrowBeforeAllocating(width: Int, height: Int) throws {
        let before = try Self.peakResidentBytes()
        #expect(throws: PixmapError.tooLarge(width: width, height: height)) {
            try Pixmap(width: width, height: height)
        }
        #expect(throws: PixmapError.tooLarge(width: width, height: height)) {
            try Canvas(width: width, height: height)
        }
        // Had the pixels been allocated (and zeroed) first, the peak would have grown by gigabytes.
        let after = try Self.peakResidentBytes()
        #expect(after - before < 512 << 20, "peak memory grew by \(after - before) bytes")
    }

    @Test func largestAcceptedSizesValidate() throws {
        try Pixmap.validate(width: Pixmap.maxDimension, height: Pixmap.maxPixelCount / Pixmap.maxDimension)
        try Pixmap.validate(width: Pixmap.maxPixelCount / Pixmap.maxDimension, height: Pixmap.maxDimension)
        try Pixmap.validate(width: 1, height: 1)
        #expect(Pixmap.maxPixelCount == 3 << 24 && Pixmap.maxDimension == 32_768)
        #expect(throws: PixmapError.tooLarge(width: 8192, height: 8192)) { try Pixmap.validate(width: 8192, height: 8192) }
    }

    /// The pixel limit is the task's `RenderLimits`: raised for a block, 8192×8192 is accepted.
    @Test func pixelLimitFollowsTheLimitsInForce() throws {
        var raised = RenderLimits.standard
        raised.imagePixels = 1 << 26
        try RenderLimits.$current.withValue(raised) { try Pixmap.validate(width: 8192, height: 8192) }
        #expect("\(PixmapError.tooLarge(width: 8192, height: 8192))" == "image size 8192×8192 is too large: at most "
                    + "32768 pixels a side and 50331648 pixels in all (raise the latter with CTLRENDER_MAX_IMAGE_PIXELS=N)")
        #expect(throws: LimitSettingError.self) { try RenderLimits.fromEnvironment(["CTLRENDER_MAX_DASHES": "-3"]) }
        #expect(try RenderLimits.fromEnvironment(["CTLRENDER_MAX_DASHES": "12"]).dashes == 12)
    }

    @Test func pixelsMustMatchTheSize() {
        #expect(throws: PixmapError.pixelCountMismatch(expected: 4, actual: 3)) {
            try Pixmap(width: 2, height: 2, pixels: [0, 0, 0])
        }
        #expect(throws: PixmapError.invalidSize(width: 0, height: 2)) {
            try Pixmap(width: 0, height: 2, pixels: [])
        }
    }

    @Test func newPixmapIsTransparent() throws {
        let p = try Pixmap(width: 3, height: 2)
        #expect(p.pixels == [UInt32](repeating: 0, count: 6))
        #expect(p.width == 3 && p.height == 2)
    }

    @Test(arguments: [
        Color(r: 10, g: 20, b: 30, a: 128), Color.white, Color.black, Color.clear,
        Color(r: 255, g: 255, b: 255, a: 254), Color(r: 200, g: 0, b: 99, a: 1), Color(r: 1, g: 2, b: 3, a: 0),
    ])
    func fillSetsEveryPixel(color: Color) throws {
        var p = try Pixmap(width: 7, height: 5)
        p[3, 3] = PremultipliedColor(r: 9, g: 9, b: 9, a: 9)
        p.fill(color)
        let expected = PremultipliedColor(r: Self.premultiply(color.r, color.a), g: Self.premultiply(color.g, color.a),
                                          b: Self.premultiply(color.b, color.a), a: color.a)
        for y in 0..<5 {
            for x in 0..<7 { #expect(p[x, y] == expected, "(\(x), \(y))") }
        }
        let packed = UInt32(expected.r) | UInt32(expected.g) << 8 | UInt32(expected.b) << 16 | UInt32(expected.a) << 24
        #expect(p.pixels.allSatisfy { $0 == packed })
    }

    @Test func subscriptIsRowMajorWithRedInTheLowByte() throws {
        var p = try Pixmap(width: 4, height: 3)
        p[2, 1] = PremultipliedColor(r: 0x11, g: 0x22, b: 0x33, a: 0x44)
        #expect(p.pixels[1 * 4 + 2] == 0x4433_2211)
        #expect(p.pixels.enumerated().allSatisfy { $0.offset == 6 || $0.element == 0 })
        p.pixels[4 * 2 + 3] = 0x8070_6050
        #expect(p[3, 2] == PremultipliedColor(r: 0x50, g: 0x60, b: 0x70, a: 0x80))
        let bytes = p.pixels.withUnsafeBytes { Array($0[24..<28]) }
        #expect(bytes == [0x11, 0x22, 0x33, 0x44])
    }

    @Test func premultiplyAndUnpremultiplyOnAllPairs() {
        var wrongPremultiplied = 0, wrongStraight = 0
        for a in 0...255 {
            for c in 0...255 {
                let color = Color(r: UInt8(c), g: UInt8(255 - c), b: UInt8(c / 2), a: UInt8(a))
                let pm = color.premultiplied
                if pm != PremultipliedColor(r: Self.premultiply(color.r, color.a), g: Self.premultiply(color.g, color.a),
                                            b: Self.premultiply(color.b, color.a), a: color.a) {
                    wrongPremultiplied += 1
                }
                // cairo's un-premultiplication, for every valid premultiplied value p ≤ a.
                guard c <= a else { continue }
                let p = UInt8(c)
                let straight = PremultipliedColor(r: p, g: p, b: p, a: UInt8(a)).unpremultiplied
                let e = Self.cairoUnpremultiply(p, UInt8(a))
                if straight != Color(r: e, g: e, b: e, a: UInt8(a)) { wrongStraight += 1 }
            }
        }
        #expect(wrongPremultiplied == 0)
        #expect(wrongStraight == 0)
        #expect(PremultipliedColor(r: 0, g: 0, b: 0, a: 0).unpremultiplied == .clear)
        #expect(PremultipliedColor(r: 12, g: 34, b: 56, a: 255).unpremultiplied == Color(r: 12, g: 34, b: 56))
    }

    // MARK: PNG round trip

    @Test func roundTripKeepsOpaqueAndTransparentPixelsExactly() throws {
        var rng = PNGTestRandom(seed: 7)
        let (w, h) = (256, 24)                           // one column per alpha value
        var pixmap = try Pixmap(width: w, height: h)
        for y in 0..<h {
            for a in 0..<w {
                let pick = { (rng: inout PNGTestRandom) -> UInt8 in
                    // Mix the extremes in: 0, a and random values in between.
                    switch y % 4 {
                    case 0: return 0
                    case 1: return UInt8(a)
                    default: return UInt8(rng.next(below: UInt32(a) + 1))
                    }
                }
                pixmap[a, y] = PremultipliedColor(r: pick(&rng), g: pick(&rng), b: pick(&rng), a: UInt8(a))
            }
        }
        let decoded = try PNG.decode(try PNG.encode(pixmap))
        #expect(decoded.width == w && decoded.height == h)
        var mismatches: [String] = []
        for y in 0..<h {
            for x in 0..<w {
                let p = pixmap[x, y], q = decoded[x, y]
                let expected: PremultipliedColor
                switch p.a {
                case 0: expected = PremultipliedColor(r: 0, g: 0, b: 0, a: 0)
                case 255: expected = p
                default:
                    // Straight = (p·255 + a/2)/a, then premultiplied again with rounding.
                    func again(_ c: UInt8) -> UInt8 { Self.premultiply(Self.cairoUnpremultiply(c, p.a), p.a) }
                    expected = PremultipliedColor(r: again(p.r), g: again(p.g), b: again(p.b), a: p.a)
                }
                let close = [(p.r, q.r), (p.g, q.g), (p.b, q.b)].allSatisfy { abs(Int($0.0) - Int($0.1)) <= 1 }
                if q != expected || !close || q.a != p.a {
                    mismatches.append("(\(x), \(y)): \(p) → \(q), expected \(expected)")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) pixels, first: \(mismatches.prefix(3))")
    }

    @Test func encodeProducesAPNGSignatureAndIHDR() throws {
        var pixmap = try Pixmap(width: 3, height: 5)
        pixmap.fill(Color(r: 1, g: 2, b: 3, a: 200))
        let bytes = try PNG.encode(pixmap)
        #expect(Array(bytes.prefix(8)) == HandPNG.signature)
        #expect(Array(bytes[12..<16]) == Array("IHDR".utf8))
        #expect(Array(bytes[16..<24]) == [0, 0, 0, 3, 0, 0, 0, 5])
        #expect(bytes[24] == 8 && bytes[25] == 6)        // 8-bit RGBA
        #expect(Array(bytes.suffix(8).prefix(4)) == Array("IEND".utf8))
    }

    // MARK: PNG decoding of other colour types (hand-built files)

    @Test func decodesGreyAlpha() throws {
        let pairs: [(UInt8, UInt8)] = [(0, 0), (255, 255), (128, 64), (200, 1), (17, 254), (90, 255), (255, 0), (33, 128)]
        let (w, h) = (4, 2)
        var rows: [[UInt8]] = []
        for y in 0..<h { rows.append(pairs[(y * w)..<(y * w + w)].flatMap { [$0.0, $0.1] }) }
        let png = HandPNG.file(width: w, height: h, bitDepth: 8, colorType: 4, rows: rows)
        let p = try PNG.decode(png)
        #expect(p.width == w && p.height == h)
        for (i, (g, a)) in pairs.enumerated() {
            let e = Self.premultiply(g, a)
            #expect(p[i % w, i / w] == PremultipliedColor(r: e, g: e, b: e, a: a), "grey \(g) alpha \(a)")
        }
    }

    @Test func decodesPaletteWithTransparency() throws {
        let palette: [(UInt8, UInt8, UInt8)] = [(255, 0, 0), (0, 128, 255), (10, 20, 30), (250, 251, 252)]
        let trns: [UInt8] = [255, 100, 0]                // the fourth entry is opaque by default
        let alphas = trns + [255]
        let indices: [[UInt8]] = [[0, 1, 2], [3, 2, 1]]
        let png = HandPNG.file(width: 3, height: 2, bitDepth: 8, colorType: 3, rows: indices,
                               palette: palette, transparency: trns)
        let p = try PNG.decode(png)
        for y in 0..<2 {
            for x in 0..<3 {
                let i = Int(indices[y][x]), (r, g, b) = palette[i], a = alphas[i]
                let e = PremultipliedColor(r: Self.premultiply(r, a), g: Self.premultiply(g, a),
                                           b: Self.premultiply(b, a), a: a)
                #expect(p[x, y] == e, "(\(x), \(y)) index \(i)")
            }
        }
    }

    @Test func decodesFourBitPaletteWithOddWidth() throws {
        let palette: [(UInt8, UInt8, UInt8)] = [(0, 0, 0), (255, 255, 255), (1, 2, 3)]
        // Width 3: two bytes per row, the low nibble of the second byte is padding.
        let rows: [[UInt8]] = [[0x01, 0x20], [0x21, 0x00]]
        let p = try PNG.decode(HandPNG.file(width: 3, height: 2, bitDepth: 4, colorType: 3, rows: rows, palette: palette))
        let expected: [[Int]] = [[0, 1, 2], [2, 1, 0]]
        for y in 0..<2 {
            for x in 0..<3 {
                let (r, g, b) = palette[expected[y][x]]
                #expect(p[x, y] == PremultipliedColor(r: r, g: g, b: b, a: 255), "(\(x), \(y))")
            }
        }
    }

    @Test func decodesRGBAWithFilters() throws {
        // Filter 1 (Sub) on the second row: each byte adds the byte 4 to the left.
        let row0: [UInt8] = [10, 20, 30, 40, 50, 60, 70, 80]
        let row1: [UInt8] = [1, 2, 3, 255, 4, 5, 6, 0]   // decodes to (1,2,3,255), (5,7,9,255)
        let png = HandPNG.file(width: 2, height: 2, bitDepth: 8, colorType: 6, rows: [row0, row1], filters: [0, 1])
        let p = try PNG.decode(png)
        #expect(p[0, 0] == Color(r: 10, g: 20, b: 30, a: 40).premultiplied)
        #expect(p[1, 0] == Color(r: 50, g: 60, b: 70, a: 80).premultiplied)
        #expect(p[0, 1] == PremultipliedColor(r: 1, g: 2, b: 3, a: 255))
        #expect(p[1, 1] == PremultipliedColor(r: 5, g: 7, b: 9, a: 255))
    }

    /// A 16-bit file without gAMA/sRGB chunks holds sRGB-encoded samples like an 8-bit one
    /// (PNG's default; what browsers, cairo and stb_image do): 8 bits are the high byte,
    /// rounded. libpng's simplified API assumes 16-bit data without gamma information is
    /// linear unless told otherwise, and would brighten mid-tones (0x8080 → ~188).
    @Test func decodesSixteenBitSamplesAsSRGB() throws {
        let samples: [UInt16] = [0x0000, 0x8080, 0xFFFF, 0x4040, 0xC0C0, 0x2020]   // two RGB pixels
        let row = samples.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let p = try PNG.decode(HandPNG.file(width: 2, height: 1, bitDepth: 16, colorType: 2, rows: [row]))
        #expect(p[0, 0] == PremultipliedColor(r: 0x00, g: 0x80, b: 0xFF, a: 255))
        #expect(p[1, 0] == PremultipliedColor(r: 0x40, g: 0xC0, b: 0x20, a: 255))
        // Grey + alpha, 16 bits: alpha is linear in every reading, so only the grey is in question.
        let ga = try PNG.decode(HandPNG.file(width: 1, height: 1, bitDepth: 16, colorType: 4,
                                             rows: [[0x80, 0x80, 0xFF, 0xFF]]))
        #expect(ga[0, 0] == PremultipliedColor(r: 0x80, g: 0x80, b: 0x80, a: 255))
    }

    @Test func decodesTheGreyAlphaAndPaletteReferenceFiles() throws {
        let dir = Self.fixtures.appendingPathComponent("resvg/refs").path
        let names = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".png") }.sorted()
        var kinds: Set<UInt8> = []
        for name in names {
            let bytes = try #require(FileManager.default.contents(atPath: dir + "/" + name)).map { $0 }
            let colorType = bytes[25], width = Self.bigEndian(bytes[16..<20]), height = Self.bigEndian(bytes[20..<24])
            kinds.insert(colorType)
            let p = try PNG.decode(bytes)
            #expect(p.width == width && p.height == height, "\(name)")
            // Premultiplied: no channel above alpha. Grey stays grey.
            let valid = p.pixels.allSatisfy { v in
                let c = PremultipliedColor(packed: v)
                return c.r <= c.a && c.g <= c.a && c.b <= c.a && (colorType != 4 || (c.r == c.g && c.g == c.b))
            }
            #expect(valid, "\(name)")
        }
        #expect(kinds.contains(3) && kinds.contains(4), "the fixtures hold palette and grey+alpha files")
    }

    // MARK: PNG decoding of broken data

    @Test func emptyDataFails() {
        #expect(throws: PNGError.decodeFailed("the data is empty")) { try PNG.decode([]) }
    }

    @Test func randomBytesFail() {
        var rng = PNGTestRandom(seed: 99)
        for trial in 0..<200 {
            let count = 1 + Int(rng.next(below: 300))
            var bytes = (0..<count).map { _ in UInt8(rng.next(below: 256)) }
            if trial.isMultiple(of: 2) { bytes = HandPNG.signature + bytes }   // past the signature check
            #expect(throws: PNGError.self, "trial \(trial)") { try PNG.decode(bytes) }
        }
    }

    @Test func truncatedFilesFailOrDecodeWhole() throws {
        var rng = PNGTestRandom(seed: 3)
        var pixmap = try Pixmap(width: 16, height: 16)
        for i in pixmap.pixels.indices {
            let a = UInt8(rng.next(below: 256))
            pixmap.pixels[i] = PremultipliedColor(r: UInt8(rng.next(below: UInt32(a) + 1)), g: 0,
                                                  b: UInt8(rng.next(below: UInt32(a) + 1)), a: a).packed
        }
        let png = try PNG.encode(pixmap)
        let whole = try PNG.decode(png)
        for length in 1..<png.count {
            do {
                let p = try PNG.decode(Array(png.prefix(length)))
                // Only the end of the file may be missing for a decode to succeed.
                #expect(p == whole, "decoded a truncation at \(length) of \(png.count) bytes wrongly")
            } catch is PNGError {
            } catch {
                Issue.record("truncation at \(length): unexpected error \(error)")
            }
        }
    }

    @Test func corruptedChunksFail() throws {
        let rows: [[UInt8]] = [[1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 12]]
        let good = HandPNG.file(width: 2, height: 2, bitDepth: 8, colorType: 2, rows: rows)
        let p = try PNG.decode(good)
        #expect(p[1, 1] == PremultipliedColor(r: 10, g: 11, b: 12, a: 255))

        let idat = try #require(HandPNG.chunkOffset(of: "IDAT", in: good))
        let idatLength = Self.bigEndian(good[idat..<(idat + 4)])
        let idatCRC = idat + 8 + idatLength

        var badIDATCRC = good
        badIDATCRC[idatCRC] ^= 0x55
        #expect(throws: PNGError.self, "IDAT CRC") { try PNG.decode(badIDATCRC) }

        var flippedData = good                              // data changed, CRC left stale
        flippedData[idat + 8 + 9] ^= 0xFF
        #expect(throws: PNGError.self, "IDAT data") { try PNG.decode(flippedData) }

        var badIHDRCRC = good
        badIHDRCRC[8 + 8 + 13] ^= 1
        #expect(throws: PNGError.self, "IHDR CRC") { try PNG.decode(badIHDRCRC) }

        // Valid CRCs, broken inside: a stored block whose NLEN is not the complement of LEN.
        let badLengths = HandPNG.file(width: 2, height: 2, bitDepth: 8, colorType: 2, rows: rows, corruptNLEN: true)
        #expect(throws: PNGError.self, "stored block lengths") { try PNG.decode(badLengths) }

        // Valid CRCs and checksums, but filter type 7 does not exist.
        let badFilter = HandPNG.file(width: 2, height: 2, bitDepth: 8, colorType: 2, rows: rows, filters: [0, 7])
        #expect(throws: PNGError.self, "filter type") { try PNG.decode(badFilter) }

        // Too little image data for the size the header declares.
        let short = HandPNG.file(width: 2, height: 3, bitDepth: 8, colorType: 2, rows: rows)
        #expect(throws: PNGError.self, "missing rows") { try PNG.decode(short) }

        // A colour type PNG does not define.
        let badType = HandPNG.file(width: 2, height: 2, bitDepth: 8, colorType: 5, rows: rows)
        #expect(throws: PNGError.self, "colour type 5") { try PNG.decode(badType) }

        // A palette image without a palette.
        let noPalette = HandPNG.file(width: 2, height: 1, bitDepth: 8, colorType: 3, rows: [[0, 1]])
        #expect(throws: PNGError.self, "no PLTE") { try PNG.decode(noPalette) }
    }

    @Test(arguments: [(40_000, 1), (1, 40_000), (20_000, 20_000), (8_193, 8_193)])
    func hugeDeclaredSizesFailWithoutAllocating(width: Int, height: Int) throws {
        let before = try Self.peakResidentBytes()
        let png = HandPNG.file(width: width, height: height, bitDepth: 8, colorType: 6, rows: [[0, 0, 0, 0]])
        do {
            _ = try PNG.decode(png)
            Issue.record("decoded a \(width)×\(height) image")
        } catch PNGError.decodeFailed(let why) {
            // A side too long: rejected by the header check, not by running out of data later.
            #expect(max(width, height) > Pixmap.maxDimension, "\(why)")
            #expect(why.contains("header declares \(width)×\(height)"), "\(why)")
        } catch let error as LimitExceeded {
            // Too many pixels in all: the limit, named with its variable.
            #expect(max(width, height) <= Pixmap.maxDimension)
            #expect(error.limit == .imagePixels && error.requested == width * height, "\(error)")
            #expect(error.description.contains("CTLRENDER_MAX_IMAGE_PIXELS"))
        }
        let after = try Self.peakResidentBytes()
        #expect(after - before < 512 << 20, "peak memory grew by \(after - before) bytes")
    }

    @Test func readReportsThePath() throws {
        let dir = try Self.makeTempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let missing = dir + "/nope.png"
        #expect(throws: InputFileError(path: missing, reason: .noSuchFile)) { try PNG.read(path: missing) }
        let text = dir + "/text.png"
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: text))
        do {
            _ = try PNG.read(path: text)
            Issue.record("read a text file as PNG")
        } catch PNGError.notAPNG(let path, _) {
            #expect(path == text)
        }
    }

    // MARK: Atomic writes

    @Test func writeIntoAMissingFolderThrowsAndLeavesNothing() throws {
        let dir = try Self.makeTempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let pixmap = try Pixmap(width: 2, height: 2)
        let path = dir + "/missing/out.png"
        do {
            try PNG.write(pixmap, to: path)
            Issue.record("wrote into a missing folder")
        } catch let AtomicFileError.cannotWrite(p, reason) {
            #expect(p == path)
            #expect(!reason.isEmpty)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: dir + "/missing"))
    }

    @Test func successfulWriteLeavesOnlyTheFile() throws {
        let dir = try Self.makeTempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var pixmap = try Pixmap(width: 5, height: 3)
        pixmap.fill(Color(r: 200, g: 100, b: 50, a: 128))
        let path = dir + "/out.png"
        try PNG.write(pixmap, to: path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["out.png"])
        #expect(try PNG.read(path: path) == PNG.decode(PNG.encode(pixmap)))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasPrefix(".") && $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func existingFileIsReplacedWhole() throws {
        let dir = try Self.makeTempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/out.png"
        // A longer old file: a write in place without truncation would leave its tail behind.
        let old = [UInt8](repeating: 0xAB, count: 100_000)
        try Data(old).write(to: URL(fileURLWithPath: path))
        let pixmap = try Pixmap(width: 4, height: 4)
        try PNG.write(pixmap, to: path)
        let written = try #require(FileManager.default.contents(atPath: path)).map { $0 }
        #expect(written == (try PNG.encode(pixmap)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["out.png"])
    }

    @Test func failedRenameRemovesTheTemporaryFile() throws {
        let dir = try Self.makeTempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // The target is a non-empty folder: the temporary file is written, the rename fails.
        let path = dir + "/taken.png"
        try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: true)
        #expect(throws: AtomicFileError.self) { try PNG.write(try Pixmap(width: 1, height: 1), to: path) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["taken.png"])
    }

    @Test func atomicFileWritesExactBytes() throws {
        let dir = try Self.makeTempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/data.bin"
        let bytes = (0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try AtomicFile.write(bytes, to: path)
        #expect(FileManager.default.contents(atPath: path).map { [UInt8]($0) } == bytes)
        try AtomicFile.write([], to: path)
        #expect(FileManager.default.contents(atPath: path)?.count == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["data.bin"])
    }

    // MARK: Helpers

    /// x·a/255 rounded to nearest (255 is odd, so there are no ties).
    static func premultiply(_ x: UInt8, _ a: UInt8) -> UInt8 {
        UInt8((Double(Int(x) * Int(a)) / 255).rounded())
    }

    /// cairo's un-premultiplication: (p·255 + a/2) / a in integers, 0 for a = 0.
    static func cairoUnpremultiply(_ p: UInt8, _ a: UInt8) -> UInt8 {
        a == 0 ? 0 : UInt8((Int(p) * 255 + Int(a) / 2) / Int(a))
    }

    static func bigEndian<C: Collection>(_ b: C) -> Int where C.Element == UInt8 {
        b.reduce(0) { $0 << 8 | Int($1) }
    }

    static var fixtures: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures")
    }

    static func makeTempDir() throws -> String {
        let dir = NSTemporaryDirectory() + "/ctlraster-png-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// The process's peak resident memory in bytes: VmHWM on Linux, `ru_maxrss` (counted in
    /// bytes there) on macOS.
    static func peakResidentBytes() throws -> Int {
        #if os(Linux)
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") })
        let kb = try #require(Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]))
        return kb * 1024
        #else
        var usage = rusage()
        try #require(getrusage(RUSAGE_SELF, &usage) == 0)
        return Int(usage.ru_maxrss)
        #endif
    }
}

/// A minimal PNG writer for tests: zlib stored (uncompressed) deflate blocks, CRC-32
/// and Adler-32 computed here, so files of any colour type can be made and broken on purpose.
private enum HandPNG {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func file(width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, rows: [[UInt8]],
                     filters: [UInt8]? = nil, palette: [(UInt8, UInt8, UInt8)]? = nil,
                     transparency: [UInt8]? = nil, corruptNLEN: Bool = false) -> [UInt8] {
        var out = signature
        out += chunk("IHDR", be32(width) + be32(height) + [bitDepth, colorType, 0, 0, 0])
        if let palette { out += chunk("PLTE", palette.flatMap { [$0.0, $0.1, $0.2] }) }
        if let transparency { out += chunk("tRNS", transparency) }
        var raw: [UInt8] = []
        for (i, row) in rows.enumerated() { raw += [filters?[i] ?? 0] + row }
        out += chunk("IDAT", zlibStored(raw, corruptNLEN: corruptNLEN))
        out += chunk("IEND", [])
        return out
    }

    /// The offset of the first chunk of `type` (its length field).
    static func chunkOffset(of type: String, in png: [UInt8]) -> Int? {
        var i = 8
        while i + 8 <= png.count {
            let length = png[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) }
            if Array(png[(i + 4)..<(i + 8)]) == Array(type.utf8) { return i }
            i += 12 + length
        }
        return nil
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(data.count) + body + be32(Int(crc32(body)))
    }

    static func zlibStored(_ data: [UInt8], corruptNLEN: Bool = false) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let n = min(65_535, data.count - start)
            let final: UInt8 = start + n == data.count ? 1 : 0
            let nlen = corruptNLEN ? n : ~n & 0xFFFF
            out += [final, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(nlen & 0xFF), UInt8(nlen >> 8)]
            out += data[start..<(start + n)]
            start += n
        } while start < data.count
        return out + be32(Int(adler32(data)))
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return ~c
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for x in bytes {
            a = (a + UInt32(x)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }

    static func be32(_ v: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: v >> 24), UInt8(truncatingIfNeeded: v >> 16),
         UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)]
    }
}

/// A 64-bit linear congruential generator, so the random tests repeat.
private struct PNGTestRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 1 }

    mutating func next(below n: UInt32) -> UInt32 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return UInt32(truncatingIfNeeded: state >> 33) % n
    }
}
