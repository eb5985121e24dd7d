import CtlRaster
import CtlAssets
import CtlText
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `ctlrender build --timings`: the time of each phase of the build, as TSV on standard error.
enum BuildTimingReport {
    static let help = """
        The report is TSV: phase, wall milliseconds, CPU milliseconds, count (images for draw \
        and encode, files for write and digest). manifest (reading and checking it, hashing each \
        asset's inputs), setup (the output folder, its lock, the build record), fonts (the \
        bundled fonts, loaded before drawing starts), assets (the workers' section), finish (the \
        catalog's Contents.json, stale files, the record) and other (the rest of the command) add \
        up to total, the command's time from its start to the report (process start-up and exit \
        are not in it); their CPU time is the process's. Inside assets, indented, each worker's \
        check (is the asset up to date), draw, encode, write (temporary file renamed into place), \
        digest, files (the rest of making the files: Contents.json, nine-patches, state lists), \
        other (the rest of each worker's loop: taking the next asset, recording its outcome) and \
        idle (a worker done while the others still work; its CPU time is the process's CPU time \
        beside the workers' loops), with the worker threads' CPU time, summed over the workers: \
        their wall times add up to assets × workers. Wall time above CPU time is time spent \
        waiting: for a core, for the disk.
        """

    /// The bundled faces the controls draw with, loaded now so that drawing does not include them.
    static func loadFonts(_ timings: BuildTimings) {
        timings.measure(.fonts) {
            for name in ["system", "system-bold"] { _ = try? FontLibrary.shared.font(named: name) }
        }
    }

    static func print(_ timings: BuildTimings, since start: BuildTimings.Stamp) {
        let end = BuildTimings.stamp(thread: false, end: true)
        let total = (wall: Double(end.wall - start.wall) / 1e6, cpu: Double(end.cpu - start.cpu) / 1e6)
        let workers = max(timings.workers, 1)
        var lines = ["# ctlrender build --timings: milliseconds; the indented phases are summed over "
                     + "\(workers) worker\(workers == 1 ? "" : "s")",
                     "phase\tms\tcpu_ms\tcount"]
        func row(_ name: String, _ wall: Double, _ cpu: Double, _ count: Int) {
            lines.append(name + "\t" + String(cFormat: "%.3f\t%.3f", wall, cpu) + "\t\(count)")
        }
        func sum(_ phases: [BuildTimings.Phase]) -> (wall: Double, cpu: Double) {
            (phases.map(timings.milliseconds).reduce(0, +), phases.map(timings.cpuMilliseconds).reduce(0, +))
        }
        func row(_ phase: BuildTimings.Phase, indent: String = "") {
            row(indent + phase.rawValue, timings.milliseconds(phase), timings.cpuMilliseconds(phase), timings.count(phase))
        }
        let top: [BuildTimings.Phase] = [.manifest, .setup, .fonts, .assets, .finish]
        let inner: [BuildTimings.Phase] = [.check, .draw, .encode, .write, .digest, .files]
        for phase in top.dropLast() { row(phase) }
        for phase in inner { row(phase, indent: "  ") }
        let workerSum = sum(inner)
        let loops = (wall: timings.milliseconds(.worker), cpu: timings.cpuMilliseconds(.worker))
        row("  other", loops.wall - workerSum.wall, loops.cpu - workerSum.cpu, 0)
        row("  idle", timings.milliseconds(.assets) * Double(workers) - loops.wall,
            timings.cpuMilliseconds(.assets) - loops.cpu, 0)
        row(.finish)
        let topSum = sum(top)
        row("other", total.wall - topSum.wall, total.cpu - topSum.cpu, 0)
        row("total", total.wall, total.cpu, 1)
        for line in lines { Console.error(line) }
    }
}
