import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Font faces by name: the bundled fonts, the fonts of the search path and font files,
/// each loaded once and shared.
///
/// A name is resolved in this order (bundled and search-path names are matched
/// case-insensitively, paths as they are):
/// 1. a bundled name: "system" (Inter Regular), "system-bold" (Inter Bold), "Inter",
///    "Inter-Bold", "DejaVu Sans", "DejaVu Sans Bold"; the bundled fonts are embedded in
///    the binary (`EmbeddedFont`), so they never depend on files beside it;
/// 2. a path (a name with a "/"), or a font file name (.ttf, .otf, .ttc, .otc) that exists
///    relative to the working directory: that file;
/// 3. a font of the search path (`FontSearchPath`, from `CTLRENDER_FONT_PATH` for `shared`),
///    by file name with or without its extension, then by full name ("Roboto Bold": family
///    and style) or, for a regular style, by family name alone ("Roboto"); the first
///    folder and file that match win;
/// 4. any other font file name is read as a path, so its error says why it is unusable.
///
/// Faces load lazily on first use. Safe to use from several threads.
public final class FontLibrary: @unchecked Sendable {
    /// A font to draw with: the requested face, then the faces that draw what it lacks.
    public struct Font: Sendable {
        /// The name the font was asked for by.
        public let name: String
        /// The requested face first, then the fallbacks in order. Never empty.
        public let faces: [FontFace]

        /// The library the font came from, which finds the faces of characters its faces lack
        /// (`covering(_:)`); nil for a font made of given faces.
        let library: FontLibrary?
        /// How many faces at the end of `faces` are the bundled fallbacks (DejaVu Sans).
        let bundledFallbackCount: Int

        /// The requested face; its metrics size the line.
        public var primary: FontFace { faces[0] }

        /// A font of exactly these faces, the first being the primary (at least one face).
        public init(name: String, faces: [FontFace]) {
            self.init(name: name, faces: faces, library: nil, bundledFallbackCount: 0)
        }

        init(name: String, faces: [FontFace], library: FontLibrary?, bundledFallbackCount: Int) {
            precondition(!faces.isEmpty, "a font needs at least one face")
            self.name = name
            self.faces = faces
            self.library = library
            self.bundledFallbackCount = bundledFallbackCount
        }
    }

    /// The library of the bundled fonts, of `sharedFontFolders` and `CTLRENDER_FONT_PATH` and, when
    /// `usesSystemFontsByDefault` was set before its first use or `CTLRENDER_SYSTEM_FONTS=1`
    /// says so, of the system's font folders; shared by everyone.
    public static let shared: FontLibrary = {
        let environment = ProcessEnvironment.values(
            of: [SystemFontFolders.variable, FontSearchPath.variable] + SystemFontFolders.folderVariables)
        let system = SystemFontFolders.areEnabled(environment: environment, byDefault: usesSystemFontsByDefault)
        let folders = sharedFontFolders + FontSearchPath(environment: environment).folders
        // The system folders are worked out (their paths standardized, which reads the file
        // system) only when fallback first needs them: most texts never do.
        let systemFolders: @Sendable () -> [String] = {
            system ? SystemFontFolders.folders(environment: environment) : []
        }
        return FontLibrary(searchPath: FontSearchPath(folders: folders), systemFontFolders: systemFolders)
    }()

    /// Whether `shared` falls back on the system's fonts when `CTLRENDER_SYSTEM_FONTS` does not
    /// say. Off for the library, so that a drawing (a snapshot test's) does not depend on the
    /// fonts a machine has installed; the `ctlrender` command turns it on. Read once, by the
    /// first use of `shared`: set it before.
    public static var usesSystemFontsByDefault: Bool {
        get { systemFontsDefault.withLock { $0 } }
        set { systemFontsDefault.withLock { $0 = newValue } }
    }
    private static let systemFontsDefault = Locked(false)

    /// Folders of the user's fonts that `shared` searches before those of `CTLRENDER_FONT_PATH`
    /// (the command's `--font-dir`). Read once, by the first use of `shared`: set it before.
    public static var sharedFontFolders: [String] {
        get { sharedFolders.withLock { $0 } }
        set { sharedFolders.withLock { $0 = newValue } }
    }
    private static let sharedFolders = Locked<[String]>([])

    /// The bundled names, as shown in errors.
    public static let knownNames = ["system", "system-bold", "Inter", "Inter-Bold", "DejaVu Sans", "DejaVu Sans Bold"]

    /// Lower-cased bundled name (the known names and a few spellings more) → embedded font.
    static let bundledFonts: [String: EmbeddedFont] = [
        "system": .interRegular,
        "system-bold": .interBold,
        "inter": .interRegular,
        "inter-regular": .interRegular,
        "inter-bold": .interBold,
        "dejavu sans": .dejaVuSans,
        "dejavusans": .dejaVuSans,
        "dejavu sans bold": .dejaVuSansBold,
        "dejavusans-bold": .dejaVuSansBold,
    ]

    /// Style names that a family name alone stands for.
    private static let regularStyles: Set<String> = ["", "regular", "book", "normal", "roman"]

    /// The folders searched for fonts by name (step 3 of the resolution).
    public let searchPath: FontSearchPath

    private let lock = ThreadLock()
    /// Loaded faces by embedded file name or by standardized path.
    private var faces: [String: FontFace] = [:]

    /// The font files that draw what a font lacks: `searchPath`'s, then the system's.
    let fallbackCatalog: FallbackFontCatalog

    /// A library of the bundled fonts and of the fonts in `searchPath`'s folders; fonts by
    /// name come from those. When a font lacks a character, `FontLibrary.Font.covering(_:)`
    /// looks for it in the fonts of `searchPath`'s folders, then of `systemFontFolders`
    /// (`SystemFontFolders.folders(environment:)`; none: no system font is used).
    public convenience init(searchPath: FontSearchPath = FontSearchPath(folders: []), systemFontFolders: [String] = []) {
        self.init(searchPath: searchPath, systemFontFolders: { systemFontFolders })
    }

    /// The same, with the system font folders worked out on the first fallback that needs them.
    init(searchPath: FontSearchPath, systemFontFolders: @escaping @Sendable () -> [String]) {
        self.searchPath = searchPath
        fallbackCatalog = FallbackFontCatalog(userFolders: searchPath.folders, systemFolders: systemFontFolders)
    }

    /// The system font folders this library falls back on (none when system fonts are off).
    public var systemFontFolders: [String] { fallbackCatalog.systemFolders }

    /// The font named `name` with its fallback chain: the face, then DejaVu Sans
    /// (for a bold face: DejaVu Sans Bold, then DejaVu Sans). The faces of user and system
    /// fonts that draw what these lack are added for a given text by `Font.covering(_:)`.
    ///
    /// - Throws: `FontError.unknownName` listing the known names, or the error loading the face.
    ///
    /// A folder's path names every font file in it (.ttf, .otf, .ttc, .otc, in name order):
    /// the first is the primary face and the others are tried, in order, before the
    /// bundled fallbacks.
    public func font(named name: String) throws(FontError) -> Font {
        var chain: [FontFace]
        if let faces = try folderFaces(name) {
            chain = faces
        } else {
            chain = [try face(named: name)]
        }
        let primary = chain[0]
        let fallbacks: [EmbeddedFont] = primary.isBold ? [.dejaVuSansBold, .dejaVuSans] : [.dejaVuSans]
        var bundled = 0
        for font in fallbacks {
            let face = try embeddedFace(font)
            if !chain.contains(where: { $0 === face }) {
                chain.append(face)
                bundled += 1
            }
        }
        return Font(name: name, faces: chain, library: self, bundledFallbackCount: bundled)
    }

    /// The faces of the font files in the folder at `path`, or nil when `path` is not a folder.
    private func folderFaces(_ path: String) throws(FontError) -> [FontFace]? {
        var isFolder = false
        let standard = PathText.standardizing(path)
        guard path.contains("/") || Self.bundledFonts[path.lowercased()] == nil,
              FileManager.default.fileExists(atPath: standard, isFolder: &isFolder), isFolder else {
            return nil
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: standard)) ?? [])
            .filter(FontSearchPath.isFontFileName)
            .sorted()
        guard !names.isEmpty else {
            throw FontError.unreadable(path: path, reason: "the folder holds no .ttf, .otf, .ttc or .otc file")
        }
        var faces: [FontFace] = []
        for file in names {
            let full = PathText.appending(file, to: standard)
            faces.append(try fileFace(full))
        }
        return faces
    }

    /// The single face named `name` (resolved as the type's discussion says), loaded once.
    ///
    /// - Throws: `FontError.unknownName` listing the known names, or the error loading the face.
    public func face(named name: String) throws(FontError) -> FontFace {
        let key = name.trimmingWhitespace().lowercased()
        if let font = Self.bundledFonts[key] { return try embeddedFace(font) }
        let isFileName = FontSearchPath.isFontFileName(name)
        let path = PathText.standardizing(name)
        if name.contains("/") || (isFileName && FileManager.default.fileExists(atPath: path)) {
            return try fileFace(path)
        }
        if let face = try searchPathFace(key) { return face }
        guard isFileName else { throw FontError.unknownName(name, known: Self.knownNames) }
        return try fileFace(path)
    }

    /// The face of the first search-path font called `key` (lower-cased), or nil when none is.
    ///
    /// File names are compared first, without opening any file; then each font's family and
    /// style, opening the fonts in order (a file that is not a usable font is passed over).
    private func searchPathFace(_ key: String) throws(FontError) -> FontFace? {
        let files = searchPath.fontFiles()
        for file in files {
            let fileName = PathText.lastComponent(of: file).lowercased()
            if fileName == key || PathText.deletingPathExtension(of: fileName) == key {
                return try fileFace(file)
            }
        }
        for file in files {
            guard let face = try? fileFace(file) else { continue }
            let family = face.familyName.lowercased(), style = face.styleName.lowercased()
            if "\(family) \(style)" == key || (family == key && Self.regularStyles.contains(style)) {
                return face
            }
        }
        return nil
    }

    /// The face in the font file at `path` (standardized), loaded once.
    func fileFace(_ path: String) throws(FontError) -> FontFace {
        try cached(path) { () throws(FontError) in try FontFace(path: path) }
    }

    /// The face of an embedded font, loaded once.
    func embeddedFace(_ font: EmbeddedFont) throws(FontError) -> FontFace {
        try cached(font.fileName) { () throws(FontError) in try FontFace(embedded: font) }
    }

    /// The face stored under `key`, loading it with `load` the first time (under the lock, so once).
    private func cached(_ key: String, _ load: () throws(FontError) -> FontFace) throws(FontError) -> FontFace {
        lock.lock()
        defer { lock.unlock() }
        if let face = faces[key] { return face }
        let face = try load()
        faces[key] = face
        return face
    }
}
