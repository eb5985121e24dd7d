import CtlText
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `ctlrender fonts --covers TEXT` prints: each character of the text and the font it
/// is drawn with.
struct FontCoverageReport {
    let fontName: String
    let sources: [FontLibrary.CharacterSource]
    /// The user and system font files fallback passed over, one message each.
    let unusable: [String]

    /// The sources of `text` drawn in the font named `fontName` of `library`.
    ///
    /// - Throws: `FontError` when the font cannot be named or loaded.
    init(library: FontLibrary, fontName: String, text: String) throws {
        self.fontName = fontName
        sources = library.sources(of: text, in: try library.font(named: fontName))
        unusable = library.unusableFallbackFontsIfRead
    }

    /// One character as `--json` prints it.
    struct Entry: Encodable {
        let offset: Int
        let character: String
        let codepoints: [String]
        let script: String
        let family: String?
        let style: String?
        let source: String?
        let file: String?
        let neighbour: Bool

        enum CodingKeys: String, CodingKey {
            case offset, character, codepoints, script, family, style, source, file, neighbour
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(offset, forKey: .offset)
            try c.encode(character, forKey: .character)
            try c.encode(codepoints, forKey: .codepoints)
            try c.encode(script, forKey: .script)
            // Written as null when no font has the character, so every object has every key.
            try c.encode(family, forKey: .family)
            try c.encode(style, forKey: .style)
            try c.encode(source, forKey: .source)
            try c.encode(file, forKey: .file)
            try c.encode(neighbour, forKey: .neighbour)
        }
    }

    struct Document: Encodable {
        let font: String
        let characters: [Entry]
    }

    var entries: [Entry] {
        sources.map { s in
            let (source, file): (String?, String?) = switch s.origin {
            case .bundled(let name): ("bundled", name)
            case .file(let path): ("file", path)
            case .userFolder(let path): ("user", path)
            case .systemFolder(let path): ("system", path)
            case nil: (nil, nil)
            }
            return Entry(offset: s.scalarOffset, character: String(s.character),
                         codepoints: s.character.unicodeScalars.map(Self.codepoint), script: s.script,
                         family: s.face?.familyName, style: s.face?.styleName, source: source, file: file,
                         neighbour: s.takesNeighboursFace)
        }
    }

    /// "U+0645".
    static func codepoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    func print(json: Bool) throws {
        for message in unusable { Console.error("ctlrender: warning: \(message) (passed over by font fallback)") }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            let document = Document(font: fontName, characters: entries)
            Console.output(String(decoding: try encoder.encode(document), as: UTF8.self))
            return
        }
        let rows = entries.map { e -> [String] in
            // Spaces and controls are shown by their code points only.
            let visible = e.character.unicodeScalars.allSatisfy {
                $0.properties.isWhitespace || $0.properties.generalCategory == .control
                    || $0.properties.generalCategory == .format
            } ? "" : e.character
            let face: String
            if let family = e.family, let style = e.style, let source = e.source, let file = e.file {
                let origin = source == "bundled" ? "bundled (\(file))" : "\(file) (\(source == "file" ? "font file" : source))"
                face = "\(family) \(style)  \(origin)" + (e.neighbour ? "  (its neighbour's font)" : "")
            } else {
                face = "no font has it (drawn as the font's .notdef box)"
            }
            return [String(e.offset), e.codepoints.joined(separator: " "), visible, e.script, face]
        }
        let widths = (0..<4).map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            // Padded by characters (NSString's padding counts UTF-16 units).
            let padded = (0..<4).map { row[$0] + String(repeating: " ", count: widths[$0] + 2 - row[$0].count) }
            Console.output(padded.joined() + row[4])
        }
    }
}
