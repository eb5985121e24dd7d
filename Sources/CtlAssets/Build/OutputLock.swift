import CtlRaster
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An exclusive lock on an output folder for the length of a build, so that two builds never
/// write (or remove) the same files at once: `flock` on `.ctlrender-build.lock` in the folder,
/// which holds the pid of the build holding it. The system drops the lock when the process
/// ends, killed or not; the file is removed when the lock is released.
public final class OutputLock {
    public static let fileName = ".ctlrender-build.lock"

    private let descriptor: Int32
    private let path: String
    private var released = false

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    /// Takes the lock on `folder` (which must exist), without waiting.
    ///
    /// - Throws: `AssetError.busy` with the holder's pid when another build holds it;
    ///   `AssetError.output` when the lock file cannot be made or locked.
    public static func acquire(folder: String) throws -> OutputLock {
        let path = PathText.appending(fileName, to: folder)
        while true {
            let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard fd >= 0 else { throw AssetError.output(path: path, reason: String(cString: strerror(errno))) }
            guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
                let error = errno
                let holder = pid(in: fd)
                close(fd)
                if error == EWOULDBLOCK { throw AssetError.busy(folder: folder, pid: holder) }
                throw AssetError.output(path: path, reason: "cannot lock it: " + String(cString: strerror(error)))
            }
            // The build that held the lock removes the file as it lets go: a file locked after
            // that is no longer the one on disk, and a third build could lock a new one.
            if isStillAt(path, fd) {
                let text = Array("\(getpid())\n".utf8)
                _ = ftruncate(fd, 0)
                // pwrite reads the buffer's own count of bytes.
                _ = text.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
                return OutputLock(descriptor: fd, path: path)
            }
            close(fd)
        }
    }

    /// Removes the lock file and lets go of the lock (once; later calls do nothing).
    public func release() {
        guard !released else { return }
        released = true
        unlink(path)
        close(descriptor)
    }

    deinit { release() }

    /// Whether the open file `fd` is still the file at `path`.
    private static func isStillAt(_ path: String, _ fd: Int32) -> Bool {
        var open = stat(), named = stat()
        guard fstat(fd, &open) == 0, stat(path, &named) == 0 else { return false }
        return open.st_ino == named.st_ino && open.st_dev == named.st_dev
    }

    /// The pid written in the lock file, if it holds one yet.
    private static func pid(in fd: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        // pread writes at most the buffer's 32 bytes and returns how many (or −1).
        let count = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return Int32(String(decoding: buffer[..<count], as: UTF8.self).trimmingWhitespaceAndNewlines())
    }
}
