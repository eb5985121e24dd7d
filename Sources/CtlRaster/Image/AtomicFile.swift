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

/// Writes whole files so that readers see either the old file or the complete new one.
public enum AtomicFile {
    /// Writes `bytes` to a temporary file beside `path`, then renames it to `path`.
    ///
    /// A symbolic link is followed: the file it names is replaced and the link kept, and a
    /// link to a folder is refused as the folder itself is (a dangling link is replaced).
    /// - Throws: `AtomicFileError` naming the path and the system's reason.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        let target = try writablePath(path)
        let url = URL(fileURLWithPath: target)
        let dir = url.deletingLastPathComponent().path
        let temp = dir + "/." + url.lastPathComponent + ".\(getpid()).tmp"
        guard let file = fopen(temp, "wb") else {
            throw AtomicFileError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
        // fwrite reads the buffer's own count of bytes (none, with a nil base, when empty).
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        let flushed = fflush(file) == 0
        let closed = fclose(file) == 0
        guard written == bytes.count, flushed, closed else {
            let reason = String(cString: strerror(errno))
            unlink(temp)
            throw AtomicFileError.cannotWrite(path: path, reason: reason)
        }
        guard rename(temp, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temp)
            throw AtomicFileError.cannotWrite(path: path, reason: reason)
        }
    }
}

extension AtomicFile {
    /// Where writing `path` puts the file: `path`, or the file its symbolic links lead to.
    ///
    /// - Throws: `AtomicFileError.cannotWrite` ("Is a directory") when that is a folder.
    public static func writablePath(_ path: String) throws -> String {
        var info = stat()
        // stat follows links: a link to a folder is a folder here.
        if stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
            throw AtomicFileError.cannotWrite(path: path, reason: String(cString: strerror(EISDIR)))
        }
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK,
              let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

public enum AtomicFileError: Error, CustomStringConvertible, Equatable {
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case .cannotWrite(let p, let r): return "\(p): cannot write the file: \(r)"
        }
    }
}
