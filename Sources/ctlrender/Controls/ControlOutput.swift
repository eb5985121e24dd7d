import CtlControls
import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Renders controls and writes their PNGs: all rendering first, then the files, each
/// through a temporary file renamed into place, so a failure leaves no output.
enum ControlOutput {
    /// One image, to a file or (`-`) to standard output.
    static func write(_ control: any Control, options: RenderOptions, to path: String) throws {
        let rendering = try ControlRenderer.render(control, options: options)
        warn(rendering.warnings)
        try OutputPath.write(rendering.pixmap, to: path)
    }

    /// One image per state of the control's list, into `folder`.
    static func writeAllStates(_ control: any Control, options: RenderOptions, folder: String) throws {
        let kind = type(of: control).kind
        var images: [(String, Pixmap)] = []
        var warnings: [String] = []
        var budget = ImageBudget()
        for state in kind.states {
            var o = options
            o.state = state
            let size = try ControlRenderer.pixelSize(of: control, options: o)
            try budget.reserve(width: size.width, height: size.height, for: "the \(state) image")
            let rendering = try ControlRenderer.render(control, options: o)
            warnings += rendering.warnings.filter { !warnings.contains($0) }
            images.append((fileName(kind.name, state: state, scale: options.scale), rendering.pixmap))
        }
        warn(warnings)
        try OutputFolder.create(folder)
        for (name, pixmap) in images {
            try PNG.write(pixmap, to: URL(fileURLWithPath: folder).appendingPathComponent(name).path)
        }
    }

    /// `button-highlighted+selected@2x.png`: no suffix at scale 1.
    static func fileName(_ control: String, state: ControlState, scale: Double) -> String {
        ImageName.png("\(control)-\(state)", scale: scale)
    }

    static func warn(_ warnings: [String]) {
        for w in warnings { Console.warning(w) }
    }
}
