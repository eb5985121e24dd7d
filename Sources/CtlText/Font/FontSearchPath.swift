import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Folders whose font files can be asked for by name, as `PATH` finds commands: the
/// environment variable `CTLRENDER_FONT_PATH`, folders separated by ":".
///
/// Only the font files directly in each folder count (.ttf, .otf, .ttc, .otc), in folder
/// order and then in name order; sub-folders are not searched. Empty entries, missing
/// folders and unreadable folders are skipped, so a stale entry does no harm.
public struct FontSearchPath: Sendable, Equatable {
    /// The environment variable read by `init(environment:)`.
    public static let variable = "CTLRENDER_FONT_PATH"

    /// The folders, in search order.
    public let folders: [String]

    /// A search path of exactly these folders (none: nothing is found).
    public init(folders: [String]) {
        self.folders = folders
    }

    /// The folders named by `CTLRENDER_FONT_PATH` in `environment`; none when it is unset or empty.
    public init(environment: [String: String]) {
        let value = environment[Self.variable] ?? ""
        folders = value.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
    }

    /// The paths of the font files in the folders (not sub-folders, whatever their name):
    /// folder order, then name order in each.
    public func fontFiles() -> [String] {
        folders.flatMap { folder -> [String] in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            return names.filter(Self.isFontFileName).sorted()
                .map { PathText.appending($0, to: folder) }
                .filter { path in
                    var isFolder = false
                    return FileManager.default.fileExists(atPath: path, isFolder: &isFolder) && !isFolder
                }
        }
    }

    /// Whether `name` ends in a font file extension (.ttf, .otf, .ttc, .otc, in any case).
    static func isFontFileName(_ name: String) -> Bool {
        fontExtensions.contains(PathText.pathExtension(of: name).lowercased())
    }

    static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc"]
}
