import CtlUnicode

/// The `unicode-bidi` property of an element of a text (CSS Writing Modes 3 §2.2).
enum UnicodeBidi: Equatable {
    case normal, embed, isolate, bidiOverride, isolateOverride, plaintext

    /// The value written; `normal` when there is none or it is not one of the keywords
    /// (an invalid declaration is ignored, as CSS does).
    init(_ raw: String?) {
        switch raw?.trimmingSpaces {
        case "embed": self = .embed
        case "isolate": self = .isolate
        case "bidi-override": self = .bidiOverride
        case "isolate-override": self = .isolateOverride
        case "plaintext": self = .plaintext
        default: self = .normal
        }
    }
}

/// What an inline element's `unicode-bidi` and `direction` do to its characters: CSS Writing
/// Modes 3 §2.4.2 defines them as bidi control characters put around the element's content,
/// which is how they reach the Unicode Bidirectional Algorithm here.
struct BidiEmbedding: Equatable {
    /// The element's characters (scalar indices into `TextInput.text`).
    var range: Range<Int>
    var kind: UnicodeBidi
    /// The element's `direction` is `rtl`.
    var isRightToLeft: Bool
    /// How deep the element is below the `text`: where several start or end at one character,
    /// outer ones open first and close last.
    var depth: Int

    /// The controls before the element's first character.
    var opening: [Unicode.Scalar] {
        let rtl = isRightToLeft
        switch kind {
        case .normal: return []
        case .embed: return [rtl ? "\u{202B}" : "\u{202A}"]              // RLE, LRE
        case .isolate: return [rtl ? "\u{2067}" : "\u{2066}"]            // RLI, LRI
        case .bidiOverride: return [rtl ? "\u{202E}" : "\u{202D}"]       // RLO, LRO
        case .isolateOverride: return rtl ? ["\u{2067}", "\u{202E}"] : ["\u{2066}", "\u{202D}"]
        case .plaintext: return ["\u{2068}"]                             // FSI
        }
    }

    /// The controls after its last character.
    var closing: [Unicode.Scalar] {
        switch kind {
        case .normal: return []
        case .embed, .bidiOverride: return ["\u{202C}"]                  // PDF
        case .isolate, .plaintext: return ["\u{2069}"]                   // PDI
        case .isolateOverride: return ["\u{202C}", "\u{2069}"]
        }
    }
}

/// One text chunk resolved by the Unicode Bidirectional Algorithm (UAX #9). A chunk is laid
/// out on its own from its own origin, so it is a paragraph of its own (as resvg runs the
/// algorithm per chunk), with the text's `direction` as its base direction and the control
/// characters of its elements' `unicode-bidi` inserted for the algorithm only: positions,
/// spans and clusters keep counting the text's own characters.
struct ChunkBidi: Equatable {
    /// Characters of one level, as offsets into the chunk.
    struct Run: Equatable {
        var range: Range<Int>
        var level: UInt8
        /// Drawn right to left (an odd level): read backwards, glyphs mirrored (rule L4).
        var isRightToLeft: Bool { level & 1 == 1 }
    }

    /// The chunk's runs in visual order, left to right (rule L2).
    private(set) var runs: [Run] = []
    /// The resolved level of each character of the chunk, after rule L1.
    private(set) var levels: [UInt8]

    /// Resolves `scalars` (a slice of the whole text, indexed as in it) with base direction
    /// `direction` and the `embeddings` of the elements that hold them (in whole-text indices;
    /// the parts outside the slice are ignored).
    init(_ scalars: ArraySlice<Unicode.Scalar>, direction: ParagraphDirection, embeddings: [BidiEmbedding]) {
        levels = [UInt8](repeating: 0, count: scalars.count)
        // A paragraph separator ends a paragraph (rule P1): each is resolved on its own and they
        // follow one another from the chunk's start side.
        var paragraphs: [Range<Int>] = []
        var start = scalars.startIndex
        for i in scalars.indices where Self.isParagraphSeparator(scalars[i]) {
            paragraphs.append(start..<(i + 1))
            start = i + 1
        }
        if start < scalars.endIndex { paragraphs.append(start..<scalars.endIndex) }
        if direction == .rtl { paragraphs.reverse() }
        for paragraph in paragraphs {
            resolve(scalars, paragraph: paragraph, direction: direction, embeddings: embeddings)
        }
    }

    /// Bidi_Class B (the line feed and carriage return among them, though white-space
    /// processing has already made those spaces).
    static func isParagraphSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0D, 0x1C...0x1E, 0x85, 0x2029: true
        default: false
        }
    }

    private mutating func resolve(_ scalars: ArraySlice<Unicode.Scalar>, paragraph: Range<Int>,
                                  direction: ParagraphDirection, embeddings: [BidiEmbedding]) {
        let base = scalars.startIndex
        // Embeddings end before a final separator (X8 ends them there anyway), so that it stays
        // the paragraph's last scalar.
        let hasSeparator = Self.isParagraphSeparator(scalars[paragraph.upperBound - 1])
        let content = paragraph.lowerBound..<(paragraph.upperBound - (hasSeparator ? 1 : 0))
        var opening: [Int: [BidiEmbedding]] = [:]
        var closing: [Int: [BidiEmbedding]] = [:]
        for e in embeddings where e.kind != .normal {
            let r = e.range.clamped(to: content)
            guard !r.isEmpty else { continue }
            opening[r.lowerBound, default: []].append(e)
            closing[r.upperBound, default: []].append(e)
        }
        var text: [Unicode.Scalar] = []
        var origin: [Int] = []   // chunk offset of each scalar of `text`, -1 for an inserted control
        text.reserveCapacity(paragraph.count)
        origin.reserveCapacity(paragraph.count)
        func insert(_ controls: [Unicode.Scalar]) {
            text += controls
            origin += repeatElement(-1, count: controls.count)
        }
        for i in paragraph {
            for e in (closing[i] ?? []).sorted(by: { $0.depth > $1.depth }) { insert(e.closing) }
            for e in (opening[i] ?? []).sorted(by: { $0.depth < $1.depth }) { insert(e.opening) }
            text.append(scalars[i])
            origin.append(i - base)
        }
        if !hasSeparator {
            for e in (closing[paragraph.upperBound] ?? []).sorted(by: { $0.depth > $1.depth }) { insert(e.closing) }
        }

        let resolved = BidiParagraph(text, direction: direction)
        let line = 0..<text.count
        let lineLevels = resolved.lineLevels(line)
        for (k, o) in origin.enumerated() where o >= 0 { levels[o] = lineLevels[k] }
        for run in resolved.visualRuns(line) {
            // The characters of a run are consecutive in the chunk: only controls are left out.
            var first = Int.max, last = -1
            for k in run.range where origin[k] >= 0 {
                first = min(first, origin[k])
                last = max(last, origin[k])
            }
            guard last >= 0 else { continue }
            let range = first..<(last + 1)
            let level = run.level
            if var previous = runs.last, previous.level == level,
                previous.isRightToLeft ? previous.range.lowerBound == range.upperBound
                    : previous.range.upperBound == range.lowerBound
            {
                // Two runs that only a control parted (dropped here) are shaped as one.
                previous.range = min(previous.range.lowerBound, range.lowerBound)..<max(previous.range.upperBound, range.upperBound)
                runs[runs.count - 1] = previous
            } else {
                runs.append(Run(range: range, level: level))
            }
        }
    }
}
