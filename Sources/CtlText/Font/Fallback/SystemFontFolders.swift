import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The folders where a Linux or BSD system keeps its fonts (the XDG Base Directory
/// specification's data folders, each with its `fonts/`, and the older `~/.fonts`), and the
/// switch that turns fallback to them on or off.
///
/// ctlrender reads these folders itself instead of asking fontconfig: the folders are the ones
/// fontconfig's default configuration lists, reading them costs no extra shared library at
/// start-up or install, and what they give depends only on the files in them.
public enum SystemFontFolders {
    /// The environment variable that turns system fonts off ("0", "false", "no", "off") or
    /// on ("1", "true", "yes", "on") whatever the program's default.
    public static let variable = "CTLRENDER_SYSTEM_FONTS"

    /// The font folders of `environment`, the user's own first: `$XDG_DATA_HOME/fonts`
    /// (`~/.local/share/fonts`), `~/.fonts`, then `fonts/` in each of `$XDG_DATA_DIRS`
    /// (`/usr/local/share`, `/usr/share`). Each folder once, missing ones included (they
    /// are skipped when read).
    /// The environment variables `folders(environment:)` reads.
    public static let folderVariables = ["HOME", "XDG_DATA_HOME", "XDG_DATA_DIRS"]

    public static func folders(environment: [String: String]) -> [String] {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
        var folders: [String] = []
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            folders.append(dataHome + "/fonts")
        } else if let home {
            folders.append(home + "/.local/share/fonts")
        }
        if let home { folders.append(home + "/.fonts") }
        let dataDirs = (environment["XDG_DATA_DIRS"] ?? "")
            .split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
        for dir in dataDirs.isEmpty ? ["/usr/local/share", "/usr/share"] : dataDirs {
            folders.append(dir + "/fonts")
        }
        var seen = Set<String>()
        return folders.map { PathText.standardizing($0) }.filter { seen.insert($0).inserted }
    }

    /// Whether system fonts are used: as `variable` says in `environment`, else `byDefault`.
    public static func areEnabled(environment: [String: String], byDefault: Bool) -> Bool {
        switch environment[variable]?.trimmingWhitespace().lowercased() {
        case "0", "false", "no", "off": false
        case "1", "true", "yes", "on": true
        default: byDefault
        }
    }
}
