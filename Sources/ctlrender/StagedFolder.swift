import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
#else
import Foundation
#endif

/// PNGs written into a hidden folder inside an output folder, then moved into it together,
/// so that a command that fails halfway leaves none of its new files.
///
/// `commit` first checks that no name is taken by a folder, then renames each file into
/// place (on the same file system, so each move is atomic and cheap); files of earlier
/// runs with the same names are replaced only then. `discard` removes the hidden folder,
/// and the output folder too when this run made it and it is still empty.
struct StagedFolder {
    /// The output folder.
    let folder: String
    /// The hidden folder inside it.
    let staging: String
    /// Whether this run made `folder`.
    let madeFolder: Bool
    /// The names written so far.
    private(set) var names: [String] = []

    /// Makes `folder` (if missing) and a hidden folder in it.
    ///
    /// - Throws: `CLIError.cannotCreateFolder`.
    init(_ folder: String) throws {
        self.folder = folder
        madeFolder = !FileManager.default.fileExists(atPath: folder)
        try OutputFolder.create(folder)
        staging = URL(fileURLWithPath: folder).appendingPathComponent(".ctlrender-\(getpid())-staging").path
        try? FileManager.default.removeItem(atPath: staging)
        try OutputFolder.create(staging)
    }

    /// Writes `pixmap` as `name` in the hidden folder.
    mutating func write(_ pixmap: Pixmap, named name: String) throws {
        try PNG.write(pixmap, to: URL(fileURLWithPath: staging).appendingPathComponent(name).path)
        names.append(name)
    }

    /// Moves every file written into the output folder and removes the hidden one.
    ///
    /// - Throws: `AtomicFileError` naming the first file that cannot be put in place.
    func commit() throws {
        let targets = names.map { URL(fileURLWithPath: folder).appendingPathComponent($0).path }
        for target in targets {
            _ = try AtomicFile.writablePath(target)  // a folder in the way is refused before any move
        }
        for (name, target) in zip(names, targets) {
            let source = URL(fileURLWithPath: staging).appendingPathComponent(name).path
            guard rename(source, try AtomicFile.writablePath(target)) == 0 else {
                throw AtomicFileError.cannotWrite(path: target, reason: String(cString: strerror(errno)))
            }
        }
        try? FileManager.default.removeItem(atPath: staging)
    }

    /// Removes the hidden folder and what is in it, and the output folder if this run made it.
    func discard() {
        try? FileManager.default.removeItem(atPath: staging)
        if madeFolder, (try? FileManager.default.contentsOfDirectory(atPath: folder))?.isEmpty == true {
            try? FileManager.default.removeItem(atPath: folder)
        }
    }
}
