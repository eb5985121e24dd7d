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

    /// The sheet for `look` in `appearance` at `scale` pixels per point, on `background`
    /// (default: the look's page colour in the appearance), its controls laid out in
    /// `layoutDirection` (the sheet itself reads left to right either way, so that the two
    /// sheets can be compared cell by cell).
    ///
    /// The size of every cell and of the sheet is worked out first, without drawing, and
    /// checked against `RenderLimits.current` (each image's pixels, and the bytes of all of
    /// them), so a scale too large is refused at once.
    /// - Throws: what rendering a control throws (`FontError`, `ControlError`, `PixmapError`),
    ///   or `LimitExceeded`.
    public static func render(look: Look, appearance: Appearance = .light, scale: Double, tint: Color? = nil,
                              background: Color? = nil,
                              layoutDirection: LayoutDirection = .leftToRight,
                              kinds: [ControlKind] = Controls.all) throws -> Pixmap {
        func options(_ cell: Cell) -> RenderOptions {
            var options = cell.sample.options(look: look, state: cell.state, scale: scale,
                                              layoutDirection: layoutDirection)
            options.appearance = appearance
            if let tint { options.tint = tint }
            return options
        }
        let planned = try kinds.map { kind in
            (kind, try cells(of: kind, look: look).map { cell in
                (cell, try ControlRenderer.pixelSize(of: cell.sample.control, options: options(cell)))
            })
        }
        var budget = ImageBudget()
        for (kind, cells) in planned {
            for (cell, size) in cells {
                try budget.reserve(width: size.width, height: size.height,
                                   for: "the catalog's \(kind.name) \(cell.caption.isEmpty ? "sample" : cell.caption)")
            }
        }
        let palette = look.theme(in: appearance).palette
        let sheetSize = try CatalogSheet.arrange(planned, scale: scale, palette: palette) { $0 }.pixels
        try budget.reserve(width: sheetSize.width, height: sheetSize.height, for: "the catalog sheet at scale \(scale)")
        let sections = try planned.map { kind, cells in
            (kind, try cells.map { cell, _ in
                (cell, try ControlRenderer.render(cell.sample.control, options: options(cell)).pixmap)
            })
        }
        var sheet = try CatalogSheet(look: look, appearance: appearance, scale: scale, sections: sections)
        sheet.layoutDirection = layoutDirection
        if let background { sheet.background = background }
        try sheet.draw()
        return sheet.canvas.pixmap
    }
}

/// The catalog's page: sections laid out top to bottom, their cells in rows that wrap at the
/// page's width, each row's controls centred on one line and captioned on one baseline.
struct CatalogSheet {
    typealias Section = (kind: ControlKind, cells: [(Catalog.Cell, Pixmap)])

    static let margin = 24.0, gap = 18.0, backdropPadding = 6.0, captionHeight = 16.0
    static let maxWidth = 1180.0, headingHeight = 44.0, titleHeight = 40.0

    let look: Look
    let appearance: Appearance
    let scale: Double
    let palette: Palette
    /// The page's colour.
    var background: Color
    /// The controls' layout direction, named in the title when right to left.
    var layoutDirection = LayoutDirection.leftToRight
    /// Each section's heading top, and its rows: the cells with their frames (control boxes).
    var layout: [(kind: ControlKind, top: Double, rows: [[(Catalog.Cell, Pixmap, Rect)]])] = []
    var canvas: Canvas

    init(look: Look, appearance: Appearance, scale: Double, sections: [Section]) throws {
        self.look = look
        self.appearance = appearance
        self.scale = scale
        palette = look.theme(in: appearance).palette
        background = palette.background
        let arranged = try Self.arrange(sections, scale: scale, palette: palette) { ($0.width, $0.height) }
        layout = arranged.layout
        canvas = try Canvas(width: arranged.pixels.width, height: arranged.pixels.height)
    }

    /// The sections' cells placed in rows, and the sheet's size in pixels; `pixelSize` gives a
    /// cell image's size (a pixmap's, or one planned before drawing).
    static func arrange<Image>(_ sections: [(ControlKind, [(Catalog.Cell, Image)])], scale: Double, palette: Palette,
                               pixelSize: (Image) -> (width: Int, height: Int)) throws
        -> (layout: [(kind: ControlKind, top: Double, rows: [[(Catalog.Cell, Image, Rect)]])],
            pixels: (width: Int, height: Int)) {
        let caption = TextStyle(font: palette.font, size: 11, color: palette.secondaryText)
        var layout: [(kind: ControlKind, top: Double, rows: [[(Catalog.Cell, Image, Rect)]])] = []
        var y = Self.margin + Self.titleHeight, width = 600.0
        for (kind, cells) in sections {
            let top = y
            y += Self.headingHeight
            var rows: [[(Catalog.Cell, Image, Rect)]] = [[]]
            var x = Self.margin
            for (cell, image) in cells {
                let pixels = pixelSize(image)
                let size = Size(width: Double(pixels.width) / scale, height: Double(pixels.height) / scale)
                let pad = cell.sample.backdrop == nil ? 0 : Self.backdropPadding
                let cellWidth = max(size.width + 2 * pad, try caption.measure(cell.caption).width, 40)
                if x > Self.margin && x + cellWidth > Self.maxWidth - Self.margin {
                    rows.append([])
                    x = Self.margin
                }
                rows[rows.count - 1].append((cell, image, Rect(x: x, y: 0, width: cellWidth, height: size.height)))
                x += cellWidth + Self.gap
                width = max(width, x - Self.gap + Self.margin)
            }
            // Each row: its controls centred on the row's middle, captions under the tallest.
            for r in rows.indices {
                let height = rows[r].map { $0.2.height + 2 * ($0.0.sample.backdrop == nil ? 0 : Self.backdropPadding) }
                    .max() ?? 0
                rows[r] = rows[r].map { cell, image, frame in
                    var f = frame
                    f.origin.y = y + (height - frame.height) / 2
                    return (cell, image, f)
                }
                y += height + Self.captionHeight + Self.gap
            }
            layout.append((kind, top, rows))
            y += 8
        }
        return (layout, (Int((width * scale).rounded(.up)), Int(((y + Self.margin - Self.gap) * scale).rounded(.up))))
    }

    mutating func draw() throws {
        let width = Double(canvas.width) / scale
        canvas.clear(background)
        canvas.transform = .scale(scale, scale)
        let title = TextStyle(font: palette.boldFont, size: 22, color: palette.text)
        let heading = TextStyle(font: palette.boldFont, size: 15, color: palette.text)
        let note = TextStyle(font: palette.font, size: 12, color: palette.secondaryText)
        let caption = TextStyle(font: palette.font, size: 11, color: palette.secondaryText)
        let m = Self.margin
        let direction = layoutDirection == .rightToLeft ? ", right to left" : ""
        let shade = (appearance.isDark ? ", dark" : "") + (appearance.isHighContrast ? ", high contrast" : "")
        try canvas.drawText("ctlrender — \(look == .flat ? "flat (iOS 7)" : "classic (iOS 6)")\(shade)\(direction)",
                            style: title,
                            in: Rect(x: m, y: m, width: width - 2 * m, height: 30), align: .left)
        for section in layout {
            canvas.fill(Path(rect: Rect(x: m, y: section.top - 10, width: width - 2 * m, height: 1 / scale)),
                        paint: .solid(palette.separator))
            try canvas.drawText(section.kind.name, style: heading,
                                in: Rect(x: m, y: section.top, width: 300, height: 20), align: .left)
            try canvas.drawText(section.kind.summary, style: note,
                                in: Rect(x: m, y: section.top + 19, width: width - 2 * m, height: 16), align: .left)
            for row in section.rows {
                let bottom = row.map { $0.2.maxY + ($0.0.sample.backdrop == nil ? 0 : Self.backdropPadding) }.max() ?? 0
                for (cell, pixmap, frame) in row {
                    try drawCell(cell, pixmap, frame, captionTop: bottom + 3, style: caption)
                }
            }
        }
    }

    /// The control copied pixel for pixel (on whole device pixels), centred in its cell, over
    /// its backdrop, and its caption.
    private mutating func drawCell(_ cell: Catalog.Cell, _ pixmap: Pixmap, _ frame: Rect, captionTop: Double,
                                   style: TextStyle) throws {
        let size = Size(width: Double(pixmap.width) / scale, height: Double(pixmap.height) / scale)
        let origin = Point(((frame.minX + (frame.width - size.width) / 2) * scale).rounded() / scale,
                           (frame.minY * scale).rounded() / scale)
        let box = Rect(origin: origin, size: size)
        if let backdrop = cell.sample.backdrop(in: appearance) {
            let pad = Self.backdropPadding
            canvas.fill(Path(roundedRect: box.insetBy(dx: -pad, dy: -pad), cornerRadius: pad), paint: .solid(backdrop))
        }
        canvas.drawImage(pixmap, in: box, filter: .nearest)
        try canvas.drawText(cell.caption, style: style,
                            in: Rect(x: frame.minX - Self.gap / 2, y: captionTop, width: frame.width + Self.gap,
                                     height: Self.captionHeight))
    }
}
