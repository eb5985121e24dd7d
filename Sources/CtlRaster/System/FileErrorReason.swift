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

/// Why a `FileManager` call failed, in the C library's words (`No such file or directory`,
/// `Not a directory`), as the package's other file errors say it: Foundation's `CocoaError`
/// carries the system's error number as its underlying `POSIXError`.
package func fileErrorReason(_ error: any Error) -> String {
    let posix = (error as? CocoaError)?.underlying as? POSIXError ?? error as? POSIXError
    guard let posix else { return "\(error)" }
    return String(cString: strerror(posix.code.rawValue))
}
