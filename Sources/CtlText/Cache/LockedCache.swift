import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An `LRUCache` behind a lock, shared between threads.
final class LockedCache<Key: Hashable, Value>: @unchecked Sendable {
    // Sendable by the lock: `cache` is only read or written while `lock` is held.
    private let lock = ThreadLock()
    private var cache: LRUCache<Key, Value>

    init(maxCount: Int, maxCost: Int) {
        cache = LRUCache(maxCount: maxCount, maxCost: maxCost)
    }

    /// The value kept for `key`, now the most recently used, or nil.
    func value(for key: Key) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        return cache.value(for: key)
    }

    /// Keeps `value` for `key` (see `LRUCache.insert`).
    func insert(_ value: Value, for key: Key, cost: Int) {
        lock.lock()
        defer { lock.unlock() }
        cache.insert(value, for: key, cost: cost)
    }

    /// Forgets the value kept for `key`, if any.
    func removeValue(for key: Key) {
        lock.lock()
        defer { lock.unlock() }
        cache.removeValue(for: key)
    }

    /// Forgets every value.
    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        cache = LRUCache(maxCount: cache.maxCount, maxCost: cache.maxCost)
    }

    /// How many entries are kept and their total cost.
    var usage: (count: Int, cost: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (cache.count, cache.totalCost)
    }

    /// The most entries and the largest total cost kept.
    var limits: (count: Int, cost: Int) { (cache.maxCount, cache.maxCost) }
}
