import CtlRaster
import CtlControls
import CtlJSON
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A manifest asset whose `"svg"` is a pattern (`"icons/*.svg"`): one asset per matching file,
/// named after the file without its extension (`icons/edit.svg` → `edit`), in the order of the
/// names, each with the asset's other keys.
///
/// `*` matches any run of characters and `?` one, in the file name only (the folder is taken as
/// written); as in a shell, neither matches a leading "." (hidden files). The expansion happens
/// before the assets are read, so each file's asset is an asset like any other: its digest
/// covers that file, its errors name it, and a name another asset has is refused.
enum SVGWildcard {
    /// Whether `path` is a pattern: it holds `*` or `?`.
    static func isPattern(_ path: String) -> Bool { path.contains("*") || path.contains("?") }

    /// The assets `item` (the JSON of `assets[index]`) stands for: itself, unless its `"svg"` is
    /// a pattern; then one object per matching file, its `"svg"` the file's path (written as the
    /// pattern's folder + the file's name) and its `"name"` the file's name without extension.
    ///
    /// - Throws: `AssetError.asset` when the pattern matches nothing, has a wildcard in its
    ///   folder, comes with a `"name"`, or matches a file whose name cannot name an asset.
    static func expand(_ item: SpecValue, index: Int, manifest: String) throws(AssetError) -> [SpecValue] {
        guard let members = item.node.objectValue, let svg = members.member("svg"),
              let pattern = svg.value.stringValue, isPattern(pattern) else { return [item] }
        func fail(_ message: String, at position: JSONPosition = svg.value.position) -> AssetError {
            .asset(manifest: manifest, index: index, name: nil, position: position, message: "key \"svg\": " + message)
        }
        let folder = PathText.deletingLastComponent(of: pattern)
        let filePattern = PathText.lastComponent(of: pattern)
        guard !isPattern(folder) else {
            throw fail("\"\(pattern)\" has a wildcard in its folder; only the file name may have one")
        }
        if let name = members.member("name") {
            throw fail("an asset whose \"svg\" is a pattern is named after each file: remove \"name\"",
                       at: name.keyPosition)
        }
        let directory = item.resolvePath(folder.isEmpty ? "." : folder)
        let files: [String] = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        var matching: [(file: String, name: String)] = []
        for file in files where matches(file, pattern: filePattern) && isFile(item.resolvePath(join(folder, file))) {
            matching.append((file, PathText.deletingPathExtension(of: file)))
        }
        matching.sort { $0.name == $1.name ? $0.file < $1.file : $0.name < $1.name }
        guard !matching.isEmpty else { throw fail("no file matches \"\(pattern)\"") }
        return try matching.map { (match) throws(AssetError) -> SpecValue in
            guard AssetReader.isFileSafe(match.name) else {
                throw fail("the file \"\(join(folder, match.file))\" cannot name an asset (a name is letters, digits, "
                           + "\"-\", \"_\" or \".\"): rename it")
            }
            var copy = JSONMembers()
            for member in members {
                let value = member.key == "svg" ? JSONNode(.string(join(folder, match.file)), at: svg.value.position)
                    : member.value
                _ = copy.insert(JSONMember(key: member.key, keyPosition: member.keyPosition, value: value))
            }
            _ = copy.insert(JSONMember(key: "name", keyPosition: svg.keyPosition,
                                       value: JSONNode(.string(match.name), at: svg.value.position)))
            return SpecValue(node: JSONNode(.object(copy), at: item.node.position), source: item.source, key: item.key,
                             baseDirectory: item.baseDirectory)
        }
    }

    /// Whether `name` matches `pattern` (`*`: any run, `?`: one character); a leading "." of
    /// `name` must be matched by one in the pattern. Linear in practice: on a mismatch only the
    /// last `*` backtracks.
    static func matches(_ name: String, pattern: String) -> Bool {
        var steps = 0
        return matches(name, pattern: pattern, steps: &steps)
    }

    /// `matches(_:pattern:)`, counting in `steps` the turns of its loop (the work, for tests).
    static func matches(_ name: String, pattern: String, steps: inout Int) -> Bool {
        let n = Array(name), p = Array(pattern)
        if n.first == ".", p.first != "." { return false }
        var (i, j) = (0, 0)
        var star: (pattern: Int, name: Int)?
        while i < n.count {
            steps += 1
            if j < p.count, p[j] == "?" || (p[j] != "*" && p[j] == n[i]) {
                i += 1
                j += 1
            } else if j < p.count, p[j] == "*" {
                star = (j, i)
                j += 1
            } else if let s = star {
                // Let the last `*` take one more character and try again after it.
                star = (s.pattern, s.name + 1)
                (i, j) = (s.name + 1, s.pattern + 1)
            } else {
                return false
            }
        }
        while j < p.count, p[j] == "*" { j += 1 }
        return j == p.count
    }

    private static func join(_ folder: String, _ file: String) -> String {
        folder.isEmpty ? file : PathText.appending(file, to: folder)
    }

    private static func isFile(_ path: String) -> Bool {
        var isFolder = false
        return FileManager.default.fileExists(atPath: path, isFolder: &isFolder) && !isFolder
    }
}
