#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which face draws each character of a text, for `ctlrender fonts --covers`.
extension FontLibrary {
    /// Where a face's bytes come from.
    public enum FaceOrigin: Sendable, Equatable {
        /// Embedded in the binary, from the bundled file of this name.
        case bundled(file: String)
        /// A font file named by the font's name or path.
        case file(path: String)
        /// A font file in one of the user's folders (`CTLRENDER_FONT_PATH`, `--font-dir`), found by fallback.
        case userFolder(path: String)
        /// A font file in one of the system's font folders, found by fallback.
        case systemFolder(path: String)
    }

    /// One character (grapheme cluster) of a text and the face that draws it.
    public struct CharacterSource: Sendable {
        /// The character.
        public let character: Character
        /// The index of its first Unicode scalar in the text.
        public let scalarOffset: Int
        /// The script of its first scalar of a script, else of its first scalar ("Arabic", "Common").
        public let script: String
        /// The face that draws it, nil when no face has it (it is drawn as the primary face's
        /// .notdef glyph, usually an empty box).
        public let face: FontFace?
        /// Where `face` comes from; nil with `face`.
        public let origin: FaceOrigin?
        /// Whether it takes the face of the character before it (a space, a mark, a control)
        /// instead of being looked up itself.
        public let takesNeighboursFace: Bool
    }

    /// The face each character of `text` is drawn with in `font` (from this library), by the
    /// rule `TextRun.split` applies to `font.covering(text)`: the first face that has all of
    /// a character's scalars (default-ignorable ones left out), else the first that has its
    /// first one; spaces, marks and controls take the face of the character before them (at
    /// the start: after them), a space the first face that has it when that face lacks it.
    public func sources(of text: String, in font: Font) -> [CharacterSource] {
        let chain = font.covering(text).faces
        var lookedUp: [(character: Character, offset: Int, face: Int?, neighbour: Bool)] = []
        var offset = 0
        for character in text {
            let scalars = Array(character.unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint })
            let neighbour = character.isWhitespace || scalars.allSatisfy(Font.takesNeighboursFace)
            var face: Int?
            if !neighbour {
                face = chain.firstIndex { f in scalars.allSatisfy(f.covers) }
                    ?? chain.firstIndex { f in f.covers(scalars.first ?? character.unicodeScalars.first!) }
            }
            lookedUp.append((character, offset, face, neighbour))
            offset += character.unicodeScalars.count
        }
        // A character no face has is drawn with the primary face (its .notdef glyph).
        var last = lookedUp.first { !$0.neighbour }.map { $0.face ?? 0 } ?? 0
        return lookedUp.map { item in
            var face = item.neighbour ? last : item.face
            if item.neighbour, item.character.isWhitespace, let scalar = item.character.unicodeScalars.first,
               !chain[last].covers(scalar) {
                face = chain.firstIndex { $0.covers(scalar) } ?? last
            }
            last = face ?? 0
            let scalars = item.character.unicodeScalars
            let script = FontScript.first(of: scalars) ?? FontScript(scalars.first!)
            let drawn = face.map { chain[$0] }
            return CharacterSource(character: item.character, scalarOffset: item.offset, script: script.name,
                                   face: drawn, origin: drawn.map(origin(of:)), takesNeighboursFace: item.neighbour)
        }
    }

    /// Where `face` (a face of this library) comes from.
    public func origin(of face: FontFace) -> FaceOrigin {
        for font in EmbeddedFont.allCases where (try? embeddedFace(font)) === face {
            return .bundled(file: font.fileName)
        }
        if let candidate = fallbackCatalog.isEmpty ? nil
            : fallbackCatalog.candidates.first(where: { $0.summary.path == face.source }) {
            return candidate.isUsers ? .userFolder(path: face.source) : .systemFolder(path: face.source)
        }
        return .file(path: face.source)
    }
}
