import CtlRaster
import Foundation

/// What the last build wrote into the output folder, kept there as `.ctlrender-build.json`:
/// per asset, the digest of its inputs and its files. A later build skips an asset whose digest
/// is the same and whose files are all there, and removes files of assets that are gone.
struct BuildRecord: Codable, Equatable {
    static let fileName = ".ctlrender-build.json"

    struct Entry: Codable, Equatable {
        var digest: String
        var files: [String]
    }

    var format: String
    var assets: [String: Entry]

    /// The record in `folder`, or an empty one for another format, or none readable.
    static func load(folder: String, format: OutputFormat) -> BuildRecord {
        let path = (folder as NSString).appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: path),
              let record = try? JSONDecoder().decode(BuildRecord.self, from: data), record.format == format.rawValue
        else { return BuildRecord(format: format.rawValue, assets: [:]) }
        return record
    }

    /// Writes the record atomically, keys sorted so that it is the same for the same build.
    func save(folder: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let data = try encoder.encode(self)
        try AtomicFile.write(Array(data) + [10], to: (folder as NSString).appendingPathComponent(Self.fileName))
    }

    /// Whether `name` was built from `digest` and all its files are still in `folder`.
    func isUpToDate(_ name: String, digest: String, folder: String) -> Bool {
        guard let entry = assets[name], entry.digest == digest else { return false }
        return entry.files.allSatisfy {
            FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent($0))
        }
    }
}
