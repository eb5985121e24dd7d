import CtlRaster

/// How an SVG document is read: fonts for its text, languages for `systemLanguage`, and
/// where its relative file references point. The names follow resvg's options.
public struct SVGOptions: Sendable {
    /// Folders of font files to take families from (searched in order). Default: [].
    public var fontFolders: [String]
    /// Whether to use only `fontFolders` (and the bundled fonts), not the system's. Default: false.
    public var skipSystemFonts: Bool
    /// The family when an element names none. Default: "Times New Roman".
    public var fontFamily: String
    /// What the generic families stand for. Defaults: "Times New Roman", "Arial",
    /// "Comic Sans MS", "Impact", "Courier New".
    public var serifFamily: String
    public var sansSerifFamily: String
    public var cursiveFamily: String
    public var fantasyFamily: String
    public var monospaceFamily: String
    /// The user's languages, most preferred first, for `systemLanguage`. Default: ["en"].
    public var languages: [String]
    /// The folder that relative `href`s (images) are resolved against: the SVG's own
    /// folder. Default: nil, which refuses relative files.
    public var resourcesFolder: String?
    /// Font files to take families from, before `fontFolders` (resvg's `--use-font-file`).
    /// Default: [].
    public var fontFiles: [String]
    /// Dots per inch: how many pixels `1in` is, and so `cm`, `mm`, `pt` and `pc`. Default: 96.
    public var dpi: Double
    /// CSS applied before the document's own style sheets (resvg's `--stylesheet`): the
    /// document's rules of the same specificity win over it, and `style` attributes over both.
    /// Default: nil.
    public var styleSheet: String?
    /// The folder image files may be read from, with its subfolders, once symbolic links and
    /// `..` are resolved on both sides; nil means `resourcesFolder` (and with neither, no file
    /// is read). A file outside it, or one that is not a regular file (a device, a FIFO), is
    /// not opened: the image is left out and listed in `SVGDocument.skipped`. Default: nil.
    public var allowedFolder: String?
    /// Whether image files may be read from anywhere (`--allow-outside`): no folder confines
    /// them, though devices and FIFOs are still refused. Default: false.
    public var allowsFilesOutsideResources: Bool
    /// The appearance the document's `@media (prefers-color-scheme: …)` and
    /// `@media (prefers-contrast: …)` rules are evaluated in. Default: light.
    public var appearance: Appearance

    public init() {
        fontFolders = []
        skipSystemFonts = false
        fontFamily = "Times New Roman"
        serifFamily = "Times New Roman"
        sansSerifFamily = "Arial"
        cursiveFamily = "Comic Sans MS"
        fantasyFamily = "Impact"
        monospaceFamily = "Courier New"
        languages = ["en"]
        resourcesFolder = nil
        fontFiles = []
        dpi = 96
        styleSheet = nil
        allowedFolder = nil
        allowsFilesOutsideResources = false
        appearance = .light
    }
}
