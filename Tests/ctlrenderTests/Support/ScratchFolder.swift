import CtlRaster
import Foundation

/// A temporary folder for one test's inputs and outputs.
struct ScratchFolder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("ctlrender-cli-\(UUID().uuidString)")

    init() {
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path(name)) }

    func remove() { try? FileManager.default.removeItem(at: url) }

    @discardableResult
    func write(_ text: String, _ name: String) throws -> String {
        try text.write(toFile: path(name), atomically: true, encoding: .utf8)
        return path(name)
    }

    /// A w×h PNG filled with `color` (transparent by default), written as `name`.
    @discardableResult
    func writePNG(_ name: String, width: Int = 4, height: Int = 4, color: Color = .clear) throws -> String {
        var p = try Pixmap(width: width, height: height)
        p.fill(color)
        try PNG.write(p, to: path(name))
        return path(name)
    }
}
