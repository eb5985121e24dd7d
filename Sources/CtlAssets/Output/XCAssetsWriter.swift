import CtlControls

/// The files of an Xcode asset catalog: `<Name>.xcassets/Contents.json`, and for each image
/// an `<Image>.imageset/` with its PNGs (`Image.png`, `Image@2x.png`, `Image@3x.png`) and a
/// Contents.json listing them, each entry with its own `resizing` in its file's pixels.
enum XCAssetsWriter {
    /// The scales an asset catalog holds.
    static let scales: [Double] = [1, 2, 3]

    /// The catalog's own Contents.json.
    static func catalogContents() -> AssetFile {
        AssetFile(path: "Contents.json", bytes: Array(XcodeJSON.object(["info": info]).text.utf8))
    }

    static let info = XcodeJSON.object(["author": .string("ctlrender"), "version": .int(1)])

    /// An imageset's files: the PNGs of `images` and its Contents.json, with an entry for every
    /// scale of the catalog as Xcode keeps them (idiom and scale, without a filename, for a
    /// scale the asset does not draw), and `properties` only for a `renderAs` other than default.
    ///
    /// The direction is Xcode's "Direction" of the set: fixed entries have no
    /// `language-direction`; mirrored ones ("Left to Right", which the system mirrors right to
    /// left) are `left-to-right`; drawn both ways ("Both"), each scale has a `left-to-right`
    /// entry for `images` and a `right-to-left` one for `rightToLeftImages` (`Name-rtl@2x.png`).
    static func imageset(named name: String, images: [RenderedImage], rightToLeftImages: [RenderedImage] = [],
                         direction: ImageDirection = .fixed, renderAs: RenderAs, mode: String) -> [AssetFile] {
        let folder = name + ".imageset/"
        var files: [AssetFile] = []
        var entries: [XcodeJSON] = []
        let sets: [(images: [RenderedImage], file: String, language: String?)] = switch direction {
        case .fixed: [(images, name, nil)]
        case .mirrors: [(images, name, "left-to-right")]
        case .both: [(images, name, "left-to-right"), (rightToLeftImages, name + "-rtl", "right-to-left")]
        }
        for scale in scales {
            for set in sets {
                var entry: [String: XcodeJSON] = ["idiom": .string("universal"), "scale": .string("\(Int(scale))x")]
                if let language = set.language { entry["language-direction"] = .string(language) }
                if let image = set.images.first(where: { $0.scale == scale }) {
                    let file = set.file + ImageName.scaleSuffix(image.scale) + ".png"
                    files.append(AssetFile(path: folder + file, bytes: image.png))
                    entry["filename"] = .string(file)
                    if let insets = image.insets { entry["resizing"] = resizing(insets, mode: mode) }
                }
                entries.append(.object(entry))
            }
        }
        var contents: [String: XcodeJSON] = ["images": .array(entries), "info": info]
        if renderAs != .default {
            contents["properties"] = .object(["template-rendering-intent": .string(renderAs.rawValue)])
        }
        files.append(AssetFile(path: folder + "Contents.json", bytes: Array(XcodeJSON.object(contents).text.utf8)))
        return files
    }

    /// Xcode's `resizing`: the mode, the centre (stretched or tiled, its size in pixels) and the
    /// cap insets in pixels; a 3-part image lists only the insets and centre side of its axis.
    static func resizing(_ p: PixelInsets, mode: String) -> XcodeJSON {
        var caps: [String: XcodeJSON] = [:], center: [String: XcodeJSON] = ["mode": .string(mode)]
        let kind = p.xcodeMode
        if kind != "3-part-vertical" {
            caps["left"] = .int(p.left)
            caps["right"] = .int(p.right)
            center["width"] = .int(p.centerWidth)
        }
        if kind != "3-part-horizontal" {
            caps["top"] = .int(p.top)
            caps["bottom"] = .int(p.bottom)
            center["height"] = .int(p.centerHeight)
        }
        return .object(["mode": .string(kind), "center": .object(center), "cap-insets": .object(caps)])
    }
}
