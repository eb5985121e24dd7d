import CtlJSON
import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Loads scene files: one scene object, or a collection
/// `{"format": "ctlrender-peer-scenes", "version": 1, "conventions": {…}, "scenes": […]}`.
///
/// The JSON is strict (RFC 8259, read by `CtlJSON`): a duplicate key, a trailing comma or a
/// comment is an error with its line and column. Every value is checked while decoding; an
/// error names the file, the line and column, the scene (by name, or by index before its name
/// is read), the op index and the key, for example
/// `scenes.json:14:52: scene "button", op 3, key "paint.linear.stops[1][0]": must be an offset from 0 to 1, not 1.5`.
public enum SceneFile {
    /// The `format` a collection may declare.
    public static let collectionFormat = "ctlrender-peer-scenes"
    /// The `version`s of that format this library reads.
    public static let supportedVersions = [1]
    static let collectionKeys = ["format", "version", "conventions", "scenes", "note", "generator"]

    /// One scene of a file as decoded: the scene, or why it could not be decoded.
    public struct Entry: Sendable {
        /// The scene's index in the file (0 for a single-scene file).
        public let index: Int
        /// The scene's name, when it could be read even if the rest failed.
        public let name: String?
        public let result: Result<Scene, SceneError>
    }

    /// Reads and decodes the scene file at `path`; image `src` paths are relative to its folder.
    ///
    /// - Returns: the scenes in file order (one for a single-scene file).
    /// - Throws: `SceneError` for the first problem, naming `path` as given.
    public static func load(path: String) throws -> [Scene] {
        try loadEntries(path: path).map { try $0.result.get() }
    }

    /// Decodes scene JSON; `source` (a file name) starts every error message, and image
    /// `src` paths are relative to `baseDirectory` (default: the current directory).
    public static func decode(_ data: Data, source: String? = nil, baseDirectory: String? = nil) throws -> [Scene] {
        try decodeEntries(data, source: source, baseDirectory: baseDirectory).map { try $0.result.get() }
    }

    /// Decodes scene JSON text; `source` (a file name) starts every error message, and image
    /// `src` paths are relative to `baseDirectory` (default: the current directory).
    public static func decode(_ text: String, source: String? = nil, baseDirectory: String? = nil) throws -> [Scene] {
        try decode(Data(text.utf8), source: source, baseDirectory: baseDirectory)
    }

    /// Reads the file at `path` and decodes each scene on its own, so that one bad
    /// scene of a collection does not keep the others from being drawn. Image `src`
    /// paths are relative to the file's folder.
    ///
    /// - Throws: `SceneError` when the file as a whole cannot be read: unreadable,
    ///   not JSON, not an object, a bad collection header, no scenes.
    public static func loadEntries(path: String) throws -> [Entry] {
        try decodeEntries(try read(path: path), source: InputFile.displayName(of: path),
                          baseDirectory: SceneDecodingContext.directory(of: path))
    }

    /// Decodes each scene of scene JSON on its own (see `loadEntries(path:)`); image `src`
    /// paths are relative to `baseDirectory` (default: the current directory). Each image
    /// file is read once, however many ops use it.
    public static func decodeEntries(_ data: Data, source: String? = nil,
                                     baseDirectory: String? = nil) throws -> [Entry] {
        let root: JSONNode
        do {
            root = try JSONParser.parse(data)
        } catch {
            throw SceneError.invalidJSON(source: source, error: error)
        }
        return try decodeEntries(JSONValue(node: root, location: SceneLocation(source: source)),
                                 context: SceneDecodingContext(baseDirectory: baseDirectory))
    }
}
