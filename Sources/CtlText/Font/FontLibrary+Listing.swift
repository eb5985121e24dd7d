import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a library can draw with, for `ctlrender fonts`.
extension FontLibrary {
    /// One name a font can be asked for by, and the face it gives.
    public struct Listing: Sendable, Equatable {
        /// The name to ask for (`--font NAME`).
        public let name: String
        /// The face's family name (for example "Inter").
        public let family: String
        /// The face's style name (for example "Bold").
        public let style: String
        /// Where the face's bytes come from.
        public let origin: Origin
    }

    /// Where a listed face's bytes come from.
    public enum Origin: Sendable, Equatable {
        /// Embedded in the binary, from the bundled file of this name.
        case embedded(file: String)
        /// The font file at this path, in a folder of the search path.
        case searchPath(path: String)
    }

    /// The fonts that can be asked for by name: the bundled names (in `knownNames` order),
    /// then each font file of the search path by its file name (in search order).
    ///
    /// - Returns: The listings, and the errors of the search-path files that are not
    ///   usable fonts (those are left out of the listings).
    /// - Throws: The error loading a bundled font, which would mean a broken build.
    public func listings() throws(FontError) -> (fonts: [Listing], unusable: [FontError]) {
        var fonts: [Listing] = []
        for name in Self.knownNames {
            let font = Self.bundledFonts[name.lowercased()]!
            let face = try embeddedFace(font)
            fonts.append(Listing(name: name, family: face.familyName, style: face.styleName,
                                 origin: .embedded(file: font.fileName)))
        }
        var unusable: [FontError] = []
        for path in searchPath.fontFiles() {
            do {
                let face = try face(named: path)
                fonts.append(Listing(name: PathText.lastComponent(of: path), family: face.familyName,
                                     style: face.styleName, origin: .searchPath(path: path)))
            } catch {
                unusable.append(error)
            }
        }
        return (fonts, unusable)
    }
}
