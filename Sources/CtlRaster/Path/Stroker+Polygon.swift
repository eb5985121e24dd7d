extension Stroker {
    /// The points of the outline polygon being emitted, written through a pointer: an
    /// array's `append` checks its buffer's uniqueness and capacity on every point, a
    /// large part of the work of a thin stroke's outline. The memory belongs to a class
    /// instance, freed once with it; the struct caches its address and size for the hot
    /// path, so a copy would share it — `Outline` keeps the only ones.
    struct PolygonBuffer {
        private final class Memory {
            let base: UnsafeMutablePointer<Point>

            init(capacity: Int) { base = .allocate(capacity: capacity) }
            deinit { base.deallocate() }
        }

        private var memory: Memory?
        /// The memory's first point; before the first point, a non-null address that is never
        /// read or written (capacity 0, so the first `append` grows the buffer first).
        private var base = UnsafeMutablePointer<Point>(bitPattern: MemoryLayout<Point>.alignment)!
        private var capacity = 0
        /// Points in the polygon.
        private(set) var count = 0

        /// The polygon's points, valid until the next `append`: the first `count` of `base`, all
        /// initialized (none before the first point).
        var points: UnsafeBufferPointer<Point> { UnsafeBufferPointer(start: base, count: count) }

        @inline(__always)
        mutating func append(_ p: Point) {
            // count < capacity after the test: base holds `capacity` points, the first `count`
            // initialized (`points` reads only those).
            if count == capacity { grow(toHold: count + 1) }
            base[count] = p
            count &+= 1
        }

        /// Appends `other`'s points, last first.
        mutating func append(reversing other: PolygonBuffer) {
            let n = other.count
            if capacity - count < n { grow(toHold: count + n) }
            // After the growth count + n ≤ capacity, so the writes count ..< count + n are in
            // `base`; the reads n − 1 − j, j < n, are other's initialized points.
            let src = other.base, dst = base + count
            for j in 0..<n { dst[j] = src[n - 1 - j] }
            count += n
        }

        /// Reverses the order of the points from index `start` (≤ `count`) to the end.
        mutating func reverse(from start: Int) {
            // start ≤ i < j < count: both initialized points of `base`.
            var i = start, j = count - 1
            while i < j {
                let t = base[i]
                base[i] = base[j]
                base[j] = t
                i += 1
                j -= 1
            }
        }

        /// Empties the polygon, keeping the memory.
        mutating func removeAll() { count = 0 }

        /// Out of line: rare, and `append` is inlined at every point a stroke emits.
        @inline(never)
        private mutating func grow(toHold needed: Int) {
            let larger = Swift.max(64, capacity * 2, needed)
            let new = Memory(capacity: larger)
            new.base.initialize(from: base, count: count)
            memory = new
            base = new.base
            capacity = larger
        }
    }
}
