extension Stroker {
    /// The points of the outline polygon being emitted, written through a pointer: an
    /// array's `append` checks its buffer's uniqueness and capacity on every point, a
    /// large part of the work of a thin stroke's outline. The memory belongs to a class
    /// instance, freed once with it; the struct caches its address and size for the hot
    /// path, so a copy would share it — `Outline` keeps the only one.
    struct PolygonBuffer {
        private final class Memory {
            let base: UnsafeMutablePointer<Point>

            init(capacity: Int) { base = .allocate(capacity: capacity) }
            deinit { base.deallocate() }
        }

        /// What `base` points at before the first point: never read or written.
        nonisolated(unsafe) private static let placeholder = UnsafeMutablePointer<Point>.allocate(capacity: 1)

        private var memory: Memory?
        private var base = PolygonBuffer.placeholder
        private var capacity = 0
        /// Points in the polygon.
        private(set) var count = 0

        /// The polygon's points, valid until the next `append`: the first `count` of `base`, all
        /// initialized (the placeholder with count 0 before the first point).
        var points: UnsafeBufferPointer<Point> { UnsafeBufferPointer(start: base, count: count) }

        @inline(__always)
        mutating func append(_ p: Point) {
            // count < capacity after the test: base holds `capacity` points, the first `count`
            // initialized (`points` reads only those).
            if count == capacity { grow() }
            base[count] = p
            count &+= 1
        }

        /// Empties the polygon, keeping the memory.
        mutating func removeAll() { count = 0 }

        /// Out of line: rare, and `append` is inlined at every point a stroke emits.
        @inline(never)
        private mutating func grow() {
            let larger = Swift.max(64, capacity * 2)
            let new = Memory(capacity: larger)
            new.base.initialize(from: base, count: count)
            memory = new
            base = new.base
            capacity = larger
        }
    }
}
