/// Where a value or a problem sits in JSON text: a 1-based line and column.
///
/// Lines are counted by line feeds (`\n`; a `\r\n` pair is one line break, a lone `\r` is
/// whitespace on the same line). Columns count Unicode scalars (characters as an editor shows
/// them for most text), not UTF-8 bytes; a byte order mark at the start is not counted.
public struct JSONPosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column on that line in Unicode scalars, from 1.
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`, as compilers write it: `3:14`.
    public var description: String { "\(line):\(column)" }

    public static func < (a: JSONPosition, b: JSONPosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}
