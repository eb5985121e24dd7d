import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the builds into an output folder wrote there, kept as `.ctlrender-build.json`: per
/// asset, the digest of its inputs and each file it wrote (relative path → digest of the bytes
/// written); the catalogs' own files; and the paths a build that has not finished may have
/// written. It describes the disk: a later build trusts an asset as up to date only when every
/// one of its files is still there with the recorded digest, and removes only files it lists.
struct BuildRecord: Codable, Equatable {
    static let fileName = ".ctlrender-build.json"
    static let currentVersion = 2

    /// One asset's inputs and files.
    struct Entry: Codable, Equatable {
        /// The digest of the asset's inputs (`Asset.inputsDigest`).
        var digest: String
        /// Each file written for the asset: relative path → `Digest.of(bytes:)` of its bytes.
        var files: [String: String]
        /// Per appearance name, the digest of its images' inputs (`Asset.imageDigests`), so that
        /// a build redraws only the appearances whose inputs changed (nil in older records).
        var appearances: [String: String]? = nil
    }

    var version = Self.currentVersion
    /// The format of the last build (for people reading the record; builds go by the paths).
    var format: String
    var assets: [String: Entry]
    /// Files of no one asset (each catalog's `Contents.json`): path → digest.
    var shared: [String: String] = [:]
    /// Paths a build was about to write when this record was saved: ours to remove should
    /// that build not have finished. Empty once a build finishes.
    var pending: [String] = []

    /// Every path the record says a build wrote or may have written.
    var allPaths: Set<String> {
        Set(assets.values.flatMap(\.files.keys)).union(shared.keys).union(pending)
    }

    /// The record in `folder`; an empty one when there is none or it cannot be read (then
    /// nothing counts as up to date and nothing is removed). A record of an earlier version,
    /// which kept paths without digests, gives its paths with digests that match no file.
    static func load(folder: String) -> BuildRecord {
        let path = PathText.appending(fileName, to: folder)
        let empty = BuildRecord(format: "", assets: [:])
        guard let data = FileManager.default.contents(atPath: path) else { return empty }
        if let record = try? JSONDecoder().decode(BuildRecord.self, from: data) { return record }
        guard let old = try? JSONDecoder().decode(RecordVersion1.self, from: data) else { return empty }
        return BuildRecord(format: old.format, assets: old.assets.mapValues {
            Entry(digest: "", files: Dictionary($0.files.map { ($0, "") }, uniquingKeysWith: { a, _ in a }))
        })
    }

    /// Writes the record through a temporary file renamed into place, keys sorted, so that the
    /// same build gives the same bytes.
    func save(folder: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let data = try encoder.encode(self)
        _ = try OutputFiles.write(AssetFile(path: Self.fileName, bytes: Array(data) + [10]), into: folder)
    }

    /// Whether `name` was built from `digest` into exactly `paths`, each still in `folder`
    /// with the bytes recorded.
    func isUpToDate(_ name: String, digest: String, paths: [String], folder: String) -> Bool {
        guard let entry = assets[name], !digest.isEmpty, entry.digest == digest,
              Set(entry.files.keys) == Set(paths) else { return false }
        return entry.files.allSatisfy { path, recorded in
            OutputFiles.digest(ofFile: path, in: folder) == recorded
        }
    }
}

extension BuildRecord {
    /// The files of `name`'s images in `appearance` (path → recorded digest) when they are up to
    /// date: the record has that appearance's images drawn from `digest` into exactly `paths`,
    /// each still in `folder` with the bytes recorded. Nil otherwise.
    func upToDateFiles(_ name: String, appearance: Appearance, digest: String?, paths: [String],
                       folder: String) -> [String: String]? {
        guard let entry = assets[name], let digest, entry.appearances?[appearance.name] == digest else { return nil }
        var files: [String: String] = [:]
        for path in paths {
            guard let recorded = entry.files[path], OutputFiles.digest(ofFile: path, in: folder) == recorded else {
                return nil
            }
            files[path] = recorded
        }
        return files
    }
}

/// The record as version 1 kept it: the paths of each asset's files, no digests.
private struct RecordVersion1: Decodable {
    struct Entry: Decodable {
        var digest: String
        var files: [String]
    }

    var format: String
    var assets: [String: Entry]
}
