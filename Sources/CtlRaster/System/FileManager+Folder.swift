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

extension FileManager {
    /// Whether something exists at `path` (following symbolic links), setting `isFolder` to
    /// whether it is a folder: `fileExists(atPath:isDirectory:)`, whose flag is an `ObjCBool`
    /// in Foundation but a `Bool` in FoundationEssentials, in one spelling for both.
    package func fileExists(atPath path: String, isFolder: inout Bool) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0 else { return false }
        isFolder = status.st_mode & S_IFMT == S_IFDIR
        return true
    }
}
