import ArgumentParser
import CtlControls
import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--frames N` and `--fps F`: the options of a control subcommand whose control is an
/// `AnimatedControl`. A command adopts them with `@OptionGroup var frames: FrameOptions`
/// and `FramesCommand`; `ControlCommand.run()` then writes frames when either is given.
struct FrameOptions: ParsableArguments {
    @Option(parsing: .unconditional,
            help: ArgumentHelp("Write N frames of the control's animation, evenly spaced over its duration (both "
                               + "ends included; a cycle leaves out the end, which repeats the start), into the "
                               + "folder given by -o, named <control>-frame-NNN[@Nx].png from 000. 1…1000.",
                               valueName: "n"), transform: Parse.integer)
    var frames: Int?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Write frames F per second instead: at 0, 1/F, 2/F, … up to the animation's "
                               + "duration (before it, for a cycle). At most 1000 frames.", valueName: "f"),
            transform: Parse.number)
    var fps: Double?

    /// Whether frames were asked for.
    var isRequested: Bool { frames != nil || fps != nil }

    /// The spacing asked for, if any.
    var spacing: FrameSpacing? {
        if let frames { return .count(frames) }
        if let fps { return .perSecond(fps) }
        return nil
    }

    func validate() throws {
        if frames != nil && fps != nil { throw ValidationError("--frames and --fps cannot be used together") }
        if let frames, !(1...FramePlan.maxFrames).contains(frames) {
            throw ValidationError("--frames must be a whole number from 1 to \(FramePlan.maxFrames), not \(frames)")
        }
        if let fps, !(fps.isFinite && fps > 0) {
            throw ValidationError("--fps must be a number of frames per second above 0, not \(fps)")
        }
    }

    /// Refuses what frames cannot be written with: --all-states, standard output, a PNG file.
    func check(_ options: ControlOptions) throws {
        let flag = frames != nil ? "--frames" : "--fps"
        if options.allStates {
            throw ValidationError("\(flag) and --all-states cannot be used together: draw the frames of one state "
                + "with --state")
        }
        try OutputPath.checkFolder(options.output, for: flag)
    }

    /// Renders every frame of `control`, then writes them into the folder of `options`.
    func write(_ control: any Control, render: RenderOptions, options: ControlOptions) throws {
        try check(options)
        guard let spacing else { return }
        let name = type(of: control).kind.name
        guard let animated = control as? any AnimatedControl else {
            throw ValidationError("\(name) has no animation to draw frames of")
        }
        try FrameOutput.write(animated, spacing: spacing, options: render, folder: options.output)
    }
}

/// A control subcommand with `--frames` and `--fps`.
protocol FramesCommand {
    var frames: FrameOptions { get }
}
