import CtlRaster
import CtlUnicode
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Lays out a `TextInput` as resvg does (SVG 2 text layout without line breaking): text
/// chunks, shaping, spacing, `textLength`, anchors, per-character positions and rotations,
/// baselines, text on a path and decorations; the result is paths in the text's user space.
struct TextLayout<Paint> {
    let input: TextInput<Paint>
    let database: FontDatabase

    /// A run of characters laid out from one origin (an absolute position or a `textPath`
    /// starts a new one); `slices` are the parts of spans in it, in text order.
    struct Chunk {
        var range: Range<Int>
        var slices: [(span: Int, range: Range<Int>)]
        var flow: TextPathFlow?
        /// The `unicode-bidi` of the elements over some of its characters.
        var embeddings: [BidiEmbedding] = []
    }

    /// The pieces to draw, in order.
    func layout() -> [TextPiece<Paint>] { layoutWithBounds().pieces }

    /// The pieces to draw, in order, and the text's box: what its clusters advance over,
    /// between the ascender and descender lines (objectBoundingBox paint refers to it).
    func layoutWithBounds() -> (pieces: [TextPiece<Paint>], bounds: Rect?) {
        var bounds: Rect?
        let scalars = Array(input.text.unicodeScalars)
        guard !scalars.isEmpty, input.positions.count >= scalars.count, input.rotate.count >= scalars.count else {
            return ([], nil)
        }
        var pieces: [TextPiece<Paint>] = []
        var last = Point.zero
        for chunk in chunks(count: scalars.count) {
            let first = input.positions[chunk.range.lowerBound]
            let origin = chunk.flow == nil ? Point(first.x ?? last.x, first.y ?? last.y) : .zero
            var clusters = shapedClusters(chunk, scalars: scalars)
            if clusters.isEmpty { continue }
            if input.writingMode == .topToBottom { applyVerticalOrientation(&clusters) }
            applySpacing(&clusters)
            applyTextLength(&clusters, chunk: chunk)
            let end: Point
            if let flow = chunk.flow {
                end = placeOnPath(&clusters, chunk: chunk, flow: flow)
            } else {
                end = placeInLine(&clusters, chunk: chunk)
            }
            var chunkTransform = Transform.translation(origin.x, origin.y)
            if input.writingMode == .topToBottom && chunk.flow == nil {
                chunkTransform = Transform.rotation(.pi / 2).concatenating(chunkTransform)
            }
            last = chunk.flow == nil ? chunkTransform.apply(end) : end
            var bySpan: [Int: [TextCluster]] = [:]
            for cluster in clusters { bySpan[cluster.span, default: []].append(cluster) }
            for slice in chunk.slices {
                let members = (bySpan[slice.span] ?? []).filter { slice.range.contains($0.charIndex) }
                pieces += draw(slice: slice, chunk: chunk, members: members, chunkTransform: chunkTransform,
                               bounds: &bounds)
            }
        }
        return (pieces, bounds)
    }

    /// Cuts the characters into chunks: a character with an absolute `x` or `y`, or the first
    /// of another `textPath`, starts a new one.
    func chunks(count: Int) -> [Chunk] {
        var chunks: [Chunk] = []
        for (index, span) in input.spans.enumerated() {
            let range = span.range.clamped(to: 0..<count)
            for i in range {
                let p = input.positions[i]
                let n = chunks.count - 1
                if n >= 0, p.x == nil, p.y == nil, chunks[n].flow?.id == span.flow?.id, chunks[n].range.upperBound == i {
                    chunks[n].range = chunks[n].range.lowerBound..<(i + 1)
                    let s = chunks[n].slices.count - 1
                    if chunks[n].slices[s].span == index {
                        chunks[n].slices[s].range = chunks[n].slices[s].range.lowerBound..<(i + 1)
                    } else {
                        chunks[n].slices.append((index, i..<(i + 1)))
                    }
                } else {
                    chunks.append(Chunk(range: i..<(i + 1), slices: [(index, i..<(i + 1))], flow: span.flow))
                }
            }
        }
        // Each embedding goes to the chunks it overlaps, found by binary search (the chunks are
        // in text order), so that the work is what the chunks receive, not chunks × elements.
        for e in input.embeddings where !e.range.isEmpty {
            var low = 0, high = chunks.count
            while low < high {
                let mid = (low + high) / 2
                if chunks[mid].range.upperBound <= e.range.lowerBound { low = mid + 1 } else { high = mid }
            }
            while low < chunks.count && chunks[low].range.lowerBound < e.range.upperBound {
                chunks[low].embeddings.append(e)
                low += 1
            }
        }
        return chunks
    }

    /// Shapes a chunk's text with the font of each of its spans and keeps, from each, the
    /// clusters of that span's characters, in visual order.
    func shapedClusters(_ chunk: Chunk, scalars: [Unicode.Scalar]) -> [TextCluster] {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[chunk.range])
        let text = String(view)
        // UTF-8 offset of each scalar of the chunk, and one past the end.
        var byteOf: [Int] = []
        byteOf.reserveCapacity(chunk.range.count + 1)
        var charAtByte: [Int: Int] = [:]
        var offset = 0
        for (i, s) in scalars[chunk.range].enumerated() {
            byteOf.append(offset)
            charAtByte[offset] = chunk.range.lowerBound + i
            offset += UTF8.width(s)
        }
        byteOf.append(offset)

        // The chunk's bidi runs in visual order, and the visual rank of each character's first
        // byte: runs left to right, each right-to-left run read backwards.
        let bidi = ChunkBidi(scalars[chunk.range], direction: input.direction, embeddings: chunk.embeddings)
        let runs = ChunkShaper.runs(of: bidi, scalars: scalars[chunk.range], byteOf: byteOf)
        var rank: [Int: Int] = [:]
        var next = 0
        for run in bidi.runs {
            for offset in run.isRightToLeft ? Array(run.range.reversed()) : Array(run.range) {
                rank[byteOf[offset]] = next
                next += 1
            }
        }

        // Each shaping once per key, its glyphs grouped by cluster (the UTF-8 offset they start at).
        var shapings: [ShapingKey: (glyphs: [ChunkGlyph], groups: [Int: [Range<Int>]])] = [:]
        var groups: [(rank: Int, order: Int, span: Int, glyphs: ArraySlice<ChunkGlyph>)] = []
        for slice in chunk.slices {
            let span = input.spans[slice.span]
            let key = ShapingKey(face: ObjectIdentifier(span.font), features: span.features, language: span.language)
            if shapings[key] == nil {
                let glyphs = ChunkShaper.shape(text, runs: runs, entry: span.font, features: span.features,
                                               language: span.language, database: database)
                var byCluster: [Int: [Range<Int>]] = [:]
                var start = 0
                while start < glyphs.count {
                    var end = start + 1
                    while end < glyphs.count && glyphs[end].cluster == glyphs[start].cluster { end += 1 }
                    byCluster[glyphs[start].cluster, default: []].append(start..<end)
                    start = end
                }
                shapings[key] = (glyphs, byCluster)
            }
            let shaping = shapings[key]!
            for char in slice.range {
                let byte = byteOf[char - chunk.range.lowerBound]
                for range in shaping.groups[byte] ?? [] {
                    groups.append((rank[byte] ?? Int.max, groups.count, slice.span, shaping.glyphs[range]))
                }
            }
        }
        groups.sort { ($0.rank, $0.order) < ($1.rank, $1.order) }

        return groups.compactMap { group in
            let span = input.spans[group.span]
            let first = group.glyphs.first!
            guard let charIndex = charAtByte[first.cluster] else { return nil }
            var pen = 0.0
            var glyphs: [TextCluster.Glyph] = []
            for g in group.glyphs {
                let scale = span.fontSize / g.entry.face.unitsPerEm
                glyphs.append(TextCluster.Glyph(
                    entry: g.entry, id: g.id, scale: scale,
                    offset: Point(pen + g.xOffset * scale, -g.yOffset * scale)))
                pen += g.xAdvance * scale
            }
            return TextCluster(byteIndex: first.cluster, charIndex: charIndex, scalar: scalars[charIndex],
                               span: group.span, glyphs: glyphs, width: pen, advance: pen)
        }
    }

    /// Vertical text is horizontal text turned a quarter clockwise: upright characters (CJK)
    /// are turned back about their middle; the others move so that the middle of the line
    /// box (between ascender and descender) is on the chunk's line, where resvg puts them.
    func applyVerticalOrientation(_ clusters: inout [TextCluster]) {
        for i in clusters.indices {
            let span = input.spans[clusters[i].span]
            let face = span.font.face
            let scale = span.fontSize / face.unitsPerEm
            if Self.isUpright(clusters[i].scalar) {
                // Turned back a quarter about the middle of its advance and of the line box,
                // then moved so that this middle sits on the chunk's line.
                let w = clusters[i].width
                let middle = (face.ascender + face.descender) * scale / 2
                clusters[i].outlineTransform = Transform.translation(-w / 2, middle)
                    .concatenating(.rotation(-.pi / 2)).concatenating(.translation(w / 2, -middle))
                    .concatenating(.translation(0, middle))
            } else {
                clusters[i].verticalShift = (face.ascender + face.descender) * scale / 2
            }
        }
    }

    /// Whether a character stands upright in vertical text (Unicode's vertical orientation U:
    /// CJK ideographs, kana, Hangul, full-width forms and the like).
    static func isUpright(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        let ranges: [ClosedRange<UInt32>] = [
            0x1100...0x11FF, 0x2E80...0x303F, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFE10...0xFE1F, 0xFE30...0xFE4F,
            0xFF01...0xFF60, 0xFFE0...0xFFE6, 0x1F000...0x1FAFF, 0x20000...0x3FFFD,
        ]
        return ranges.contains { $0.contains(v) }
    }

    /// `letter-spacing` (not in cursive scripts, not after the last cluster) and `word-spacing`.
    func applySpacing(_ clusters: inout [TextCluster]) {
        for i in clusters.indices {
            let span = input.spans[clusters[i].span]
            if span.letterSpacing != 0 && Self.allowsLetterSpacing(clusters[i].scalar) {
                if i != clusters.count - 1 { clusters[i].advance += span.letterSpacing }
                if !(clusters[i].advance > 0) || !clusters[i].advance.isFinite {
                    clusters[i].advance = 0
                    clusters[i].width = 0
                    clusters[i].glyphs = []
                }
            }
            if span.wordSpacing != 0 && Self.isWordSeparator(clusters[i].scalar) {
                clusters[i].advance += span.wordSpacing
            }
        }
    }

    /// Whether letter-spacing applies to a character's script (not to the cursive ones).
    static func allowsLetterSpacing(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        let cursive: [ClosedRange<UInt32>] = [
            0x0600...0x06FF, 0x0700...0x074F, 0x0750...0x077F, 0x07C0...0x07FF, 0x0860...0x08FF,
            0x1800...0x18AF, 0xFB50...0xFDFF, 0xFE70...0xFEFF, 0x10AC0...0x10AFF, 0x10B80...0x10BAF,
        ]
        return !cursive.contains { $0.contains(v) }
    }

    static func isWordSeparator(_ scalar: Unicode.Scalar) -> Bool {
        [0x20, 0xA0, 0x1361, 0x10100, 0x10101, 0x1039F, 0x1091F].contains(scalar.value)
    }

    /// `textLength` of each span in the chunk: spread the difference between clusters
    /// (`spacing`) or stretch the glyphs (`spacingAndGlyphs`).
    func applyTextLength(_ clusters: inout [TextCluster], chunk: Chunk) {
        for slice in chunk.slices where input.spans[slice.span].textLength != nil {
            let span = input.spans[slice.span]
            guard let target = span.textLength else { continue }
            let members = clusters.indices.filter { clusters[$0].span == slice.span && slice.range.contains(clusters[$0].charIndex) }
            guard !members.isEmpty else { continue }
            let width = members.reduce(0.0) { $0 + clusters[$1].width }
            switch span.lengthAdjust {
            case .spacing:
                let extra = members.count > 1 ? (target - width) / Double(members.count - 1) : 0
                for i in members { clusters[i].advance = clusters[i].width + extra }
            case .spacingAndGlyphs:
                let factor = target / width
                guard factor >= 0.001, factor.isFinite else { continue }
                for i in members {
                    clusters[i].transform = Transform.scale(factor, 1).concatenating(clusters[i].transform)
                    clusters[i].width *= factor
                    clusters[i].advance = clusters[i].width
                }
            }
        }
    }

    /// The offset `text-anchor` gives a chunk of `length`.
    static func anchorOffset(_ anchor: TextAnchor, length: Double) -> Double {
        switch anchor {
        case .start: 0
        case .middle: -length / 2
        case .end: -length
        }
    }

    /// Places clusters along the baseline from the chunk's origin: the anchor's offset, then
    /// each `dx`/`dy` and `rotate`. Returns the pen position after the last cluster.
    func placeInLine(_ clusters: inout [TextCluster], chunk: Chunk) -> Point {
        let length = clusters.reduce(0.0) { $0 + $1.advance }
        let anchor = input.spans[chunk.slices[0].span].anchor
        var x = Self.anchorOffset(anchor, length: length)
        var y = 0.0
        for i in clusters.indices {
            let p = input.positions[clusters[i].charIndex]
            if input.writingMode == .topToBottom {
                // The chunk is turned a quarter clockwise: down is its x, right its −y.
                x += p.dy ?? 0
                y -= p.dx ?? 0
            } else {
                x += p.dx ?? 0
                y += p.dy ?? 0
            }
            clusters[i].hasRelativeShift = p.dx != nil || p.dy != nil
            var t = Transform.translation(x, y)
            let angle = input.rotate[clusters[i].charIndex]
            if angle != 0 && angle.isFinite {
                t = Transform.rotation(angle * .pi / 180).concatenating(t)
                clusters[i].hasRelativeShift = true
            }
            clusters[i].transform = clusters[i].transform.concatenating(t)
                .concatenating(.translation(0, clusters[i].verticalShift))
            x += clusters[i].advance
        }
        return Point(x, y)
    }

    /// Places clusters on a `textPath`: each at the point of the path under its middle,
    /// turned to the path's direction; clusters off the path are hidden.
    func placeOnPath(_ clusters: inout [TextCluster], chunk: Chunk, flow: TextPathFlow) -> Point {
        let measure = PathMeasure(flow.path, accuracy: flow.accuracy)
        let length = clusters.reduce(0.0) { $0 + $1.advance }
        let anchor = input.spans[chunk.slices[0].span].anchor
        let first = input.positions[chunk.range.lowerBound]
        let chunkOffset = (input.writingMode == .horizontal ? first.x : first.y) ?? 0
        var advance = chunkOffset + flow.startOffset + Self.anchorOffset(anchor, length: length)
        var dy = 0.0
        var last = Point.zero
        for i in clusters.indices {
            let p = input.positions[clusters[i].charIndex]
            let half = clusters[i].width / 2
            advance += p.dx ?? 0
            let middle = advance + half
            advance += clusters[i].advance
            guard let normal = measure.normal(at: middle) else {
                clusters[i].visible = false
                continue
            }
            clusters[i].hasRelativeShift = true
            dy += p.dy ?? 0
            let span = input.spans[clusters[i].span]
            let shift = -baselineOffset(span)
            var t = Transform.translation(-half, 0)
                .concatenating(.rotation(normal.angle * .pi / 180))
                .concatenating(.translation(half, 0))
                .concatenating(.translation(normal.point.x - half, normal.point.y))
            if dy != 0 || shift != 0 { t = Transform.translation(0, dy - shift).concatenating(t) }
            let angle = input.rotate[clusters[i].charIndex]
            if angle != 0 && angle.isFinite { t = Transform.rotation(angle * .pi / 180).concatenating(t) }
            clusters[i].transform = clusters[i].transform.concatenating(t)
            last = Point(normal.point.x + clusters[i].advance, normal.point.y)
        }
        return last
    }

    /// How far down a span's glyphs move from the baseline: its `baseline-shift`s, then its
    /// `alignment-baseline` (or, when that is auto, the `dominant-baseline`).
    func baselineOffset(_ span: TextSpan<Paint>) -> Double {
        let face = span.font.face
        let scale = span.fontSize / face.unitsPerEm
        var up = 0.0
        for shift in span.baselineShifts.reversed() {
            switch shift {
            case .baseline: break
            case .sub: up -= span.font.traits.subscriptOffset * scale
            case .super: up += span.font.traits.superscriptOffset * scale
            case .length(let value): up += value
            }
            if shift == .baseline { break }
        }
        var down = -up
        guard input.writingMode == .horizontal else { return down }
        let baseline = span.alignmentBaseline == .auto ? span.dominantBaseline : span.alignmentBaseline
        let ascent = face.ascender * scale, descent = face.descender * scale
        switch baseline {
        case .auto, .alphabetic: break
        case .textBeforeEdge: down += ascent
        case .middle: down += face.xHeight * scale / 2
        case .central: down += ascent - (ascent - descent) / 2
        case .textAfterEdge, .ideographic: down += descent
        case .hanging: down += ascent * 0.8
        case .mathematical: down += ascent / 2
        }
        return down
    }

    /// The paths of one span of a chunk: underline, overline, glyphs, line-through.
    func draw(slice: (span: Int, range: Range<Int>), chunk: Chunk, members: [TextCluster],
              chunkTransform: Transform, bounds: inout Rect?) -> [TextPiece<Paint>] {
        let span = input.spans[slice.span]
        guard !members.isEmpty else { return [] }
        var spanTransform = chunkTransform
        if chunk.flow == nil {
            spanTransform = Transform.translation(0, baselineOffset(span)).concatenating(spanTransform)
        }
        let face = span.font.face
        let scale = span.fontSize / face.unitsPerEm
        for cluster in members where cluster.visible {
            let box = Rect(x: 0, y: -face.ascender * scale, width: cluster.advance,
                           height: (face.ascender - face.descender) * scale)
            let t = cluster.transform.concatenating(spanTransform)
            for corner in [Point(box.minX, box.minY), Point(box.maxX, box.minY), Point(box.minX, box.maxY), Point(box.maxX, box.maxY)] {
                let p = t.apply(corner)
                guard p.isFinite else { continue }
                let r = Rect(x: p.x, y: p.y, width: 0, height: 0)
                bounds = bounds.map { $0.union(r) } ?? r
            }
        }
        guard span.visible else { return [] }
        var pieces: [TextPiece<Paint>] = []
        func decoration(_ style: TextDecoration<Paint>?, at position: (FontDatabase.Entry, Double) -> Double,
                        kind: TextPiece<Paint>.Kind) {
            guard let style else { return }
            let face = style.font.face
            let scale = style.fontSize / face.unitsPerEm
            let up = position(style.font, scale)
            let thickness = face.underlineThickness * scale
            var path = Path()
            for run in decorationRuns(members) {
                let rect = Path(rect: Rect(x: 0, y: -up - thickness / 2, width: run.width, height: thickness))
                path.append(rect.transformed(by: run.transform.concatenating(spanTransform)))
            }
            if !path.isEmpty { pieces.append(TextPiece(path: path, paint: style.paint, kind: kind)) }
        }
        let vertical = input.writingMode == .topToBottom
        func half(_ font: FontDatabase.Entry, _ scale: Double) -> Double { (font.face.ascender - font.face.descender) * scale / 2 }
        decoration(span.decorations.underline, at: { vertical ? -half($0, $1) : $0.traits.underlinePosition * $1 }, kind: .underline)
        decoration(span.decorations.overline, at: { vertical ? half($0, $1) : $0.face.ascender * $1 }, kind: .overline)
        var glyphs = Path()
        var colorGlyphs: [TextPiece<Paint>] = []
        for cluster in members where cluster.visible {
            let clusterTransform = cluster.transform.concatenating(spanTransform)
            for glyph in cluster.glyphs {
                if let document = SVGGlyphTable.document(face: glyph.entry.face, glyph: glyph.id) {
                    let t = Transform(a: glyph.scale, b: 0, c: 0, d: glyph.scale, e: glyph.offset.x, f: glyph.offset.y)
                    colorGlyphs.append(TextPiece(path: Path(), paint: span.paint, kind: .colorGlyph,
                                                 colorGlyph: (document, glyph.id, t.concatenating(cluster.outlineTransform)
                                                    .concatenating(clusterTransform))))
                    continue
                }
                let outline = glyph.entry.face.glyphPath(glyph.id)
                if outline.isEmpty, let bitmap = glyph.entry.face.colorBitmap(glyph.id) {
                    // Strike pixels scaled to the font size, placed by the strike's bearings.
                    let s = span.fontSize / bitmap.pixelsPerEm
                    let rect = Rect(x: bitmap.left * s, y: -bitmap.top * s, width: Double(bitmap.pixmap.width) * s,
                                    height: Double(bitmap.pixmap.height) * s)
                    let t = Transform.translation(glyph.offset.x, glyph.offset.y)
                        .concatenating(cluster.outlineTransform).concatenating(clusterTransform)
                    colorGlyphs.append(TextPiece(path: Path(), paint: span.paint, kind: .colorBitmap,
                                                 colorBitmap: (bitmap.pixmap, rect, t)))
                    continue
                }
                if outline.isEmpty { continue }
                let t = Transform(a: glyph.scale, b: 0, c: 0, d: -glyph.scale, e: glyph.offset.x, f: glyph.offset.y)
                glyphs.append(outline.transformed(by: t.concatenating(cluster.outlineTransform).concatenating(clusterTransform)))
            }
        }
        if !glyphs.isEmpty { pieces.append(TextPiece(path: glyphs, paint: span.paint, kind: .glyphs)) }
        pieces += colorGlyphs
        decoration(span.decorations.lineThrough, at: { vertical ? 0 : $0.traits.strikeoutPosition * $1 }, kind: .lineThrough)
        return pieces
    }

    /// Stretches of neighbouring clusters that one decoration line spans; a cluster moved on
    /// its own (`dx`, `dy`, `rotate`, a path) starts a new one.
    func decorationRuns(_ clusters: [TextCluster]) -> [(width: Double, transform: Transform)] {
        var runs: [(width: Double, transform: Transform)] = []
        for cluster in clusters where cluster.visible {
            if runs.isEmpty || cluster.hasRelativeShift {
                runs.append((cluster.advance, cluster.transform))
            } else {
                runs[runs.count - 1].width += cluster.advance
            }
        }
        return runs
    }
}

/// What a chunk's shaping depends on besides its text: spans that agree share one shaping.
struct ShapingKey: Hashable {
    var face: ObjectIdentifier
    var features: [String]
    var language: String?
}
