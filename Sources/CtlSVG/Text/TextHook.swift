import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where text plugs into the converter (the Text/ folder's entry point): a `text`
/// element becomes a group of paths (glyph outlines and decoration lines with their fill
/// and stroke) and colour glyphs (SVG documents and bitmaps of emoji fonts), laid out by
/// `TextLayout` with the faces of the options' `FontDatabase`.
enum TextHook {
    /// The `text` element `e` as a group of paths, or nil when it draws nothing.
    static func resolveText(_ e: Element, style: Style, converter: Converter) -> TreeGroup? {
        let database = FontDatabase.shared(for: converter.options)
        var builder = TextBuilder(converter: converter, database: database)
        guard let input = builder.build(e, style: style) else { return nil }
        // objectBoundingBox paint on text refers to the box of the whole text (not of a span).
        let (pieces, bbox) = TextLayout(input: input, database: database).layoutWithBounds()
        guard !pieces.isEmpty else { return nil }
        var group = TreeGroup(element: "text", position: e.position)
        group.id = e.id
        for piece in pieces {
            if let glyph = piece.colorGlyph {
                if let node = colorGlyph(glyph.document, id: glyph.id, transform: glyph.transform, converter: converter,
                                           position: e.position) {
                    group.children.append(node)
                }
                continue
            }
            if let bitmap = piece.colorBitmap {
                guard bitmap.transform.isFinite, bitmap.rect.width > 0, bitmap.rect.height > 0 else { continue }
                var holder = TreeGroup(element: "glyph", position: e.position)
                holder.transform = bitmap.transform
                holder.children = [.image(TreeImage(id: nil, viewRect: bitmap.rect, aspect: AspectRatio("none"),
                                                    content: .raster(bitmap.pixmap)))]
                group.children.append(.group(holder))
                continue
            }
            guard piece.path.isFinite else { continue }
            let source = piece.paint
            var node = TreePath(id: nil, path: piece.path)
            node.objectBox = bbox
            node.fill = converter.fill(source.element, style: source.style, bbox: bbox)
            node.stroke = converter.stroke(source.element, style: source.style, bbox: bbox)
            node.strokeFirst = converter.paintOrder(source.style["paint-order"]).strokeBeforeFill
            if node.fill != nil || node.stroke != nil { group.children.append(.path(node)) }
        }
        return group
    }
}

extension TextHook {
    /// A colour glyph: the element `glyph<id>` of the font's SVG document (or the whole
    /// document when its root is that element), converted as any SVG and placed by `transform`.
    static func colorGlyph(_ document: [UInt8], id: UInt32, transform: Transform, converter: Converter,
                           position: XMLPosition) -> TreeNode? {
        // A glyph's document may hold text in a colour font in turn: two levels at most.
        guard converter.nesting < 2, transform.isFinite,
            let root = try? XMLReader.parse(document), root.isSVG
        else { return nil }
        // The glyph's document is the font's, not the user's: what its CSS does not do is not
        // reported, but its `@media` rules follow the appearance as the document's do.
        var sheet = StyleSheet(appearance: converter.options.appearance)
        root.forEachDescendant { e in
            if e.name == "style", e.isSVG { sheet.add(styleElement: e) }
        }
        sheet.apply(to: root)
        let name = "glyph\(id)"
        var target: Element?
        root.forEachDescendant { e in
            if target == nil, e.id == name { target = e }
        }
        guard let target else { return nil }
        let inner = Converter(root: root, options: converter.options, nesting: converter.nesting + 1,
                              depth: converter.depth)
        inner.viewports.append(converter.viewport)
        let rootStyle = Style(of: root, parent: .root)
        var group = TreeGroup(element: "glyph", position: target.position)
        group.transform = transform
        // The glyph's elements nest on top of the text's, on the same stack.
        converter.depth.relocating(to: position, "the colour glyph \(id)'s SVG document") {
            if target === root {
                group.children = inner.convertChildren(of: root, style: rootStyle)
            } else if let node = inner.convert(target, parentStyle: rootStyle) {
                group.children = [node]
            }
        }
        return group.children.isEmpty ? nil : .group(group)
    }
}

extension FontDatabase {
    nonisolated(unsafe) private static var databases: [String: FontDatabase] = [:]
    private static let lock = ThreadLock()

    /// The database for `options`' fonts, loaded once per process for each set of options
    /// (a batch of documents shares it).
    static func shared(for options: SVGOptions) -> FontDatabase {
        var families = GenericFontFamilies()
        families.defaultFamily = options.fontFamily
        families.serif = options.serifFamily
        families.sansSerif = options.sansSerifFamily
        families.cursive = options.cursiveFamily
        families.fantasy = options.fantasyFamily
        families.monospace = options.monospaceFamily
        let key = "\(options.fontFiles)|\(options.fontFolders)|\(options.skipSystemFonts)|\(families)"
        lock.lock()
        defer { lock.unlock() }
        if let database = databases[key] { return database }
        let database = FontDatabase(files: options.fontFiles, folders: options.fontFolders,
                                    skipSystemFonts: options.skipSystemFonts,
                                    families: families)
        databases[key] = database
        return database
    }
}
