/// A Gaussian blur whose cost does not depend on its radius.
///
/// The Gaussian is approximated as the W3C Filter Effects specification (`feGaussianBlur`)
/// describes and browsers do it: three successive box blurs along each axis, horizontal first,
/// with box size d = ⌊σ·3·√(2π)/4 + 0.5⌋. For odd d the three boxes are d wide and centred on
/// the output pixel; for even d, two are d wide, centred on the boundary to the left and to the
/// right of the output pixel, and the third is d + 1 wide and centred. (The boxes match the
/// Gaussian's peak height; their variance is about 0.88·σ².)
///
/// Each box pass is a running sum, so a sample costs the same whatever σ is. Sums are integers
/// and every pass divides with exact rounding, so the result is the same on every machine.
/// Between passes the samples keep 8 fractional bits, so small values spread over a wide blur
/// do not vanish before the last pass; only the final result is rounded back to 8 bits.
///
/// Pixels outside the image count as transparent (zero): the passes run over the image plus the
/// boxes' reach on each side, so the result is the zero-padded convolution cropped back to the
/// image's size. What spreads past an edge is lost; callers that want the whole blurred shape
/// pad the image by `margin(forSigma:)` on every side first.
///
/// A box wider than 2·n + 1 (n the image's width or height) is narrowed to that along that axis
/// so memory and time stay O(pixels) for any σ. An image padded by `margin(forSigma:)` is never
/// narrowed (its side is at least 6·σ > 3·d); an unpadded image blurred far past its own size
/// comes out somewhat brighter than the exact blur, which would be almost nothing.
///
/// A scene's or a `Shadow`'s `blur` is a CSS blur length, which is 2·σ: pass `blur / 2` here.
public enum GaussianBlur {
    /// The padding, in pixels, that holds everything a blur of `sigma` spreads past a shape:
    /// ⌈3·σ⌉ + 1, which covers the whole reach of the three boxes (at most 1.5·d ≤ 2.82·σ + 0.75).
    ///
    /// 0 when the blur does nothing (σ ≤ 0 or not a number); capped at `Pixmap.maxDimension`,
    /// past which no padded image could be made anyway.
    public static func margin(forSigma sigma: Double) -> Int {
        guard sigma > 0 else { return 0 }
        return Int(min((3 * sigma).rounded(.up), Double(Pixmap.maxDimension))) + 1
    }

    /// Blurs `mask` in place with a Gaussian of standard deviation `sigma` pixels.
    ///
    /// σ ≤ 0 (or NaN) leaves the mask unchanged, as does σ below about 0.8, where the box size is 1.
    /// - Complexity: O(width × height), whatever `sigma` is.
    public static func blur(_ mask: inout AlphaMask, sigma: Double) {
        guard let axes = axes(sigma: sigma, width: mask.width, height: mask.height) else { return }
        // AlphaMask keeps width·height values: the bytes blurSamples reads and writes.
        mask.values.withUnsafeMutableBytes { samples in
            blurSamples(samples.baseAddress!, horizontal: axes.0, vertical: axes.1, channels: 1)
        }
    }

    /// Blurs all four premultiplied channels of `pixmap` in place with a Gaussian of standard
    /// deviation `sigma` pixels.
    ///
    /// Colour stays at most alpha: the blur is the same monotone integer arithmetic on every channel.
    /// σ ≤ 0 (or NaN) leaves the pixmap unchanged, as does σ below about 0.8, where the box size is 1.
    /// - Complexity: O(width × height), whatever `sigma` is.
    public static func blur(_ pixmap: inout Pixmap, sigma: Double) {
        guard let axes = axes(sigma: sigma, width: pixmap.width, height: pixmap.height) else { return }
        // Pixmap keeps width·height pixels: the 4·width·height bytes blurSamples reads and writes.
        pixmap.pixels.withUnsafeMutableBytes { samples in
            blurSamples(samples.baseAddress!, horizontal: axes.0, vertical: axes.1, channels: 4)
        }
    }

    /// The sizes of the three boxes for `sigma` along an axis of `length` samples (W3C: d, d, d
    /// or d, d, d + 1, with d at most 2·length + 1), or none when the blur does nothing (d < 2).
    static func boxSizes(sigma: Double, length: Int = Pixmap.maxDimension) -> [Int] {
        boxes(sigma: sigma, length: length).map(\.size)
    }

    /// The three boxes for `sigma` along an axis of `length` samples, or none when the blur does nothing.
    static func boxes(sigma: Double, length: Int) -> [BlurBox] {
        guard sigma > 0 else { return [] }
        let exact = (sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down)
        let d = Int(min(exact, Double(2 * length + 1)))
        guard d >= 2 else { return [] }
        let h = d / 2
        if d % 2 == 1 {
            let centred = BlurBox(left: h, right: h)
            return [centred, centred, centred]
        }
        return [BlurBox(left: h, right: h - 1), BlurBox(left: h - 1, right: h), BlurBox(left: h, right: h)]
    }

    static func axes(sigma: Double, width: Int, height: Int) -> (BlurAxis, BlurAxis)? {
        let horizontal = boxes(sigma: sigma, length: width), vertical = boxes(sigma: sigma, length: height)
        guard horizontal.count == 3, vertical.count == 3 else { return nil }
        return (BlurAxis(boxes: horizontal, length: width), BlurAxis(boxes: vertical, length: height))
    }

    /// Samples per strip in the vertical passes: strips keep the working set in cache and the
    /// scratch memory independent of the image's width.
    static let stripWidth = 128

    /// Blurs `width × height` pixels of `channels` interleaved 8-bit samples, in place.
    ///
    /// Each axis runs its three passes through three buffers padded by the boxes' reach: the
    /// input (padding zero), after pass 1, after pass 2. Each pass computes only the samples later
    /// passes read, so pass 3 yields exactly the image's samples.
    static func blurSamples(_ samples: UnsafeMutableRawPointer, horizontal: BlurAxis, vertical: BlurAxis,
                            channels: Int) {
        // `samples` holds width·height·channels bytes (the callers' image). Every buffer here is
        // allocated for the indices used on it: the plane rowLength·height; a line paddedRow,
        // written at rowStart + (0..<rowLength); a strip paddedStrip = paddedLength·columns,
        // rows 0..<paddedLength; sums `columns` ≤ stripCapacity. The passes read padded
        // indices 0..<paddedLength (windows clipped to it) and write only `outputs`, which
        // lie inside it; pass 3's image indices reachBefore..<reachBefore + length map back to
        // 0..<length of the plane's row or the image's rows. Sizes: a side ≤ 32 768, so the
        // padded side (≤ length + 3·(2·length + 2)) and every product stay far below Int.max.
        let (width, height) = (horizontal.length, vertical.length)
        let rowLength = width * channels
        // The horizontally blurred image, 8 fractional bits.
        let plane = UnsafeMutablePointer<UInt16>.allocate(capacity: rowLength * height)
        defer { plane.deallocate() }

        // Horizontal: row by row.
        let paddedRow = horizontal.paddedLength * channels
        let lines = (0..<3).map { _ in
            let line = UnsafeMutablePointer<UInt16>.allocate(capacity: paddedRow)
            line.initialize(repeating: 0, count: paddedRow)  // the input's padding stays zero
            return line
        }
        defer { lines.forEach { $0.deallocate() } }
        let rowStart = horizontal.reachBefore * channels
        for y in 0..<height {
            let row = samples + y * rowLength
            for i in 0..<rowLength {
                lines[0][rowStart + i] = UInt16(row.load(fromByteOffset: i, as: UInt8.self)) << 8
            }
            // Pass 3 writes straight into the plane, whose sample 0 is padded sample reachBefore.
            let planeRow = plane + y * rowLength - rowStart
            for c in 0..<channels {
                horizontal.run(lines[0] + c, lines[1] + c, lines[2] + c, planeRow + c, stride: channels)
            }
        }

        // Vertical: strips of columns, rows padded, then rounded back to 8 bits.
        let stripCapacity = min(stripWidth, rowLength)
        let paddedStrip = vertical.paddedLength * stripCapacity
        let strips = (0..<3).map { _ in
            let strip = UnsafeMutablePointer<UInt16>.allocate(capacity: paddedStrip)
            strip.initialize(repeating: 0, count: paddedStrip)
            return strip
        }
        let sums = UnsafeMutablePointer<UInt64>.allocate(capacity: stripCapacity)
        defer { strips.forEach { $0.deallocate() }; sums.deallocate() }
        var x0 = 0
        while x0 < rowLength {
            let columns = min(stripCapacity, rowLength - x0)
            let first = vertical.reachBefore
            // The input's padding rows must be zero; only a narrower last strip can find them dirty.
            strips[0].update(repeating: 0, count: first * columns)
            (strips[0] + (first + height) * columns).update(repeating: 0, count: vertical.reachAfter * columns)
            for y in 0..<height {
                (strips[0] + (first + y) * columns).update(from: plane + y * rowLength + x0, count: columns)
            }
            // Pass 3 lands in the first buffer (free by then) at the image's rows.
            vertical.run(strips[0], strips[1], strips[2], strips[0], columns: columns, sums: sums)
            // Samples are at most 255 << 8 = 65 280, so `&+ 128` stays below 2¹⁶.
            for y in 0..<height {
                let source = strips[0] + (first + y) * columns, row = samples + y * rowLength + x0
                for j in 0..<columns {
                    row.storeBytes(of: UInt8(truncatingIfNeeded: (source[j] &+ 128) >> 8), toByteOffset: j,
                                   as: UInt8.self)
                }
            }
            x0 += columns
        }
    }
}

/// The three boxes along one axis of `length` samples, and the padding they need.
///
/// Buffers along the axis are padded: padded index p is image index p − reachBefore.
struct BlurAxis {
    let boxes: [BlurBox]
    let length: Int
    /// How far the three boxes together reach before and after a sample.
    let reachBefore: Int, reachAfter: Int
    /// The padded indices each pass must produce: the image, plus what the later passes reach.
    let outputs: [ClosedRange<Int>]

    init(boxes: [BlurBox], length: Int) {
        precondition(boxes.count == 3)
        self.boxes = boxes
        self.length = length
        reachBefore = boxes.map(\.left).reduce(0, +)
        reachAfter = boxes.map(\.right).reduce(0, +)
        outputs = (0..<3).map { [reachBefore] k in
            let before = boxes[(k + 1)...].map(\.left).reduce(0, +)
            let after = boxes[(k + 1)...].map(\.right).reduce(0, +)
            return (reachBefore - before)...(reachBefore + length - 1 + after)
        }
    }

    var paddedLength: Int { reachBefore + length + reachAfter }

    /// The three passes along one padded line, samples `stride` apart: `input` → `first` →
    /// `second` → `output` (only its image samples are written).
    func run(_ input: UnsafePointer<UInt16>, _ first: UnsafeMutablePointer<UInt16>,
             _ second: UnsafeMutablePointer<UInt16>, _ output: UnsafeMutablePointer<UInt16>, stride: Int) {
        let count = paddedLength
        GaussianBlur.boxLine(input, into: first, count: count, outputs: outputs[0], stride: stride,
                             box: boxes[0])
        GaussianBlur.boxLine(first, into: second, count: count, outputs: outputs[1], stride: stride,
                             box: boxes[1])
        GaussianBlur.boxLine(second, into: output, count: count, outputs: outputs[2], stride: stride,
                             box: boxes[2])
    }

    /// The three passes down the padded columns of a strip (`paddedLength × columns`, row-major).
    func run(_ input: UnsafePointer<UInt16>, _ first: UnsafeMutablePointer<UInt16>,
             _ second: UnsafeMutablePointer<UInt16>, _ output: UnsafeMutablePointer<UInt16>,
             columns: Int, sums: UnsafeMutablePointer<UInt64>) {
        let rows = paddedLength
        GaussianBlur.boxColumns(input, into: first, columns: columns, rows: rows, outputs: outputs[0],
                                box: boxes[0], sums: sums)
        GaussianBlur.boxColumns(first, into: second, columns: columns, rows: rows, outputs: outputs[1],
                                box: boxes[1], sums: sums)
        GaussianBlur.boxColumns(second, into: output, columns: columns, rows: rows, outputs: outputs[2],
                                box: boxes[2], sums: sums)
    }
}

extension GaussianBlur {
    /// One box pass along a line of `count` samples `stride` apart, for the output indices
    /// `outputs`: each is the rounded mean over the box's window, clipped to the line.
    @inline(__always)
    static func boxLine(_ source: UnsafePointer<UInt16>, into destination: UnsafeMutablePointer<UInt16>,
                        count: Int, outputs: ClosedRange<Int>, stride: Int, box: BlurBox) {
        // Reads source[j·stride] for 0 ≤ j < count only (each index tested or clamped), writes
        // destination[i·stride] for i in `outputs` ⊂ 0..<count (BlurAxis.outputs).
        // Running sum of the window [i − left, i + right] ∩ [0, count).
        var sum: UInt64 = 0
        let start = outputs.lowerBound
        if max(0, start - box.left) <= min(count - 1, start + box.right) {
            for j in max(0, start - box.left)...min(count - 1, start + box.right) {
                sum &+= UInt64(source[j * stride])
            }
        }
        for i in outputs {
            destination[i * stride] = box.mean(sum)
            let entering = i + 1 + box.right, leaving = i - box.left
            if entering < count { sum &+= UInt64(source[entering * stride]) }
            if leaving >= 0 { sum &-= UInt64(source[leaving * stride]) }
        }
    }

    /// One box pass down the columns of a strip (`rows × columns`, row-major), for the output rows
    /// `outputs`: the running sums of `boxLine`, one per column, updated a whole row at a time.
    static func boxColumns(_ source: UnsafePointer<UInt16>, into destination: UnsafeMutablePointer<UInt16>,
                           columns: Int, rows: Int, outputs: ClosedRange<Int>, box: BlurBox,
                           sums: UnsafeMutablePointer<UInt64>) {
        // As boxLine, a row of `columns` at a time: rows 0..<rows read, `outputs` written.
        sums.update(repeating: 0, count: columns)
        let start = outputs.lowerBound
        if max(0, start - box.left) <= min(rows - 1, start + box.right) {
            for y in max(0, start - box.left)...min(rows - 1, start + box.right) {
                let row = source + y * columns
                for j in 0..<columns { sums[j] &+= UInt64(row[j]) }
            }
        }
        for y in outputs {
            let out = destination + y * columns
            for j in 0..<columns { out[j] = box.mean(sums[j]) }
            let entering = y + 1 + box.right, leaving = y - box.left
            if entering < rows {
                let row = source + entering * columns
                for j in 0..<columns { sums[j] &+= UInt64(row[j]) }
            }
            if leaving >= 0 {
                let row = source + leaving * columns
                for j in 0..<columns { sums[j] &-= UInt64(row[j]) }
            }
        }
    }
}

/// One box of the three: the window [i − left, i + right] around output sample i, and its divisor.
struct BlurBox: Hashable {
    let left: Int
    let right: Int
    /// ⌈2⁶⁴ / size⌉: multiplying by it and keeping the high word divides by `size` exactly for
    /// every numerator below 2⁶⁴ / size (Granlund–Montgomery); here numerators stay below
    /// 65 280 × 65 537 + size < 2³³ and size ≤ 65 537 < 2¹⁷.
    let reciprocal: UInt64
    let half: UInt64

    var size: Int { left + right + 1 }

    init(left: Int, right: Int) {
        precondition(left >= 0 && right >= 0 && left + right >= 1, "a box blur of width 1 does nothing")
        self.left = left
        self.right = right
        let size = UInt64(left + right + 1)
        reciprocal = UInt64.max / size + 1
        half = size / 2
    }

    /// sum / size rounded to nearest (halves up), exactly.
    @inline(__always)
    func mean(_ sum: UInt64) -> UInt16 {
        UInt16(truncatingIfNeeded: (sum &+ half).multipliedFullWidth(by: reciprocal).high)
    }
}
