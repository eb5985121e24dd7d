import CtlRaster
import Foundation

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

    /// `JSONSerialization`'s message, with the line and column when it names a character.
    static func jsonReason(_ error: Error, data: Data) -> String {
        let ns = error as NSError
        let text = (ns.userInfo[NSDebugDescriptionErrorKey] as? String) ?? ns.localizedDescription
        guard let range = text.range(of: #"character (\d+)"#, options: .regularExpression),
              let offset = Int(text[range].dropFirst("character ".count)), offset <= data.count else {
            return text
        }
        let before = data.prefix(offset)
        let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let column = offset - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
        return "\(text) (line \(line), column \(column))"
    }
}
