import CtlRaster

/// An SVG document's bytes read and converted: XML (`XMLReader`) → DOM (`Element`) → CSS
/// cascade (`StyleSheet`) → resolved tree (`Converter`). What `SVGDocument` is made of, and
/// what an SVG used as an image is read into.
struct DocumentReader {
    let root: TreeGroup
    let size: Size
    let skipped: [SVGSkip]
    let warnings: [SVGSkip]
    let filesNamed: [String]
    /// Bytes of the pixels of the images it decoded (4 a pixel).
    let imageBytes: Int
    let rootPosition: XMLPosition

    /// Reads a document `nesting` deep inside others, sharing their `depth`, on the calling
    /// thread.
    ///
    /// - Throws: `SVGError` as `SVGDocument.init(data:options:)` says.
    init(data: [UInt8], options: SVGOptions, nesting: Int, depth: ReferenceDepth) throws(SVGError) {
        // A .svgz (as resvg reads one: by its gzip magic number, whatever its name).
        let rootElement = try XMLReader.parse(Gzip.isGzip(data) ? Gzip.inflate(data) : data)
        guard rootElement.name == "svg", rootElement.isSVG else {
            let what = rootElement.isSVG ? "<\(rootElement.name)>" : "<\(rootElement.qualifiedName)> (not in the SVG namespace \(XMLNamespace.svg))"
            throw SVGError("the root element is \(what), not <svg>", at: rootElement.position)
        }
        var sheet = StyleSheet(appearance: options.appearance)
        // The user's style sheet comes first, so that the document's own rules win ties.
        if let css = options.styleSheet { sheet.add(css, source: CSSSource(standalone: css)) }
        rootElement.forEachDescendant { e in
            if e.name == "style", e.isSVG, (e["type"] ?? "").isEmpty || e["type"] == "text/css" {
                sheet.add(styleElement: e)
            }
        }
        sheet.apply(to: rootElement)
        let converter = Converter(root: rootElement, options: options, nesting: nesting, depth: depth)
        let converted = UnitResolution.$dpi.withValue(options.dpi) {
            Result { () throws(SVGError) in try converter.convertDocument() }
        }
        (root, size) = try converted.get()
        skipped = converter.skipped
        warnings = sheet.allWarnings.map { w in
            w.inUserStyleSheet
                ? SVGSkip(element: "svg", position: rootElement.position,
                          reason: "the user style sheet, line \(w.position.line), column \(w.position.column): \(w.message)")
                : SVGSkip(element: "style", position: w.position, reason: w.message)
        } + converter.warnings
        filesNamed = converter.filesNamed
        imageBytes = converter.decodedImageBytes
        rootPosition = rootElement.position
    }
}
