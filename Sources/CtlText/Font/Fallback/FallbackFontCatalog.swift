import CFreeType
import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The font files fallback may draw with, beyond the requested font and the bundled ones:
/// the user's folders (`CTLRENDER_FONT_PATH`, `--font-dir`: the files directly in them) and
/// the system's (`SystemFontFolders`: searched through sub-folders), with a summary of each
/// file (`FontFileSummary`), and the choice of the file that draws a character.
///
/// Nothing is read until the first question (a character no face of a font has); then every
/// file is summarized once, in sorted path order, within the caps below, and kept while the
/// process runs. A file that is not a usable font is passed over and listed in `unusable`.
final class FallbackFontCatalog: @unchecked Sendable {
    /// The most font files summarized (user and system together); files past it are left out.
    static let maxFiles = 4096
    /// The most bytes of font files summarized (their sizes added up); files past it are left out.
    static let maxBytes = 1 << 30
    /// How deep system folders are searched below the folder itself.
    static let maxDepth = 8

    /// One file that fallback may use.
    struct Candidate: Sendable {
        let summary: FontFileSummary
        /// Whether the file is in one of the user's folders (they come before the system's).
        let isUsers: Bool
    }

    let userFolders: [String]
    /// The system's folders, worked out on first use.
    var systemFolders: [String] {
        systemFolderList.withLock { list in
            if case .pending(let folders) = list { list = .known(folders()) }
            guard case .known(let folders) = list else { preconditionFailure("resolved above") }
            return folders
        }
    }

    private enum FolderList {
        case known([String])
        case pending(@Sendable () -> [String])
    }
    private let systemFolderList: Locked<FolderList>

    private let lock = ThreadLock()
    private var scanned: Scan?
    /// Files whose face could not be loaded after they were summarized.
    private var failed = Set<String>()
    /// Choices made, by the character's scalars and the weight asked for.
    private var choices: [ChoiceKey: String?] = [:]

    /// What reading the folders found.
    private struct Scan {
        var candidates: [Candidate]
        var unusable: [String]
        /// The code points some candidate maps, all candidates' coverage merged.
        var union: FontFileSummary.Coverage
    }

    /// How many times the candidates were searched for a character (a choice not yet made
    /// that some file may have): the work `path(for:bold:)` did, for tests to count.
    private(set) var searches = 0

    private struct ChoiceKey: Hashable {
        let scalars: [UInt32]
        let bold: Bool
    }

    init(userFolders: [String], systemFolders: @escaping @Sendable () -> [String]) {
        self.userFolders = userFolders
        systemFolderList = Locked(.pending(systemFolders))
    }

    /// Whether there is any folder to look in.
    var isEmpty: Bool { userFolders.isEmpty && systemFolders.isEmpty }

    /// The usable files, the user's first, each group in sorted path order (summarizing them
    /// all the first time).
    var candidates: [Candidate] { withScan { $0.candidates } }

    /// Whether the folders have been read.
    var hasScanned: Bool {
        lock.lock()
        defer { lock.unlock() }
        return scanned != nil
    }

    /// Why the files that were passed over could not be used, one message each ("path: reason").
    var unusable: [String] { withScan { $0.unusable } }

    /// The path of the file that draws `scalars` (one character's, default-ignorable ones
    /// left out): the best file (`rank`) that maps all of them, the user's files before the
    /// system's; when none maps them all, the best that maps the first. Nil when no file does.
    func path(for scalars: [Unicode.Scalar], bold: Bool) -> String? {
        guard let first = scalars.first else { return nil }
        let key = ChoiceKey(scalars: scalars.map(\.value), bold: bold)
        return withScan { scan in
            if let known = choices[key] { return known }
            // Most characters no file has (unassigned, private use) are answered here, in O(log n).
            guard scan.union.covers(first) else { return nil }
            searches += 1
            let script = FontScript.first(of: scalars)
            let usable = scan.candidates.filter { !failed.contains($0.summary.path) }
            var chosen: String?
            for test in [{ (s: FontFileSummary) in scalars.allSatisfy(s.covers) }, { $0.covers(first) }] {
                for isUsers in [true, false] {
                    let covering = usable.filter { $0.isUsers == isUsers && test($0.summary) }
                    if let best = Self.best(covering.map(\.summary), script: script, bold: bold) {
                        chosen = best.path
                        break
                    }
                }
                if chosen != nil { break }
            }
            if choices.count >= 65536 { choices.removeAll() }
            choices[key] = chosen
            return chosen
        }
    }

    /// Marks the file at `path` as unusable (its face failed to load), so that it is not chosen again.
    func markFailed(_ path: String, reason: String) {
        lock.lock()
        defer { lock.unlock() }
        failed.insert(path)
        choices.removeAll()
        scanned?.unusable.append(reason)
    }

    /// The best of `summaries` for a character of `script` (nil: Common or Inherited) next to
    /// a primary face of weight `bold`: the first by `rank`, ties kept in order.
    static func best(_ summaries: [FontFileSummary], script: FontScript?, bold: Bool) -> FontFileSummary? {
        var best: (summary: FontFileSummary, rank: [Int])?
        for summary in summaries {
            let r = rank(summary, script: script, bold: bold)
            if best.map({ r.lexicographicallyPrecedes($0.rank, by: >) }) ?? true { best = (summary, r) }
        }
        return best?.summary
    }

    /// How well a file fits, compared in this order (higher is better): its family names
    /// the script ("Noto Sans Arabic" for Arabic); it is a sans-serif face and not a
    /// monospaced one; its weight is the primary's (regular, or bold for a bold primary),
    /// its style plainly "Regular" or "Bold"; it is upright; its family name is short (the
    /// plain family before its "UI" or "Display" cuts).
    static func rank(_ summary: FontFileSummary, script: FontScript?, bold: Bool) -> [Int] {
        let words = summary.family.lowercased().split(separator: " ").map(String.init)
        let scriptWords = script?.familyWords ?? []
        let namesScript = !scriptWords.isEmpty && words.count >= scriptWords.count
            && (0...(words.count - scriptWords.count)).contains { Array(words[$0..<($0 + scriptWords.count)]) == scriptWords }
        let isSans = words.contains("sans") && !words.contains("serif") && !words.contains("mono")
        let style = summary.style.lowercased()
        let plainStyle = bold ? style == "bold" : ["regular", "book", "normal", "roman", ""].contains(style)
        return [namesScript ? 1 : 0, isSans ? 1 : 0, summary.isBold == bold ? 1 : 0, plainStyle ? 1 : 0,
                summary.isItalic ? 0 : 1, -words.count]
    }

    /// Runs `body` on the scan, made first if needed, under the lock.
    private func withScan<T>(_ body: (Scan) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        if scanned == nil { scanned = scan() }
        return body(scanned!)
    }

    /// Summarizes the files of the folders, within the caps.
    private func scan() -> Scan {
        let userFiles = FontSearchPath(folders: userFolders).fontFiles()
        var seen = Set(userFiles)
        let systemFiles = systemFolders.flatMap { Self.fontFiles(under: $0) }.filter { seen.insert($0).inserted }
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            return Scan(candidates: [], unusable: ["FreeType could not start: no system or user font is used for fallback"],
                        union: FontFileSummary.Coverage(ranges: []))
        }
        defer { FT_Done_FreeType(library) }
        var candidates: [Candidate] = [], unusable: [String] = []
        var bytes = 0, count = 0
        let all = userFiles.map { ($0, true) } + systemFiles.map { ($0, false) }
        for (index, (path, isUsers)) in all.enumerated() {
            let size = ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
            if size > RenderLimits.current.inputBytes {
                unusable.append("\(path): \(size) bytes, over the \(RenderLimits.current.inputBytes)-byte limit of an input file")
                continue
            }
            guard count < Self.maxFiles, bytes + size <= Self.maxBytes else {
                unusable.append("\(all.count - index) font files from \(path) on were not read: fallback reads at most "
                                + "\(Self.maxFiles) files and \(Self.maxBytes) bytes")
                break
            }
            count += 1
            bytes += size
            do {
                let summary = try FontFileSummary(path: path, library: library)
                // Every real font names its family; a file without a name is cut short or broken.
                guard !summary.family.isEmpty else {
                    unusable.append("\(path): has no family name (a truncated or broken font file)")
                    continue
                }
                candidates.append(Candidate(summary: summary, isUsers: isUsers))
            } catch {
                unusable.append(error.description)
            }
        }
        return Scan(candidates: candidates, unusable: unusable,
                    union: FontFileSummary.Coverage(merging: candidates.map(\.summary.coverage)))
    }

    /// The font files under `folder` and its sub-folders (to `maxDepth`), depth first in
    /// sorted name order; none when it is not a readable folder. Hidden entries are skipped.
    static func fontFiles(under folder: String, depth: Int = 0) -> [String] {
        let manager = FileManager.default
        guard depth <= maxDepth, let names = try? manager.contentsOfDirectory(atPath: folder) else { return [] }
        var files: [String] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = PathText.appending(name, to: folder)
            var isFolder = false
            guard manager.fileExists(atPath: path, isFolder: &isFolder) else { continue }
            if isFolder {
                files += fontFiles(under: path, depth: depth + 1)
            } else if FontSearchPath.isFontFileName(name) {
                files.append(path)
            }
            if files.count > maxFiles { break }
        }
        return files
    }
}
