import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The folder `draw --all` writes into.
enum OutputFolder {
    /// Creates `path` and its missing parents; an existing folder is fine.
    ///
    /// - Throws: `CLIError.cannotCreateFolder` when it exists as a file or cannot be made.
    static func create(_ path: String) throws {
        var isFolder = false
        if FileManager.default.fileExists(atPath: path, isFolder: &isFolder) {
            guard isFolder else {
                throw CLIError.cannotCreateFolder(path: path, reason: "a file (not a folder) is in the way")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw CLIError.cannotCreateFolder(path: path, reason: fileErrorReason(error))
        }
    }
}
