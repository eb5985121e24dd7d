/// Where a style sheet's text is in its file, so that what is wrong in it is reported at the
/// file's line and column: the pieces of a `<style>` element's text (text and CDATA sections),
/// each with where it starts. A piece's text is as XML left it (references expanded), so a
/// position after a `&gt;` in the same piece is a few columns early.
struct CSSSource {
    var pieces: [(text: String, start: XMLPosition)]
    /// Whether the text is the user's style sheet, not the file's.
    private(set) var isStandalone = false

    /// The text of `element` and of the elements in it, in document order.
    init(element: Element) {
        pieces = []
        var stack: [Node] = element.children.reversed()
        while let node = stack.popLast() {
            switch node {
            case .text(let text, let start): pieces.append((text, start))
            case .element(let e): stack.append(contentsOf: e.children.reversed())
            }
        }
    }

    /// Text of its own (the user's style sheet), whose lines and columns are its own.
    init(standalone text: String) {
        pieces = [(text, XMLPosition(line: 1, column: 1))]
        isStandalone = true
    }

    var text: String { pieces.count == 1 ? pieces[0].text : pieces.map(\.text).joined() }

    /// The line and column of the byte at `offset` in `text`.
    func position(ofByte offset: Int) -> XMLPosition {
        var before = 0
        for (i, (text, start)) in pieces.enumerated() {
            let count = text.utf8.count
            if offset < before + count || i == pieces.count - 1 {
                var position = start
                for b in text.utf8.prefix(max(0, offset - before)) {
                    if b == 0x0A {
                        position.line += 1
                        position.column = 1
                    } else if b & 0xC0 != 0x80 {
                        position.column += 1
                    }
                }
                return position
            }
            before += count
        }
        return XMLPosition(line: 1, column: 1)
    }
}

/// A style sheet's text with its comments removed, and where each run of what is left was in
/// the text as written: a position found in the first is reported in the second.
struct UncommentedCSS {
    let text: String
    /// Each run kept: its start in `text` and in the original, ascending.
    private let runs: [(kept: Int, original: Int)]

    init(_ css: String) {
        guard css.contains("/*") else {
            text = css
            runs = [(0, 0)]
            return
        }
        let bytes = Array(css.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var runs: [(Int, Int)] = [(0, 0)]
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x2F, i + 1 < bytes.count, bytes[i + 1] == 0x2A {  // /*
                var j = i + 2
                while j + 1 < bytes.count, !(bytes[j] == 0x2A && bytes[j + 1] == 0x2F) { j += 1 }
                // An unclosed comment runs to the end (as `StyleSheet.stripComments`).
                i = j + 1 < bytes.count ? j + 2 : bytes.count
                runs.append((out.count, i))
                continue
            }
            out.append(bytes[i])
            i += 1
        }
        text = String(decoding: out, as: UTF8.self)
        self.runs = runs
    }

    /// Where the byte at `offset` of `text` was in the text as written.
    func originalOffset(_ offset: Int) -> Int {
        // The last run starting at or before `offset` (binary search: runs are ascending).
        var low = 0, high = runs.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if runs[mid].kept <= offset { low = mid } else { high = mid - 1 }
        }
        return runs[low].original + (offset - runs[low].kept)
    }
}
