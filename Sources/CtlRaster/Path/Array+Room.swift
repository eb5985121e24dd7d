extension Array {
    /// Makes room for `extra` more elements, growing geometrically as `append` does: an
    /// exact-size `reserveCapacity` before each batch would copy the array every time.
    @inline(__always)
    mutating func reserveRoom(for extra: Int) {
        let needed = count + extra
        if needed > capacity { reserveCapacity(Swift.max(needed, 2 * capacity)) }
    }
}
