/// Binary search for the largest count that still fits.
enum BinarySearch {
    /// The largest k in 1...n with `fits(k)`, assuming `fits` is true up to some k and false
    /// after; nil when `fits(1)` is false or n < 1.
    static func largest(upTo n: Int, where fits: (Int) -> Bool) -> Int? {
        var (lo, hi) = (0, n)  // fits(lo) holds (0 vacuously), the answer is in lo...hi
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if fits(mid) { lo = mid } else { hi = mid - 1 }
        }
        return lo > 0 ? lo : nil
    }
}
