import CtlRaster
import Foundation

extension Converter {
    /// An `image`: a PNG or JPEG (embedded as a `data:` URL or a file relative to
    /// `SVGOptions.resourcesFolder`) or another SVG document, placed in its viewport by
    /// `preserveAspectRatio`. Formats we cannot decode (WebP, GIF) are skipped.
    func image(_ e: Element, style: Style) -> TreeNode? {
        guard style["visibility"] != "hidden", style["visibility"] != "collapse" else { return nil }
        // An SVG drawn as an image loads no images of its own (as resvg; browsers load no
        // external ones): no recursion through files, whatever the chain.
        guard nesting == 0 else {
            skip(e, "an SVG used as an image draws no images of its own")
            return nil
        }
        guard let href = (e["href"] ?? e["xlink:href"])?.trimmingSpaces, !href.isEmpty else {
            skip(e, "image without href")
            return nil
        }
        guard let (bytes, hint) = imageBytes(href, element: e) else { return nil }
        var content: ImageContent
        var intrinsic: Size
        if Converter.isPNG(bytes) {
            do {
                let pixmap = try PNG.decode(bytes, source: "the image at \(e.position)")
                content = .raster(pixmap)
                intrinsic = Size(width: Double(pixmap.width), height: Double(pixmap.height))
            } catch {
                skip(e, "the PNG cannot be decoded: \(error)")
                return nil
            }
        } else if JPEGDecoder.isJPEG(bytes) {
            switch JPEGDecoder.decode(bytes) {
            case .success(let pixmap):
                content = .raster(pixmap)
                intrinsic = Size(width: Double(pixmap.width), height: Double(pixmap.height))
            case .failure(let error):
                skip(e, error.message)
                return nil
            }
        } else if hint == "svg" || Converter.looksLikeSVG(bytes) {
            // Its elements nest on top of this one's, on the same stack.
            let read = depth.relocating(to: e.position, "the SVG image \(href.prefix(80))") {
                Result { () throws(SVGError) in
                    try SVGDocument(data: bytes, options: self.options, nesting: nesting + 1, depth: depth)
                }
            }
            switch read {
            case .success(let document):
                content = .svg(Box(document.root), size: document.size)
                intrinsic = document.size
            case .failure(let error):
                // Past the nesting limit, the whole document is refused (`depth.error`).
                if depth.error == nil { skip(e, "the SVG image cannot be read: \(error)") }
                return nil
            }
        } else {
            skip(e, "image format not supported (only PNG, JPEG and SVG)")
            return nil
        }
        let x = length(e, "x", .x, style), y = length(e, "y", .y, style)
        let wAttr = e["width"].flatMap(Length.init(parsing:)).map { resolve($0, axis: .x, style: style) }
        let hAttr = e["height"].flatMap(Length.init(parsing:)).map { resolve($0, axis: .y, style: style) }
        var w = wAttr ?? intrinsic.width, h = hAttr ?? intrinsic.height
        if wAttr == nil, let hAttr, intrinsic.height > 0 { w = intrinsic.width * hAttr / intrinsic.height }
        if hAttr == nil, let wAttr, intrinsic.width > 0 { h = intrinsic.height * wAttr / intrinsic.width }
        guard w > 0, h > 0 else { return nil }
        let smooth = !["optimizeSpeed", "pixelated", "crisp-edges"].contains(style["image-rendering"] ?? "")
        let image = TreeImage(id: e.id, viewRect: Rect(x: x, y: y, width: w, height: h),
                              aspect: AspectRatio(e["preserveAspectRatio"]), content: content, smooth: smooth)
        return group(e, style: style, content: [.image(image)])
    }

    /// The bytes an href names, and what kind of reference it was ("data", "svg", "file").
    private func imageBytes(_ href: String, element e: Element) -> ([UInt8], String)? {
        if href.hasPrefix("data:") {
            guard let comma = href.firstIndex(of: ",") else {
                skip(e, "malformed data: URL")
                return nil
            }
            let header = href[href.index(href.startIndex, offsetBy: 5)..<comma].lowercased()
            let payload = String(href[href.index(after: comma)...])
            let bytes: [UInt8]
            if header.hasSuffix(";base64") {
                guard let data = Data(base64Encoded: payload, options: .ignoreUnknownCharacters) else {
                    skip(e, "data: URL with bad base64")
                    return nil
                }
                bytes = [UInt8](data)
            } else {
                bytes = Array((payload.removingPercentEncoding ?? payload).utf8)
            }
            return (bytes, header.hasPrefix("image/svg") ? "svg" : "data")
        }
        if href.contains("://") {
            skip(e, "image from a URL not loaded: \(href)")
            return nil
        }
        let path: String
        if href.hasPrefix("/") {
            path = href
        } else {
            guard let folder = options.resourcesFolder else {
                skip(e, "relative image \(href) not loaded (no resources folder given)")
                return nil
            }
            path = folder.hasSuffix("/") ? folder + href : folder + "/" + href
        }
        noteFileNamed(path)
        guard let data = FileManager.default.contents(atPath: path) else {
            skip(e, "image file not found: \(path)")
            return nil
        }
        return ([UInt8](data), path.lowercased().hasSuffix(".svg") ? "svg" : "file")
    }

    static func isPNG(_ b: [UInt8]) -> Bool { b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) }

    static func looksLikeSVG(_ b: [UInt8]) -> Bool {
        let head = String(decoding: b.prefix(512), as: UTF8.self)
        return head.contains("<svg")
    }
}
