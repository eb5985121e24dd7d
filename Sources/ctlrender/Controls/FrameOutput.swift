import ArgumentParser
import CtlControls
import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes the frames of `--frames`/`--fps`, each as soon as it is drawn, so that one frame is
/// in memory at a time.
///
/// The frames' size is worked out first and checked against `RenderLimits` (each frame's
/// pixels, all frames' bytes), so too many or too large frames are refused before any is
/// drawn. Frames go into a hidden folder inside the output folder and are moved into place
/// together at the end (`StagedFolder`): an error (a bad frame, a full disk) leaves no new
/// frame behind, and no output folder when this run made it.
enum FrameOutput {
    static func write<C: AnimatedControl>(_ control: C, spacing: FrameSpacing, options: RenderOptions,
                                          folder: String) throws {
        let times: [Double]
        do {
            times = try FramePlan.times(spacing, for: control.animation)
        } catch {
            throw ValidationError(error.description)
        }
        let size = try FrameRenderer.pixelSize(of: control, options: options)
        var budget = ImageBudget()
        for i in times.indices {
            try budget.reserve(width: size.width, height: size.height, for: "frame \(i) of \(times.count)")
        }
        var staged = try StagedFolder(folder)
        do {
            let warnings = try FrameRenderer.forEachFrame(control, times: times, options: options) { i, pixmap in
                try staged.write(pixmap, named: fileName(C.kind.name, index: i, scale: options.scale))
            }
            try staged.commit()
            ControlOutput.warn(warnings)
        } catch {
            staged.discard()
            throw error
        }
    }

    /// `knob-frame-007@2x.png`: no suffix at scale 1.
    static func fileName(_ control: String, index: Int, scale: Double) -> String {
        ImageName.png("\(control)-frame-" + String(cFormat: "%03d", index), scale: scale)
    }
}
