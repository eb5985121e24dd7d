import CtlRaster
import Dispatch
import Foundation

/// How to build a manifest.
public struct BuildOptions: Sendable {
    public var format: OutputFormat
    /// The output folder (created when missing).
    public var output: String
    /// How many assets are drawn at once. Default: every core.
    public var jobs: Int
    /// Rewrite every asset even when its inputs did not change.
    public var force: Bool
    /// Part of each asset's digest: a new version of the tool rebuilds everything.
    public var toolVersion: String

    public init(format: OutputFormat, output: String, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                force: Bool = false, toolVersion: String) {
        self.format = format
        self.output = output
        self.jobs = jobs
        self.force = force
        self.toolVersion = toolVersion
    }
}

/// What happened to one asset.
public enum AssetOutcome: Sendable {
    case built(files: [String], warnings: [String])
    case upToDate
    case failed(AssetError)
}

/// The result of a build.
public struct BuildSummary: Sendable {
    /// Per asset of the manifest, in its order: the name (or `assets[i]`) and its outcome.
    public var assets: [(name: String, outcome: AssetOutcome)]
    public var filesWritten: Int
    public var filesRemoved: Int

    public var failures: [AssetError] {
        assets.compactMap { if case .failed(let e) = $0.outcome { return e } else { return nil } }
    }
    public var builtCount: Int { assets.filter { if case .built = $0.outcome { true } else { false } }.count }
    public var upToDateCount: Int { assets.filter { if case .upToDate = $0.outcome { true } else { false } }.count }
}

/// Builds the images of a manifest into an output folder, in parallel across assets.
///
/// Each asset's files are rendered, encoded and written (each through a temporary file renamed
/// into place) by one worker; the catalog's own files and the build record are written last.
/// So the same manifest gives the same bytes whatever `jobs` is, and an interrupted or failed
/// build leaves every file either old or new.
public enum AssetBuilder {
    /// Builds `manifest`; `progress` is called (from worker threads, one call at a time) as each
    /// asset finishes, with the count done so far and the asset's name.
    public static func build(_ manifest: Manifest, options: BuildOptions,
                             progress: (@Sendable (Int, Int, String) -> Void)? = nil) throws -> BuildSummary {
        try makeFolder(options.output)
        let record = BuildRecord.load(folder: options.output, format: options.format)
        let catalog = manifest.name
        let assets = refuseClashes(manifest, format: options.format)
        let results = Results(count: manifest.assets.count)
        let total = manifest.assets.count
        let workers = max(1, min(options.jobs, total))
        let next = Counter()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let i = next.take(below: total) {
                let (name, outcome) = buildOne(assets[i], index: i, manifest: manifest.path, record: record,
                                               catalog: catalog, options: options)
                let done = results.set(i, name: name, outcome: outcome)
                progress?(done, total, name)
            }
        }
        var summary = BuildSummary(assets: results.items.map { $0! }, filesWritten: 0, filesRemoved: 0)
        try finish(&summary, manifest: manifest, record: record, options: options)
        return summary
    }

    /// The assets, with any that would write a file an earlier asset writes (Android names
    /// fold case and punctuation: `Foo-Bar` and `FooBar` are both `foo_bar`) turned into failures.
    static func refuseClashes(_ manifest: Manifest, format: OutputFormat) -> [Result<Asset, AssetError>] {
        var owner: [String: String] = [:]
        return manifest.assets.enumerated().map { i, entry in
            guard case .success(let asset) = entry else { return entry }
            let paths = AssetRenderer.paths(asset, format: format, catalog: manifest.name)
            if let clash = paths.first(where: { owner[$0.lowercased()] != nil }) {
                return .failure(.asset(manifest: manifest.path, index: i, name: asset.name,
                                       message: "would write \(clash), which \(owner[clash.lowercased()]!) writes"))
            }
            for p in paths { owner[p.lowercased()] = asset.name }
            return entry
        }
    }

    /// Renders and writes one asset unless it is up to date.
    static func buildOne(_ entry: Result<Asset, AssetError>, index: Int, manifest: String, record: BuildRecord,
                         catalog: String, options: BuildOptions) -> (String, AssetOutcome) {
        let asset: Asset
        switch entry {
        case .failure(let error):
            return (error.assetLabel ?? "assets[\(index)]", .failed(error))
        case .success(let a):
            asset = a
        }
        if !options.force && record.isUpToDate(asset.name, digest: asset.inputsDigest, folder: options.output) {
            return (asset.name, .upToDate)
        }
        do {
            let (files, warnings) = try AssetRenderer.files(asset, format: options.format, catalog: catalog)
            for file in files { try write(file, into: options.output) }
            return (asset.name, .built(files: files.map(\.path), warnings: warnings))
        } catch let error as AssetError {
            return (asset.name, .failed(error))
        } catch {
            return (asset.name, .failed(.asset(manifest: manifest, index: index, name: asset.name, message: "\(error)")))
        }
    }

    /// Writes the catalog's own files, removes the files of assets that are gone, and saves
    /// the record.
    static func finish(_ summary: inout BuildSummary, manifest: Manifest, record: BuildRecord,
                       options: BuildOptions) throws {
        var newRecord = BuildRecord(format: options.format.rawValue, assets: [:])
        for (i, item) in summary.assets.enumerated() {
            guard case .success(let asset) = manifest.assets[i] else { continue }
            switch item.outcome {
            case .built(let files, _):
                summary.filesWritten += files.count
                newRecord.assets[asset.name] = BuildRecord.Entry(digest: asset.inputsDigest, files: files)
            case .upToDate:
                newRecord.assets[asset.name] = record.assets[asset.name]
            case .failed:
                // Its old files, if any, stay as they were, and so does their record.
                if let old = record.assets[asset.name] { newRecord.assets[asset.name] = old }
            }
        }
        if options.format == .xcassets, summary.builtCount > 0 || !FileManager.default.fileExists(
            atPath: (options.output as NSString).appendingPathComponent(manifest.name + ".xcassets/Contents.json")) {
            let file = XCAssetsWriter.catalogContents()
            try write(AssetFile(path: manifest.name + ".xcassets/" + file.path, bytes: file.bytes), into: options.output)
            summary.filesWritten += 1
        }
        // Files an earlier build wrote that no asset writes now.
        let kept = Set(newRecord.assets.values.flatMap(\.files))
        for old in record.assets.values.flatMap(\.files) where !kept.contains(old) {
            if (try? FileManager.default.removeItem(atPath: (options.output as NSString).appendingPathComponent(old))) != nil {
                summary.filesRemoved += 1
            }
        }
        try newRecord.save(folder: options.output)
    }

    static func write(_ file: AssetFile, into folder: String) throws {
        let path = (folder as NSString).appendingPathComponent(file.path)
        try makeFolder((path as NSString).deletingLastPathComponent)
        try AtomicFile.write(file.bytes, to: path)
    }

    static func makeFolder(_ path: String) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw AssetError.output(path: path, reason: "a file is in the way of the folder") }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw AssetError.output(path: path, reason: (error as NSError).localizedFailureReason ?? "\(error)")
        }
    }
}

/// The next index to work on, shared by the workers.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func take(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard value < limit else { return nil }
        value += 1
        return value - 1
    }
}

/// The outcomes by asset index, filled in by the workers.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var items: [(name: String, outcome: AssetOutcome)?]
    private var done = 0

    init(count: Int) { items = Array(repeating: nil, count: count) }

    /// Stores an outcome and returns how many are stored.
    func set(_ i: Int, name: String, outcome: AssetOutcome) -> Int {
        lock.lock()
        defer { lock.unlock() }
        items[i] = (name, outcome)
        done += 1
        return done
    }
}
