import CtlRaster
import Foundation

/// A temporary folder for one test's files, removed by `remove()`.
public struct TestFolder {
    public let url = FileManager.default.temporaryDirectory.appendingPathComponent("ctlrender-test-\(UUID().uuidString)")

    public init() {
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    public func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path(name)) }

    /// The names of the files in the folder (or in a subfolder), sorted.
    public func files(_ sub: String = "") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path(sub))) ?? []).sorted()
    }

    @discardableResult
    public func write(_ text: String, _ name: String) throws -> String {
        try text.write(toFile: path(name), atomically: true, encoding: .utf8)
        return path(name)
    }

    /// A w×h PNG filled with `color`, written as `name`.
    @discardableResult
    public func writePNG(_ name: String, width: Int = 4, height: Int = 4, color: Color = Color(r: 200, g: 40, b: 40))
        throws -> String {
        var p = try Pixmap(width: width, height: height)
        p.fill(color)
        try PNG.write(p, to: path(name))
        return path(name)
    }

    public func remove() { try? FileManager.default.removeItem(at: url) }
}
