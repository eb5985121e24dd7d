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

/// Reads one input file whole (a scene, spec, manifest, PNG or font), within the size cap
/// `RenderLimits.current.inputBytes`.
///
/// `-` is standard input. A path must name a regular file, or a pipe or terminal (what a
/// shell's `<(…)` or `/dev/stdin` gives); folders, devices such as `/dev/zero` and sockets
/// are refused before anything is read. A regular file's size is checked before reading;
/// a stream is read up to one byte past the cap, so `/dev/stdin` fed from `/dev/zero`
/// stops at the cap instead of filling memory. Every error names the path. Standard input
/// can be read once in a process: a second `-` is refused (`standardInputTaken`) rather than
/// read as empty.
public enum InputFile {
    /// The name that means standard input.
    public static let standardInput = "-"

    /// `path` as messages name it: "standard input" for `-`, else the path as given.
    public static func displayName(of path: String) -> String {
        path == standardInput ? "standard input" : path
    }

    /// Whether `-` was read already in this process.
    private static let standardInputRead = Claim()

    /// The bytes of the file at `path` (`-` for standard input).
    ///
    /// - Throws: `InputFileError` naming the path and the cause, or `LimitExceeded` (limit
    ///   `inputBytes`) when the file holds more than the cap.
    public static func read(path: String, limits: RenderLimits = .current) throws -> Data {
        if path == standardInput {
            guard standardInputRead.take() else {
                throw InputFileError(path: "standard input", reason: .standardInputTaken)
            }
            return try readStream(STDIN_FILENO, name: "standard input", limits: limits)
        }
        // A named pipe is opened blocking, to wait for its writer as `cat` does (opened without
        // blocking, it could be read before the writer comes, or lose what a writer that came
        // and went left in it). Anything else is opened without blocking, so that a serial
        // device cannot hang `open`; it is refused below.
        var pathInfo = stat()
        let isPipe = stat(path, &pathInfo) == 0 && (pathInfo.st_mode & S_IFMT) == S_IFIFO
        let fd = open(path, O_RDONLY | O_CLOEXEC | (isPipe ? 0 : O_NONBLOCK))
        guard fd >= 0 else { throw InputFileError(path: path, reason: .init(errno: errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw InputFileError(path: path, reason: .init(errno: errno)) }
        var kind = FileKind(mode: info.st_mode)
        if kind == .device && isatty(fd) != 0 { kind = .terminal }
        switch kind {
        case .regular:
            try limits.check(.inputBytes, Int(info.st_size), for: "the input file '\(path)'")
        case .pipe, .terminal:
            break
        case .directory, .device, .socket, .other:
            throw InputFileError(path: path, reason: .notAFile(kind))
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return try readStream(fd, name: path, limits: limits)
    }

    /// Reads `fd` to its end, at most `limits.inputBytes` bytes.
    static func readStream(_ fd: Int32, name: String, limits: RenderLimits) throws -> Data {
        let cap = limits.inputBytes
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            // One byte past the cap tells a file of exactly the cap from a longer one.
            let wanted = min(buffer.count, cap + 1 - data.count)
            let count = buffer.withUnsafeMutableBytes { readDescriptor(fd, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                throw InputFileError(path: name, reason: .init(errno: errno))
            }
            if count == 0 { return data }
            data.append(buffer, count: count)
            if data.count > cap {
                throw LimitExceeded(limit: .inputBytes, requested: data.count, allowed: cap,
                                    what: "the input '\(name)' (read so far)")
            }
        }
    }
}

/// read(2), under a name apart from `InputFile.read(path:limits:)`, which hides the C
/// library's `read` inside `InputFile`.
private func readDescriptor(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.read(fd, buffer, count)
    #elseif canImport(Musl)
    return Musl.read(fd, buffer, count)
    #elseif canImport(Darwin)
    return Darwin.read(fd, buffer, count)
    #endif
}

/// A flag taken once, by whichever thread comes first.
private final class Claim: @unchecked Sendable {
    private let lock = ThreadLock()
    private var taken = false

    /// True the first time only.
    func take() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        defer { taken = true }
        return !taken
    }
}

/// What kind of file a path names, from its `stat` mode.
public enum FileKind: Sendable, Equatable {
    case regular, directory, device, pipe, socket, terminal, other

    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .pipe
        case S_IFSOCK: self = .socket
        case S_IFCHR, S_IFBLK: self = .device
        default: self = .other
        }
    }

    /// "a folder", "a device", … for messages.
    public var phrase: String {
        switch self {
        case .regular: return "a file"
        case .directory: return "a folder"
        case .device: return "a device"
        case .pipe: return "a pipe"
        case .socket: return "a socket"
        case .terminal: return "a terminal"
        case .other: return "not a regular file"
        }
    }
}

/// An input file that could not be read; the description names the path and the cause.
public struct InputFileError: Error, CustomStringConvertible, Equatable, Sendable {
    /// Why it could not be read.
    public enum Reason: Equatable, Sendable {
        /// Nothing exists at the path.
        case noSuchFile
        /// The file exists but may not be read.
        case permissionDenied
        /// The path names a folder, a device, a socket…
        case notAFile(FileKind)
        /// Another failure of the system, with its message.
        case system(String)
        /// `-` was given for a second input: standard input was read for the first.
        case standardInputTaken
        /// The file lies outside the folder files may be read from (`InputFile.read(path:inside:)`),
        /// once symbolic links and `..` are resolved.
        case outsideFolder(String)

        init(errno code: Int32) {
            switch code {
            case ENOENT, ENOTDIR: self = .noSuchFile
            case EACCES, EPERM: self = .permissionDenied
            case EISDIR: self = .notAFile(.directory)
            default: self = .system(String(cString: strerror(code)))
            }
        }

        /// The cause in words: "no such file", "is a folder, not a file".
        public var phrase: String {
            switch self {
            case .noSuchFile: return "no such file"
            case .permissionDenied: return "permission denied"
            case .notAFile(let kind): return "is \(kind.phrase), not a file"
            case .system(let message): return "cannot be read: \(message)"
            case .standardInputTaken:
                return "read already for another input (- can stand for one input of a command only)"
            case .outsideFolder(let folder):
                return "lies outside the folder files may be read from (\(folder))"
            }
        }
    }

    public let path: String
    public let reason: Reason

    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason.phrase)" }
}
