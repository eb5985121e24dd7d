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
}
