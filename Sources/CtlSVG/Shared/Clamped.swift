/// A value clamped to lo…hi, NaN to lo.
@inline(__always)
func clamped(_ v: Double, _ lo: Double, _ hi: Double) -> Double {
    v >= lo ? (v <= hi ? v : hi) : lo
}
