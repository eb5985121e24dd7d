import Foundation

/// Writes whole files so that readers see either the old file or the complete new one.
public enum AtomicFile {
    /// Writes `bytes` to a temporary file beside `path`, then renames it to `path`.
    ///
    /// - Throws: `AtomicFileError` naming the path and the system's reason.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
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
        guard rename(temp, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temp)
            throw AtomicFileError.cannotWrite(path: path, reason: reason)
        }
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
