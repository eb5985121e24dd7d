import CtlRaster

/// The `png` target: PNG bytes decoded, then drawn as a nine-slice image onto a 64×64
/// canvas and tinted with a colour and with a gradient.
///
/// Input: a PNG file. Bytes after its `IEND` chunk (which decoders ignore) choose the
/// nine-slice insets, scale, mode, filter, destination rectangle, transform and the tints;
/// without them the defaults are used. Images over `maxPixels` are skipped before decoding.
enum PNGFuzzer {
    /// Larger images (by the header's width × height) are skipped: decoding them is
    /// correct but slow, and their memory is not the fuzzer's to spend.
    static let maxPixels = 1 << 20

    static func run(_ bytes: UnsafeRawBufferPointer) -> FuzzOutcome {
        if let (w, h) = headerSize(bytes), w > maxPixels || h > maxPixels || w * h > maxPixels {
            return .rejected("skipped: \(w)×\(h) is over the fuzzer's limit")
        }
        let image: Pixmap
        do {
            image = try PNG.decode(Array(bytes))
        } catch {
            return .failure(error)
        }
        var p = FuzzBytes(trailer(bytes))
        guard var canvas = try? Canvas(width: 64, height: 64) else { return .rejected("cannot make the canvas") }
        canvas.transform = p.transform()
        canvas.alpha = p.number([1, 0.5, 0])
        let w = Double(image.width), h = Double(image.height)
        let insets = EdgeInsets(top: p.number([h / 4, 0, 1, h / 2]), left: p.number([w / 4, 0, 2, w / 2]),
                                bottom: p.number([h / 4, 0, 1, h]), right: p.number([w / 4, 0, 3, w]))
        do {
            let slice = try NineSlice(image: image, scale: p.number([1, 2, 3, 0.5]), insets: insets,
                                      mode: p.pick(NineSlice.Mode.allCases), filter: p.pick(ImageFilter.allCases))
            let rect = Rect(x: p.number([4, 0, -10, 60]), y: p.number([4, 0, 30]),
                            width: p.number([56, 1, 0, 200, 3]), height: p.number([40, 1, 0, 100, 2]))
            canvas.draw(slice, in: rect)
            let stretchable = try NineSlice.stretchable(image: image, scale: p.number([1, 2]),
                                                        leftCapWidth: p.number([0, 1, w / 2]),
                                                        topCapHeight: p.number([0, 1, h / 2]))
            stretchable.draw(in: Rect(x: 2, y: 2, width: p.number([30, 64, 1]), height: p.number([20, 7])),
                             on: &canvas)
            _ = Tint.template(image, color: p.color())
            _ = try Tint.template(image, paint: p.paint(), scale: p.number([1, 2, 0.5]))
        } catch {
            return .failure(error)
        }
        return .rendered
    }

    /// Width and height from the IHDR chunk, when the bytes start like a PNG.
    static func headerSize(_ bytes: UnsafeRawBufferPointer) -> (Int, Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, bytes.prefix(8).elementsEqual(signature) else { return nil }
        func u32(_ at: Int) -> Int { (0..<4).reduce(0) { $0 << 8 | Int(bytes[at + $1]) } }
        return (u32(16), u32(20))
    }

    /// The bytes after the last `IEND` chunk (its type and CRC), empty when there is none.
    static func trailer(_ bytes: UnsafeRawBufferPointer) -> ArraySlice<UInt8> {
        let all = Array(bytes), iend: [UInt8] = Array("IEND".utf8)
        guard all.count >= 8 else { return [] }
        for start in stride(from: all.count - 8, through: 0, by: -1) where all[start..<start + 4].elementsEqual(iend) {
            return all[(start + 8)...]
        }
        return []
    }
}
