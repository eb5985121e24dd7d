import CHarfBuzz

/// A stretch of text drawn with one face, in one script.
///
/// `split` cuts a stretch of a string (one bidi level run: the direction is the level's, not
/// the run's) into runs by font coverage and by script:
/// - each character (grapheme) goes to the first face of the chain that has all of its
///   scalars (ignoring default-ignorable ones such as variation selectors and ZWJ); if
///   none has them all, to the first face that has its base scalar; if none, to the first face;
/// - whitespace and characters made only of marks or controls stay with the run before
///   them (at the start of the stretch: the run after them);
/// - characters of the Common/Inherited scripts (digits, punctuation) take the script of
///   their neighbour the same way.
struct TextRun: Hashable {
    var range: Range<String.Index>
    /// Index of the face in the font's chain.
    var faceIndex: Int
    /// The run's script; `HB_SCRIPT_COMMON` when the text has no letters of any script.
    var script: hb_script_t

    /// Cuts `range` of `text` (all of it by default) into runs in logical order; an empty range
    /// gives no runs. `faces` must not be empty.
    static func split(_ text: String, range: Range<String.Index>? = nil, faces: [FontFace]) -> [TextRun] {
        struct Item {
            var range: Range<String.Index>
            var face: Int?
            var script: hb_script_t?
            var isWhitespace: Bool
        }
        let unicode = hb_unicode_funcs_get_default()
        var items: [Item] = []
        let stretch = range.map { text[$0] } ?? text[...]
        var index = stretch.startIndex
        while index < stretch.endIndex {
            let next = stretch.index(after: index)
            let character = stretch[index]
            let scalars = character.unicodeScalars
            let significant = scalars.filter { !$0.properties.isDefaultIgnorableCodePoint }
            let neutral = character.isWhitespace || significant.allSatisfy { scalar in
                switch scalar.properties.generalCategory {
                case .nonspacingMark, .spacingMark, .enclosingMark, .control, .format: return true
                default: return false
                }
            }
            var face: Int?
            if !neutral {
                face = faces.firstIndex { f in significant.allSatisfy { f.covers($0) } }
                    ?? faces.firstIndex { f in f.covers(significant.first ?? scalars.first!) }
                    ?? 0
            }
            var script: hb_script_t?
            for scalar in scalars {
                let s = hb_unicode_script(unicode, scalar.value)
                if s != HB_SCRIPT_COMMON && s != HB_SCRIPT_INHERITED && s != HB_SCRIPT_UNKNOWN {
                    script = s
                    break
                }
            }
            items.append(Item(range: index..<next, face: face, script: script, isWhitespace: character.isWhitespace))
            index = next
        }
        guard !items.isEmpty else { return [] }

        // Neutral characters take the face and script of the character before them,
        // and leading ones those of the first character that has them.
        let firstFace = items.first { $0.face != nil }?.face ?? 0
        let firstScript = items.first { $0.script != nil }?.script
        var lastFace = firstFace
        var lastScript = firstScript
        var runs: [TextRun] = []
        for item in items {
            var face = item.face ?? lastFace
            if item.face == nil, let scalar = text[item.range].unicodeScalars.first, item.isWhitespace,
                !faces[face].covers(scalar)
            {
                face = faces.firstIndex { $0.covers(scalar) } ?? face
            }
            let script = item.script ?? lastScript
            lastFace = face
            lastScript = script
            let resolved = script ?? HB_SCRIPT_COMMON
            if var run = runs.last, run.faceIndex == face, run.script == resolved {
                run.range = run.range.lowerBound..<item.range.upperBound
                runs[runs.count - 1] = run
            } else {
                runs.append(TextRun(range: item.range, faceIndex: face, script: resolved))
            }
        }
        return runs
    }
}
