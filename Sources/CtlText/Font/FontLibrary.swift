import Foundation

/// Font faces by name: the bundled fonts and font files, each loaded once and shared.
///
/// Known names (matched case-insensitively): "system" (Inter Regular), "system-bold"
/// (Inter Bold), "Inter", "Inter-Bold", "DejaVu Sans", "DejaVu Sans Bold". Any other
/// name that looks like a path (has a "/" or a font extension) is loaded as a font file.
/// Faces load lazily on first use. Safe to use from several threads.
public final class FontLibrary: @unchecked Sendable {
    /// A font to draw with: the requested face, then the faces that draw what it lacks.
    public struct Font: Sendable {
        /// The name the font was asked for by.
        public let name: String
        /// The requested face first, then the fallbacks in order. Never empty.
        public let faces: [FontFace]

        /// The requested face; its metrics size the line.
        public var primary: FontFace { faces[0] }

        /// A font of exactly these faces, the first being the primary (at least one face).
        public init(name: String, faces: [FontFace]) {
            precondition(!faces.isEmpty, "a font needs at least one face")
            self.name = name
            self.faces = faces
        }
    }

    /// The library of the bundled fonts, shared by everyone.
    public static let shared = FontLibrary()

    /// The bundled names, as shown in errors.
    public static let knownNames = ["system", "system-bold", "Inter", "Inter-Bold", "DejaVu Sans", "DejaVu Sans Bold"]

    /// Lower-cased known name → bundled file name.
    private static let bundledFiles: [String: String] = [
        "system": "Inter-Regular.otf",
        "system-bold": "Inter-Bold.otf",
        "inter": "Inter-Regular.otf",
        "inter-regular": "Inter-Regular.otf",
        "inter-bold": "Inter-Bold.otf",
        "dejavu sans": "DejaVuSans.ttf",
        "dejavusans": "DejaVuSans.ttf",
        "dejavu sans bold": "DejaVuSans-Bold.ttf",
        "dejavusans-bold": "DejaVuSans-Bold.ttf",
    ]

    private static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    private let lock = NSLock()
    /// Loaded faces by bundled file name or by standardized path.
    private var faces: [String: FontFace] = [:]

    public init() {}

    /// The font named `name` with its fallback chain: the face, then DejaVu Sans
    /// (for a bold face: DejaVu Sans Bold, then DejaVu Sans).
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
        let fallbacks = primary.isBold ? ["DejaVuSans-Bold.ttf", "DejaVuSans.ttf"] : ["DejaVuSans.ttf"]
        for file in fallbacks {
            let face = try bundledFace(file)
            if !chain.contains(where: { $0 === face }) { chain.append(face) }
        }
        return Font(name: name, faces: chain)
    }

    /// The faces of the font files in the folder at `path`, or nil when `path` is not a folder.
    private func folderFaces(_ path: String) throws(FontError) -> [FontFace]? {
        var isFolder: ObjCBool = false
        let standard = (path as NSString).standardizingPath
        guard path.contains("/") || !Self.bundledFiles.keys.contains(path.lowercased()),
              FileManager.default.fileExists(atPath: standard, isDirectory: &isFolder), isFolder.boolValue else {
            return nil
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: standard)) ?? [])
            .filter { Self.fontExtensions.contains(($0 as NSString).pathExtension.lowercased()) }
            .sorted()
        guard !names.isEmpty else {
            throw FontError.unreadable(path: path, reason: "the folder holds no .ttf, .otf, .ttc or .otc file")
        }
        var faces: [FontFace] = []
        for file in names {
            let full = (standard as NSString).appendingPathComponent(file)
            faces.append(try cached(full) { () throws(FontError) in try FontFace(path: full) })
        }
        return faces
    }

    /// The single face named `name` (a known name or a font file path), loaded once.
    ///
    /// - Throws: `FontError.unknownName` listing the known names, or the error loading the face.
    public func face(named name: String) throws(FontError) -> FontFace {
        let key = name.trimmingCharacters(in: .whitespaces).lowercased()
        if let file = Self.bundledFiles[key] { return try bundledFace(file) }
        let ext = (name as NSString).pathExtension.lowercased()
        guard name.contains("/") || Self.fontExtensions.contains(ext) else {
            throw FontError.unknownName(name, known: Self.knownNames)
        }
        let path = (name as NSString).standardizingPath
        return try cached(path) { () throws(FontError) in try FontFace(path: path) }
    }

    private func bundledFace(_ file: String) throws(FontError) -> FontFace {
        try cached(file) { () throws(FontError) in
            guard let folder = Bundle.module.url(forResource: "Fonts", withExtension: nil) else {
                throw FontError.unreadable(path: "Fonts/\(file)", reason: "the bundled font folder is missing")
            }
            return try FontFace(path: folder.appendingPathComponent(file).path)
        }
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
