import CtlRaster
import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Builds the images of a manifest into an output folder, in parallel across assets.
///
/// The folder is locked for the build (`OutputLock`). Each asset's files are rendered, encoded
/// and written (each through a temporary file renamed into place) by one worker; the catalogs'
/// own files, the removal of what the manifest no longer names and the build record come last.
/// Before any file is written, the record lists the paths the build may write, so that a build
/// killed midway is finished (or undone) by the next. The same manifest gives the same bytes
/// whatever `jobs` is.
public enum AssetBuilder {
    /// Builds `manifest`; `progress` is called (from worker threads, one call at a time) as each
    /// asset finishes, with the count done so far and the asset's name.
    ///
    /// - Throws: `AssetError.busy` when another build holds the folder, `AssetError.output`
    ///   when the folder or the record cannot be written. A failing asset is not thrown: it is
    ///   in the summary, and its previous files stay.
    public static func build(_ manifest: Manifest, options: BuildOptions,
                             progress: (@Sendable (Int, Int, String) -> Void)? = nil) throws -> BuildSummary {
        let timings = options.timings
        let setupStart = BuildTimings.stamp(thread: false)
        try makeFolder(options.output)
        let lock = try OutputLock.acquire(folder: options.output)
        defer { lock.release() }
        OutputFiles.removeTemporaries(in: options.output)
        let record = BuildRecord.load(folder: options.output)
        let catalog = manifest.name
        let assets = refuseClashes(manifest, format: options.format)
        try BuildFinish.announce(assets, catalog: catalog, record: record, options: options)
        timings?.add(.setup, since: setupStart)
        let results = Results(count: manifest.assets.count)
        let total = manifest.assets.count
        let workers = max(1, min(options.jobs, total))
        timings?.setWorkers(workers)
        let next = WorkCounter()
        // The limits are a task-local value, which the queue's threads do not inherit.
        let limits = RenderLimits.current
        timings.measure(.assets) {
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                RenderLimits.$current.withValue(limits) {
                    timings.measure(.worker) {
                        while let i = next.take(below: total) {
                            let (name, outcome, written) = buildOne(assets[i], index: i, manifest: manifest.path,
                                                                    record: record, catalog: catalog, options: options)
                            let done = results.set(i, name: name, outcome: outcome, written: written)
                            progress?(done, total, name)
                        }
                    }
                }
            }
        }
        var summary = BuildSummary(assets: results.items.map { $0! }, filesWritten: 0, filesRemoved: 0)
        try timings.measure(.finish) {
            try BuildFinish.finish(&summary, written: results.written, assets: assets, catalog: catalog,
                                   record: record, options: options)
        }
        return summary
    }

    /// The assets, with any that would write a file an earlier asset writes turned into failures.
    /// For Android, a file clashes with any file of the same resource in another folder
    /// (`drawable/foo.xml` and `drawable-xhdpi/foo.png` are both `@drawable/foo`), and names fold
    /// case and punctuation (`Foo-Bar` and `FooBar` are both `foo_bar`).
    static func refuseClashes(_ manifest: Manifest, format: OutputFormat) -> [Result<Asset, AssetError>] {
        var owner: [String: (asset: String, path: String)] = [:]
        func key(_ path: String) -> String {
            (format == .android ? AndroidWriter.resource(ofPath: path) : path).lowercased()
        }
        return manifest.assets.enumerated().map { i, entry in
            guard case .success(let asset) = entry else { return entry }
            let paths = AssetRenderer.paths(asset, format: format, catalog: manifest.name)
            if let clash = paths.first(where: { owner[key($0)] != nil }), let first = owner[key(clash)] {
                let message = first.path == clash || format != .android
                    ? "would write \(clash), which \(first.asset) writes"
                    : "would write \(clash), which is the resource @\(AndroidWriter.resource(ofPath: clash)) "
                        + "of \(first.path), written by \(first.asset)"
                return .failure(.asset(manifest: manifest.path, index: i, name: asset.name, message: message))
            }
            for p in paths where owner[key(p)] == nil { owner[key(p)] = (asset.name, p) }
            return entry
        }
    }

    /// Renders and writes one asset unless it is up to date; returns its name, its outcome and
    /// the digest of each file written (all of them when it built; those written before a
    /// failure to write otherwise).
    static func buildOne(_ entry: Result<Asset, AssetError>, index: Int, manifest: String, record: BuildRecord,
                         catalog: String, options: BuildOptions) -> (String, AssetOutcome, [String: String]) {
        let asset: Asset
        switch entry {
        case .failure(let error):
            return (error.assetLabel ?? "assets[\(index)]", .failed(error), [:])
        case .success(let a):
            asset = a
        }
        let paths = AssetRenderer.paths(asset, format: options.format, catalog: catalog)
        let timings = options.timings
        if !options.force && !options.strict && timings.measure(.check, {
            record.isUpToDate(asset.name, digest: asset.inputsDigest, paths: paths, folder: options.output)
        }) {
            return (asset.name, .upToDate, [:])
        }
        // The appearances whose images are up to date are not drawn again (their files stay,
        // recorded as they were); the others and the asset's shared files are written.
        var (skipping, kept) = (Set<Appearance>(), [String: String]())
        // (Only for an asset drawn in several appearances, now or in the build recorded.)
        let hadAppearances = (record.assets[asset.name]?.appearances?.count ?? 0) > 1
        if !options.force && !options.strict && (asset.hasAppearances || hadAppearances) {
            let appearances = AssetRenderer.appearances(asset, format: options.format)
            for appearance in appearances {
                let imagePaths = AssetRenderer.imagePaths(asset, format: options.format, catalog: catalog,
                                                          appearance: appearance)
                guard let files = timings.measure(.check, {
                    record.upToDateFiles(asset.name, appearance: appearance, digest: asset.imageDigests[appearance],
                                         paths: imagePaths, folder: options.output)
                }) else { continue }
                skipping.insert(appearance)
                kept.merge(files) { a, _ in a }
            }
            // Every image up to date, but the asset is not (an appearance left the list, a
            // Contents.json changed by hand): its shared files are written without drawing, but
            // for a resizable image set, whose Contents.json takes its caps from drawn images.
            if skipping.count == appearances.count && options.format == .xcassets && asset.resizing != nil {
                (skipping, kept) = ([], [:])
            }
        }
        var written: [String: String] = [:]
        do {
            let (files, warnings) = try AssetRenderer.files(asset, format: options.format, catalog: catalog,
                                                            skipping: skipping, timings: timings)
            if options.strict && !warnings.isEmpty {
                let list = warnings.map { "\n  \($0)" }.joined()
                return (asset.name, .failed(.asset(manifest: manifest, index: index, name: asset.name,
                    message: "\(warnings.count == 1 ? "a warning" : "\(warnings.count) warnings") with --strict, "
                        + "nothing written:\(list)")), [:])
            }
            for file in files {
                written[file.path] = try OutputFiles.write(file, into: options.output, timings: timings)
            }
            return (asset.name, .built(files: files.map(\.path), warnings: warnings), written.merging(kept) { a, _ in a })
        } catch let error as AssetError {
            return (asset.name, .failed(error), written)
        } catch {
            return (asset.name, .failed(.asset(manifest: manifest, index: index, name: asset.name, message: "\(error)")),
                    written)
        }
    }

    static func makeFolder(_ path: String) throws {
        var isFolder = false
        if FileManager.default.fileExists(atPath: path, isFolder: &isFolder) {
            guard isFolder else { throw AssetError.output(path: path, reason: "a file is in the way of the folder") }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw AssetError.output(path: path, reason: fileErrorReason(error))
        }
    }
}

/// The next index to work on, shared by the workers of a build (and of `ctlrender bench-png
/// --write`, which times the same work): each index below the limit is handed out once.
public final class WorkCounter: @unchecked Sendable {
    private let lock = ThreadLock()
    private var value = 0

    public init() {}

    /// The next index, or nil once `limit` have been taken.
    public func take(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard value < limit else { return nil }
        value += 1
        return value - 1
    }
}

/// The outcomes by asset index, filled in by the workers.
private final class Results: @unchecked Sendable {
    private let lock = ThreadLock()
    private(set) var items: [(name: String, outcome: AssetOutcome)?]
    private var done = 0

    init(count: Int) {
        items = Array(repeating: nil, count: count)
        written = Array(repeating: [:], count: count)
    }

    /// Per asset index, the digest of each file written.
    private(set) var written: [[String: String]]

    /// Stores an outcome and the files written, and returns how many outcomes are stored.
    func set(_ i: Int, name: String, outcome: AssetOutcome, written files: [String: String]) -> Int {
        lock.lock()
        defer { lock.unlock() }
        items[i] = (name, outcome)
        written[i] = files
        done += 1
        return done
    }
}
