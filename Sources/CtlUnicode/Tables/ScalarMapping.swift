/// A mapping from some code points to others (a Unicode property whose value is a code point,
/// such as Bidi_Mirroring_Glyph), as sorted pairs looked up by binary search.
///
/// The mappings are generated from the Unicode Character Database by `Scripts/unicode-pairs`
/// (files in `Generated/`, never edited by hand). `keys` ascend strictly; `values[i]` is the code
/// point `keys[i]` maps to, and `kinds[i]` (when the property has kinds, else `kinds` is empty) a
/// small value the generator documents, such as a bracket's opening or closing type.
struct ScalarMapping: Sendable {
    let keys: [UInt32]
    let values: [UInt32]
    let kinds: [UInt8]

    /// A mapping of the given pairs; `keys` must ascend strictly, and `values` (and `kinds`, if
    /// not empty) have as many entries.
    init(keys: [UInt32], values: [UInt32], kinds: [UInt8] = []) {
        precondition(keys.count == values.count && (kinds.isEmpty || kinds.count == keys.count),
                     "a scalar mapping has one value (and kind) per key")
        self.keys = keys
        self.values = values
        self.kinds = kinds
    }

    /// The index of `code` in `keys`, if it is mapped.
    func index(of code: UInt32) -> Int? {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < code { low = middle + 1 } else { high = middle }
        }
        return low < keys.count && keys[low] == code ? low : nil
    }

    /// The code point `code` maps to, if any.
    subscript(_ code: UInt32) -> UInt32? {
        index(of: code).map { values[$0] }
    }

    /// The number of pairs.
    var count: Int { keys.count }
}
