import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension SceneFile {
    /// The whole file (`-`: standard input) within `RenderLimits.current.inputBytes`, or
    /// `SceneError.unreadable` with the cause ("no such file", "is a device, not a file"), or
    /// `LimitExceeded`.
    static func read(path: String) throws -> Data {
        do {
            return try InputFile.read(path: path)
        } catch let error as InputFileError {
            throw SceneError.unreadable(path: path, reason: error.reason.phrase)
        }
    }
}
