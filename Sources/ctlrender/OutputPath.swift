import ArgumentParser
import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
#else
import Foundation
#endif

/// What `-o` names: one PNG file, `-` for standard output, or a folder (`--all-states`,
/// `--frames`, `draw --all`, `build`). The checks run in `validate()`, before anything is read
/// or drawn, so a mistake costs nothing and writes nothing.
enum OutputPath {
    /// The name that means standard output.
    static let standardOutput = "-"

    /// Refuses an empty path and an existing folder for a single image.
    ///
    /// - Parameter example: a file name to suggest instead of a folder (`button.png`).
    static func checkFile(_ path: String, example: String) throws {
        guard !path.isEmpty else { throw ValidationError("-o/--output must not be empty") }
        guard path != standardOutput else { return }
        var isFolder = false
        if FileManager.default.fileExists(atPath: path, isFolder: &isFolder), isFolder {
            let inside = (path.hasSuffix("/") ? path : path + "/") + example
            throw ValidationError("-o names the PNG file to write, and \"\(path)\" is a folder: "
                + "use -o \(inside) (or -o - for standard output)")
        }
    }

    /// Refuses `-` and a name ending in .png where `flag` writes a folder of images.
    static func checkFolder(_ path: String, for flag: String) throws {
        guard !path.isEmpty else { throw ValidationError("-o/--output must not be empty") }
        if path == standardOutput {
            throw ValidationError("\(flag) needs a folder for -o, not - (standard output takes one image)")
        }
        if path.lowercased().hasSuffix(".png") {
            throw ValidationError("\(flag) needs a folder for -o, not the file \"\(path)\"")
        }
    }

    /// Writes one PNG to `path`, or to standard output for `-` (nothing else is written there).
    static func write(_ pixmap: Pixmap, to path: String) throws {
        if path == standardOutput {
            Console.write(try PNG.encode(pixmap), to: STDOUT_FILENO)
        } else {
            try PNG.write(pixmap, to: path)
        }
    }
}
