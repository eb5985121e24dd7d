#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// File paths as strings, with the meaning of Foundation's `NSString` path methods
/// (`appendingPathComponent`, `lastPathComponent`, `pathExtension`, `standardizingPath`, …)
/// on Linux, for the package's modules that import only FoundationEssentials, which has none
/// of them: full Foundation would link ICU's 34 MB of data into the `ctlrender` binary.
/// The results are Foundation's, character for character (PathTextTests compares them).
package enum PathText {
    /// `base` and `component` joined by one `/` (none added when `base` ends in one);
    /// either alone when the other is empty.
    package static func appending(_ component: String, to base: String) -> String {
        if component.isEmpty { return base }
        if base.isEmpty { return component }
        return base.hasSuffix("/") ? base + component : base + "/" + component
    }

    /// The last component of `path` (`"b.png"` of `"a/b.png"`; `"/"` of `"/"`).
    package static func lastComponent(of path: String) -> String {
        let fixed = fixingSlashes(path)
        guard fixed.utf16.count > 1 else { return fixed }
        return String(fixed[startOfLastComponent(fixed)...])
    }

    /// `path` without its last component (`""` for one relative component, `"/"` for one
    /// absolute component).
    package static func deletingLastComponent(of path: String) -> String {
        let fixed = fixingSlashes(path)
        if fixed == "/" || fixed.isEmpty { return fixed }
        let start = startOfLastComponent(fixed)
        if start == fixed.startIndex { return "" }
        if start == fixed.index(after: fixed.startIndex) { return "/" }
        return String(fixed[..<fixed.index(before: start)])
    }

    /// The extension of `path`'s last component, without the dot (`""` when it has none, as
    /// for `".profile"` and `".."`).
    package static func pathExtension(of path: String) -> String {
        let fixed = fixingSlashes(path)
        guard fixed.utf16.count > 1, let start = startOfExtension(fixed) else { return "" }
        return String(fixed[start...])
    }

    /// `path` without the extension of its last component and its dot.
    package static func deletingPathExtension(of path: String) -> String {
        let fixed = fixingSlashes(path)
        guard fixed.utf16.count > 1, let start = startOfExtension(fixed) else { return fixed }
        return String(fixed[..<fixed.index(before: start)])
    }

    /// `path` with `~` expanded, `.` and empty components dropped, `..` applied to an absolute
    /// path, and each symbolic link met on the way replaced by its destination.
    package static func standardizing(_ path: String) -> String {
        removingPrefix("/var/automount", ifItExists: resolvingSymbolicLinks(expandingTilde(path)))
    }

    /// Runs of `/` as one, and no trailing `/` but on `"/"` itself.
    private static func fixingSlashes(_ path: String) -> String {
        if path == "/" { return path }
        var result = ""
        var lastWasSlash = false
        for character in path {
            let isSlash = character == "/"
            if !(isSlash && lastWasSlash) { result.append(character) }
            lastWasSlash = isSlash
        }
        if result.hasSuffix("/") { result.removeLast() }
        return result
    }

    /// Where the last component of `fixed` (slashes fixed, longer than one character) starts.
    private static func startOfLastComponent(_ fixed: String) -> String.Index {
        var position = fixed.endIndex
        while position > fixed.startIndex {
            let previous = fixed.index(before: position)
            if fixed[previous] == "/" { break }
            position = previous
        }
        return position
    }

    /// Where the extension of `fixed`'s last component starts (after its dot), if it has one.
    private static func startOfExtension(_ fixed: String) -> String.Index? {
        let componentStart = startOfLastComponent(fixed)
        var position = fixed.endIndex
        while position > componentStart {
            let previous = fixed.index(before: position)
            if fixed[previous] == "." {
                if previous == componentStart { return nil }
                let beforeDot = fixed.index(before: previous)
                if previous == fixed.index(before: fixed.endIndex), beforeDot == componentStart,
                   fixed[beforeDot] == "." {
                    return nil
                }
                return position
            }
            position = previous
        }
        return nil
    }

    /// The components of `path`: `"/"` first when it is absolute, `"/"` last when it ends in one.
    private static func components(_ path: String) -> [String] {
        guard !path.isEmpty else { return [] }
        var result: [String] = path.hasPrefix("/") ? ["/"] : []
        result += path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if path.utf16.count > 1, path.hasSuffix("/") { result.append("/") }
        return result
    }

    /// `path` with a leading `~` or `~user` replaced by that home folder.
    private static func expandingTilde(_ path: String) -> String {
        guard path.hasPrefix("~") else { return path }
        let nameEnd = path.firstIndex(of: "/") ?? path.endIndex
        let user = String(path[path.index(after: path.startIndex)..<nameEnd])
        guard let home = homeFolder(of: user.isEmpty ? nil : user) else {
            return path.hasSuffix("/") && path.utf16.count > 1 ? String(path.dropLast()) : path
        }
        var result = home + path[nameEnd...]
        if result.utf16.count > 1, result.hasSuffix("/") { result.removeLast() }
        return result
    }

    /// The home folder of `user`, or of the current user (`HOME` first) when nil.
    private static func homeFolder(of user: String?) -> String? {
        if user == nil, let home = ProcessEnvironment.values(of: ["HOME"])["HOME"], !home.isEmpty {
            return home
        }
        guard let entry = user.map({ getpwnam($0) }) ?? getpwuid(getuid()),
              let folder = entry.pointee.pw_dir else { return nil }
        return String(cString: folder)
    }

    private static func resolvingSymbolicLinks(_ path: String) -> String {
        var parts = components(path)
        guard !parts.isEmpty else { return path }
        if parts.count > 1, parts.last == "/" { parts.removeLast() }
        let isAbsolute = path.hasPrefix("/") || path.hasPrefix("~")
        var resolved = parts.removeFirst()
        for part in parts {
            switch part {
            case "", ".":
                break
            case ".." where isAbsolute:
                resolved = deletingLastComponent(of: resolved)
            default:
                resolved = appending(part, to: resolved)
                if let destination = symbolicLinkDestination(resolved) { resolved = destination }
            }
        }
        return removingPrefix("/private", ifItExists: resolved)
    }

    /// The destination of the symbolic link at `path` (followed through up to 32 links, as
    /// Foundation does), relative to the last link's folder; nil when `path` is no link, a loop,
    /// or a link to a relative path, which Foundation leaves as written.
    private static func symbolicLinkDestination(_ path: String) -> String? {
        guard var destination = try? FileManager.default.destinationOfSymbolicLink(atPath: path),
              destination.hasPrefix("/") else {
            return nil
        }
        var followed = 0
        while let next = try? FileManager.default.destinationOfSymbolicLink(atPath: destination) {
            followed += 1
            if followed > 32 { return nil }
            destination = next
        }
        return destination.hasPrefix("/") ? destination : appending(destination, to: deletingLastComponent(of: path))
    }

    /// `path` without `prefix` when what remains names an existing file.
    private static func removingPrefix(_ prefix: String, ifItExists path: String) -> String {
        guard path != prefix, path.hasPrefix(prefix) else { return path }
        let rest = String(path.dropFirst(prefix.count))
        return FileManager.default.fileExists(atPath: rest) ? rest : path
    }
}
