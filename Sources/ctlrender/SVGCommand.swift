import ArgumentParser
import CtlRaster
import CtlSVG
import Foundation

/// `ctlrender svg IN.svg -o OUT.png [--zoom Z | --width W | --height H] …`, or several
/// inputs into a folder: `ctlrender svg A.svg B.svg -o OUTDIR`.
struct SVGCommand: ParsableCommand, QuietCommand {
    static let configuration = CommandConfiguration(
        commandName: "svg",
        abstract: "Render SVG files to PNG.",
        discussion: """
            The image is the document's size (its width and height, or its viewBox) times \
            --zoom and --scale, rounded up; --width and --height set the size in pixels, the \
            other side following the document's aspect ratio when only one is given; with \
            both, the drawing is stretched to fill exactly. Several inputs (or a folder as \
            -o) write OUTDIR/<name>.png for each (no two of one name), in one process; an \
            input that fails is reported, writes nothing, and the others are still drawn. \
            Images referenced by relative paths are found beside the SVG, and image files are read only from \
            its folder and below (--resources-dir, --allow-outside). An SVG that is not XML, has no <svg> \
            root, holds a `use` cycle or has a size that is not positive is an error naming \
            its line and column, and no file is written. What the renderer leaves out (as a \
            browser would) is listed with --verbose. IN may be - for standard input; -o - \
            writes the one PNG to standard output.
            """)

    @Argument(help: ArgumentHelp("The SVG files, - for standard input.", valueName: "in.svg"))
    var inputs: [String]

    @Option(name: [.short, .customLong("output")],
            help: ArgumentHelp("The PNG to write, - for standard output; with several inputs, the folder for "
                               + "<name>.png files (created if missing).", valueName: "path"))
    var output: String

    @Option(parsing: .unconditional, help: ArgumentHelp("Multiplies the document's size. Default: 1.",
                                                        valueName: "z"), transform: Parse.number)
    var zoom: Double = 1

    @Option(parsing: .unconditional, help: ArgumentHelp("Pixels per document unit (as --zoom; both multiply). "
                                                        + "Default: 1.", valueName: "s"), transform: Parse.number)
    var scale: Double = 1

    @Option(help: ArgumentHelp("The image's width in pixels.", valueName: "w"), transform: Parse.integer)
    var width: Int?

    @Option(help: ArgumentHelp("The image's height in pixels.", valueName: "h"), transform: Parse.integer)
    var height: Int?

    @OptionGroup var background: BackgroundOption

    @Option(name: .customLong("font-dir"),
            help: ArgumentHelp("A folder of font files for the text (repeatable); the bundled fonts are always "
                               + "available.", valueName: "folder"))
    var fontFolders: [String] = []

    @Flag(help: "Use only the --font-dir folders and the bundled fonts, not the system's.")
    var skipSystemFonts = false

    @Option(help: ArgumentHelp("The family of text that names none. Default: Times New Roman.", valueName: "name"))
    var fontFamily = "Times New Roman"
    @Option(help: ArgumentHelp("The family `serif` stands for. Default: Times New Roman.", valueName: "name"))
    var serifFamily = "Times New Roman"
    @Option(help: ArgumentHelp("The family `sans-serif` stands for. Default: Arial.", valueName: "name"))
    var sansSerifFamily = "Arial"
    @Option(help: ArgumentHelp("The family `cursive` stands for. Default: Comic Sans MS.", valueName: "name"))
    var cursiveFamily = "Comic Sans MS"
    @Option(help: ArgumentHelp("The family `fantasy` stands for. Default: Impact.", valueName: "name"))
    var fantasyFamily = "Impact"
    @Option(help: ArgumentHelp("The family `monospace` stands for. Default: Courier New.", valueName: "name"))
    var monospaceFamily = "Courier New"

    @Option(help: ArgumentHelp("The user's languages for systemLanguage, comma-separated. Default: en.",
                               valueName: "list"))
    var languages = "en"

    @Option(name: .customLong("resources-dir"),
            help: ArgumentHelp("The folder relative image paths are resolved against, and the only one (with its "
                               + "subfolders, links resolved) image files are read from. Default: the SVG's own "
                               + "folder; the current directory for standard input.", valueName: "dir"))
    var resourcesDir: String?

    @Flag(name: .customLong("allow-outside"),
          help: "Read image files from anywhere, not only from the resources folder (devices and FIFOs are still refused).")
    var allowOutside = false

    @Flag(name: .shortAndLong, help: "Name each element left out of the drawing (on standard error).")
    var verbose = false

    @Flag(name: .shortAndLong, help: ArgumentHelp(Console.quietHelp))
    var quiet = false

    var isQuiet: Bool { quiet }

    /// Several inputs, or an existing folder as -o: one PNG per input in that folder.
    var writesFolder: Bool {
        if inputs.count > 1 { return true }
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: output, isDirectory: &isFolder) && isFolder.boolValue
    }

    func validate() throws {
        guard !inputs.isEmpty else { throw ValidationError("give at least one SVG file") }
        guard zoom > 0 else { throw ValidationError("--zoom must be a finite number greater than 0, not \(zoom)") }
        guard scale > 0 else { throw ValidationError("--scale must be a finite number greater than 0, not \(scale)") }
        if let width, width <= 0 { throw ValidationError("--width must be a whole number of pixels above 0, not \(width)") }
        if let height, height <= 0 {
            throw ValidationError("--height must be a whole number of pixels above 0, not \(height)")
        }
        if inputs.filter({ $0 == InputFile.standardInput }).count > 1 {
            throw ValidationError("standard input (-) can be read once: give it as one input only")
        }
        if let resourcesDir {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: resourcesDir, isDirectory: &isFolder), isFolder.boolValue else {
                throw ValidationError("--resources-dir \"\(resourcesDir)\" is not a folder")
            }
        }
        for folder in fontFolders {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                throw ValidationError("--font-dir \"\(folder)\" is not a folder")
            }
        }
        let langs = languages.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard !langs.isEmpty, !langs.contains(where: \.isEmpty) else {
            throw ValidationError("--languages must be language tags separated by commas (en,de-CH), not \"\(languages)\"")
        }
        if writesFolder {
            try OutputPath.checkFolder(output, for: "several inputs")
            var inputOfName: [String: String] = [:]
            for input in inputs {
                let name = SVGCommand.outputName(input)
                if let other = inputOfName[name] {
                    throw ValidationError("\(InputFile.displayName(of: other)) and \(InputFile.displayName(of: input)) "
                                          + "would both write \(name).png in \(output): render them one at a time")
                }
                inputOfName[name] = input
            }
        } else {
            let name = inputs[0] == InputFile.standardInput ? "image" : SVGCommand.baseName(inputs[0])
            try OutputPath.checkFile(output, example: name + ".png")
        }
    }

    func run() throws {
        if !writesFolder {
            let pixmap = try render(inputs[0])
            try OutputPath.write(pixmap, to: output)
            return
        }
        try OutputFolder.create(output)
        var failed = 0
        var firstStatus: Failure.Status?
        var budget = ImageBudget()
        for input in inputs {
            do {
                let pixmap = try render(input)
                try budget.reserve(width: pixmap.width, height: pixmap.height, for: InputFile.displayName(of: input))
                let file = URL(fileURLWithPath: output).appendingPathComponent(SVGCommand.outputName(input) + ".png")
                try PNG.write(pixmap, to: file.path)
            } catch {
                Failure.report(error)
                failed += 1
                firstStatus = firstStatus ?? Failure.status(of: error) ?? .input
            }
        }
        if let firstStatus {
            throw SVGFilesFailed(failed: failed, total: inputs.count, status: firstStatus)
        }
    }

    /// The name of an input's PNG in the output folder: its file name without the extension.
    static func outputName(_ input: String) -> String {
        input == InputFile.standardInput ? "standard-input" : baseName(input)
    }

    /// The file name without its folder and its extension.
    static func baseName(_ path: String) -> String {
        let file = (path as NSString).lastPathComponent
        let ext = (file as NSString).pathExtension
        return ext.isEmpty ? file : (file as NSString).deletingPathExtension
    }

    var svgOptions: SVGOptions {
        var o = SVGOptions()
        o.fontFolders = fontFolders
        o.skipSystemFonts = skipSystemFonts
        o.fontFamily = fontFamily
        o.serifFamily = serifFamily
        o.sansSerifFamily = sansSerifFamily
        o.cursiveFamily = cursiveFamily
        o.fantasyFamily = fantasyFamily
        o.monospaceFamily = monospaceFamily
        o.languages = languages.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return o
    }

    /// Reads, resolves and draws one SVG file at the size the options ask for.
    func render(_ input: String) throws -> Pixmap {
        let name = InputFile.displayName(of: input)
        // The bytes once: the Data read is freed as soon as they are copied out of it.
        let data = [UInt8](try InputFile.read(path: input))
        var options = svgOptions
        options.resourcesFolder = input == InputFile.standardInput
            ? FileManager.default.currentDirectoryPath
            : (input as NSString).deletingLastPathComponent.isEmpty ? "." : (input as NSString).deletingLastPathComponent
        if let resourcesDir { options.resourcesFolder = resourcesDir }
        options.allowsFilesOutsideResources = allowOutside
        do {
            let document = try SVGDocument(data: data, options: options)
            if verbose {
                for skip in document.skipped { Console.error("\(name):\(skip)") }
            }
            let (w, h) = try pixelSize(document)
            return try document.render(width: w, height: h, background: background.background)
        } catch let error as SVGError {
            throw SVGFileError(file: name, error: error)
        } catch let error as LimitExceeded {
            // Over a limit while drawing (a blur, the bytes held): named by its file too.
            throw SVGFileError(file: name, error: SVGError(limit: error, at: nil))
        }
    }

    /// The output size: --width/--height, else the document's size times zoom and scale.
    func pixelSize(_ document: SVGDocument) throws -> (Int, Int) {
        let size = document.size
        func pixels(_ v: Double, _ what: String) throws -> Int {
            guard v.isFinite, v > 0, v <= Double(Pixmap.maxDimension) else {
                let shown = v.isFinite && v == v.rounded() ? String(Int(v)) : String(v)
                throw SVGError("the image would be \(shown) pixels \(what), more than \(Pixmap.maxDimension)",
                               at: document.rootPosition)
            }
            return max(1, Int(v.rounded(.up)))
        }
        switch (width, height) {
        case let (w?, h?): return (w, h)
        case let (w?, nil): return (w, try pixels(Double(w) * size.height / size.width, "high"))
        case let (nil, h?): return (try pixels(Double(h) * size.width / size.height, "wide"), h)
        case (nil, nil):
            let k = zoom * scale
            return (try pixels(size.width * k, "wide"), try pixels(size.height * k, "high"))
        }
    }
}

/// Some inputs of a batch failed; each was reported already. `status` is the first failure's.
struct SVGFilesFailed: Error, CustomStringConvertible {
    let failed: Int
    let total: Int
    let status: Failure.Status

    var description: String { "\(failed) of \(total) SVG files failed" }
}
