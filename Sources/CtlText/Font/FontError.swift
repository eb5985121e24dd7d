import CtlRaster

/// Why a font could not be loaded or named. Each message starts with the file's path and
/// says the cause in words: "fonts/x.ttf: not a font file (FreeType cannot read its format)".
public enum FontError: Error, CustomStringConvertible, Equatable {
    /// The file could not be read; `reason` is the cause in words ("no such file", "is a
    /// device, not a file", "permission denied").
    case unreadable(path: String, reason: String)
    /// The file is empty.
    case empty(path: String)
    /// FreeType refused the bytes: not a font it knows, or a broken one.
    case notAFont(path: String, freeTypeError: Int32)
    /// FreeType itself could not start (out of memory).
    case freeTypeUnavailable(freeTypeError: Int32)
    /// A name that is neither a bundled font, nor a font file path, nor a font of the search path.
    case unknownName(String, known: [String])
    /// The file is larger than `RenderLimits.inputBytes`.
    case overLimit(LimitExceeded)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "\(path): \(reason)"
        case .empty(let path):
            return "\(path): is empty (not a font file)"
        case .notAFont(let path, let code):
            return "\(path): \(FreeTypeError.fontLoadFailure(code))"
        case .freeTypeUnavailable(let code):
            return "FreeType could not start (FreeType error \(code): \(FreeTypeError.name(code)))"
        case .unknownName(let name, let known):
            return "unknown font '\(name)'; known names: \(known.joined(separator: ", ")), the path of a "
                + ".ttf/.otf/.ttc file, or a font in a \(FontSearchPath.variable) folder"
        case .overLimit(let limit):
            return limit.description
        }
    }
}
