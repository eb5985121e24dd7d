import CtlControls
import CtlRaster
import CtlScene

/// Draws an asset's images.
public enum AssetRenderer {
    /// The image of `asset` in `state` at `scale`, and any warnings (a clamped value…); a
    /// control is laid out in `layoutDirection` when given, else as its spec says. An asset
    /// with appearances is drawn in `appearance`; one without keeps its spec's.
    public static func render(_ asset: Asset, state: ControlState, scale: Double,
                              layoutDirection: LayoutDirection? = nil,
                              appearance: Appearance = .light) throws -> (Pixmap, [String]) {
        switch asset.source {
        case .control(let base):
            let spec = asset.specs[appearance] ?? base
            var options = spec.options
            options.state = state
            options.scale = scale
            if let layoutDirection { options.layoutDirection = layoutDirection }
            if asset.hasAppearances { options.appearance = appearance }
            if let resizing = asset.resizing { options.size = try resizableSize(spec, resizing: resizing) }
            let rendering = try ControlRenderer.render(spec.control, options: options)
            return (rendering.pixmap, rendering.warnings)
        case .scene(let scene):
            return (try scene.render(scale: scale), [])
        case .svg(let light, let size):
            // Every appearance's artwork is drawn into the asset's size, so the variants match.
            let artwork = appearance == .light ? light : asset.artworks[appearance] ?? light
            return (try artwork.render(fitting: size, scale: scale), artwork.warnings)
        }
    }

    /// The size a resizable control is drawn at, in whole points and the same at every scale
    /// (so that each image is exactly scale × it): the asset's size rounded up to whole points;
    /// without one, on each axis with caps the whole-point caps and one point between them
    /// (as small as the caps allow), on an axis without caps the natural length rounded up.
    ///
    /// - Throws: when the control's own sizing (a fixed height of 2.5 points) is not whole
    ///   points, or leaves no stretchable point between the caps.
    static func resizableSize(_ spec: ControlSpec, resizing: Resizing) throws -> Size {
        let sizing = spec.control.sizing(in: ControlEnvironment(look: spec.options.look, tint: spec.options.tint))
        let caps = resizing.pointInsets
        let requested = wholePoints(spec.options.size ?? Size(
            width: resizing.hasHorizontalCaps ? caps.left + caps.right + 1 : sizing.natural.width,
            height: resizing.hasVerticalCaps ? caps.top + caps.bottom + 1 : sizing.natural.height))
        let drawn = sizing.resolve(requested, control: spec.kind.name, look: spec.options.look).size
        if let problem = resizing.problem(inImageOf: drawn) { throw AssetBuildError(problem) }
        return requested
    }

    /// `size` with each side rounded up to whole points (a hair above counts as the whole).
    static func wholePoints(_ size: Size) -> Size {
        Size(width: (size.width - 1e-9).rounded(.up), height: (size.height - 1e-9).rounded(.up))
    }

    /// Renders and encodes the images of `asset` in `state` at each of `scales`, with their
    /// cap insets in pixels when the asset is resizable. With `encode` false the images are not
    /// encoded (their `png` is empty): the writer encodes an image made from each.
    static func images(_ asset: Asset, state: ControlState, scales: [Double], encode: Bool = true,
                       layoutDirection: LayoutDirection? = nil, appearance: Appearance = .light,
                       timings: BuildTimings? = nil) throws -> ([RenderedImage], [String]) {
        var images: [RenderedImage] = []
        var warnings: [String] = []
        // The caps are the left-to-right image's; a control drawn mirrored has them mirrored too.
        var resizing = asset.resizing
        if case .control(let spec) = asset.source, spec.kind.mirrorsRightToLeft,
           (layoutDirection ?? spec.options.layoutDirection) == .rightToLeft {
            resizing = resizing?.mirrored
        }
        for scale in scales {
            let (pixmap, w) = try timings.measure(.draw) {
                try render(asset, state: state, scale: scale, layoutDirection: layoutDirection, appearance: appearance)
            }
            warnings += w.filter { !warnings.contains($0) }
            let insets = resizing?.pixelInsets(scale: scale, width: pixmap.width, height: pixmap.height)
            let png = encode ? try timings.measure(.encode) { try PNG.encode(pixmap) } : []
            images.append(RenderedImage(scale: scale, pixmap: pixmap, png: png, insets: insets))
        }
        return (images, warnings)
    }

    /// The appearances whose images `format` holds: Android has no resource qualifier for
    /// increased contrast (aapt and aapt2 refuse `-highcontrast`), so its images skip those.
    static func appearances(_ asset: Asset, format: OutputFormat) -> [Appearance] {
        format == .android ? asset.appearances.filter { !$0.isHighContrast } : asset.appearances
    }

    /// The warning for the appearances `format` cannot hold, or nil.
    static func skippedAppearances(_ asset: Asset, format: OutputFormat) -> String? {
        let skipped = asset.appearances.filter { !appearances(asset, format: format).contains($0) }
        guard !skipped.isEmpty else { return nil }
        return "Android has no resource qualifier for increased contrast (aapt refuses \"-highcontrast\"): the "
            + skipped.map { "\"\($0.name)\"" }.joined(separator: " and ") + " images are not written"
    }

    /// The paths `files` writes for `asset`, known without drawing (to find clashes first).
    static func paths(_ asset: Asset, format: OutputFormat, catalog: String) -> [String] {
        sharedPaths(asset, format: format, catalog: catalog)
            + appearances(asset, format: format).flatMap { imagePaths(asset, format: format, catalog: catalog, appearance: $0) }
    }

    /// The files of `asset` that are not one appearance's images: each image set's
    /// Contents.json, Android's state list.
    static func sharedPaths(_ asset: Asset, format: OutputFormat, catalog: String) -> [String] {
        switch format {
        case .xcassets:
            return asset.states.map { catalog + ".xcassets/" + asset.imageName(for: $0) + ".imageset/Contents.json" }
        case .android:
            return AndroidWriter.hasStateList(asset) ? ["res/drawable/\(AndroidWriter.resourceName(asset.name)).xml"] : []
        case .png:
            return []
        }
    }

    /// The paths of the images of `asset` in `appearance`.
    static func imagePaths(_ asset: Asset, format: OutputFormat, catalog: String, appearance: Appearance) -> [String] {
        var paths: [String] = []
        let directions: [LayoutDirection] = asset.direction == .both ? [.leftToRight, .rightToLeft] : [.leftToRight]
        for state in asset.states {
            let name = asset.imageName(for: state)
            for direction in directions {
                switch format {
                case .xcassets:
                    let folder = catalog + ".xcassets/" + name + ".imageset/"
                    paths += asset.scales.map { folder + fileName(name, direction, appearance, scale: $0) }
                case .android:
                    paths += AndroidWriter.paths(resource: AndroidWriter.imageResource(asset, state: state),
                                                 resizable: asset.resizing != nil, direction: direction,
                                                 appearance: appearance)
                case .png:
                    paths += asset.scales.map { fileName(name, direction, appearance, scale: $0) }
                }
            }
        }
        return paths
    }

    /// `<image>[-rtl][-<appearance>][@Nx].png`: light images keep the names they always had.
    static func fileName(_ image: String, _ direction: LayoutDirection, _ appearance: Appearance,
                         scale: Double) -> String {
        ImageName.png(image + (direction == .rightToLeft ? "-rtl" : "") + appearance.fileSuffix, scale: scale)
    }

    /// Every file of `asset` in `format`, paths relative to the output folder (those of `paths`),
    /// but the images of the appearances in `skipping` (up to date on disk: not drawn again).
    static func files(_ asset: Asset, format: OutputFormat, catalog: String, skipping: Set<Appearance> = [],
                      timings: BuildTimings? = nil) throws -> ([AssetFile], [String]) {
        var files: [AssetFile] = []
        var warnings: [String] = skippedAppearances(asset, format: format).map { [$0] } ?? []
        let both = asset.direction == .both
        // Drawn both ways: left to right, then right to left; otherwise as the source says.
        let directions: [LayoutDirection?] = both ? [.leftToRight, .rightToLeft] : [nil]
        let drawn = appearances(asset, format: format).filter { !skipping.contains($0) }
        if format == .xcassets, !asset.scales.allSatisfy(XCAssetsWriter.scales.contains) {
            throw AssetBuildError("an asset catalog holds scales 1, 2 and 3 only, not "
                + asset.scales.map { "\($0)" }.joined(separator: ", "))
        }
        for state in asset.states {
            let name = asset.imageName(for: state)
            var variants: [XCAssetsWriter.Variant] = []
            for appearance in drawn {
                for direction in directions {
                    let scales = format == .android ? AndroidWriter.scales : asset.scales
                    // An Android resizable image is written as its nine-patch, encoded by the writer.
                    let (images, w) = try images(asset, state: state, scales: scales,
                                                 encode: format != .android || asset.resizing == nil,
                                                 layoutDirection: direction, appearance: appearance, timings: timings)
                    warnings += w
                    let resolved = direction ?? .leftToRight
                    switch format {
                    case .xcassets:
                        variants.append(XCAssetsWriter.Variant(appearance: appearance, direction: resolved, images: images))
                    case .android:
                        let resource = AndroidWriter.imageResource(asset, state: state)
                        files += try timings.measure(.files) {
                            try AndroidWriter.files(resource: resource, images: images, direction: resolved,
                                                    appearance: appearance)
                        }
                    case .png:
                        files += timings.measure(.files) {
                            images.map { AssetFile(path: fileName(name, resolved, appearance, scale: $0.scale), bytes: $0.png) }
                        }
                    }
                }
            }
            if format == .xcassets {
                files += try timings.measure(.files) {
                    try XCAssetsWriter.imageset(named: name, scales: asset.scales, appearances: asset.appearances,
                                                variants: variants, direction: asset.direction, renderAs: asset.renderAs,
                                                mode: asset.resizing?.mode.rawValue ?? "stretch")
                        .map { AssetFile(path: catalog + ".xcassets/" + $0.path, bytes: $0.bytes) }
                }
            }
        }
        if format == .android && AndroidWriter.hasStateList(asset) {
            files.append(timings.measure(.files) { AndroidWriter.stateList(asset: asset) })
        }
        return (files, warnings.reduce(into: []) { if !$0.contains($1) { $0.append($1) } })
    }
}

/// A problem building one asset that is not one of the layers' own errors.
struct AssetBuildError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
