extension InputFile {
    /// The folder of the file at `path`, against which the paths inside it are resolved: ""
    /// for a bare file name and for `-` (standard input), which mean the current directory.
    ///
    /// The same as `NSString.deletingLastPathComponent` ("a/b.json" → "a", "/b.json" → "/",
    /// "a/b/" → "a"), which swift-corelibs-foundation traps on for a one-character path ("-").
    public static func folder(of path: String) -> String {
        guard path != standardInput else { return "" }
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        var folder = trimmed[..<slash]
        while folder.hasSuffix("/") { folder.removeLast() }
        return folder.isEmpty ? "/" : String(folder)
    }
}
