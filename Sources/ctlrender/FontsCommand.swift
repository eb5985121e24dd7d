import CtlRaster
import ArgumentParser
import CtlText
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `ctlrender fonts [--json]`: the fonts a `--font NAME` can name, and where each comes from;
/// `ctlrender fonts --covers TEXT`: the font each character of TEXT is drawn with.
struct FontsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fonts",
        abstract: "List the fonts ctlrender can use by name, or name the font each character of a text comes from.",
        discussion: """
            One font a line: the name to give --font (or a scene's "font"), the family and \
            style, and where it comes from. The bundled fonts are embedded in ctlrender \
            itself; the font files (.ttf, .otf, .ttc, .otc) directly in the --font-dir \
            folders and in the folders of \(FontSearchPath.variable) (separated by ":") follow, \
            by file name. Those can also \
            be named by file name without extension, by family and style ("Roboto Bold") or, \
            for a regular style, by family alone; the first folder and file that match win. \
            A font file's path is always usable too. Files of \(FontSearchPath.variable) \
            that are not usable fonts are left out with a warning on stderr.

            FALLBACK: a character the font lacks is drawn with a font of the user's folders \
            (\(FontSearchPath.variable)), then of the system's font folders (~/.local/share/fonts, \
            ~/.fonts, and fonts/ in $XDG_DATA_DIRS: /usr/local/share/fonts, /usr/share/fonts, \
            searched through sub-folders), chosen by script: a family named for the \
            character's script (Noto Sans Arabic for Arabic), sans-serif, of the font's weight; \
            then with the bundled DejaVu Sans. Latin, Greek and Cyrillic letters, digits, \
            punctuation and symbols the bundled fonts have keep coming from them. \(SystemFontFolders.variable)=0 leaves the system's \
            fonts out, for output that does not depend on what a machine has installed.

            --covers TEXT prints, for each character of TEXT, the offset of its first Unicode \
            scalar, its code points, its script, and the font it is drawn with and where that \
            comes from (bundled, a file, a user folder or the system's), or that no font has it \
            (it is then drawn as the font's empty box, .notdef).
            """)

    @Option(help: ArgumentHelp("Name, for each character of TEXT, the font it is drawn with.", valueName: "text"))
    var covers: String?

    @Option(help: ArgumentHelp("With --covers: the font asked for (a name of this list or a font file's path).",
                               valueName: "name"))
    var font = "system"

    @Option(name: .customLong("font-dir"),
            help: ArgumentHelp("A folder of font files (repeatable), searched before those of "
                               + "\(FontSearchPath.variable), by name and for fallback.", valueName: "folder"))
    var fontFolders: [String] = []

    @Flag(help: "With --covers: leave the system's fonts out of fallback (as \(SystemFontFolders.variable)=0 does).")
    var skipSystemFonts = false

    @Flag(help: ArgumentHelp("Print JSON: without --covers an array of {name, family, style, source, file} "
              + "objects (source: \"embedded\", \"font-dir\" or \"\(FontSearchPath.variable)\"; file: the bundled file name or "
              + "the path); with --covers an object {font, characters: [{offset, character, codepoints, script, "
              + "family, style, source, file, neighbour}]} (source: \"bundled\", \"file\", \"user\", \"system\" or "
              + "null when no font has the character)."))
    var json = false

    /// One listed font as `--json` prints it.
    struct Entry: Encodable {
        let name: String
        let family: String
        let style: String
        let source: String
        let file: String
    }

    func validate() throws {
        try FontFolderOption.check(fontFolders)
        if covers?.isEmpty == true { throw ValidationError("--covers needs a text: give at least one character") }
        if covers == nil && font != "system" { throw ValidationError("--font is for --covers: give --covers TEXT") }
        if covers == nil && skipSystemFonts {
            throw ValidationError("--skip-system-fonts is for --covers: give --covers TEXT")
        }
    }

    /// The shared library, or one with the --font-dir folders first and without system fonts
    /// when asked.
    var library: FontLibrary {
        guard !fontFolders.isEmpty || skipSystemFonts else { return FontLibrary.shared }
        let shared = FontLibrary.shared
        return FontLibrary(searchPath: FontSearchPath(folders: fontFolders + shared.searchPath.folders),
                           systemFontFolders: skipSystemFonts ? [] : shared.systemFontFolders)
    }

    func run() throws {
        let library = self.library
        if let covers {
            try FontCoverageReport(library: library, fontName: font, text: covers).print(json: json)
            return
        }
        let (fonts, unusable) = try library.listings()
        for error in unusable {
            Console.error("ctlrender: warning: \(error) (in \(FontSearchPath.variable), left out)")
        }
        let entries = fonts.map { font in
            switch font.origin {
            case .embedded(let file):
                Entry(name: font.name, family: font.family, style: font.style, source: "embedded", file: file)
            case .searchPath(let path):
                Entry(name: font.name, family: font.family, style: font.style,
                      source: fontFolders.contains(PathText.deletingLastComponent(of: path)) ? "font-dir"
                          : FontSearchPath.variable, file: path)
            }
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            Console.output(String(decoding: try encoder.encode(entries), as: UTF8.self))
            return
        }
        let nameWidth = entries.map(\.name.count).max() ?? 0
        let faceWidth = entries.map { $0.family.count + 1 + $0.style.count }.max() ?? 0
        for entry in entries {
            let face = "\(entry.family) \(entry.style)"
            let source = entry.source == "embedded" ? "embedded (\(entry.file))" : entry.file
            Console.output(entry.name.padding(toLength: nameWidth + 2, withPad: " ", startingAt: 0)
                + face.padding(toLength: faceWidth + 2, withPad: " ", startingAt: 0) + source)
        }
    }
}
