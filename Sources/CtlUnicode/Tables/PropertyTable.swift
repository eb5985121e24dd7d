/// A Unicode character property as a table of ranges: the value of every code point, from
/// U+0000 to U+10FFFF, looked up by binary search.
///
/// The tables are generated from the Unicode Character Database by `Scripts/unicode-tables`
/// (files in `Generated/`, never edited by hand). `starts` holds the first code point of each
/// range, ascending, beginning with 0; `values[i]` is the raw value of the range that starts at
/// `starts[i]` and ends before `starts[i + 1]` (or at U+10FFFF for the last).
public struct PropertyTable<Value: RawRepresentable & Sendable>: Sendable where Value.RawValue == UInt8 {
    let starts: [UInt32]
    let values: [UInt8]

    /// A table of the given ranges; `starts` must begin with 0, ascend strictly, and have as many
    /// entries as `values`, each of which must be a raw value of `Value`.
    init(starts: [UInt32], values: [UInt8]) {
        precondition(starts.first == 0 && starts.count == values.count, "a property table covers U+0000 to U+10FFFF")
        self.starts = starts
        self.values = values
    }

    /// The property's value for `scalar`.
    public subscript(_ scalar: Unicode.Scalar) -> Value {
        self[scalar.value]
    }

    /// The property's value for the code point `code` (a surrogate or any value up to U+10FFFF;
    /// larger values take the last range's).
    public subscript(_ code: UInt32) -> Value {
        // The last range whose start is at or before `code`: starts[0] is 0, so there is one.
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= code { low = middle } else { high = middle }
        }
        // The generator writes only raw values of `Value` (CtlUnicodeTests checks every range).
        return Value(rawValue: values[low])!
    }

    /// The number of ranges (for tests and for sizing).
    public var rangeCount: Int { starts.count }

    /// Every range as (first code point, last code point, value), in order.
    public var ranges: [(first: UInt32, last: UInt32, value: Value)] {
        starts.indices.map { i in
            let last = i + 1 < starts.count ? starts[i + 1] - 1 : 0x10FFFF
            return (starts[i], last, Value(rawValue: values[i])!)
        }
    }
}
