import CtlRaster
import CtlSVG
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What decoding one scene file needs besides the JSON: where its relative paths
/// start, and the images it has already read (each file is read once per scene file).
final class SceneDecodingContext {
    /// The folder relative `src` paths are resolved against; `nil` for the current directory.
    let baseDirectory: String?
    private var images: [String: Pixmap] = [:]
    private var artworks: [String: SVGArtwork] = [:]

    init(baseDirectory: String?) {
        self.baseDirectory = baseDirectory.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The folder of the file at `path` (`nil` for a bare file name: the current directory).
    static func directory(of path: String) -> String? {
        let folder = InputFile.folder(of: path)
        return folder.isEmpty ? nil : folder
    }

    /// `src` as a path to open: unchanged when absolute or when there is no base directory.
    func resolve(_ src: String) -> String {
        guard let baseDirectory, !src.hasPrefix("/") else { return src }
        return PathText.appending(src, to: baseDirectory)
    }

    /// The SVG named by the string `value` (a `src` ending in `.svg`), read on first use; nil
    /// when `value` names another file.
    ///
    /// - Throws: `SceneError.invalidValue` at `value` naming the file, and for an SVG that
    ///   cannot be read its line and column.
    func artwork(_ value: JSONValue) throws -> SVGArtwork? {
        let src = try value.string("the path of a PNG or SVG file, relative to the scene file")
        guard SVGArtwork.isSVG(path: src) else { return nil }
        let path = PathText.standardizing(resolve(src))
        if let cached = artworks[path] { return cached }
        let artwork: SVGArtwork
        do {
            artwork = try SVGArtwork(path: path)
        } catch let error as InputFileError {
            throw value.error("the image file \(path == src ? "\"\(src)\"" : "\"\(src)\" (\(path))"): \(error.reason.phrase)")
        } catch {
            throw value.error("\(error)")
        }
        artworks[path] = artwork
        return artwork
    }

    /// The PNG named by the string `value` (a `src`), read on first use.
    ///
    /// - Throws: `SceneError.invalidValue` at `value` naming the file as written and as
    ///   resolved, when it is not a non-empty string, cannot be read or is not a PNG.
    func image(_ value: JSONValue) throws -> Pixmap {
        let src = try value.string("the path of a PNG file, relative to the scene file")
        guard !src.isEmpty else { throw value.error("must be the path of a PNG file, not an empty string") }
        let path = PathText.standardizing(resolve(src))
        if let cached = images[path] { return cached }
        let shown = path == src ? "\"\(src)\"" : "\"\(src)\" (\(path))"
        var isFolder = false
        guard FileManager.default.fileExists(atPath: path, isFolder: &isFolder) else {
            throw value.error("the image file \(shown) does not exist")
        }
        guard !isFolder else { throw value.error("the image \(shown) is a folder, not a PNG file") }
        let image: Pixmap
        do {
            image = try PNG.read(path: path)
        } catch PNGError.unreadable {
            throw value.error("the image file \(shown) cannot be read")
        } catch PNGError.notAPNG(_, let reason) {
            throw value.error("the image file \(shown) is not a readable PNG: \(reason)")
        } catch {
            throw value.error("the image file \(shown) cannot be used: \(error)")
        }
        images[path] = image
        return image
    }
}
