import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Converter {
    /// An `image`: a PNG, JPEG, WebP or GIF (embedded as a `data:` URL or a file relative to
    /// `SVGOptions.resourcesFolder`) or another SVG document, gzipped or not (`imageContent(of:)`),
    /// placed in its viewport by `preserveAspectRatio`. Other formats are skipped.
    func image(_ e: Element, style: Style) -> TreeNode? {
        guard style["visibility"] != "hidden", style["visibility"] != "collapse" else { return nil }
        // An SVG drawn as an image loads no images of its own (as resvg; browsers load no
        // external ones): no recursion through files, whatever the chain.
        guard nesting == 0 else {
            skip(e, "an SVG used as an image draws no images of its own")
            return nil
        }
        guard let content = imageContent(of: e) else { return nil }
        let intrinsic: Size
        switch content {
        case .raster(let pixmap): intrinsic = Size(width: Double(pixmap.width), height: Double(pixmap.height))
        case .svg(_, let size): intrinsic = size
        }
        let x = length(e, "x", .x, style), y = length(e, "y", .y, style)
        let wAttr = e["width"].flatMap(Length.init(parsing:)).map { resolve($0, axis: .x, style: style) }
        let hAttr = e["height"].flatMap(Length.init(parsing:)).map { resolve($0, axis: .y, style: style) }
        var w = wAttr ?? intrinsic.width, h = hAttr ?? intrinsic.height
        if wAttr == nil, let hAttr, intrinsic.height > 0 { w = intrinsic.width * hAttr / intrinsic.height }
        if hAttr == nil, let wAttr, intrinsic.width > 0 { h = intrinsic.height * wAttr / intrinsic.width }
        guard w > 0, h > 0 else { return nil }
        let image = TreeImage(id: e.id, viewRect: Rect(x: x, y: y, width: w, height: h),
                              aspect: AspectRatio(e["preserveAspectRatio"]), content: content,
                              filter: Converter.imageFilter(style["image-rendering"]))
        return group(e, style: style, content: [.image(image)])
    }

    /// The sampling an `image-rendering` value asks for, as resvg draws it: bicubic for `auto`
    /// and `optimizeQuality` (the default, also for a value it does not know) and for
    /// `high-quality`, bilinear for `smooth`, nearest for `optimizeSpeed`, `crisp-edges` and
    /// `pixelated`.
    static func imageFilter(_ value: String?) -> ImageFilter {
        switch value {
        case "smooth": return .bilinear
        case "optimizeSpeed", "crisp-edges", "pixelated": return .nearest
        default: return .bicubic
        }
    }
}
