#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FontLibrary.Font {
    /// This font with the faces that draw what its own faces lack in `text`, found by script
    /// in the user's font folders (`CTLRENDER_FONT_PATH`, `--font-dir`), then in the system's
    /// (when the library uses them); the font itself when nothing is missing or no folder is
    /// given, so that text the font draws today is drawn the same.
    ///
    /// The faces come in this order, each character being drawn by the first that has it:
    /// the requested faces; for characters of a script that fonts are named for (Arabic,
    /// Hebrew, Devanagari, Thai, CJK, …) that none of them has, the face chosen for that
    /// script (`FallbackFontCatalog.rank`), the user's before the system's; the bundled DejaVu
    /// Sans; then, for what even DejaVu lacks among symbols, characters of no script (Common,
    /// Inherited) and Latin, Greek and Cyrillic letters (which DejaVu Sans, a complete sans
    /// face for them, keeps drawing as before), a face that has it. Spaces, marks and controls
    /// are not looked up: they are drawn with their neighbours' face.
    /// - Complexity: O(n) in the length of `text` while the font covers it; the font folders
    ///   are read once per process, at the first character no face has.
    public func covering(_ text: String) -> FontLibrary.Font {
        guard let library, !library.fallbackCatalog.isEmpty else { return self }
        let own = faces[..<(faces.count - bundledFallbackCount)]
        // The common case, without splitting the text into characters: the font's own faces
        // have every scalar (spaces and default-ignorable scalars need no glyph of their own).
        let hasEveryScalar = text.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isWhitespace || scalar.properties.isDefaultIgnorableCodePoint
                || own.contains { $0.covers(scalar) }
        }
        if hasEveryScalar { return self }
        let bundled = faces[(faces.count - bundledFallbackCount)...]
        var forScripts: [FontFace] = [], forSymbols: [FontFace] = []
        func covered(_ scalars: [Unicode.Scalar], by faces: some Collection<FontFace>) -> Bool {
            faces.contains { face in scalars.allSatisfy(face.covers) }
        }
        for character in text where !character.isWhitespace {
            let scalars = Array(character.unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint })
            guard !scalars.isEmpty, !scalars.allSatisfy(Self.takesNeighboursFace), !covered(scalars, by: own)
            else { continue }
            if let script = FontScript.first(of: scalars), !script.familyWords.isEmpty {
                guard !covered(scalars, by: forScripts),
                      let face = library.fallbackFace(for: scalars, bold: primary.isBold),
                      !forScripts.contains(where: { $0 === face }) else { continue }
                forScripts.append(face)
            } else {
                guard !covered(scalars, by: forScripts), !covered(scalars, by: bundled), !covered(scalars, by: forSymbols),
                      let face = library.fallbackFace(for: scalars, bold: primary.isBold),
                      !faces.contains(where: { $0 === face }), !forSymbols.contains(where: { $0 === face }) else { continue }
                forSymbols.append(face)
            }
        }
        guard !forScripts.isEmpty || !forSymbols.isEmpty else { return self }
        // The user's fonts before the system's, each group in the order the text needed them.
        let users = Set(library.fallbackCatalog.candidates.filter(\.isUsers).map(\.summary.path))
        let ordered = forScripts.filter { users.contains($0.source) } + forScripts.filter { !users.contains($0.source) }
        let added = ordered.filter { face in !own.contains { $0 === face } }
        return FontLibrary.Font(name: name, faces: Array(own) + added + Array(bundled) + forSymbols, library: library,
                                bundledFallbackCount: bundledFallbackCount + forSymbols.count)
    }

    /// Whether a scalar is drawn with the face of the character before it (a mark or a
    /// control), as `TextRun.split` draws it.
    static func takesNeighboursFace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .control, .format: true
        default: false
        }
    }
}

extension FontLibrary {
    /// The face of the user or system font file that best draws the character of `scalars`
    /// (see `FallbackFontCatalog`), loaded once; nil when no file has it. A file whose face
    /// fails to load is passed over from then on.
    func fallbackFace(for scalars: [Unicode.Scalar], bold: Bool) -> FontFace? {
        while let path = fallbackCatalog.path(for: scalars, bold: bold) {
            do {
                return try fileFace(path)
            } catch {
                fallbackCatalog.markFailed(path, reason: error.description)
            }
        }
        return nil
    }

    /// The messages of the user and system font files that fallback passed over (not fonts,
    /// truncated, over a limit), reading the folders if they were not read yet.
    public var unusableFallbackFonts: [String] { fallbackCatalog.unusable }
}

extension FontLibrary {
    /// `unusableFallbackFonts` when fallback has read the folders, else none (without reading them).
    public var unusableFallbackFontsIfRead: [String] { fallbackCatalog.hasScanned ? fallbackCatalog.unusable : [] }
}
