import CInline

/// The colour table of a gradient: `lutSize` premultiplied colours for t = 0…1 in equal
/// steps, then two more: entry `padBefore`, the colour for t < 0 under `pad`, and entry
/// `transparent`, 0, for the pixels a two-point conical gradient leaves out (so that its
/// shader picks them by index, as it picks the others, rather than by a test per pixel).
///
/// That one is the first stop's colour. It differs from entry 0 (t = 0) only when stops
/// coincide at offset 0: then t = 0 starts the stretch after the last of them, while the pad
/// region before takes the first of them, as CSS, Skia, Cairo and resvg do. (After the
/// gradient nothing is needed: entry lutSize − 1, t = 1, is the last stop's colour, which is
/// what the pad region after takes when stops coincide at 1.)
enum GradientTable {
    /// Entries for t = 0…1 in a gradient's colour table: a power of two
    /// (`Shader.tableEntries` masks with it).
    static let lutSize = 256
    /// The entry after those for t = 0…1: the colour before t = 0 under `pad`.
    static let padBefore = lutSize
    /// The entry after that: 0, a transparent pixel.
    static let transparent = lutSize + 1
    /// Entries of a whole table: lutSize + 2.
    static let entryCount = lutSize + 2

    /// Stops made usable: offsets clamped to 0…1 and never decreasing, as SVG asks.
    /// Stops that are so already (the usual case) come back as they are, without a copy.
    static func sanitized(_ stops: [GradientStop]) -> [GradientStop] {
        // An offset in last…1 is kept as it is by the clamps below (`min` and `max` give it
        // back, bit for bit); a NaN fails the test.
        var previous = 0.0
        var isSanitized = true
        for s in stops {
            guard s.offset >= previous, s.offset <= 1 else { isSanitized = false; break }
            previous = s.offset
        }
        if isSanitized { return stops }
        var out: [GradientStop] = []
        out.reserveCapacity(stops.count)
        var last = 0.0
        for s in stops {
            let o = s.offset.isNaN ? last : max(last, min(1, s.offset))
            out.append(GradientStop(offset: o, color: s.color))
            last = o
        }
        return out
    }

    /// Fills `table` (`entryCount` entries) from sanitized, non-empty `stops`, interpolating
    /// straight-alpha channels and premultiplying each entry.
    ///
    /// Entry i is the colour at t = i / (n − 1). Each stretch of entries between two
    /// stops steps its colour by a constant increment, so an entry costs a few adds,
    /// multiplies and conversions.
    ///
    /// With `exact`, the unrounded premultiplied channels (0…255) go there too, for dithering.
    static func build(_ stops: [GradientStop], into table: UnsafeMutablePointer<UInt32>,
                      exact: UnsafeMutablePointer<SIMD4<Float>>? = nil) {
        // Writes table[0..<n] (and exact[0..<n]): every loop stops at n; then entries n =
        // padBefore and n + 1 = transparent, the last of entryCount. The stops are sanitized (offsets in 0…1, none NaN), so each
        // Int conversion is of 0…n − 1 rounded up.
        let n = GradientTable.lutSize
        let last = Float(n - 1)
        var i = 0
        // Entries before the first stop take its colour.
        let firstEntry = min(n, Int((Float(stops[0].offset) * last).rounded(.up)))
        let firstChannels = channels(stops[0].color)
        let first = premultiplied(firstChannels)
        while i < firstEntry { table[i] = first; exact?[i] = unrounded(firstChannels); i += 1 }
        for k in 0..<(stops.count - 1) where i < n {
            let (o0, o1) = (Float(stops[k].offset), Float(stops[k + 1].offset))
            // Entries with t in [o0, o1): none when the stops coincide (a hard edge).
            let end = min(n, Int((o1 * last).rounded(.up)))
            guard end > i, o1 > o0 else { continue }
            let c0 = channels(stops[k].color), c1 = channels(stops[k + 1].color)
            let perEntry = (c1 - c0) / ((o1 - o0) * last)
            var c = c0 + (c1 - c0) * ((Float(i) / last - o0) / (o1 - o0))
            if c0.w == c1.w {
                // One alpha over the stretch: perEntry.w is 0, so every c.w is c0.w exactly
                // (c0.w + 0·finite, then + 0), and the premultiplying factor c.w / 255, a
                // division per entry otherwise, is the same for all: taken once, the same bits.
                let factor = c0.w / 255
                if exact == nil {
                    // Four entries to a store, c stepped one entry at a time as below, so the
                    // same colours: the colour channels times the factor, rounded as
                    // `premultiplied` rounds them, and the alpha byte the stretch's alpha (an
                    // integer, as a stop's channels are), which `premultiplied` gives too.
                    let factors = SIMD4<Float>(repeating: factor)
                    let alpha = SIMD4<UInt32>(repeating: UInt32(c0.w) << 24)
                    while end &- i >= 4 {
                        let next1 = c + perEntry, next2 = next1 + perEntry, next3 = next2 + perEntry
                        // Entries i…i + 3 < end ≤ n. Their alpha lanes (c.w times the factor,
                        // at most 255) are replaced.
                        let rounded = roundedChannels(c * factors, next1 * factors, next2 * factors, next3 * factors)
                        storeEntries(rounded & 0x00FF_FFFF | alpha, at: table + i)
                        c = next3 + perEntry
                        i &+= 4
                    }
                }
                while i < end {
                    table[i] = premultiplied(c, factor: factor)
                    exact?[i] = unrounded(c, factor: factor)
                    c += perEntry
                    i += 1
                }
                continue
            }
            while i < end {
                table[i] = premultiplied(c)
                exact?[i] = unrounded(c)
                c += perEntry
                i += 1
            }
        }
        // Entries from the last stop on take its colour.
        let lastChannels = channels(stops[stops.count - 1].color)
        let lastColor = premultiplied(lastChannels)
        while i < n { table[i] = lastColor; exact?[i] = unrounded(lastChannels); i += 1 }
        // Before t = 0 under pad: the first stop, even where later ones share its offset.
        table[padBefore] = first
        exact?[padBefore] = unrounded(firstChannels)
        table[transparent] = 0
        exact?[transparent] = .zero
    }

    /// Straight channels premultiplied, not rounded.
    @inline(__always)
    private static func unrounded(_ s: SIMD4<Float>) -> SIMD4<Float> {
        unrounded(s, factor: s.w / 255)
    }

    /// `unrounded(s)` given its factor, s.w / 255.
    @inline(__always)
    private static func unrounded(_ s: SIMD4<Float>, factor: Float) -> SIMD4<Float> {
        var p = s * factor
        p.w = s.w
        return p
    }

    @inline(__always)
    private static func channels(_ c: Color) -> SIMD4<Float> {
        SIMD4(Float(c.r), Float(c.g), Float(c.b), Float(c.a))
    }

    /// Packs straight channels premultiplied and rounded to nearest. The channels are
    /// interpolations between 0…255 values, off by float rounding at most, so truncating
    /// x + 0.5 (one cvttps2dq for the four) rounds them to 0…255, and their low bytes are
    /// the packed pixel.
    @inline(__always)
    private static func premultiplied(_ s: SIMD4<Float>) -> UInt32 {
        premultiplied(s, factor: s.w / 255)
    }

    /// `premultiplied(s)` given its factor, s.w / 255.
    @inline(__always)
    private static func premultiplied(_ s: SIMD4<Float>, factor: Float) -> UInt32 {
        // Alpha times 1, which is alpha exactly: one multiply for the four channels.
        let p = s * SIMD4(factor, factor, factor, 1) + 0.5
        return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: ctl_truncate_float4(p)), to: UInt32.self)
    }

    /// The channels of four entries rounded to nearest and packed as `premultiplied` packs
    /// them (the low bytes of each lane), for channels in 0…255 off by float rounding at most.
    @inline(__always)
    private static func roundedChannels(_ a: SIMD4<Float>, _ b: SIMD4<Float>, _ c: SIMD4<Float>,
                                        _ d: SIMD4<Float>) -> SIMD4<UInt32> {
        let lanes = SIMD16<Int32>(lowHalf: SIMD8(lowHalf: ctl_truncate_float4(a + 0.5), highHalf: ctl_truncate_float4(b + 0.5)),
                                  highHalf: SIMD8(lowHalf: ctl_truncate_float4(c + 0.5), highHalf: ctl_truncate_float4(d + 0.5)))
        return unsafeBitCast(SIMD16<UInt8>(truncatingIfNeeded: lanes), to: SIMD4<UInt32>.self)
    }

    /// Stores four packed entries at `entry[0...3]` (the caller's promise): one 16-byte store.
    @inline(__always)
    private static func storeEntries(_ packed: SIMD4<UInt32>, at entry: UnsafeMutablePointer<UInt32>) {
        UnsafeMutableRawPointer(entry).storeBytes(of: packed, as: SIMD4<UInt32>.self)
    }
}
