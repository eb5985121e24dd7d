/// Whether a solid blitter's colour is opaque (alpha 255): known from the blitter's type
/// (`OpaqueColor`, `TranslucentColor`), so that the sweep it is handed to is compiled for
/// that case alone, or looked up per span (`EitherOpacity`).
protocol ColorOpacity {
    /// The opacity of a colour whose packed alpha is `alpha` (0…255).
    init(alpha: UInt32)
    var isOpaque: Bool { get }
}

/// An opaque colour's blitter: the translucent code paths compile away.
struct OpaqueColor: ColorOpacity {
    init(alpha: UInt32) { assert(alpha == 255, "OpaqueColor of a translucent colour") }
    var isOpaque: Bool { true }
}

/// A translucent colour's blitter: the opaque shortcuts compile away.
struct TranslucentColor: ColorOpacity {
    init(alpha: UInt32) { assert(alpha < 255, "TranslucentColor of an opaque colour") }
    var isOpaque: Bool { false }
}

/// Either, found from the colour: for a colour that changes from span to span
/// (`ShaderBlitter`'s rows of one colour).
struct EitherOpacity: ColorOpacity {
    let isOpaque: Bool
    init(alpha: UInt32) { isOpaque = alpha == 255 }
}

/// A solid colour's blitter for any colour.
typealias SolidBlitter = SolidColorBlitter<EitherOpacity>

/// Composites one premultiplied colour source-over through the rasterizer's coverage.
struct SolidColorBlitter<Opacity: ColorOpacity>: SpanBlitter {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    let height: Int
    /// The colour, premultiplied and packed.
    let color: UInt32
    private let opacity: Opacity
    /// Whether the colour is opaque: a constant when `Opacity` says which.
    var isOpaque: Bool { opacity.isOpaque }
    /// One past the last pixel the blitter may touch: width·height, or the end of the last
    /// row of a strip being drawn (`Canvas.drawInStrips`), whose next row another thread
    /// draws. A mask's four-wide tail reads and writes back pixels past the mask only below it.
    let end: Int
    /// The colour's even and odd bytes in 16-bit lanes, four pixels wide (`blitQuad`).
    private let even: SIMD8<UInt16>
    private let odd: SIMD8<UInt16>

    /// `end` defaults to width·height; else it lies in width…width·height, at the end of a row.
    init(pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, end: Int? = nil, color: PremultipliedColor) {
        self.init(pixels: pixels, width: width, height: height, end: end, packed: color.packed)
    }

    /// A blitter of a packed premultiplied colour.
    @inline(__always)
    init(pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, end: Int? = nil, packed: UInt32) {
        self.pixels = pixels
        self.width = width
        self.height = height
        self.color = packed
        self.opacity = Opacity(alpha: packed >> 24)
        self.end = end ?? width &* height
        (even, odd) = evenAndOddLanes(of: packed)
    }

    @inline(__always)
    mutating func blitSpan(x: Int, y: Int, count: Int, coverage: UInt8) {
        // Pixels y·width + x ..< + count of the width × height buffer (see `assertSpanInCanvas`),
        // in the rows drawn, so offset + count ≤ end: `writable` lets the last group of four run
        // past `count` only inside the buffer and the rows drawn.
        assertSpanInCanvas(x: x, y: y, count: count, width: width, height: height)
        let offset = y &* width &+ x
        let row = pixels + offset
        if coverage == 255 && isOpaque {
            fillPixels(row, color, count: count)
            return
        }
        let src = coverage == 255 ? color : scalePixel(color, by: UInt32(coverage))
        sourceOverSpan(src, inverse: 255 &- (src >> 24), row, count: count, writable: end &- offset)
    }

    @inline(__always)
    func replacesPixels(coverage: UInt8) -> Bool {
        coverage == 255 && isOpaque
    }

    @inline(__always)
    mutating func blitMask(x: Int, y: Int, mask: UnsafePointer<UInt8>, count: Int) {
        // The span lies in the canvas, so offset + count ≤ width·height (no wrap in &* and &+), and
        // in the rows drawn, so offset + count ≤ end ≤ width·height: `writable` lets the last group
        // of four run past `count` only inside the buffer and the rows drawn, and `mask` holds
        // `count` values (the sweep's row of coverage).
        assertSpanInCanvas(x: x, y: y, count: count, width: width, height: height)
        let offset = y &* width &+ x
        prefetchRow(after: offset, pixels: pixels, width: width, height: height)
        sourceOverMask(color, isOpaque: isOpaque, mask, pixels + offset, count: count,
                       writable: end &- offset)
    }

    static var takesQuads: Bool { true }

    @inline(__always)
    mutating func blitQuad(x: Int, y: Int, coverage: SIMD4<UInt32>, count: Int) {
        // As `blitMask` of the lanes: four wide while the four pixels lie before `end` (the
        // lanes from `count` on are 0 and give their pixels back unchanged), else one pixel at
        // a time. The pixels lie in the canvas and the rows drawn: offset + count ≤ end.
        assertSpanInCanvas(x: x, y: y, count: count, width: width, height: height)
        let offset = y &* width &+ x
        sourceOverQuad(even: even, odd: odd, color: color, isOpaque: isOpaque, coverage: coverage,
                       pixels + offset, count: count, writable: end &- offset)
    }

    @inline(__always)
    mutating func blitMask(x: Int, y: Int, mask: UnsafePointer<UInt8>, count: Int, onto background: UInt32) -> Bool {
        // As `blitMask`: up to three pixels past the mask, never past `end` (`writable`).
        assertSpanInCanvas(x: x, y: y, count: count, width: width, height: height)
        let offset = y &* width &+ x
        sourceOverMask(color, mask, pixels + offset, count: count, writable: end &- offset,
                       onto: background)
        return true
    }
}
