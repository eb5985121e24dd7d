/// The colour tables of the gradients drawn lately, so that drawing a gradient again
/// (the same stops in another shape, or the next render of the same drawing) skips
/// rebuilding its table, as Skia and Blend2D keep a table with each gradient.
///
/// Up to `slotCount` tables, found by a fingerprint of their stops (in a hash table of
/// its own: no `Hasher`) and checked against the stops themselves, the last one used first;
/// once every slot is taken, they are replaced oldest first. Slots
/// are allocated as they are first used, in blocks whose memory never moves, and the
/// unrounded tables (for dithering) only for the blocks whose gradients asked for them.
///
/// The properties skip the runtime's exclusivity check (a call per access, more than the
/// rest of a hit costs): a cache is used by one thread at a time (its canvas' or its strip's),
/// and no access overlaps another, as nothing called during one reaches the cache.
final class GradientTableCache {
    /// The most tables kept: enough for a drawing of some hundreds of distinct gradients
    /// drawn again and again (slotCount · entryCount · 4 bytes, ½ MiB, when all are taken).
    static let slotCount = 512
    /// Slots allocated at once.
    static let slotsPerBlock = 16

    private struct Slot {
        /// The sanitized stops the tables were built from.
        var stops: [GradientStop]
        var fingerprint: UInt64
        /// Whether the unrounded table was built too.
        var exact: Bool
        /// Whether every entry of the table is opaque.
        var opaque: Bool
    }

    /// The slots in use, at most `slotCount`.
    @exclusivity(unchecked) private var slots: [Slot] = []
    /// The slot that a miss replaces once every slot is taken.
    @exclusivity(unchecked) private var next = 0
    /// The slot found or built last.
    @exclusivity(unchecked) private var last = 0
    /// The slots by fingerprint, open addressing with linear probing: slot + 1, or 0 for an
    /// empty bucket. Twice as many buckets as slots, so that a probe is short.
    @exclusivity(unchecked) private var buckets = [Int32](repeating: 0, count: 2 * GradientTableCache.slotCount)
    private static let bucketMask = 2 * slotCount - 1
    /// The blocks of `slotsPerBlock` tables, each of `slotsPerBlock · entryCount` entries.
    @exclusivity(unchecked) private var blocks: [UnsafeMutablePointer<UInt32>] = []
    /// Parallel to `blocks`: the unrounded tables, allocated once a gradient of the block dithers.
    @exclusivity(unchecked) private var exactBlocks: [UnsafeMutablePointer<SIMD4<Float>>?] = []

    init() {}

    deinit {
        for block in blocks { block.deallocate() }
        for block in exactBlocks { block?.deallocate() }
    }

    /// How many slots hold a table.
    var count: Int { slots.count }

    /// The table of sanitized, non-empty `stops`, built now unless a slot holds it; with
    /// `exact`, the unrounded table is filled too; `isOpaque` when every entry is. The
    /// pointers stay valid as long as the cache (a slot's memory never moves), and hold
    /// the table of `stops` until the next call.
    func table(for stops: [GradientStop], exact: Bool)
        -> (table: UnsafePointer<UInt32>, exact: UnsafePointer<SIMD4<Float>>, isOpaque: Bool) {
        let slot: Int
        // The stops of the last call first (the same array compares equal at once).
        if last < slots.count, slots[last].stops == stops {
            slot = last
        } else {
            let fingerprint = Self.fingerprint(stops)
            if let hit = find(fingerprint, stops) {
                slot = hit
            } else {
                slot = newSlot(stops, fingerprint: fingerprint, exact: exact)
            }
        }
        if exact && !slots[slot].exact {
            // A slot built for a plain gradient: the same rounded table again, with the
            // unrounded one beside it.
            build(stops, in: slot, exact: true)
            slots[slot].exact = true
        }
        last = slot
        return tables(of: slot)
    }

    /// A slot for `stops`, taken from the unused ones or else the oldest, with their tables built.
    private func newSlot(_ stops: [GradientStop], fingerprint: UInt64, exact: Bool) -> Int {
        let slot: Int
        if slots.count < Self.slotCount {
            slot = slots.count
            if slot % Self.slotsPerBlock == 0 { addBlock() }
            slots.append(Slot(stops: stops, fingerprint: fingerprint, exact: exact, opaque: false))
        } else {
            slot = next
            next = (next + 1) % Self.slotCount
            remove(slot)
            slots[slot] = Slot(stops: stops, fingerprint: fingerprint, exact: exact, opaque: false)
        }
        build(stops, in: slot, exact: exact)
        slots[slot].opaque = stops.allSatisfy { $0.color.a == 255 }
        insert(slot)
        return slot
    }

    /// What `table(for:exact:)` returns for `slot`.
    private func tables(of slot: Int)
        -> (table: UnsafePointer<UInt32>, exact: UnsafePointer<SIMD4<Float>>, isOpaque: Bool) {
        let (table, exactTable) = pointers(slot)
        // A slot that served a dithered gradient has its exact table built (see above); one
        // that did not is never read through `exactTable` (the shader reads it only when dithering).
        return (UnsafePointer(table), exactTable.map { UnsafePointer($0) } ?? Shader.noExactTable, slots[slot].opaque)
    }

    /// The bucket where a probe for `fingerprint` starts.
    @inline(__always)
    private static func home(_ fingerprint: UInt64) -> Int {
        Int(truncatingIfNeeded: fingerprint) & bucketMask
    }

    /// The slot holding `stops`, whose fingerprint is `fingerprint`, if one does.
    private func find(_ fingerprint: UInt64, _ stops: [GradientStop]) -> Int? {
        var i = Self.home(fingerprint)
        // Fewer entries than buckets (slotCount of 2·slotCount): a probe meets an empty one.
        while buckets[i] != 0 {
            let slot = Int(buckets[i]) - 1
            if slots[slot].fingerprint == fingerprint && slots[slot].stops == stops { return slot }
            i = (i + 1) & Self.bucketMask
        }
        return nil
    }

    /// Enters `slot`, under its fingerprint.
    private func insert(_ slot: Int) {
        var i = Self.home(slots[slot].fingerprint)
        while buckets[i] != 0 { i = (i + 1) & Self.bucketMask }
        buckets[i] = Int32(slot + 1)
    }

    /// Takes `slot` out, moving back the entries after it that a probe would no longer reach
    /// (a linear-probing deletion without tombstones).
    private func remove(_ slot: Int) {
        var i = Self.home(slots[slot].fingerprint)
        while buckets[i] != Int32(slot + 1) {
            // Every slot in use was entered (`insert`): the probe finds it.
            i = (i + 1) & Self.bucketMask
        }
        buckets[i] = 0
        var j = i
        while true {
            j = (j + 1) & Self.bucketMask
            guard buckets[j] != 0 else { return }
            let home = Self.home(slots[Int(buckets[j]) - 1].fingerprint)
            // The entry at j stays when its home lies cyclically in i + 1 … j; else it moves to
            // the hole at i, a probe from its home passing i before j.
            let stays = i < j ? (home > i && home <= j) : (home > i || home <= j)
            if !stays {
                buckets[i] = buckets[j]
                buckets[j] = 0
                i = j
            }
        }
    }

    /// Builds the table of `stops` into `slot`, and the unrounded one with `exact`.
    private func build(_ stops: [GradientStop], in slot: Int, exact: Bool) {
        let block = slot / Self.slotsPerBlock
        if exact && exactBlocks[block] == nil {
            let n = GradientTable.entryCount * Self.slotsPerBlock
            let tables = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: n)
            tables.initialize(repeating: .zero, count: n)
            exactBlocks[block] = tables
        }
        let (table, exactTable) = pointers(slot)
        GradientTable.build(stops, into: table, exact: exact ? exactTable : nil)
    }

    /// Slot `slot`'s tables (the unrounded one nil while its block has none).
    private func pointers(_ slot: Int) -> (UnsafeMutablePointer<UInt32>, UnsafeMutablePointer<SIMD4<Float>>?) {
        // slot < slots.count ≤ blocks.count · slotsPerBlock (a block is added with its first
        // slot), and each block holds slotsPerBlock tables of entryCount entries.
        let block = slot / Self.slotsPerBlock, offset = slot % Self.slotsPerBlock * GradientTable.entryCount
        return (blocks[block] + offset, exactBlocks[block].map { $0 + offset })
    }

    private func addBlock() {
        let n = GradientTable.entryCount * Self.slotsPerBlock
        let tables = UnsafeMutablePointer<UInt32>.allocate(capacity: n)
        tables.initialize(repeating: 0, count: n)
        blocks.append(tables)
        exactBlocks.append(nil)
    }

    /// A hash of the stops' bits: equal stops give equal fingerprints (an offset of −0 is
    /// taken as 0, which `==` holds equal), and a lookup then compares the stops themselves.
    static func fingerprint(_ stops: [GradientStop]) -> UInt64 {
        var h = UInt64(truncatingIfNeeded: stops.count) &* 0x9E37_79B9_7F4A_7C15
        for s in stops {
            let offset = s.offset == 0 ? 0 : s.offset.bitPattern
            let color = UInt64(s.color.r) | UInt64(s.color.g) << 8 | UInt64(s.color.b) << 16 | UInt64(s.color.a) << 24
            h = (h ^ offset) &* 0xBF58_476D_1CE4_E5B9
            h = (h ^ (h >> 31) ^ color) &* 0x94D0_49BB_1331_11EB
            h ^= h >> 29
        }
        return h
    }
}
