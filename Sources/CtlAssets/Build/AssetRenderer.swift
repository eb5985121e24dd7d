import CtlControls
import CtlRaster
import CtlScene

/// Draws an asset's images.
public enum AssetRenderer {
    /// The image of `asset` in `state` at `scale`, and any warnings (a clamped value…); a
    /// control is laid out in `layoutDirection` when given, else as its spec says.
    public static func render(_ asset: Asset, state: ControlState, scale: Double,
                              layoutDirection: LayoutDirection? = nil) throws -> (Pixmap, [String]) {
        switch asset.source {
        case .control(let spec):
            var options = spec.options
            options.state = state
            options.scale = scale
            if let layoutDirection { options.layoutDirection = layoutDirection }
            if let resizing = asset.resizing { options.size = try resizableSize(spec, resizing: resizing) }
            let rendering = try ControlRenderer.render(spec.control, options: options)
            return (rendering.pixmap, rendering.warnings)
        case .scene(let scene):
            return (try scene.render(scale: scale), [])
        case .svg(let artwork, let size):
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
                       layoutDirection: LayoutDirection? = nil,
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
                try render(asset, state: state, scale: scale, layoutDirection: layoutDirection)
            }
            warnings += w.filter { !warnings.contains($0) }
            let insets = resizing?.pixelInsets(scale: scale, width: pixmap.width, height: pixmap.height)
            let png = encode ? try timings.measure(.encode) { try PNG.encode(pixmap) } : []
            images.append(RenderedImage(scale: scale, pixmap: pixmap, png: png, insets: insets))
        }
        return (images, warnings)
    }

    /// The paths `files` writes for `asset`, known without drawing (to find clashes first).
    static func paths(_ asset: Asset, format: OutputFormat, catalog: String) -> [String] {
        var paths: [String] = []
        let both = asset.direction == .both
        for state in asset.states {
            let name = asset.imageName(for: state)
            switch format {
            case .xcassets:
                let folder = catalog + ".xcassets/" + name + ".imageset/"
                for file in both ? [name, name + "-rtl"] : [name] {
                    paths += asset.scales.map { folder + file + ImageName.scaleSuffix($0) + ".png" }
                }
                paths.append(folder + "Contents.json")
            case .android:
                for direction in both ? [LayoutDirection.leftToRight, .rightToLeft] : [.leftToRight] {
                    paths += AndroidWriter.paths(resource: AndroidWriter.imageResource(asset, state: state),
                                                 resizable: asset.resizing != nil, direction: direction)
                }
            case .png:
                for file in both ? [name, name + "-rtl"] : [name] {
                    paths += asset.scales.map { file + ImageName.scaleSuffix($0) + ".png" }
                }
            }
        }
        if format == .android && AndroidWriter.hasStateList(asset) {
            paths.append("res/drawable/\(AndroidWriter.resourceName(asset.name)).xml")
        }
        return paths
    }

    /// Every file of `asset` in `format`, paths relative to the output folder (those of `paths`).
    static func files(_ asset: Asset, format: OutputFormat, catalog: String,
                      timings: BuildTimings? = nil) throws -> ([AssetFile], [String]) {
        var files: [AssetFile] = []
        var warnings: [String] = []
        let both = asset.direction == .both
        // Drawn both ways: left to right, then right to left; otherwise as the source says.
        let directions: [LayoutDirection?] = both ? [.leftToRight, .rightToLeft] : [nil]
        for state in asset.states {
            let name = asset.imageName(for: state)
            switch format {
            case .xcassets:
                guard asset.scales.allSatisfy(XCAssetsWriter.scales.contains) else {
                    throw AssetBuildError("an asset catalog holds scales 1, 2 and 3 only, not "
                        + asset.scales.map { "\($0)" }.joined(separator: ", "))
                }
                var drawn: [[RenderedImage]] = []
                for direction in directions {
                    let (images, w) = try images(asset, state: state, scales: asset.scales, layoutDirection: direction,
                                                 timings: timings)
                    warnings += w
                    drawn.append(images)
                }
                files += timings.measure(.files) {
                    XCAssetsWriter.imageset(named: name, images: drawn[0], rightToLeftImages: drawn.dropFirst().first ?? [],
                                            direction: asset.direction, renderAs: asset.renderAs,
                                            mode: asset.resizing?.mode.rawValue ?? "stretch")
                        .map { AssetFile(path: catalog + ".xcassets/" + $0.path, bytes: $0.bytes) }
                }
            case .android:
                let resource = AndroidWriter.imageResource(asset, state: state)
                for direction in directions {
                    // A resizable image is written as its nine-patch, encoded by the writer.
                    let (images, w) = try images(asset, state: state, scales: AndroidWriter.scales,
                                                 encode: asset.resizing == nil, layoutDirection: direction,
                                                 timings: timings)
                    warnings += w
                    files += try timings.measure(.files) {
                        try AndroidWriter.files(resource: resource, images: images, direction: direction ?? .leftToRight)
                    }
                }
            case .png:
                for direction in directions {
                    let (images, w) = try images(asset, state: state, scales: asset.scales, layoutDirection: direction,
                                                 timings: timings)
                    warnings += w
                    let file = direction == .rightToLeft ? name + "-rtl" : name
                    files += timings.measure(.files) { PNGFolderWriter.files(named: file, images: images) }
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
