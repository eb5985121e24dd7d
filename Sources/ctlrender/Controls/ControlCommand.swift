import ArgumentParser
import CtlControls
import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A control subcommand: its own options, applied over the spec (or the default
/// configuration), then the common rendering and writing.
protocol ControlCommand: ParsableCommand, QuietCommand {
    associatedtype Configured: Control
    var options: ControlOptions { get }
    /// Applies this command's own options to `control`.
    ///
    /// - Throws: for an image that cannot be read, or options that contradict each other.
    func apply(to control: inout Configured) throws
}

extension ControlCommand {
    var isQuiet: Bool { options.quiet }

    /// Refuses frames with options they cannot be written with (`FrameOptions.check`), and a
    /// folder given as the one PNG to write.
    func validate() throws {
        if let frames = (self as? any FramesCommand)?.frames, frames.isRequested {
            try frames.check(options)
        } else if !options.allStates {
            try OutputPath.checkFile(options.output, example: "\(Configured.kind.name).png")
        }
    }

    func run() throws {
        options.fontFolders.apply()
        let kind = Configured.kind
        let spec = try options.spec.map { try ControlSpec.load(path: $0, kind: kind) }
        var control = try spec?.control(as: Configured.self) ?? kind.makeDefault(as: Configured.self)
        try apply(to: &control)
        var render = spec?.options ?? RenderOptions()
        try options.apply(to: &render)
        (self as? any TitledControlCommand)?.titleDirection.apply(to: &render)
        if let frames = (self as? any FramesCommand)?.frames, frames.isRequested {
            try frames.write(control, render: render, options: options)
        } else if options.allStates {
            try ControlOutput.writeAllStates(control, options: render, folder: options.output)
        } else {
            try ControlOutput.write(control, options: render, to: options.output)
        }
    }
}

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
