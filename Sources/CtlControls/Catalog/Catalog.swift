import CtlRaster
import CtlText

/// A contact sheet of every control, like Apple's UICatalog: one section per control (its
/// name and summary), then its main sample in every state of its list and its other
/// samples, each with a caption.
public enum Catalog {
    /// The cells of one control's section, in order.
    public struct Cell: Sendable {
        public var sample: ControlSample
        public var state: ControlState
        /// "highlighted", "on · disabled".
        public var caption: String
    }

    /// The cells of `kind`'s section in `look`: the first sample in each state of its list
    /// (or of its own `states`), then every other sample in its states (normal by default).
    public static func cells(of kind: ControlKind, look: Look) -> [Cell] {
        let samples = kind.samples(look)
        return samples.enumerated().flatMap { i, sample in
            (sample.states ?? (i == 0 ? kind.states : [.normal])).map { state in
                let named = i > 0 || kind.states.count == 1
                let parts = (named ? [sample.name] : []) + (named && state == .normal ? [] : [state.description])
                return Cell(sample: sample, state: state, caption: parts.joined(separator: " · "))
            }
        }
    }

    /// The sheet for `look` at `scale` pixels per point.
    ///
    /// - Throws: what rendering a control throws (`FontError`, `ControlError`, `PixmapError`).
    public static func render(look: Look, scale: Double, tint: Color? = nil,
                              kinds: [ControlKind] = Controls.all) throws -> Pixmap {
        let palette = look.theme.palette
        let title = TextStyle(font: palette.boldFont, size: 22, color: palette.text)
        let heading = TextStyle(font: palette.boldFont, size: 15, color: palette.text)
        let note = TextStyle(font: palette.font, size: 12, color: palette.secondaryText)
        let caption = TextStyle(font: palette.font, size: 11, color: palette.secondaryText)

        // Lay out: sections top to bottom, cells left to right, wrapping at `maxWidth`.
        let margin = 24.0, gap = 16.0, captionHeight = 16.0, maxWidth = 1180.0
        var y = margin + 40
        var placed: [(Cell, ControlRendering, Rect)] = []
        var headings: [(ControlKind, Double)] = []
        var width = 600.0
        for kind in kinds {
            headings.append((kind, y))
            y += 42
            var x = margin, rowHeight = 0.0
            for cell in cells(of: kind, look: look) {
                var options = cell.sample.options(look: look, state: cell.state, scale: scale)
                if let tint { options.tint = tint }
                let rendering = try ControlRenderer.render(cell.sample.control, options: options)
                let size = Size(width: Double(rendering.pixmap.width) / scale,
                                height: Double(rendering.pixmap.height) / scale)
                let captionWidth = try caption.measure(cell.caption).width
                let cellWidth = max(size.width, captionWidth, 44)
                if x > margin && x + cellWidth > maxWidth - margin {
                    x = margin
                    y += rowHeight + captionHeight + gap
                    rowHeight = 0
                }
                placed.append((cell, rendering, Rect(x: x, y: y, width: cellWidth, height: size.height)))
                x += cellWidth + gap
                width = max(width, x - gap + margin)
                rowHeight = max(rowHeight, size.height)
            }
            y += rowHeight + captionHeight + gap + 12
        }
        let height = y + margin - 12

        var canvas = try Canvas(width: Int((width * scale).rounded(.up)), height: Int((height * scale).rounded(.up)))
        canvas.clear(palette.background)
        canvas.transform = .scale(scale, scale)
        try canvas.drawText("ctlrender — \(look == .flat ? "flat (iOS 7)" : "classic (iOS 6)")", style: title,
                            in: Rect(x: margin, y: margin, width: width - 2 * margin, height: 30), align: .left)
        for (kind, top) in headings {
            canvas.fill(Path(rect: Rect(x: margin, y: top - 10, width: width - 2 * margin, height: 1 / scale)),
                        paint: .solid(palette.separator))
            try canvas.drawText(kind.name, style: heading, in: Rect(x: margin, y: top, width: 300, height: 20),
                                align: .left)
            try canvas.drawText(kind.summary, style: note,
                                in: Rect(x: margin, y: top + 19, width: width - 2 * margin, height: 16), align: .left)
        }
        for (cell, rendering, frame) in placed {
            let size = Size(width: Double(rendering.pixmap.width) / scale,
                            height: Double(rendering.pixmap.height) / scale)
            // Whole device pixels, so the control's pixels are copied exactly.
            let origin = Point(((frame.minX + (frame.width - size.width) / 2) * scale).rounded() / scale,
                               (frame.minY * scale).rounded() / scale)
            let box = Rect(origin: origin, size: size)
            if let backdrop = cell.sample.backdrop {
                canvas.fill(Path(roundedRect: box.insetBy(dx: -6, dy: -6), cornerRadius: 6), paint: .solid(backdrop))
            }
            canvas.drawImage(rendering.pixmap, in: box, filter: .nearest)
            try canvas.drawText(cell.caption, style: caption,
                                in: Rect(x: frame.minX - gap / 2, y: frame.maxY + 4, width: frame.width + gap,
                                         height: captionHeight))
        }
        return canvas.pixmap
    }
}
