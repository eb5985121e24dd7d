import CtlControls
import CtlRaster

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

    /// The images of one appearance in one direction, drawn at the asset's scales.
    struct Variant {
        var appearance: Appearance
        var direction: LayoutDirection
        var images: [RenderedImage]
    }

    /// An imageset's files: the PNGs of `variants` and its Contents.json, with an entry for every
    /// scale of the catalog as Xcode keeps them (idiom and scale, without a filename, for a
    /// scale the asset does not draw), and `properties` only for a `renderAs` other than default.
    ///
    /// The direction is Xcode's "Direction" of the set: fixed entries have no
    /// `language-direction`; mirrored ones ("Left to Right", which the system mirrors right to
    /// left) are `left-to-right`; drawn both ways ("Both"), each scale has a `left-to-right`
    /// entry and a `right-to-left` one (`Name-rtl@2x.png`).
    ///
    /// `appearances` are the asset's. Each entry of an appearance but light says which in
    /// `appearances` (`luminosity` `dark`, `contrast` `high`, or both, luminosity first), as
    /// Xcode's Appearances (Any, Dark) and High Contrast make them: every slot of those, a slot
    /// the asset does not draw kept without a filename. `variants` need not hold every
    /// appearance (those up to date on disk are not drawn again): an entry's resizing is that of
    /// any variant drawn at its scale and direction, a resizable image being one size in every
    /// appearance.
    ///
    /// - Throws: when two variants of a resizable image drawn at one scale differ in size (their
    ///   caps could not be the same pixels).
    static func imageset(named name: String, scales drawnScales: [Double], appearances: [Appearance] = [.light],
                         variants: [Variant], direction: ImageDirection = .fixed, renderAs: RenderAs,
                         mode: String) throws -> [AssetFile] {
        let folder = name + ".imageset/"
        var files: [AssetFile] = []
        var entries: [XcodeJSON] = []
        let sets: [(direction: LayoutDirection, language: String?)] = switch direction {
        case .fixed: [(.leftToRight, nil)]
        case .mirrors: [(.leftToRight, "left-to-right")]
        case .both: [(.leftToRight, "left-to-right"), (.rightToLeft, "right-to-left")]
        }
        for scale in scales {
            for set in sets {
                let drawn = variants.filter { $0.direction == set.direction }
                    .compactMap { v in v.images.first { $0.scale == scale }.map { (v.appearance, $0) } }
                // A resizable image's caps are one set of pixels for every appearance.
                if let first = drawn.first?.1, first.insets != nil,
                   let other = drawn.first(where: { $0.1.pixmap.width != first.pixmap.width
                                                   || $0.1.pixmap.height != first.pixmap.height }) {
                    throw AssetBuildError("the \(other.0.name) image at \(Int(scale))x is \(other.1.pixmap.width)×"
                        + "\(other.1.pixmap.height) pixels, the \(drawn[0].0.name) one \(first.pixmap.width)×"
                        + "\(first.pixmap.height): an image set's appearances must be one size")
                }
                for appearance in slots(for: appearances) {
                    var entry: [String: XcodeJSON] = ["idiom": .string("universal"), "scale": .string("\(Int(scale))x")]
                    if let language = set.language { entry["language-direction"] = .string(language) }
                    if appearance != .light { entry["appearances"] = Self.appearances(of: appearance) }
                    if appearances.contains(appearance), drawnScales.contains(scale) {
                        let file = AssetRenderer.fileName(name, set.direction, appearance, scale: scale)
                        entry["filename"] = .string(file)
                        if let image = drawn.first(where: { $0.0 == appearance })?.1 {
                            files.append(AssetFile(path: folder + file, bytes: image.png))
                        }
                        if let insets = drawn.first?.1.insets { entry["resizing"] = resizing(insets, mode: mode) }
                    }
                    entries.append(.object(entry))
                }
            }
        }
        var contents: [String: XcodeJSON] = ["images": .array(entries), "info": info]
        if renderAs != .default {
            contents["properties"] = .object(["template-rendering-intent": .string(renderAs.rawValue)])
        }
        files.append(AssetFile(path: folder + "Contents.json", bytes: Array(XcodeJSON.object(contents).text.utf8)))
        return files
    }

    /// The slots Xcode makes for `appearances`, in its order: Any, and Dark when an appearance
    /// is dark ("Any, Dark"); then the same with high contrast when one is ("High Contrast").
    static func slots(for appearances: [Appearance]) -> [Appearance] {
        let dark = appearances.contains { $0.isDark }, high = appearances.contains { $0.isHighContrast }
        return Appearance.allCases.filter { (dark || !$0.isDark) && (high || !$0.isHighContrast) }
    }

    /// An entry's `appearances`: `[{"appearance": "luminosity", "value": "dark"}]`,
    /// `[{"appearance": "contrast", "value": "high"}]`, or both, luminosity first.
    static func appearances(of appearance: Appearance) -> XcodeJSON {
        var list: [XcodeJSON] = []
        if appearance.isDark {
            list.append(.object(["appearance": .string("luminosity"), "value": .string("dark")]))
        }
        if appearance.isHighContrast {
            list.append(.object(["appearance": .string("contrast"), "value": .string("high")]))
        }
        return .array(list)
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
