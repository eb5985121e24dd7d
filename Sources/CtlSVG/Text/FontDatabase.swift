import CtlRaster
import CtlText
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which families the CSS generic names stand for, and the family of text that names none.
public struct GenericFontFamilies: Sendable, Hashable {
    public var defaultFamily = "Times New Roman"
    public var serif = "Times New Roman"
    public var sansSerif = "Arial"
    public var cursive = "Comic Sans MS"
    public var fantasy = "Impact"
    public var monospace = "Courier New"

    /// resvg's defaults (which its test suite's fonts stand in for).
    public init() {}

    /// The family a generic name stands for, or nil when `name` is not a generic name.
    func family(forGeneric name: String) -> String? {
        switch name.lowercased() {
        case "serif": serif
        case "sans-serif": sansSerif
        case "cursive": cursive
        case "fantasy": fantasy
        case "monospace": monospace
        default: nil
        }
    }
}

/// Every face SVG text may use, in load order: the given font folders (searched through
/// sub-folders, files in name order), then the system's font folders unless skipped, then
/// the bundled fonts. Faces are found by CSS font matching (`match`) and, for a character
/// the chosen face lacks, by the first face in load order that has it (`fallback`).
///
/// A file that is not a usable font is passed over and listed in `unusable`.
public final class FontDatabase: @unchecked Sendable {
    /// One loaded face with what matching reads.
    final class Entry: @unchecked Sendable {
        let face: FontFace
        /// The family name, lower-cased for comparison.
        let family: String
        let traits: FontTraits

        init(face: FontFace, traits: FontTraits? = nil) {
            self.face = face
            family = face.familyName.lowercased()
            self.traits = traits ?? FontTraits(face: face)
        }
    }

    private let instanceLock = ThreadLock()
    nonisolated(unsafe) private var instances: [String: Entry] = [:]

    /// `entry` at the axis values `variations` (a variable font's instance), made once per
    /// entry and values; `entry` itself when there is nothing to vary or the instance fails.
    func instance(of entry: Entry, variations: [FontVariation]) -> Entry {
        guard !variations.isEmpty else { return entry }
        let key = "\(ObjectIdentifier(entry).hashValue)|" + variations.map { "\($0.tag)=\($0.value)" }.joined(separator: ",")
        instanceLock.lock()
        defer { instanceLock.unlock() }
        if let cached = instances[key] { return cached }
        guard let face = try? entry.face.instance(variations: variations) else { return entry }
        let made = Entry(face: face, traits: entry.traits)
        instances[key] = made
        return made
    }

    /// The folders where a Linux system keeps fonts.
    public static let systemFontFolders = ["/usr/share/fonts", "/usr/local/share/fonts"]

    let entries: [Entry]
    public let families: GenericFontFamilies
    /// The font files that could not be loaded, each error naming its file.
    public let unusable: [FontError]

    /// Loads the faces of `files`, of `folders` (and of the system's font folders unless
    /// `skipSystemFonts`), then the bundled fonts.
    public init(files: [String] = [], folders: [String], skipSystemFonts: Bool,
                families: GenericFontFamilies = GenericFontFamilies()) {
        var entries: [Entry] = []
        var unusable: [FontError] = []
        let all = folders + (skipSystemFonts ? [] : Self.systemFontFolders)
        var seen = Set<String>()
        for files in [files] + all.map(Self.fontFiles(under:)) {
            for file in files where seen.insert(file).inserted {
                do {
                    entries.append(Entry(face: try FontFace(path: file)))
                } catch {
                    unusable.append(error)
                }
            }
        }
        let bundled = FontLibrary()
        for name in ["DejaVu Sans", "DejaVu Sans Bold", "Inter", "Inter-Bold"] {
            if let face = try? bundled.face(named: name) { entries.append(Entry(face: face)) }
        }
        self.entries = entries
        self.unusable = unusable
        self.families = families
    }

    /// The font files under `folder` and its sub-folders, in path order; none when it is not a folder.
    static func fontFiles(under folder: String) -> [String] {
        let manager = FileManager.default
        var isFolder = false
        guard manager.fileExists(atPath: folder, isFolder: &isFolder), isFolder,
            let relativePaths = try? manager.subpathsOfDirectory(atPath: folder)
        else { return [] }
        var files: [String] = []
        for relative in relativePaths {
            let ext = PathText.pathExtension(of: relative).lowercased()
            guard ["ttf", "otf", "ttc", "otc"].contains(ext) else { continue }
            let path = PathText.appending(relative, to: folder)
            var isDirectory = false
            if manager.fileExists(atPath: path, isFolder: &isDirectory), !isDirectory {
                files.append(path)
            }
        }
        return files.sorted()
    }

    /// The face CSS font matching picks for the family list `names` (generic names mapped
    /// through `families`; the serif family is tried after them, as resvg does, and the
    /// bundled DejaVu Sans last, so that text is drawn even when none of them is installed),
    /// or nil when no face of any of them is loaded.
    func match(names: [String], weight: Int, stretch: Int, slant: FontSlant) -> Entry? {
        var wanted = names.map { families.family(forGeneric: $0) ?? $0 }
        wanted.append(families.serif)
        wanted.append("DejaVu Sans")
        for name in wanted {
            let key = name.lowercased()
            let candidates = entries.filter { $0.family == key }
            if let best = Self.bestMatch(candidates, weight: weight, stretch: stretch, slant: slant) {
                return best
            }
        }
        return nil
    }

    /// The first face in load order that has `scalar`, is not in `excluded` and shares at
    /// least one trait (slant, weight or width) with `base`, as resvg does.
    func fallback(for scalar: Unicode.Scalar, base: Entry, excluded: [Entry]) -> Entry? {
        for entry in entries where !excluded.contains(where: { $0 === entry }) {
            let t = entry.traits, b = base.traits
            if t.slant != b.slant && t.weight != b.weight && t.stretch != b.stretch { continue }
            if entry.face.covers(scalar) { return entry }
        }
        return nil
    }

    /// CSS Fonts 3 §5.2 step 4: narrow `candidates` (one family) by stretch, then slant, then
    /// weight; the first left wins.
    static func bestMatch(_ candidates: [Entry], weight: Int, stretch: Int, slant: FontSlant) -> Entry? {
        guard !candidates.isEmpty else { return nil }
        var set = candidates
        // Stretch: the exact one, else the nearest narrower (for normal and narrower requests)
        // or wider (for wider requests), else the nearest the other way.
        let stretches = set.map(\.traits.stretch)
        let chosenStretch: Int
        if stretches.contains(stretch) {
            chosenStretch = stretch
        } else if stretch <= 5 {
            chosenStretch = stretches.filter { $0 < stretch }.max() ?? stretches.filter { $0 > stretch }.min()!
        } else {
            chosenStretch = stretches.filter { $0 > stretch }.min() ?? stretches.filter { $0 < stretch }.max()!
        }
        set = set.filter { $0.traits.stretch == chosenStretch }
        let order: [FontSlant] = switch slant {
        case .italic: [.italic, .oblique, .normal]
        case .oblique: [.oblique, .italic, .normal]
        case .normal: [.normal, .oblique, .italic]
        }
        if let chosenSlant = order.first(where: { s in set.contains { $0.traits.slant == s } }) {
            set = set.filter { $0.traits.slant == chosenSlant }
        }
        let weights = set.map(\.traits.weight)
        let chosenWeight: Int
        if weights.contains(weight) {
            chosenWeight = weight
        } else if (400..<450).contains(weight) && weights.contains(500) {
            chosenWeight = 500
        } else if (450...500).contains(weight) && weights.contains(400) {
            chosenWeight = 400
        } else if weight <= 500 {
            chosenWeight = weights.filter { $0 < weight }.max() ?? weights.filter { $0 > weight }.min()!
        } else {
            chosenWeight = weights.filter { $0 > weight }.min() ?? weights.filter { $0 < weight }.max()!
        }
        return set.first { $0.traits.weight == chosenWeight }
    }
}
