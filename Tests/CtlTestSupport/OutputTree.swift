import Foundation

/// A folder's whole contents, to compare two builds byte for byte: every file (relative path →
/// bytes) and every folder (relative path → nil), hidden ones included.
public enum OutputTree {
    public static func read(_ folder: String) -> [String: Data?] {
        var entries: [String: Data?] = [:]
        let walk = FileManager.default.enumerator(atPath: folder)
        while let path = walk?.nextObject() as? String {
            var isFolder: ObjCBool = false
            let full = (folder as NSString).appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder) else { continue }
            entries[path] = isFolder.boolValue ? .some(nil) : .some(FileManager.default.contents(atPath: full))
        }
        return entries
    }

    /// The paths that differ between two trees (missing from one, or other bytes), sorted.
    public static func differences(_ a: [String: Data?], _ b: [String: Data?]) -> [String] {
        Set(a.keys).union(b.keys).filter { a[$0] != b[$0] }.sorted()
    }

    /// Every file under `folder` (relative path → bytes), but those whose path begins with
    /// `skipping` (".ctlrender" leaves out the build record, `.ctlrender-build.json`).
    public static func files(_ folder: String, skipping prefix: String? = nil) -> [String: Data] {
        var files: [String: Data] = [:]
        for case let (path, data?) in read(folder) where prefix.map({ !path.hasPrefix($0) }) ?? true {
            files[path] = data
        }
        return files
    }
}
