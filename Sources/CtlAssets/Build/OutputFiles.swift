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

/// Files in a build's output folder: written through a temporary file renamed into place,
/// hashed to check them against the build record, and removed with the folders they leave empty.
public enum OutputFiles {
    /// The end of the name of a temporary file (`.<name>.ctlrender-tmp`, beside its file).
    static let temporarySuffix = ".ctlrender-tmp"

    /// Writes `file` into `folder` (creating its folders): the bytes go to a temporary file
    /// beside it, renamed into place, so that a reader (or a build killed midway) sees the old
    /// file or the new one, whole. Returns the digest of the bytes.
    ///
    /// - Throws: `AssetError.output` naming the file and the system's reason.
    @discardableResult
    public static func write(_ file: AssetFile, into folder: String, timings: BuildTimings? = nil) throws -> String {
        try timings.measure(.write) { try writeBytes(file, into: folder) }
        return timings.measure(.digest) { Digest.of(bytes: file.bytes) }
    }

    private static func writeBytes(_ file: AssetFile, into folder: String) throws {
        let path = PathText.appending(file.path, to: folder)
        let parent = PathText.deletingLastComponent(of: path)
        try AssetBuilder.makeFolder(parent)
        let temp = PathText.appending("." + PathText.lastComponent(of: path) + temporarySuffix, to: parent)
        guard let handle = fopen(temp, "wb") else { throw failure(path) }
        // fwrite reads the buffer's own count of bytes.
        let written = file.bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, handle) }
        let flushed = fflush(handle) == 0
        let closed = fclose(handle) == 0
        guard written == file.bytes.count, flushed, closed else {
            let error = failure(path)
            unlink(temp)
            throw error
        }
        guard rename(temp, path) == 0 else {
            let error = failure(path)
            unlink(temp)
            throw error
        }
    }

    private static func failure(_ path: String) -> AssetError {
        .output(path: path, reason: String(cString: strerror(errno)))
    }

    /// The digest of the file at `path` (relative to `folder`), or nil when there is no
    /// readable file there.
    static func digest(ofFile path: String, in folder: String) -> String? {
        FileManager.default.contents(atPath: PathText.appending(path, to: folder))
            .map { Digest.of(bytes: $0) }
    }

    /// Removes the temporary files an interrupted build left anywhere under `folder` (only
    /// names of the form `.<name>.ctlrender-tmp`, which no one else writes), and the folders
    /// that this leaves empty: a build killed while writing the first file of a folder it
    /// made leaves that folder holding only the temporary file.
    static func removeTemporaries(in folder: String) {
        guard let paths = try? FileManager.default.subpathsOfDirectory(atPath: folder) else { return }
        var temporaries: [String] = []
        for path in paths {
            let name = PathText.lastComponent(of: path)
            if name.hasPrefix("."), name.hasSuffix(temporarySuffix) { temporaries.append(path) }
        }
        // Removed after the walk, which must not see its folders change under it.
        for path in temporaries { remove(path, in: folder) }
    }

    /// Removes the file at `path` (relative to `folder`) if it is there, then each folder on
    /// the way up to `folder` (not included) that this leaves empty. Folders holding anything
    /// else stay. Returns whether a file was removed.
    @discardableResult
    static func remove(_ path: String, in folder: String) -> Bool {
        let full = PathText.appending(path, to: folder)
        var isFolder = false
        var removed = false
        if FileManager.default.fileExists(atPath: full, isFolder: &isFolder), !isFolder {
            removed = (try? FileManager.default.removeItem(atPath: full)) != nil
        }
        var parent = PathText.deletingLastComponent(of: path)
        // rmdir removes only an empty folder: a user's file in it keeps it. A folder that is not
        // there does not stop the walk: a build killed while making `res/drawable-hdpi` may
        // have made only `res`.
        while !parent.isEmpty, parent != ".", parent != "/",
              rmdir(PathText.appending(parent, to: folder)) == 0 || errno == ENOENT {
            parent = PathText.deletingLastComponent(of: parent)
        }
        return removed
    }
}
