/// The colour tables of the last few gradients drawn, so that drawing a gradient again
/// (the same stops in another shape, or the next frame of the same drawing) skips
/// rebuilding its table, as Skia and Blend2D keep a table with each gradient.
///
/// A handful of slots, replaced oldest first; a slot is keyed by the sanitized stops and
/// whether the unrounded table (for dithering) was built too.
final class GradientTableCache {
    static let slotCount = 8

    private struct Key: Equatable {
        var stops: [GradientStop]
        var exact: Bool
    }

    private var keys: [Key?] = Array(repeating: nil, count: GradientTableCache.slotCount)
    /// Whether every entry of a slot's table is opaque.
    private var opaque = [Bool](repeating: false, count: GradientTableCache.slotCount)
    private var next = 0
    private let tables: UnsafeMutablePointer<UInt32>
    private let exactTables: UnsafeMutablePointer<SIMD4<Float>>

    init() {
        let n = GradientTable.entryCount * Self.slotCount
        tables = .allocate(capacity: n)
        tables.initialize(repeating: 0, count: n)
        exactTables = .allocate(capacity: n)
        exactTables.initialize(repeating: .zero, count: n)
    }

    deinit {
        tables.deallocate()
        exactTables.deallocate()
    }

    /// The table of sanitized, non-empty `stops`, built now unless a slot holds it; with
    /// `exact`, the unrounded table is filled too; `isOpaque` when every entry is. The
    /// pointers stay valid until the next call.
    func table(for stops: [GradientStop], exact: Bool)
        -> (table: UnsafePointer<UInt32>, exact: UnsafePointer<SIMD4<Float>>, isOpaque: Bool) {
        let slot: Int
        if let hit = keys.firstIndex(where: { $0 != nil && $0!.stops == stops && ($0!.exact || !exact) }) {
            slot = hit
        } else {
            slot = next
            next = (next + 1) % Self.slotCount
            GradientTable.build(stops, into: tables + slot * GradientTable.entryCount,
                                exact: exact ? exactTables + slot * GradientTable.entryCount : nil)
            keys[slot] = Key(stops: stops, exact: exact)
            opaque[slot] = stops.allSatisfy { $0.color.a == 255 }
        }
        // slot < slotCount: each slot's entryCount entries lie in the slotCount·entryCount allocated.
        // A slot that served a dithered gradient has its exact table built (`exact || !exact`).
        return (UnsafePointer(tables + slot * GradientTable.entryCount),
                UnsafePointer(exactTables + slot * GradientTable.entryCount), opaque[slot])
    }
}
