import Foundation

/// A command line split the way `/bin/sh` splits it into words, enough to see what a README line
/// runs: which program, with which `-o`, and what its trailing comment says. The line itself is
/// run by `/bin/sh`, so this only has to classify it, not to expand it.
///
/// Handled: words separated by blanks; single quotes (literal), double quotes (with `\` escaping
/// `"`, `\`, `$` and `` ` ``), a backslash escaping the next character; a `#` at the start of a
/// word begins a comment that runs to the end of the line; `|`, `;`, `&`, `<` and `>` end a word
/// and are words themselves (so `> out.png` and `cmd | head` are seen). Not handled (not used in
/// the README): `$(…)`, here-documents.
struct ShellWords {
    /// A word: its text with quotes removed, and where it is in the line.
    struct Word {
        let text: String
        let range: Range<String.Index>
        /// Whether any part of it was quoted or escaped (a quoted `|` is not a pipe).
        let quoted: Bool
    }

    let words: [Word]
    /// The comment's text after `#`, without the `#`; nil when there is none.
    let comment: String?

    init(_ line: String) {
        var words: [Word] = []
        var current = "", start: String.Index?, quoted = false
        var comment: String?
        var i = line.startIndex
        func finish(at end: String.Index) {
            if let s = start { words.append(Word(text: current, range: s..<end, quoted: quoted)) }
            current = ""; start = nil; quoted = false
        }
        scan: while i < line.endIndex {
            let c = line[i]
            switch c {
            case " ", "\t":
                finish(at: i)
                i = line.index(after: i)
            case "#" where start == nil:
                comment = String(line[line.index(after: i)...])
                break scan
            case "'":
                if start == nil { start = i }
                quoted = true
                i = line.index(after: i)
                while i < line.endIndex && line[i] != "'" { current.append(line[i]); i = line.index(after: i) }
                if i < line.endIndex { i = line.index(after: i) }
            case "\"":
                if start == nil { start = i }
                quoted = true
                i = line.index(after: i)
                while i < line.endIndex && line[i] != "\"" {
                    if line[i] == "\\", line.index(after: i) < line.endIndex, "\"\\$`".contains(line[line.index(after: i)]) {
                        i = line.index(after: i)
                    }
                    current.append(line[i])
                    i = line.index(after: i)
                }
                if i < line.endIndex { i = line.index(after: i) }
            case "\\":
                if start == nil { start = i }
                quoted = true
                i = line.index(after: i)
                if i < line.endIndex { current.append(line[i]); i = line.index(after: i) }
            case "|", ";", "&", "<", ">":
                finish(at: i)
                words.append(Word(text: String(c), range: i..<line.index(after: i), quoted: false))
                i = line.index(after: i)
            default:
                if start == nil { start = i }
                current.append(c)
                i = line.index(after: i)
            }
        }
        finish(at: i)
        self.words = words
        self.comment = comment
    }

    /// Whether `word` is an environment assignment such as `CTLRENDER_RECORD=1` (a name of
    /// letters, digits and `_`, not starting with a digit, then `=`).
    static func isAssignment(_ word: Word) -> Bool {
        guard let eq = word.text.firstIndex(of: "="), eq != word.text.startIndex else { return false }
        let name = word.text[..<eq]
        return name.first.map { !$0.isNumber } == true && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// The words of the first simple command: up to the first unquoted `|`, `;` or `&`.
    var firstCommand: ArraySlice<Word> {
        let end = words.firstIndex { !$0.quoted && ["|", ";", "&"].contains($0.text) } ?? words.endIndex
        return words[..<end]
    }
}
