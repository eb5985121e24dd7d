#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Paths as reports and messages show them: relative to the folder of the run, so that a report
/// names no folder of the machine it was made on.
public enum RelativePath {
    /// `path` relative to `base` (default: the current directory), with `..` where it lies outside
    /// `base`: `/w/pkg/.build/a.png` from `/w/pkg` is `.build/a.png`, `/tmp/x.png` is
    /// `../../tmp/x.png`. A relative `path` is taken as relative to the current directory.
    public static func of(_ path: String, from base: String = FileManager.default.currentDirectoryPath) -> String {
        let target = components(absolute(path))
        let from = components(absolute(base))
        var common = 0
        while common < target.count, common < from.count, target[common] == from[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + target[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// `url`'s path relative to `base` (default: the current directory).
    public static func of(_ url: URL, from base: String = FileManager.default.currentDirectoryPath) -> String {
        of(url.path, from: base)
    }

    private static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    /// The components of an absolute path, with `.` and `..` resolved and no empty ones.
    private static func components(_ path: String) -> [String] {
        var out: [String] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !out.isEmpty { out.removeLast() }
            default: out.append(String(part))
            }
        }
        return out
    }
}
