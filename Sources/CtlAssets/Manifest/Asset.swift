import CtlControls
import CtlRaster
import CtlScene
import CtlSVG

/// One asset of a manifest: a control configuration, a scene or an SVG, the states and scales it is
/// drawn in, and how the images it ships stretch.
public struct Asset: Sendable {
    /// What is drawn.
    public enum Source: Sendable {
        /// A control and how to render it (the manifest's keys as a `--spec` holds them).
        case control(ControlSpec)
        /// A scene of a scene file.
        case scene(Scene)
        /// An SVG file, drawn at each scale into `size` points (its own size unless the
        /// manifest gives one).
        case svg(SVGArtwork, size: Size)
    }

    /// The name the images are named after (`PrimaryButton` → `PrimaryButton.imageset`).
    public var name: String
    public var source: Source
    /// The states drawn, normal first. Scenes and SVGs have only normal.
    public var states: [ControlState]
    /// Pixels per point of each image of the asset (xcassets and png formats). Default: 1, 2, 3.
    public var scales: [Double]
    /// How the images stretch, or nil for fixed images.
    public var resizing: Resizing?
    /// How the app draws the images: Xcode's "Render As" (default: Xcode's own default).
    public var renderAs: RenderAs
    /// How the images behave right to left (default: fixed).
    public var direction: ImageDirection = .fixed
    /// The appearances each image is drawn in, in `Appearance.allCases` order (default: light
    /// only, Xcode's "Any"). Manifest: `"appearances": ["any", "dark"]`.
    public var appearances: [Appearance] = [.light]
    /// For an SVG asset, the artwork drawn in each appearance other than light: its own file
    /// (`"dark": "icon-dark.svg"`) or the asset's SVG read in that appearance (its `@media` rules).
    public var artworks: [Appearance: SVGArtwork] = [:]
    /// For a control, its spec in each appearance that changes some of its keys
    /// (`"dark": {"tint": "#ff9f0a"}`); the others draw the asset's spec in their colours.
    public var specs: [Appearance: ControlSpec] = [:]
    /// A digest of everything the asset's images depend on: its keys, the files it names,
    /// and the tool's version (set by the manifest reader).
    public var inputsDigest: String
    /// Per appearance, a digest of what that appearance's images depend on: the asset's keys
    /// but the other appearances' own (their SVG files, the list of appearances), the files it
    /// names, and the tool's version. Changing only the dark SVG changes only the dark digest.
    public var imageDigests: [Appearance: String] = [:]

    /// Whether the images are template images (only their alpha counts; the app tints them).
    public var isTemplate: Bool { renderAs == .template }

    /// The name of the image of `state`: the asset's name for normal, `name-state` otherwise
    /// (`PrimaryButton-highlighted+selected`).
    public func imageName(for state: ControlState) -> String {
        state == .normal ? name : "\(name)-\(state)"
    }

    /// Whether the images are drawn in more than the light appearance (their files then say
    /// which appearance each is).
    public var hasAppearances: Bool { appearances != [.light] }
}

/// Xcode's "Render As" of an image set: its `template-rendering-intent`.
public enum RenderAs: String, Hashable, Sendable, CaseIterable {
    /// "Default": no key. The system decides (a name ending in "Template" is a template; an
    /// image in a tab bar or toolbar is tinted).
    case `default`
    /// "Original Image": drawn in its own colours everywhere.
    case original
    /// "Template Image": only the alpha counts; the app tints it.
    case template
}

extension RenderAs: SpecEnum {}
