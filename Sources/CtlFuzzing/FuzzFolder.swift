import CtlRaster
import Foundation

/// A private temporary folder of this process, for the harnesses that read files by path:
/// it holds `img.png` (a 32×32 image with a transparent border), which scene and manifest
/// inputs may name as an image `src`, and the manifest harness writes its input here.
enum FuzzFolder {
    /// The folder's path; made, with `img.png`, on first use.
    static let path: String = {
        let folder = NSTemporaryDirectory() + "ctlrender-fuzz-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        if let image = try? sampleImage(), let png = try? PNG.encode(image) {
            _ = FileManager.default.createFile(atPath: folder + "/img.png", contents: Data(png))
        }
        return folder
    }()

    /// 32×32 pixels: a checkerboard of 4-pixel squares, one colour opaque, the other
    /// translucent, inside a transparent 2-pixel border (large enough for the cap insets
    /// of the seed scenes).
    static func sampleImage() throws -> Pixmap {
        let side = 32
        var pixels = [UInt32](repeating: 0, count: side * side)
        for y in 2..<side - 2 {
            for x in 2..<side - 2 {
                let c = (x / 4 + y / 4) % 2 == 0 ? Color(r: 200, g: 40, b: 40) : Color(r: 20, g: 90, b: 220, a: 160)
                pixels[y * side + x] = c.premultiplied.packed
            }
        }
        return try Pixmap(width: side, height: side, pixels: pixels)
    }
}
