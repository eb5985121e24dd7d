/// A map that keeps the entries used last, within a number of entries and a total cost.
///
/// Each entry carries a cost (an estimate of its bytes) given at insertion. Inserting past
/// `maxCount` entries or `maxCost` in total evicts the least recently used entries first;
/// a value whose cost alone is above `maxCost` is not kept. Lookups and insertions are
/// O(1) on average: the entries sit in an array of slots linked from most to least
/// recently used, with a dictionary from key to slot.
///
/// Every slot index held in `slotOfKey`, `newest`, `oldest` or a slot's links is a slot in use.
/// Not thread-safe by itself: `LockedCache` puts a lock around one.
struct LRUCache<Key: Hashable, Value> {
    private struct Slot {
        var key: Key
        var value: Value
        var cost: Int
        /// The slot used just before (more recently) and just after (less recently); -1 for none.
        var newer: Int
        var older: Int
    }

    /// The most entries kept.
    let maxCount: Int
    /// The largest total cost kept.
    let maxCost: Int
    /// The sum of the costs of the entries kept.
    private(set) var totalCost = 0

    /// Slots in use hold an entry; freed ones are nil (so they keep no key or value alive).
    private var slots: [Slot?] = []
    private var freeSlots: [Int] = []
    private var slotOfKey: [Key: Int] = [:]
    /// The most and least recently used slots; -1 when empty.
    private var newest = -1
    private var oldest = -1

    init(maxCount: Int, maxCost: Int) {
        precondition(maxCount > 0 && maxCost > 0, "a cache must have room for something")
        self.maxCount = maxCount
        self.maxCost = maxCost
    }

    /// How many entries are kept.
    var count: Int { slotOfKey.count }

    /// The value kept for `key`, which becomes the most recently used; nil when none is.
    mutating func value(for key: Key) -> Value? {
        guard let slot = slotOfKey[key] else { return nil }
        moveToFront(slot)
        return slots[slot]!.value
    }

    /// Whether `key` has a value, without counting as a use.
    func contains(_ key: Key) -> Bool { slotOfKey[key] != nil }

    /// Keeps `value` for `key` as the most recently used entry (replacing any value it had),
    /// then evicts least recently used entries until the count and cost fit.
    mutating func insert(_ value: Value, for key: Key, cost: Int) {
        removeValue(for: key)
        let cost = max(0, cost)
        guard cost <= maxCost else { return }
        let slot: Int
        let fresh = Slot(key: key, value: value, cost: cost, newer: -1, older: newest)
        if let reused = freeSlots.popLast() {
            slot = reused
            slots[slot] = fresh
        } else {
            slot = slots.count
            slots.append(fresh)
        }
        if newest >= 0 { slots[newest]!.newer = slot }
        newest = slot
        if oldest < 0 { oldest = slot }
        slotOfKey[key] = slot
        totalCost += cost
        while slotOfKey.count > maxCount || totalCost > maxCost {
            removeValue(for: slots[oldest]!.key)
        }
    }

    /// Forgets the value kept for `key`, if any.
    mutating func removeValue(for key: Key) {
        guard let slot = slotOfKey.removeValue(forKey: key) else { return }
        unlink(slot)
        totalCost -= slots[slot]!.cost
        slots[slot] = nil
        freeSlots.append(slot)
    }

    /// The keys from the most to the least recently used (for tests).
    var keysByRecency: [Key] {
        var keys: [Key] = []
        var slot = newest
        while slot >= 0 {
            keys.append(slots[slot]!.key)
            slot = slots[slot]!.older
        }
        return keys
    }

    private mutating func unlink(_ slot: Int) {
        let (newer, older) = (slots[slot]!.newer, slots[slot]!.older)
        if newer >= 0 { slots[newer]!.older = older } else { newest = older }
        if older >= 0 { slots[older]!.newer = newer } else { oldest = newer }
        slots[slot]!.newer = -1
        slots[slot]!.older = -1
    }

    private mutating func moveToFront(_ slot: Int) {
        guard slot != newest else { return }
        unlink(slot)
        slots[slot]!.older = newest
        if newest >= 0 { slots[newest]!.newer = slot }
        newest = slot
        if oldest < 0 { oldest = slot }
    }
}
