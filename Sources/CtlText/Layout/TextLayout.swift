import CtlRaster
import CtlUnicode

/// How text is laid out in a rect: wrapping, alignment and truncation.
///
/// Lines are split at every newline and wrapped to the rect's width. The first baseline
/// is at `rect.minY + ascent` for top alignment and baselines are `lineHeight` apart;
/// centre and bottom alignment move the whole block, whose height is
/// `(lines - 1) × lineHeight + ascent + descent`. Spaces where a line wraps, and spaces
/// at the end of a line, do not count towards its width (they hang), so alignment
/// ignores them. Positions are not rounded.
///
/// With truncation on, lines whose bottom (`baseline + descent`) would fall below the
/// rect are dropped and the last line kept ends with "…" whatever the truncation mode
/// (the hidden text follows it); at least one line is always kept, even in a rect
/// shorter than a line. A line wider than the rect (possible with `.none` wrap, or a
/// single character wider than the rect) is cut with the ellipsis at the tail, middle or
/// head. When even "…" does not fit, the line's text is empty. With `.none` truncation
/// every line is laid out and may overflow the rect.
///
/// Each paragraph is resolved once by the Unicode Bidirectional Algorithm (UAX #9) in
/// `direction`; after line breaking each line's runs are put in visual order (rules L1–L2)
/// when it is drawn. Alignment is visual, as `NSTextAlignment.left`/`.right` are: `.left` puts
/// a right-to-left line at the rect's left edge too. The ellipsis of a truncated line stands at
/// the logical end (or start, or middle) of its text: at the left of a right-to-left line cut
/// at its tail.
public struct TextLayout: Hashable, Sendable {
    /// Where lines may break. Default: `.word`.
    public var wrap: TextWrap
    /// Horizontal placement of each line. Default: `.left`.
    public var align: TextAlignment
    /// Vertical placement of the block of lines. Default: `.top`.
    public var verticalAlign: TextVerticalAlignment
    /// Where "…" replaces text that does not fit. Default: `.tail`.
    public var truncation: TextTruncation
    /// The direction of each paragraph (UAX #9): `.auto` takes it from the paragraph's first
    /// strong character. Default: `.auto`.
    public var direction: ParagraphDirection

    public init(wrap: TextWrap = .word, align: TextAlignment = .left,
                verticalAlign: TextVerticalAlignment = .top, truncation: TextTruncation = .tail,
                direction: ParagraphDirection = .auto) {
        self.wrap = wrap
        self.align = align
        self.verticalAlign = verticalAlign
        self.truncation = truncation
        self.direction = direction
    }

    /// The lines of `text` placed in `rect`, top to bottom.
    ///
    /// - Returns: at least one line (an empty text gives one empty line).
    /// - Complexity: O(n log L) characters measured for n characters in lines of L; with
    ///   truncation, only the lines that fit (and one more) are broken and measured.
    public func layout<Measurer: TextMeasurer>(_ text: String, in rect: Rect, measurer: Measurer) -> [LaidOutLine] {
        let rect = rect.standardized
        let (ascent, descent, lineHeight) = (measurer.ascent, measurer.descent, measurer.lineHeight)
        let fitting = truncation == .none ? Int.max
            : Self.linesFitting(height: rect.height, ascent: ascent, descent: descent, lineHeight: lineHeight)
        // With truncation, one line past those that fit is enough to know the text overflows:
        // the rest of a long text is never broken into lines.
        let wanted = fitting == Int.max ? Int.max : fitting + 1
        var lines: [ParagraphLine<Measurer>] = []
        for paragraph in LineBreaker.paragraphs(text) where lines.count < wanted {
            // Each paragraph is resolved once (UAX #9, X1–I2) and measured in its direction.
            let bidi = ParagraphLevels(Array(paragraph.unicodeScalars), direction: direction)
            let measure = DirectedMeasurer(base: measurer, direction: bidi.paragraphLevel == 1 ? .rtl : .ltr)
            var cursor = (index: paragraph.startIndex, offset: 0)
            for line in LineBreaker.lines(of: paragraph, width: rect.width, wrap: wrap, measurer: measure,
                                          maxLines: wanted - lines.count) {
                cursor.offset += paragraph.unicodeScalars.distance(from: cursor.index, to: line.startIndex)
                cursor.index = line.startIndex
                let scalars = cursor.offset..<cursor.offset + line.unicodeScalars.count
                lines.append(ParagraphLine(source: line, levels: bidi.lineLevels(scalars),
                                           paragraphLevel: bidi.paragraphLevel, measurer: measure))
            }
        }
        var overflows = false
        if truncation != .none {
            if lines.count > fitting {
                lines.removeLast(lines.count - fitting)
                overflows = true
            }
        }

        let blockHeight = Double(lines.count - 1) * lineHeight + ascent + descent
        let top: Double
        switch verticalAlign {
        case .top: top = rect.minY
        case .center: top = rect.minY + (rect.height - blockHeight) / 2
        case .bottom: top = rect.maxY - blockHeight
        }

        return lines.enumerated().map { i, line in
            let source = line.source
            var bidi = BidiLine(text: String(source), levels: line.levels, paragraphLevel: line.paragraphLevel)
            var width = line.measurer.width(of: source)
            // Set when the line is truncated: the parts kept, or nil when not even "…" fits.
            var kept: Truncator.Kept??
            if overflows && i == lines.count - 1 {
                kept = Truncator.keptParts(source, mode: .tail, width: rect.width, measurer: line.measurer,
                                           forceEllipsis: true)
            } else if truncation != .none && width > rect.width + LineBreaker.epsilon {
                kept = Truncator.keptParts(source, mode: truncation, width: rect.width, measurer: line.measurer)
            }
            if let kept {
                bidi = line.truncated(to: kept)
                width = line.measurer.width(of: bidi.text[...])
            }
            let x: Double
            switch align {
            case .left: x = rect.minX
            case .center: x = rect.minX + (rect.width - width) / 2
            case .right: x = rect.maxX - width
            }
            return LaidOutLine(text: bidi.text, range: source.startIndex..<source.endIndex,
                               origin: Point(x, top + ascent + Double(i) * lineHeight),
                               width: width, isTruncated: kept != nil, bidi: bidi)
        }
    }

    /// How many lines fit in `height` (the bottom of the last at most at the rect's
    /// bottom), at least one.
    static func linesFitting(height: Double, ascent: Double, descent: Double, lineHeight: Double) -> Int {
        let extra = height - (ascent + descent)
        guard extra >= -LineBreaker.epsilon else { return 1 }
        guard lineHeight > 0 else { return Int.max }
        let more = (extra + LineBreaker.epsilon) / lineHeight
        return more >= Double(Int.max / 2) ? Int.max : 1 + Int(more.rounded(.down))
    }
}

/// A line cut from a paragraph, before placing: its text, its levels in the paragraph after rule
/// L1, and the measurer of its paragraph's direction.
private struct ParagraphLine<Measurer: TextMeasurer> {
    var source: Substring
    var levels: [UInt8]
    var paragraphLevel: UInt8
    var measurer: DirectedMeasurer<Measurer>

    /// The line as `Truncator` kept it: the levels of the kept parts, and for the ellipsis the
    /// lower of its neighbours' levels (the paragraph level at an end), so that it joins a run
    /// it falls inside and otherwise sits at the embedding level, as a neutral would (N1–N2).
    func truncated(to kept: Truncator.Kept?) -> BidiLine {
        guard let kept else { return BidiLine(text: "", levels: [], paragraphLevel: paragraphLevel) }
        let front = Array(levels.prefix(kept.front.unicodeScalars.count))
        let back = Array(levels.suffix(kept.back.unicodeScalars.count))
        let ellipsis = min(front.last ?? paragraphLevel, back.first ?? paragraphLevel)
        return BidiLine(text: kept.text, levels: front + [ellipsis] + back, paragraphLevel: paragraphLevel)
    }
}
