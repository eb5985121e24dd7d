import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Converter {
    /// What an `image` or `feImage` element's `href` names, decoded: a PNG, JPEG, WebP or GIF
    /// (its first frame) image (a `data:` URL or a file) or another SVG document, gzipped or
    /// not. Read and decoded once per element (a `use` of it many times, or a filter drawn many
    /// times, reads nothing again), and only while the document is converted: drawing reads no
    /// file.
    ///
    /// Nil when the element draws nothing. Why is recorded: left out (`skip`: no href, a URL, a
    /// file outside the allowed folder or missing, a format we cannot decode, broken data), or,
    /// for an image over a limit (its file's bytes, its pixels, or the bytes of all the images
    /// decoded so far), an error (`refuse`) that the conversion throws.
    func imageContent(of e: Element) -> ImageContent? {
        let key = ObjectIdentifier(e)
        if let known = imageContents[key] { return known }
        let content = loadImage(e)
        imageContents[key] = .some(content)
        return content
    }

    private func loadImage(_ e: Element) -> ImageContent? {
        guard let href = (e["href"] ?? e["xlink:href"])?.trimmingSpaces, !href.isEmpty else {
            skip(e, "image without href")
            return nil
        }
        guard let (bytes, source) = imageBytes(href, element: e) else { return nil }
        if Converter.isPNG(bytes) {
            do {
                return try reserve(.raster(PNG.decode(bytes, source: source.name)), of: e)
            } catch let error as LimitExceeded {
                refuse(SVGError(limit: error, at: e.position))
            } catch {
                skip(e, "the PNG cannot be decoded: \(error)")
            }
            return nil
        }
        if let decode = Converter.rasterDecoder(for: bytes) {
            switch decode(bytes, source.name) {
            case .success(let pixmap):
                return reserve(.raster(pixmap), of: e)
            case .failure(let error) where error.limit != nil:
                refuse(SVGError(limit: error.limit!, at: e.position))
            case .failure(let error):
                skip(e, error.message)
            }
            return nil
        }
        if source.isSVG || Gzip.isGzip(bytes) || Converter.looksLikeSVG(bytes) {
            // Its elements nest on top of this one's, on the same stack.
            let read = depth.relocating(to: e.position, "the SVG image \(href.prefix(80))") {
                Result { () throws(SVGError) in
                    try DocumentReader(data: bytes, options: self.options, nesting: nesting + 1, depth: depth)
                }
            }
            switch read {
            case .success(let document):
                return .svg(Box(document.root), size: document.size)
            case .failure(let error) where error.limit != nil:
                // Over a limit inside the image is over it here: an error, not a gap.
                var refused = SVGError("the SVG image \(source.name) cannot be drawn: \(error)", at: e.position)
                refused.limit = error.limit
                refuse(refused)
            case .failure(let error):
                // Past the nesting limit, the whole document is refused (`depth.error`).
                if depth.error == nil { skip(e, "the SVG image cannot be read: \(error)") }
            }
            return nil
        }
        skip(e, "image format not supported (only PNG, JPEG, WebP, GIF, SVG and SVGZ)")
        return nil
    }

    /// Where an image's bytes came from: its name in messages, and whether it says it is SVG.
    private struct ImageSource {
        var name: String
        var isSVG: Bool
    }

    /// The bytes an href names: a `data:` URL's payload, or a file's bytes read through
    /// `InputFile.read(path:inside:)` (within the input-bytes limit, inside the allowed
    /// folder). Nil, with the reason recorded, when there are none.
    private func imageBytes(_ href: String, element e: Element) -> ([UInt8], ImageSource)? {
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
                bytes = Array((PercentDecoding.decode(payload) ?? payload).utf8)
            }
            return (bytes, ImageSource(name: "(a data: URL)", isSVG: header.hasPrefix("image/svg")))
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
        let allowed = options.allowsFilesOutsideResources ? nil : options.allowedFolder ?? options.resourcesFolder
        guard options.allowsFilesOutsideResources || allowed != nil else {
            skip(e, "image file \(path) not read: no folder is allowed (no resources folder given)")
            return nil
        }
        do {
            let data = try InputFile.read(path: path, inside: allowed)
            noteFileNamed(path)
            return ([UInt8](data), ImageSource(name: "'\(path)'", isSVG: path.lowercased().hasSuffix(".svg") || path.lowercased().hasSuffix(".svgz")))
        } catch let error as LimitExceeded {
            noteFileNamed(path)
            refuse(SVGError(limit: error, at: e.position))
        } catch let error as InputFileError {
            switch error.reason {
            case .outsideFolder:
                skip(e, "image file \(path) not read: it lies outside the folder images may be read from "
                        + "(\(allowed ?? "/"))")
            case .noSuchFile:
                noteFileNamed(path)
                skip(e, "image file not found: \(path)")
            default:
                noteFileNamed(path)
                skip(e, "image file not read: \(error)")
            }
        } catch {
            skip(e, "image file not read: \(path): \(error)")
        }
        return nil
    }

    /// Counts a decoded image's pixels against the bytes of images the document holds
    /// (`RenderLimits.totalImageBytes`); nil, and an error recorded, when they go over it.
    private func reserve(_ content: ImageContent, of e: Element) -> ImageContent? {
        guard case .raster(let pixmap) = content else { return content }
        let total = decodedImageBytes + 4 * pixmap.width * pixmap.height
        do {
            try RenderLimits.current.check(.totalImageBytes, total,
                                           for: "the image at \(e.position), with the images decoded before it,")
        } catch {
            refuse(SVGError(limit: error, at: e.position))
            return nil
        }
        decodedImageBytes = total
        return content
    }

    /// The decoder of a JPEG, WebP or GIF, told by its first bytes; nil for any other data.
    static func rasterDecoder(for bytes: [UInt8]) -> (([UInt8], String) -> Result<Pixmap, SVGError>)? {
        if JPEGDecoder.isJPEG(bytes) { return JPEGDecoder.decode }
        if WebPDecoder.isWebP(bytes) { return WebPDecoder.decode }
        if GIFDecoder.isGIF(bytes) { return GIFDecoder.decode }
        return nil
    }

    static func isPNG(_ b: [UInt8]) -> Bool { b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) }

    static func looksLikeSVG(_ b: [UInt8]) -> Bool {
        let head = String(decoding: b.prefix(512), as: UTF8.self)
        return head.contains("<svg")
    }
}
