/// What a build writes.
public enum OutputFormat: String, Hashable, Sendable, CaseIterable {
    /// An Xcode asset catalog: `<Name>.xcassets/<Image>.imageset/` with Contents.json.
    case xcassets
    /// Android resources: `res/drawable-<density>/<image>.png` or `.9.png`.
    case android
    /// Plain PNGs: `<Image>[@Nx].png`.
    case png
}
