/// Searches for the largest count that still fits.
enum BinarySearch {
    /// The largest k in 1...n with `fits(k)`, assuming `fits` is true up to some k and false
    /// after; nil when `fits(1)` is false or n < 1.
    static func largest(upTo n: Int, where fits: (Int) -> Bool) -> Int? {
        largest(from: 0, upTo: n, where: fits)
    }

    /// The same answer as `largest(upTo:where:)`, found by trying 1, 2, 4, 8, … until one
    /// does not fit (or `available` says there is no more), then bisecting the last step.
    ///
    /// `available(k)` is min(k, n) for the n candidates, so that n need not be known (or
    /// counted) beforehand: a line breaker asks for at most twice the answer's characters of
    /// a long paragraph. When `fits(k)` costs O(k) (measuring k characters), the search costs
    /// O(k log k) for an answer k, whatever n is.
    static func largestGalloping(available: (Int) -> Int, where fits: (Int) -> Bool) -> Int? {
        var lo = 0  // fits(lo) holds (0 vacuously)
        var probe = 1
        while true {
            let k = available(probe)
            guard k > lo else { return lo > 0 ? lo : nil }  // no candidates past lo
            guard fits(k) else { return largest(from: lo, upTo: k - 1, where: fits) }
            lo = k
            guard k == probe else { return lo }  // k was the last candidate
            probe = probe > Int.max / 2 ? Int.max : probe * 2
        }
    }

    /// The largest k in lo...hi with `fits(k)`, given that `fits(lo)` holds (or lo is 0); nil for 0.
    private static func largest(from lo: Int, upTo hi: Int, where fits: (Int) -> Bool) -> Int? {
        var (lo, hi) = (lo, hi)
        while lo < hi {
            let mid = lo + (hi - lo + 1) / 2
            if fits(mid) { lo = mid } else { hi = mid - 1 }
        }
        return lo > 0 ? lo : nil
    }
}
