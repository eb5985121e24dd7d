import Foundation

/// The parts of a Markdown file that the README tests check: fenced code blocks, the lines outside
/// them, links and headings. Only the CommonMark rules the README uses are followed: a fence is a
/// line of three or more backticks or tildes (indented at most three spaces), closed by a line of
/// the same character at least as long; an info string follows the opening fence.
struct Markdown {
    /// A fenced code block.
    struct FencedBlock {
        /// The first word of the info string (`sh`, `console`, `json`, …), lowercased; empty when
        /// the fence has none.
        let language: String
        /// The words of the info string after the language (`file=spec.json`).
        let attributes: [String]
        /// The 1-based line number of the opening fence.
        let fenceLine: Int
        /// The lines between the fences, with their 1-based line numbers in the file.
        let lines: [NumberedLine]

        init(_ info: [String], fenceLine: Int, lines: [NumberedLine]) {
            self.language = info.first?.lowercased() ?? ""
            self.attributes = Array(info.dropFirst())
            self.fenceLine = fenceLine
            self.lines = lines
        }

        /// The file the block shows, named by a `file=NAME` word of its info string (```` ```json
        /// file=spec.json ````): the README's examples find it under that name.
        var fileName: String? {
            attributes.first { $0.hasPrefix("file=") }.map { String($0.dropFirst("file=".count)) }
        }

        /// The block's text, its lines joined, ending with a newline.
        var text: String { lines.map(\.text).joined(separator: "\n") + "\n" }
    }

    /// A line of the file and where it is.
    struct NumberedLine {
        let number: Int
        let text: String
    }

    /// A link or image target written `[text](target)` or `![alt](target)`.
    struct Link {
        let line: Int
        let target: String
    }

    let fencedBlocks: [FencedBlock]
    /// Every line that is not inside a fenced block nor a fence itself.
    let prose: [NumberedLine]

    init(_ text: String) {
        var blocks: [FencedBlock] = []
        var prose: [NumberedLine] = []
        var open: (fence: String, info: [String], line: Int, lines: [NumberedLine])?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1, text = String(line)
            if var current = open {
                if Markdown.closes(text, fence: current.fence) {
                    blocks.append(FencedBlock(current.info, fenceLine: current.line, lines: current.lines))
                    open = nil
                } else {
                    current.lines.append(NumberedLine(number: number, text: text))
                    open = current
                }
            } else if let (fence, info) = Markdown.opening(text) {
                open = (fence, info.split(separator: " ").map(String.init), number, [])
            } else {
                prose.append(NumberedLine(number: number, text: text))
            }
        }
        // An unclosed fence runs to the end of the file, as in CommonMark.
        if let current = open {
            blocks.append(FencedBlock(current.info, fenceLine: current.line, lines: current.lines))
        }
        self.fencedBlocks = blocks
        self.prose = prose
    }

    /// The fence and info string of an opening fence line, or nil.
    private static func opening(_ line: String) -> (fence: String, info: String)? {
        let indent = line.prefix { $0 == " " }.count
        guard indent <= 3 else { return nil }
        let rest = line.dropFirst(indent)
        guard let mark = rest.first, mark == "`" || mark == "~" else { return nil }
        let fence = rest.prefix { $0 == mark }
        guard fence.count >= 3 else { return nil }
        let info = rest.dropFirst(fence.count).trimmingCharacters(in: .whitespaces)
        // A backtick fence's info string cannot hold a backtick (it would be an inline code span).
        if mark == "`" && info.contains("`") { return nil }
        return (String(fence), info)
    }

    /// Whether `line` closes a block opened by `fence`.
    private static func closes(_ line: String, fence: String) -> Bool {
        let indent = line.prefix { $0 == " " }.count
        guard indent <= 3, let mark = fence.first else { return false }
        let rest = line.dropFirst(indent)
        let run = rest.prefix { $0 == mark }
        return run.count >= fence.count && rest.dropFirst(run.count).allSatisfy { $0 == " " }
    }

    /// Every `[text](target)` and `![alt](target)` in the prose, skipping inline code spans (a
    /// link shown as code is not a link). Targets are taken up to the first space or `)`, so a
    /// title (`[a](b "title")`) is dropped.
    var links: [Link] {
        var links: [Link] = []
        for line in prose {
            let chars = Array(Markdown.withoutCodeSpans(line.text))
            var i = 0
            while i + 1 < chars.count {
                if chars[i] == "]" && chars[i + 1] == "(" {
                    var j = i + 2, target = ""
                    while j < chars.count && chars[j] != ")" && chars[j] != " " { target.append(chars[j]); j += 1 }
                    if !target.isEmpty { links.append(Link(line: line.number, target: target)) }
                    i = j
                } else {
                    i += 1
                }
            }
        }
        return links
    }

    /// The anchors GitHub gives the headings of the prose: the heading's text lowercased, inline
    /// code marks and punctuation other than `-` and `_` removed, spaces turned into `-`; a
    /// repeated anchor gets `-1`, `-2`, … as on GitHub.
    var headingAnchors: Set<String> {
        var anchors = Set<String>(), seen: [String: Int] = [:]
        for line in prose where line.text.hasPrefix("#") {
            let hashes = line.text.prefix { $0 == "#" }
            guard hashes.count <= 6, line.text.dropFirst(hashes.count).first == " " else { continue }
            let title = line.text.dropFirst(hashes.count).trimmingCharacters(in: .whitespaces)
            var slug = ""
            for c in title.lowercased() {
                if c == " " { slug.append("-") } else if c.isLetter || c.isNumber || c == "-" || c == "_" { slug.append(c) }
            }
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return anchors
    }

    /// `text` with every inline code span (`` `…` ``, any number of backticks) replaced by spaces.
    static func withoutCodeSpans(_ text: String) -> String {
        var out = "", chars = Array(text), i = 0
        while i < chars.count {
            guard chars[i] == "`" else { out.append(chars[i]); i += 1; continue }
            let run = chars[i...].prefix { $0 == "`" }.count
            // Find the closing run of the same length.
            var j = i + run, close: Int?
            while j < chars.count {
                if chars[j] == "`" {
                    let r = chars[j...].prefix { $0 == "`" }.count
                    if r == run { close = j; break }
                    j += r
                } else {
                    j += 1
                }
            }
            guard let end = close else { out.append(contentsOf: chars[i..<(i + run)]); i += run; continue }
            out.append(String(repeating: " ", count: end + run - i))
            i = end + run
        }
        return out
    }
}
