/// The help of a declared command, laid out as ArgumentParser lays out the others: the
/// overview and discussion wrapped to 80 columns, the usage, then each option's label with its
/// help in a column from 26.
enum HelpText {
    static let width = 80
    static let labelColumn = 26

    /// `arguments` are the positional ones (label, help); `shortHelp` whether `-h` is help too.
    static func render(abstract: String, discussion: String, usage: String, arguments: [(String, String)] = [],
                       options: [CommandOption], shortHelp: Bool = true) -> String {
        var text = wrap("OVERVIEW: \(abstract)" + (discussion.isEmpty ? "" : "\n\n\(discussion)"), indent: 0)
        text += "\n\nUSAGE: \(usage)\n\n"
        if !arguments.isEmpty { text += "ARGUMENTS:\n" + rows(arguments) + "\n" }
        text += "OPTIONS:\n"
        text += rows(options.map { ($0.label, $0.helpText) }
            + [("--version", "Show the version."), (shortHelp ? "-h, --help" : "--help", "Show help information.")])
        return text
    }

    /// Each label with its help in a column from `labelColumn` (below it when the label is longer).
    private static func rows(_ rows: [(String, String)]) -> String {
        var text = ""
        for (label, help) in rows {
            let padded = "  " + label
            let wrapped = wrap(help, indent: labelColumn)
            if padded.count < labelColumn {
                text += padded + String(wrapped.dropFirst(padded.count)) + "\n"
            } else {
                text += padded + "\n" + wrapped + "\n"
            }
        }
        return text
    }

    /// `text` wrapped to `width` columns, each line indented by `indent` spaces: a chunk of
    /// `width − indent` characters ends at its last space, or at its line break.
    static func wrap(_ text: String, indent: Int) -> String {
        let columns = width - indent
        var lines: [Substring] = []
        var rest = Substring(text)
        while true {
            let chunk = rest.prefix(columns)
            if let lineBreak = chunk.lastIndex(of: "\n") {
                lines += rest[..<lineBreak].split(separator: "\n", omittingEmptySubsequences: false)
                rest = rest[rest.index(after: lineBreak)...]
            } else if chunk.endIndex == rest.endIndex {
                lines.append(rest)
                break
            } else if let space = chunk.lastIndex(of: " ") {
                lines.append(rest[..<space])
                rest = rest[rest.index(after: space)...]
            } else if let space = rest.firstIndex(of: " ") {
                lines.append(rest[..<space])
                rest = rest[rest.index(after: space)...]
            } else {
                lines.append(rest)
                break
            }
        }
        let margin = String(repeating: " ", count: indent)
        return lines.map { $0.isEmpty ? "" : margin + $0 }.joined(separator: "\n")
    }
}
