#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension InputFile {
    /// Reads the regular file at `path` whole, within `limits.inputBytes`, only when it lies in
    /// `folder` or below it (anywhere when `folder` is nil): for the files a document names (an
    /// SVG's images), which may be read only where the user allowed.
    ///
    /// - Both sides are resolved (symbolic links, `.` and `..`) before they are compared, so a
    ///   `../` path, an absolute path, or a link inside the folder that points out of it is refused
    ///   without being opened.
    /// - The file is then opened one folder at a time from the allowed folder, following no link,
    ///   so that a link swapped in after the check is not followed either.
    /// - Only a regular file is opened: a folder, a device, a pipe (FIFO) or a socket is refused
    ///   from its status before it is opened (nothing waits on a FIFO), and again from the file
    ///   opened.
    /// - Its size is checked before a byte is read.
    ///
    /// - Throws: `InputFileError` naming `path` (`.outsideFolder`, `.notAFile`, `.noSuchFile`, …;
    ///   naming `folder` when the folder cannot be resolved), or `LimitExceeded` (limit
    ///   `inputBytes`).
    public static func read(path: String, inside folder: String?, limits: RenderLimits = .current) throws -> Data {
        let base = try folder.map(resolvedPath) ?? "/"
        let target = try resolvedPath(path)
        guard let names = components(of: target, under: base) else {
            throw InputFileError(path: path, reason: .outsideFolder(folder ?? "/"))
        }
        let fd = try openRegularFile(names, under: base, path: path)
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw InputFileError(path: path, reason: .init(errno: errno)) }
        let kind = FileKind(mode: info.st_mode)
        guard kind == .regular else { throw InputFileError(path: path, reason: .notAFile(kind)) }
        try limits.check(.inputBytes, Int(info.st_size), for: "the input file '\(path)'")
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return try readStream(fd, name: path, limits: limits)
    }

    /// `path` absolute, with every symbolic link, `.` and `..` resolved (realpath(3), which
    /// looks at each folder on the way but opens no file).
    static func resolvedPath(_ path: String) throws -> String {
        guard let resolved = realpath(path, nil) else { throw InputFileError(path: path, reason: .init(errno: errno)) }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The names leading from `base` down to `path` (both resolved), or nil when `path` is not
    /// `base` or below it. Compared byte for byte: two spellings of an accented name that Swift's
    /// `String` holds equal are two different folders to the file system.
    static func components(of path: String, under base: String) -> [String]? {
        let p = Array(path.utf8), b = Array(base.utf8)
        let rest: ArraySlice<UInt8>
        if b == [UInt8(ascii: "/")] {
            guard p.first == UInt8(ascii: "/") else { return nil }
            rest = p.dropFirst()
        } else if p == b {
            rest = []
        } else {
            guard p.starts(with: b), p.count > b.count, p[b.count] == UInt8(ascii: "/") else { return nil }
            rest = p[(b.count + 1)...]
        }
        return rest.split(separator: UInt8(ascii: "/")).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Opens the regular file `names` leads to from the folder `base`, without following a link
    /// on the way and without opening anything but folders and that file; the caller closes the
    /// descriptor, which is non-blocking.
    private static func openRegularFile(_ names: [String], under base: String, path: String) throws -> Int32 {
        var folder = open(base, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { throw InputFileError(path: path, reason: .init(errno: errno)) }
        defer { close(folder) }
        guard let last = names.last else { throw InputFileError(path: path, reason: .notAFile(.directory)) }
        for name in names.dropLast() {
            let next = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard next >= 0 else { throw InputFileError(path: path, reason: .init(errno: errno)) }
            close(folder)
            folder = next
        }
        var info = stat()
        guard fstatat(folder, last, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
            throw InputFileError(path: path, reason: .init(errno: errno))
        }
        let kind = FileKind(mode: info.st_mode)
        guard kind == .regular else { throw InputFileError(path: path, reason: .notAFile(kind)) }
        let fd = openat(folder, last, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw InputFileError(path: path, reason: .init(errno: errno)) }
        return fd
    }
}
