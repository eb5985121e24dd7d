import Foundation

extension SceneFile {
    /// The whole file, or `SceneError.unreadable` with the system's reason.
    static func read(path: String) throws -> Data {
        guard let file = fopen(path, "rb") else {
            throw SceneError.unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        defer { fclose(file) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count > 0 { data.append(buffer, count: count) }
            if count < buffer.count {
                if ferror(file) != 0 {
                    throw SceneError.unreadable(path: path, reason: String(cString: strerror(errno)))
                }
                return data
            }
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
