import CtlRaster
import CtlUnicode

/// Drawing text on a canvas.
///
/// The glyph outlines of the shaped lines become one path that is filled (or stroked)
/// like any shape, so text takes any paint, transform, clip, alpha, blend mode and
/// shadow, and the shadow and alpha apply once to the whole text. Glyph positions are
/// continuous: the pen is not snapped to pixels.
///
/// The underline is a rect under each line, as wide as the line: its top is
/// `descent / 3` below the baseline and it is `size / 14` thick (the bundled faces do
/// not give underline metrics through `FontFace` yet).
extension Canvas {
    /// Draws `text` as one line, the left end of its baseline at `origin`, without wrapping.
    /// A newline starts another line (a paragraph), left-aligned, `lineHeight` lower. Draws
    /// nothing when `size` is not positive and finite.
    ///
    /// - Parameters:
    ///   - direction: each paragraph's direction (UAX #9); `.auto` takes it from the paragraph's
    ///     first strong character. Its runs are put in visual order either way.
    ///   - stroke: when set, the glyph outlines are stroked with this style instead of filled.
    ///   - underline: whether a line is drawn under the text.
    ///   - transform: maps the text's coordinates into the canvas' user space, as for `fill`.
    public mutating func drawText(_ text: String, font: FontLibrary.Font, size: Double, paint: Paint,
                                  at origin: Point, direction: ParagraphDirection = .auto, stroke: StrokeStyle? = nil,
                                  underline: Bool = false, transform: Transform = .identity) {
        guard size > 0, size.isFinite, origin.isFinite else { return }
        let paragraphs = LineBreaker.paragraphs(text)
        let lineHeight = paragraphs.count > 1 ? FontMeasurer(font: font, size: size).lineHeight : 0
        var lines: [BidiLine] = [], origins: [Point] = []
        for (i, paragraph) in paragraphs.enumerated() where !paragraph.isEmpty {
            lines.append(BidiLine(String(paragraph), direction: direction))
            origins.append(origin + Point(0, Double(i) * lineHeight))
        }
        let key = stroke == nil ? PlacedTextKey(faces: font.faces, size: size, lines: lines, origins: origins,
                                                underline: underline, laidOut: false, transform: transform,
                                                canvasTransform: self.transform) : nil
        draw(key, faces: font.faces, paint: paint, stroke: stroke, transform: transform) {
            var path = Path()
            for (line, at) in zip(lines, origins) {
                Self.addLine(line, font: font, size: size, at: at, underline: underline, to: &path)
            }
            return path
        }
    }

    /// Draws `text` laid out in `rect` by `layout` (wrapping, alignment, truncation; see
    /// `TextLayout`). Draws nothing when `size` is not positive and finite.
    ///
    /// The same as laying the text out with `layout.layout(_:font:size:in:)` and drawing the
    /// lines with `drawText(_:font:size:paint:stroke:underline:transform:)`; a caller that
    /// needs the lines too (to size or place something by them) does the two steps itself.
    ///
    /// - Parameters:
    ///   - stroke: when set, the glyph outlines are stroked with this style instead of filled.
    ///   - underline: whether a line is drawn under each line of text.
    ///   - transform: maps the text's coordinates into the canvas' user space, as for `fill`.
    public mutating func drawText(_ text: String, font: FontLibrary.Font, size: Double, paint: Paint,
                                  in rect: Rect, layout: TextLayout = TextLayout(), stroke: StrokeStyle? = nil,
                                  underline: Bool = false, transform: Transform = .identity) {
        guard size > 0, size.isFinite else { return }
        drawText(layout.layout(text, font: font, size: size, in: rect), font: font, size: size, paint: paint,
                 stroke: stroke, underline: underline, transform: transform)
    }

    /// Draws text already laid out: each line's `text` with the left end of its baseline at its
    /// `origin`, its runs in the visual order its bidi `levels` give, as `TextLayout` placed it (the lines must have been laid out in `font` at
    /// `size`). Every drawing of laid-out text comes here, so what was laid out is what is
    /// drawn. Draws nothing when `size` is not positive and finite.
    ///
    /// - Parameters:
    ///   - stroke: when set, the glyph outlines are stroked with this style instead of filled.
    ///   - underline: whether a line is drawn under each line of text.
    ///   - transform: maps the text's coordinates into the canvas' user space, as for `fill`.
    public mutating func drawText(_ lines: [LaidOutLine], font: FontLibrary.Font, size: Double, paint: Paint,
                                  stroke: StrokeStyle? = nil, underline: Bool = false,
                                  transform: Transform = .identity) {
        guard size > 0, size.isFinite else { return }
        let shown = lines.filter { !$0.text.isEmpty }
        let bidiLines = shown.map(\.bidiLine)
        let key = stroke == nil ? PlacedTextKey(faces: font.faces, size: size, lines: bidiLines,
                                                origins: shown.map(\.origin), underline: underline, laidOut: true,
                                                transform: transform, canvasTransform: self.transform) : nil
        draw(key, faces: font.faces, paint: paint, stroke: stroke, transform: transform) {
            var path = Path()
            for (line, laidOut) in zip(bidiLines, shown) {
                Self.addLine(line, font: font, size: size, at: laidOut.origin, underline: underline, to: &path)
            }
            return path
        }
    }

    /// Draws the path `build` makes, or, for a fill whose `key` was filled recently on a canvas
    /// in this state, the path as then flattened (`LineCache.placed`): the same pixels, without
    /// building and flattening the outline again. A stroke (no key) is not cached.
    private mutating func draw(_ key: PlacedTextKey?, faces: [FontFace], paint: Paint, stroke: StrokeStyle?,
                               transform: Transform, build: () -> Path) {
        guard let key else {
            draw(build(), paint: paint, stroke: stroke, transform: transform)
            return
        }
        if let hit: FlattenedPath = LineCache.placed.liveValue(for: key), canFill(hit, transform: transform) {
            fill(hit, paint: paint, rule: .nonzero)
            return
        }
        let path = build()
        guard !path.isEmpty else { return }
        guard let flattened = flattenedForFill(path, transform: transform) else {
            // Nothing to flatten, or over the segment limit: the plain fill draws nothing or reports it.
            fill(path, paint: paint, rule: .nonzero, transform: transform)
            return
        }
        LineCache.placed.insert(FaceGuarded(flattened, faces: faces), for: key,
                                cost: flattened.byteCount + key.textBytes + 128)
        fill(flattened, paint: paint, rule: .nonzero)
    }

    private mutating func draw(_ path: Path, paint: Paint, stroke: StrokeStyle?, transform: Transform) {
        guard !path.isEmpty else { return }
        if let stroke {
            self.stroke(path, paint: paint, style: stroke, transform: transform)
        } else {
            fill(path, paint: paint, rule: .nonzero, transform: transform)
        }
    }

    /// Adds the glyph outlines of one shaped line at `origin`, and its underline; the outlines
    /// of a line drawn recently come from a cache (`LineCache.outlines`).
    private static func addLine(_ bidiLine: BidiLine, font: FontLibrary.Font, size: Double, at origin: Point,
                                underline: Bool, to path: inout Path) {
        let line = LineCache.outline(of: bidiLine, font: font, size: size)
        path.append(line.path.transformed(by: .translation(origin.x, origin.y)))
        guard underline, line.width > 0 else { return }
        let rect = Rect(x: origin.x, y: origin.y + line.descent / 3, width: line.width, height: size / 14)
        // Wound like the glyphs, so that where a descender crosses it the non-zero fill
        // adds up instead of cancelling (TrueType and CFF outlines turn opposite ways).
        path.addRect(rect, clockwise: line.clockwise)
    }
}

extension Path {
    /// Twice the signed area of the control polygons of the contours, positive when
    /// they turn clockwise on a y-down canvas; its sign tells a font's winding convention.
    var controlPolygonArea: Double {
        var sum = 0.0, start = Point.zero, last = Point.zero
        func edge(to p: Point) { sum += last.cross(p); last = p }
        for element in elements {
            switch element {
            case .move(let p): edge(to: start); start = p; last = p
            case .line(let p): edge(to: p)
            case .quad(let c, let p): edge(to: c); edge(to: p)
            case .cubic(let c1, let c2, let p): edge(to: c1); edge(to: c2); edge(to: p)
            case .close: edge(to: start)
            }
        }
        edge(to: start)
        return sum
    }

    /// Adds `rect` as a contour turning clockwise (on a y-down canvas) or counter-clockwise.
    mutating func addRect(_ rect: Rect, clockwise: Bool) {
        let r = rect.standardized
        guard !r.isEmpty else { return }
        let corners = [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.maxX, r.maxY), Point(r.minX, r.maxY)]
        let ordered = clockwise ? corners : [corners[0]] + corners[1...].reversed()
        move(to: ordered[0])
        for p in ordered.dropFirst() { line(to: p) }
        close()
    }
}
