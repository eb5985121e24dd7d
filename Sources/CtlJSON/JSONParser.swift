/// Strict RFC 8259 JSON: the one reader of scene files, control specs and asset manifests.
///
/// Beyond the grammar it refuses what lenient readers let through: a key written twice in one
/// object, trailing commas, comments, `NaN` and `Infinity`, leading zeros, numbers too large for
/// a `Double`, unescaped control characters, bad escapes, lone surrogates, bytes that are not
/// UTF-8, anything after the root value, and more than `maximumDepth` nested arrays and objects.
/// Every error names its line and column (see `JSONPosition`). A UTF-8 byte order mark at the
/// start is skipped. Time is linear in the input's length.
public enum JSONParser {
    /// How many arrays and objects may nest (the root counts as 1).
    public static let maximumDepth = 512

    /// The value the UTF-8 bytes hold.
    public static func parse(_ bytes: some Collection<UInt8>) throws(JSONSyntaxError) -> JSONNode {
        let result = bytes.withContiguousStorageIfAvailable { buffer in
            Result { () throws(JSONSyntaxError) -> JSONNode in try parse(buffer: buffer) }
        }
        if let result { return try result.get() }
        return try parse(Array(bytes))
    }

    /// The value `text` holds.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        try parse(Array(text.utf8))
    }

    static func parse(buffer: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONNode {
        var scanner = JSONScanner(buffer)
        return try scanner.document()
    }
}
