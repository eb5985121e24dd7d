import CtlRaster
import ArgumentParser
import CtlText
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--font-dir`: folders of the user's fonts, for the characters the requested font lacks.
struct FontFolderOption: ParsableArguments {
    @Option(name: .customLong("font-dir"),
            help: ArgumentHelp("A folder of font files (repeatable) that text falls back on, by script, for the "
                               + "characters its font lacks: before \(FontSearchPath.variable)'s folders, the "
                               + "system's fonts and the bundled DejaVu Sans.", valueName: "folder"))
    var folders: [String] = []

    func validate() throws { try Self.check(folders) }

    /// Refuses a `--font-dir` that is not a folder (every subcommand that takes it).
    static func check(_ folders: [String]) throws {
        for folder in folders {
            var isFolder = false
            guard FileManager.default.fileExists(atPath: folder, isFolder: &isFolder), isFolder else {
                throw ValidationError("--font-dir \"\(folder)\" is not a folder")
            }
        }
    }

    /// Makes the folders the first of the shared font library's: call it before any text is drawn.
    func apply() {
        if !folders.isEmpty { FontLibrary.sharedFontFolders = folders }
    }
}
