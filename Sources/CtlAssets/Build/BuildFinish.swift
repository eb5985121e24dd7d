#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The bookkeeping around a build's assets: the record's list of paths the build may write,
/// saved before it writes any, and at the end the catalogs' own files, the removal of what the
/// manifest no longer names, and the new record.
enum BuildFinish {
    /// Every path the assets that could be read write, and each catalog's `Contents.json`.
    static func planned(_ assets: [Result<Asset, AssetError>], catalog: String, format: OutputFormat) -> Set<String> {
        var paths = Set<String>()
        for case .success(let asset) in assets {
            paths.formUnion(AssetRenderer.paths(asset, format: format, catalog: catalog))
        }
        if format == .xcassets && !paths.isEmpty { paths.insert(catalog + ".xcassets/Contents.json") }
        return paths
    }

    /// Before any file is written: when the build may write a path the record does not know,
    /// saves the record with that path pending, so that were the build killed, the next one
    /// knows the file is ours (to keep if its manifest names it, to remove if not).
    static func announce(_ assets: [Result<Asset, AssetError>], catalog: String, record: BuildRecord,
                         options: BuildOptions) throws {
        let planned = planned(assets, catalog: catalog, format: options.format)
        let known = record.allPaths
        guard !planned.isSubset(of: known) else { return }
        var journal = record
        journal.pending = Array(planned.union(record.pending)).sorted()
        try journal.save(folder: options.output)
    }

    /// Records what the assets wrote, writes the catalogs' `Contents.json`, removes the files
    /// the record lists that no asset of the manifest claims (and the folders that leaves
    /// empty), and saves the new record, last.
    ///
    /// An asset that failed keeps its previous files and their record. When an asset failed
    /// before its name could be read, no file is removed: it might be that asset's.
    static func finish(_ summary: inout BuildSummary, written: [[String: String]], assets: [Result<Asset, AssetError>],
                       catalog: String, record: BuildRecord, options: BuildOptions) throws {
        var next = BuildRecord(format: options.format.rawValue, assets: [:])
        // The assets that were drawn or are up to date first; then the failed ones keep their
        // old files, under names no asset of this build took.
        var failedNames: [String] = []
        var unsure = false
        for (i, item) in summary.assets.enumerated() {
            guard case .success(let asset) = assets[i] else {
                if case .failure(.asset(_, _, let name?, _, _)) = assets[i] { failedNames.append(name) } else { unsure = true }
                continue
            }
            switch item.outcome {
            case .built(let files, _):
                summary.filesWritten += files.count
                let drawn = AssetRenderer.appearances(asset, format: options.format)
                next.assets[asset.name] = BuildRecord.Entry(
                    digest: asset.inputsDigest, files: written[i],
                    appearances: Dictionary(uniqueKeysWithValues: drawn.compactMap { a in
                        asset.imageDigests[a].map { (a.name, $0) }
                    }))
            case .upToDate:
                next.assets[asset.name] = record.assets[asset.name]
            case .failed:
                failedNames.append(asset.name)
            }
        }
        for name in failedNames where next.assets[name] == nil { next.assets[name] = record.assets[name] }
        if unsure {
            for (name, entry) in record.assets where next.assets[name] == nil { next.assets[name] = entry }
        }
        let claimed = Set(next.assets.values.flatMap(\.files.keys))
        for path in catalogFiles(of: claimed) {
            let file = XCAssetsWriter.catalogContents()
            let digest = Digest.of(bytes: file.bytes)
            if OutputFiles.digest(ofFile: path, in: options.output) != digest {
                try OutputFiles.write(AssetFile(path: path, bytes: file.bytes), into: options.output)
                summary.filesWritten += 1
            }
            next.shared[path] = digest
        }
        let planned = planned(assets, catalog: catalog, format: options.format)
        let leftovers = record.allPaths.union(planned).subtracting(claimed).subtracting(next.shared.keys)
        if unsure {
            next.pending = leftovers.sorted()
        } else {
            for path in leftovers.sorted() where OutputFiles.remove(path, in: options.output) {
                summary.filesRemoved += 1
            }
        }
        if next != record { try next.save(folder: options.output) }
    }

    /// The `Contents.json` of each asset catalog (`<Name>.xcassets/`) that `paths` write into.
    static func catalogFiles(of paths: Set<String>) -> [String] {
        Set(paths.compactMap { path -> String? in
            guard let first = path.split(separator: "/").first, first.hasSuffix(".xcassets"),
                  path.contains("/") else { return nil }
            return first + "/Contents.json"
        }).sorted()
    }
}
