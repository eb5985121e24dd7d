import CtlAssets
import CtlControls
import CtlRaster
import Foundation

/// The `manifest` target: asset manifest JSON, read (the reader takes a path, so the
/// input is written to `FuzzFolder` first) and each readable asset rendered into memory
/// in its first state and scale, and in its last appearance when it has several. No output
/// files are written.
enum ManifestFuzzer {
    /// Assets are rendered up to this many; the rest are only read.
    static let maxRendered = 4

    static func run(_ bytes: UnsafeRawBufferPointer) -> FuzzOutcome {
        // A file of its own per run: two runs at once (tests on several threads) must not read
        // each other's input.
        let path = FuzzFolder.path + "/manifest-\(UUID().uuidString).json"
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
            return .rejected("cannot write \(path)")
        }
        defer { try? FileManager.default.removeItem(atPath: path) }
        let manifest: Manifest
        do {
            manifest = try Manifest.load(path: path, toolVersion: "fuzz")
        } catch {
            return .failure(error)
        }
        var rendered = 0
        var firstRefusal: String?
        for result in manifest.assets.prefix(maxRendered) {
            do {
                let asset = try result.get()
                guard let state = asset.states.first, let scale = asset.scales.first else {
                    throw FuzzRefusal("an asset with no states or no scales")
                }
                if let refusal = oversize(asset, scale: scale) { throw FuzzRefusal(refusal) }
                let (pixmap, _) = try AssetRenderer.render(asset, state: state, scale: scale)
                if let last = asset.appearances.last, last != .light {
                    _ = try AssetRenderer.render(asset, state: state, scale: scale, appearance: last)
                }
                _ = asset.resizing?.pixelInsets(scale: scale, width: pixmap.width, height: pixmap.height)
                rendered += 1
            } catch {
                firstRefusal = firstRefusal ?? "\(error)"
            }
        }
        return rendered > 0 ? .rendered : .rejected(firstRefusal ?? "no assets")
    }

    /// Why `asset` at `scale` is too big for the fuzzer, or nil.
    static func oversize(_ asset: Asset, scale: Double) -> String? {
        switch asset.source {
        case .control(let spec):
            return SpecFuzzer.oversize(spec, scale: scale)
        case .scene(let scene):
            guard let size = try? scene.pixelSize(scale: scale) else { return nil }
            guard size.width > SceneFuzzer.maxSide || size.height > SceneFuzzer.maxSide
                || size.width * size.height > SceneFuzzer.maxPixels else { return nil }
            return "skipped: \(size.width)×\(size.height) is over the fuzzer's limit"
        case .svg(_, let size):
            let (w, h) = (size.width * scale, size.height * scale)
            guard w > Double(SceneFuzzer.maxSide) || h > Double(SceneFuzzer.maxSide)
                || w * h > Double(SceneFuzzer.maxPixels) else { return nil }
            return "skipped: \(w)×\(h) is over the fuzzer's limit"
        }
    }
}

/// A harness's own reason not to draw an input.
struct FuzzRefusal: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
