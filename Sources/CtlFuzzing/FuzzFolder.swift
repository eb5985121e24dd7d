import CtlRaster
import Foundation

/// A private temporary folder of this process, for the harnesses that read files by path:
/// it holds `img.png` (an 8×8 image with a transparent border), which scene and manifest
/// inputs may name as an image `src`, and the manifest harness writes its input here.
enum FuzzFolder {
    /// The folder's path; made, with `img.png`, on first use.
    static let path: String = {
        let folder = NSTemporaryDirectory() + "ctlrender-fuzz-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        if let image = try? sampleImage(), let png = try? PNG.encode(image) {
            FileManager.default.createFile(atPath: folder + "/img.png", contents: Data(png))
        }
        return folder
    }()

    /// 8×8 pixels: an opaque 6×6 square of two colours inside a transparent 1-pixel border.
    static func sampleImage() throws -> Pixmap {
        var pixels = [UInt32](repeating: 0, count: 64)
        for y in 1..<7 {
            for x in 1..<7 {
                let c = (x + y) % 2 == 0 ? Color(r: 200, g: 40, b: 40) : Color(r: 20, g: 90, b: 220, a: 160)
                pixels[y * 8 + x] = c.premultiplied.packed
            }
        }
        return try Pixmap(width: 8, height: 8, pixels: pixels)
    }
}
