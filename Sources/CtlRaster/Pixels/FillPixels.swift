import CInline

/// Writes `count` copies of `value` from `row`: a plain loop for short runs, where a call
/// costs more than it saves; for long ones glibc's vectorised wmemset, whatever the value.
/// (Not memset, even for a value of one repeated byte: it is no faster at any size from one
/// canvas row to a whole canvas, and slower in the pattern a large fill writes: per row,
/// a clear of about a thousand bytes between spans of colour.)
///
/// Writes row[0..<count]: callers pass a run inside their buffer.
@inline(__always)
func fillPixels(_ row: UnsafeMutablePointer<UInt32>, _ value: UInt32, count: Int) {
    if count < 256 {
        row.update(repeating: value, count: count)
    } else {
        ctl_fill32(row, value, count)
    }
}
