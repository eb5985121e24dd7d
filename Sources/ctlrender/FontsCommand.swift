import ArgumentParser
import CtlText
import Foundation

/// `ctlrender fonts [--json]`: the fonts a `--font NAME` can name, and where each comes from.
struct FontsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fonts",
        abstract: "List the fonts ctlrender can use by name.",
        discussion: """
            One font a line: the name to give --font (or a scene's "font"), the family and \
            style, and where it comes from. The bundled fonts are embedded in ctlrender \
            itself; the font files (.ttf, .otf, .ttc, .otc) directly in the folders of \
            \(FontSearchPath.variable) (separated by ":") follow, by file name. Those can also \
            be named by file name without extension, by family and style ("Roboto Bold") or, \
            for a regular style, by family alone; the first folder and file that match win. \
            A font file's path is always usable too. Files of \(FontSearchPath.variable) \
            that are not usable fonts are left out with a warning on stderr.
            """)

    @Flag(help: ArgumentHelp("Print a JSON array of {name, family, style, source, file} objects (source: "
              + "\"embedded\" or \"\(FontSearchPath.variable)\"; file: the bundled file name or the path)."))
    var json = false

    /// One listed font as `--json` prints it.
    struct Entry: Encodable {
        let name: String
        let family: String
        let style: String
        let source: String
        let file: String
    }

    func run() throws {
        let (fonts, unusable) = try FontLibrary.shared.listings()
        for error in unusable {
            Console.error("ctlrender: warning: \(error) (in \(FontSearchPath.variable), left out)")
        }
        let entries = fonts.map { font in
            switch font.origin {
            case .embedded(let file):
                Entry(name: font.name, family: font.family, style: font.style, source: "embedded", file: file)
            case .searchPath(let path):
                Entry(name: font.name, family: font.family, style: font.style,
                      source: FontSearchPath.variable, file: path)
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
