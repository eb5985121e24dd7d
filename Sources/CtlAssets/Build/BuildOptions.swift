#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
    /// When set, the build adds the time of each of its phases here (`BuildTimings`).
    public var timings: BuildTimings?
    /// Any warning fails its asset, which then writes nothing; every asset is drawn (none is
    /// taken as up to date), so that none of its warnings goes unseen. Default: false.
    public var strict: Bool

    public init(format: OutputFormat, output: String, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                force: Bool = false, toolVersion: String, timings: BuildTimings? = nil, strict: Bool = false) {
        self.strict = strict
        self.format = format
        self.output = output
        self.jobs = jobs
        self.force = force
        self.toolVersion = toolVersion
        self.timings = timings
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
