import CtlRaster
import CtlScene
import Foundation

/// The `scene` target: scene JSON (one scene or a collection), decoded and each scene
/// drawn at scale 1. Image `src` paths are relative to `FuzzFolder` (`img.png` exists).
enum SceneFuzzer {
    /// Scenes of more pixels, or wider or taller than `maxSide`, are skipped, not drawn:
    /// a legitimately big canvas is not a bug, only memory the fuzzer does not have.
    static let maxSide = 512
    static let maxPixels = 512 * 512

    static func run(_ bytes: UnsafeRawBufferPointer) -> FuzzOutcome {
        let scenes: [Scene]
        do {
            scenes = try SceneFile.decode(Data(bytes), source: "fuzz", baseDirectory: FuzzFolder.path)
        } catch {
            return .failure(error)
        }
        var drawn = 0
        var firstRefusal: String?
        for scene in scenes {
            do {
                let size = try scene.pixelSize(scale: 1)
                guard size.width <= maxSide, size.height <= maxSide, size.width * size.height <= maxPixels else {
                    firstRefusal = firstRefusal ?? "skipped: \(size.width)×\(size.height) is over the fuzzer's limit"
                    continue
                }
                _ = try scene.render(scale: 1)
                drawn += 1
            } catch {
                firstRefusal = firstRefusal ?? "\(error)"
            }
        }
        return drawn > 0 ? .rendered : .rejected(firstRefusal ?? "no scenes")
    }
}
