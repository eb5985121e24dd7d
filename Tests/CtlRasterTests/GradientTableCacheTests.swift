import Testing
@testable import CtlRaster

/// The gradient table cache's policy (a hit gives the slot built before, a full cache
/// replaces its oldest slot, a dithered lookup builds the unrounded table) and the stops'
/// sanitizing, which hands sanitized stops back as they are.
@Suite struct GradientTableCacheTests {
    /// Two-stop gradients, distinct for distinct k (up to 2²⁴).
    static func stops(_ k: Int, alpha: UInt8 = 255) -> [GradientStop] {
        [GradientStop(offset: 0, color: Color(r: UInt8(k & 0xFF), g: UInt8(k >> 8 & 0xFF), b: UInt8(k >> 16 & 0xFF),
                                              a: alpha)),
         GradientStop(offset: Double(k % 7 + 1) / 8, color: Color(r: 255, g: 128, b: 0, a: 255))]
    }

    /// The table `GradientTable.build` makes of `stops`, and the unrounded one.
    static func fresh(_ stops: [GradientStop]) -> ([UInt32], [SIMD4<Float>]) {
        var table = [UInt32](repeating: 0, count: GradientTable.entryCount)
        var exact = [SIMD4<Float>](repeating: .zero, count: GradientTable.entryCount)
        table.withUnsafeMutableBufferPointer { t in
            exact.withUnsafeMutableBufferPointer { e in
                GradientTable.build(stops, into: t.baseAddress!, exact: e.baseAddress!)
            }
        }
        return (table, exact)
    }

    static func entries<T>(_ p: UnsafePointer<T>) -> [T] {
        Array(UnsafeBufferPointer(start: p, count: GradientTable.entryCount))
    }

    @Test func aHitGivesTheSameSlotAndAMissBuildsTheTable() {
        let cache = GradientTableCache()
        let a = cache.table(for: Self.stops(1), exact: false)
        let b = cache.table(for: Self.stops(2), exact: false)
        #expect(a.table != b.table)
        #expect(Self.entries(a.table) == Self.fresh(Self.stops(1)).0)
        #expect(Self.entries(b.table) == Self.fresh(Self.stops(2)).0)
        let again = cache.table(for: Self.stops(1), exact: false)
        #expect(again.table == a.table)
        #expect(cache.count == 2)
    }

    @Test func opacityIsThatOfTheStops() {
        let cache = GradientTableCache()
        #expect(cache.table(for: Self.stops(3), exact: false).isOpaque)
        #expect(!cache.table(for: Self.stops(3, alpha: 254), exact: false).isOpaque)
        #expect(cache.table(for: Self.stops(3), exact: false).isOpaque)
    }

    /// More gradients than slots, twice round: every table is right, the count stays at
    /// `slotCount`, and the first gradients (replaced first) are built again correctly.
    @Test func aFullCacheReplacesItsOldestSlots() {
        let cache = GradientTableCache()
        let n = GradientTableCache.slotCount + 20
        for round in 0..<2 {
            for k in 0..<n {
                let got = cache.table(for: Self.stops(k), exact: k % 5 == 0)
                #expect(Self.entries(got.table) == Self.fresh(Self.stops(k)).0, "gradient \(k), round \(round)")
                if k % 5 == 0 {
                    #expect(Self.entries(got.exact) == Self.fresh(Self.stops(k)).1, "gradient \(k), round \(round)")
                }
            }
            #expect(cache.count == GradientTableCache.slotCount)
        }
        // The last slotCount gradients are held: looking one up again gives its slot.
        let held = cache.table(for: Self.stops(n - 1), exact: false).table
        #expect(cache.table(for: Self.stops(n - 1), exact: false).table == held)
        #expect(Self.entries(held) == Self.fresh(Self.stops(n - 1)).0)
    }

    @Test func aDitheredLookupOfAPlainSlotBuildsTheUnroundedTable() {
        let cache = GradientTableCache()
        let plain = cache.table(for: Self.stops(4), exact: false)
        let dithered = cache.table(for: Self.stops(4), exact: true)
        #expect(dithered.table == plain.table)
        #expect(Self.entries(dithered.table) == Self.fresh(Self.stops(4)).0)
        #expect(Self.entries(dithered.exact) == Self.fresh(Self.stops(4)).1)
    }

    @Test func stopsThatDifferOnlyInTheSignOfAZeroOffsetShareATable() {
        let cache = GradientTableCache()
        let red = Color(r: 255, g: 0, b: 0), blue = Color(r: 0, g: 0, b: 255)
        let plus = [GradientStop(offset: 0, color: red), GradientStop(offset: 1, color: blue)]
        let minus = [GradientStop(offset: -0.0, color: red), GradientStop(offset: 1, color: blue)]
        #expect(GradientTableCache.fingerprint(plus) == GradientTableCache.fingerprint(minus))
        #expect(cache.table(for: plus, exact: false).table == cache.table(for: minus, exact: false).table)
        #expect(cache.count == 1)
    }

    @Test func sanitizedStopsComeBackAsTheyAre() {
        let stops = Self.stops(5) + [GradientStop(offset: 1, color: .clear)]
        #expect(GradientTable.sanitized(stops) == stops)
        // The same storage: no copy was made.
        let same = GradientTable.sanitized(stops).withUnsafeBufferPointer { a in
            stops.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
        }
        #expect(same)
    }

    @Test func unsanitizedStopsAreClampedAndOrdered() {
        let c = Color(r: 1, g: 2, b: 3)
        let stops = [GradientStop(offset: -0.5, color: c), GradientStop(offset: 0.6, color: c),
                     GradientStop(offset: 0.4, color: c), GradientStop(offset: .nan, color: c),
                     GradientStop(offset: 1.5, color: c)]
        #expect(GradientTable.sanitized(stops).map(\.offset) == [0, 0.6, 0.6, 0.6, 1])
    }
}
