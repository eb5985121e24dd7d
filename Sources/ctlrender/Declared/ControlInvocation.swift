import ArgumentParser
import CtlControls
import CtlText

/// What a control command line says besides the control and its rendering: where to write,
/// the spec to start from, the frames, the fonts. Declared as options like the others.
struct ControlInvocation {
    var allStates = false
    var fontFolders: [String] = []
    var output = ""
    var spec: String?
    var quiet = false
    var frames: Int?
    var fps: Double?

    /// The options before the control's own, in the order of help; `-o` and `-q` have one-letter names.
    static let leading: [ControlOption<ControlInvocation>] = [
        .flag("all-states", key: nil, \.allStates,
              help: "Draw every state of the control's list, one PNG each, into the folder given by -o, named "
                  + "<control>-<state>[@Nx].png."),
    ]

    static let files: [ControlOption<ControlInvocation>] = [
        .list("font-dir", key: nil, \.fontFolders,
              help: "A folder of font files (repeatable) that text falls back on, by script, for the characters its "
                  + "font lacks: before \(FontSearchPath.variable)'s folders, the system's fonts and the bundled "
                  + "DejaVu Sans.", placeholder: "folder"),
        .value("output", key: nil, \.output,
               help: "The PNG to write, - for standard output; with --all-states, the folder.", placeholder: "path",
               takesDashValues: false),
        .value("spec", key: nil, \.spec,
               help: "A JSON file with the whole configuration (see Docs/controls-guide.md); options given on the command line "
                   + "override it; - reads it from standard input.", placeholder: "file.json",
               takesDashValues: false),
        .flag("quiet", key: nil, \.quiet, help: Console.quietHelp),
    ]

    /// `--frames` and `--fps`, for the controls that animate.
    static let frameOptions: [ControlOption<ControlInvocation>] = [
        .value("frames", key: nil, \.frames,
               help: "Write N frames of the control's animation, evenly spaced over its duration (both ends "
                   + "included; a cycle leaves out the end, which repeats the start), into the folder given by -o, "
                   + "named <control>-frame-NNN[@Nx].png from 000. 1…1000.", placeholder: "n"),
        .value("fps", key: nil, \.fps,
               help: "Write frames F per second instead: at 0, 1/F, 2/F, … up to the animation's duration (before "
                   + "it, for a cycle). At most 1000 frames.", placeholder: "f"),
    ]

    static let shortNames: [String: Character] = ["output": "o", "quiet": "q"]

    /// The spacing of the frames asked for, if any.
    var frameSpacing: FrameSpacing? {
        if let frames { return .count(frames) }
        if let fps { return .perSecond(fps) }
        return nil
    }

    /// Refuses options that cannot go together or values out of range, as messages of usage.
    func validate(stateGiven: Bool, scale: Double?, example: String) throws {
        if allStates && stateGiven { throw ValidationError("--all-states and --state cannot be used together") }
        if allStates { try OutputPath.checkFolder(output, for: "--all-states") }
        if let scale, !(scale > 0 && scale <= RenderOptions.maxScale) {
            throw ValidationError("--scale must be a number greater than 0 and at most 16, not \(scale)")
        }
        guard !output.isEmpty else { throw ValidationError("-o/--output must not be empty") }
        try FontFolderOption.check(fontFolders)
        if frames != nil && fps != nil { throw ValidationError("--frames and --fps cannot be used together") }
        if let frames, !(1...FramePlan.maxFrames).contains(frames) {
            throw ValidationError("--frames must be a whole number from 1 to \(FramePlan.maxFrames), not \(frames)")
        }
        if let fps, !(fps.isFinite && fps > 0) {
            throw ValidationError("--fps must be a number of frames per second above 0, not \(fps)")
        }
        if frameSpacing != nil {
            let flag = frames != nil ? "--frames" : "--fps"
            if allStates {
                throw ValidationError("\(flag) and --all-states cannot be used together: draw the frames of one "
                    + "state with --state")
            }
            try OutputPath.checkFolder(output, for: flag)
        } else if !allStates {
            try OutputPath.checkFile(output, example: example)
        }
    }
}
