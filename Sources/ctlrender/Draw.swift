import ArgumentParser
import CtlRaster
import CtlScene
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `ctlrender draw FILE -o OUT.png [--scene NAME] [--scale S] [--threads N]`, or `--all -o FOLDER`.
struct Draw: ParsableCommand, QuietCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a scene of a scene file to a PNG.",
        discussion: """
            A file holding one scene needs no --scene. With --all, every scene is written \
            to FOLDER/<name>.png; a scene that fails is reported, writes no file, and the \
            others are still drawn (the exit status is then that of the first failure). \
            A PNG is written only once its scene has rendered, through a temporary file \
            renamed into place. FILE - reads the scene file from standard input (the paths \
            inside it are then relative to the current directory); -o - writes the one PNG to \
            standard output. --threads draws each large scene on several threads, with the \
            same bytes; it is off by default because ctlrender is mostly run many at a time \
            (builds, scripts), where one thread per process uses the processors better.
            """)

    @Argument(help: "The scene file (JSON): one scene, or a collection of scenes.")
    var file: String

    @Option(name: [.short, .customLong("output")],
            help: ArgumentHelp("The PNG to write, - for standard output; with --all, the folder for <name>.png files "
                               + "(created if missing).",
                               valueName: "path"))
    var output: String

    @Option(help: ArgumentHelp("The scene of a collection to draw.", valueName: "name"))
    var scene: String?

    @Flag(help: "Draw every scene of the file into the folder given by -o.")
    var all = false

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Pixels per scene unit: the image is ⌈width·s⌉×⌈height·s⌉ pixels. Default: 1.",
                               valueName: "s"),
            transform: Parse.number)
    var scale: Double = 1

    @Option(parsing: .unconditional, help: ArgumentHelp(Parse.threadsHelp, valueName: "n|auto"),
            transform: Parse.threads)
    var threads = 1

    @Flag(name: .shortAndLong, help: ArgumentHelp(Console.quietHelp))
    var quiet = false

    var isQuiet: Bool { quiet }
    @OptionGroup var background: BackgroundOption

    func validate() throws {
        guard scale > 0 else {
            throw ValidationError("--scale must be a finite number greater than 0, not \(scale)")
        }
        guard !(all && scene != nil) else { throw ValidationError("--all and --scene cannot be used together") }
        if all {
            try OutputPath.checkFolder(output, for: "--all")
        } else {
            try OutputPath.checkFile(output, example: "\(scene ?? "scene").png")
        }
    }

    func run() throws {
        let entries = try SceneFile.loadEntries(path: file)
        if all {
            try drawAll(entries)
        } else {
            let chosen = try SceneSelection.one(of: entries, named: scene, file: file)
            try OutputPath.write(background.apply(to: try chosen.render(scale: scale, threads: threads)), to: output)
        }
    }

    /// Draws every scene, reporting each failure and going on with the next.
    func drawAll(_ entries: [SceneFile.Entry]) throws {
        try OutputFolder.create(output)
        var failed = 0
        var firstStatus: Failure.Status?
        // The bytes of all the images written, against RenderLimits.totalImageBytes.
        var budget = ImageBudget()
        for entry in entries {
            do {
                let scene = try entry.result.get()
                let size = try scene.pixelSize(scale: scale)
                try budget.reserve(width: size.width, height: size.height, for: "scene \"\(scene.name)\"")
                let path = URL(fileURLWithPath: output).appendingPathComponent(scene.name + ".png").path
                try PNG.write(background.apply(to: try scene.render(scale: scale, threads: threads)), to: path)
            } catch {
                Failure.report(error)
                failed += 1
                firstStatus = firstStatus ?? Failure.status(of: error) ?? .input
            }
        }
        if let firstStatus {
            throw CLIError.scenesFailed(failed: failed, total: entries.count, status: firstStatus)
        }
    }
}
