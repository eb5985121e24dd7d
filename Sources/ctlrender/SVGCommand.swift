import ArgumentParser
import CtlControls
import CtlRaster
import CtlSVG
import CtlText
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `ctlrender svg IN.svg -o OUT.png [-z Z | -w W | -h H] …`, or several inputs into a folder:
/// `ctlrender svg A.svg B.svg -o OUTDIR`. The options follow resvg's where they do not clash
/// with the rest of ctlrender (`-h` is the height; help is `--help`).
struct SVGCommand: Sendable {
    var inputs: [String] = []
    var output: String?
    var zoom: Double?
    var scale: Double?
    var width: Int?
    var height: Int?
    var keepAspectRatio = true
    var scales: [Double]?
    var background: Color?
    var dpi: Double = 96
    var exportId: String?
    var queryAll = false
    var stylesheet: String?
    var fontFiles: [String] = []
    var fontFolders: [String] = []
    var skipSystemFonts = false
    var fontFamily = "Times New Roman"
    var serifFamily = "Times New Roman"
    var sansSerifFamily = "Arial"
    var cursiveFamily = "Comic Sans MS"
    var fantasyFamily = "Impact"
    var monospaceFamily = "Courier New"
    var languages = "en"
    var appearance = Appearance.light
    var strict = false
    var resourcesDir: String?
    var allowOutside = false
    var verbose = false
    var quiet = false

    static let abstract = "Render SVG files to PNG."
    static let discussion = """
        The image is the document's size (its width and height, or its viewBox; absolute \
        units at --dpi) times --zoom and --scale, rounded up. -w/--width and -h/--height set \
        the size in pixels, the other side following the document's aspect ratio when only \
        one is given; with both, the image is W×H and the drawing is fitted in it, keeping \
        its aspect ratio, and centred (--no-keep-aspect-ratio stretches it to fill). --zoom \
        or --scale with a size is an error. --scales 1,2,3 writes <name>.png, <name>@2x.png \
        and <name>@3x.png in the -o folder, each that factor times the size.

        Several inputs, --scales, or a folder as -o (an existing one, or a path ending in /, \
        created if missing) write <folder>/<name>.png for each input, in one process; \
        inputs with the same file name in different folders keep their folders relative to \
        the one that holds them all (16/edit.svg, 24/edit.svg → 16/edit.png, 24/edit.png). \
        An input that fails is reported, writes nothing, and the others are still drawn \
        (exit 1). Images referenced by relative paths are found beside the SVG, and image \
        files are read only from its folder and below (--resources-dir DIR sets the folder, \
        --allow-outside lifts it).

        An SVG that is not XML, has no <svg> root or has a size that is not positive is an \
        error naming its line and column, and no file is written. What the renderer leaves \
        out (an image it cannot read, path data that stops at an error, an unsupported \
        element, a `use` that refers to itself or to an element that holds it, named with \
        the cycle, a media query it does not evaluate) is a warning on standard error, as \
        FILE:LINE:COLUMN, unless -q/--quiet; \
        --strict makes each an error: the file is not written (in a batch, the others still \
        are), the warnings are printed, and the exit status is 1.

        --appearance dark and --contrast high evaluate the document's CSS media queries as iOS's \
        dark appearance and Increase Contrast would: @media (prefers-color-scheme: dark) and \
        @media (prefers-contrast: more) rules, nested ones and <style media="…"> count when they \
        match; screen and all are the media types that match. A query asking for anything else \
        (min-width, hover, an unknown type) does not match and is a warning.

        --export-id ID draws only that element (its ancestors' transforms apply, not their \
        effects) on a canvas of its bounding box; --query-all prints each drawn element \
        with an id and its box in document pixels, `id,x,y,width,height`, one per line, \
        as resvg does. IN may be - for standard input; -o - writes the one PNG to \
        standard output.
        """

    /// The options, in the order of help. Declared as the controls' are (`ControlOption`), so
    /// that a command line is read without building an argument parser (most of an icon's
    /// whole-process cost was ArgumentParser's reflection).
    static let options: [ControlOption<SVGCommand>] = [
        .value("output", key: nil, \.output,
               help: "The PNG to write, - for standard output; with several inputs, {scales}, or a path ending in /, "
                   + "the folder for <name>.png files (created if missing).", placeholder: "path", takesDashValues: false),
        .value("zoom", key: nil, \.zoom, help: "Multiplies the document's size. Default: 1.", placeholder: "z"),
        .value("scale", key: nil, \.scale, help: "Pixels per document unit (as {zoom}; both multiply). Default: 1.",
               placeholder: "s"),
        .value("width", key: nil, \.width, help: "The image's width in pixels.", placeholder: "w"),
        .value("height", key: nil, \.height,
               help: "The image's height in pixels (-h is the height, as in resvg and rsvg-convert; help is {help}).",
               placeholder: "h"),
        .toggle("keep-aspect-ratio", key: nil, \.keepAspectRatio,
                help: "With {width} and {height}: fit the drawing in W×H keeping its aspect ratio, centred (the "
                    + "default), or stretch it to fill ({no-keep-aspect-ratio})."),
        .value("scales", key: nil, \.scales,
               help: "Factors to write each input at, comma-separated (1,2,3): <name>.png, <name>@2x.png, "
                   + "<name>@3x.png in the -o folder.", placeholder: "list"),
        .value("background", key: nil, \.background,
               help: "A colour filling the image behind everything drawn. Default: transparent.", placeholder: "colour"),
        .value("dpi", key: nil, \.dpi,
               help: "Pixels per inch for absolute units (in, cm, mm, pt, pc), 10 to 4000. Default: 96.",
               placeholder: "dpi"),
        .value("export-id", key: nil, \.exportId,
               help: "Render only the element with this id, on a canvas of its bounding box.", placeholder: "id"),
        .flag("query-all", key: nil, \.queryAll,
              help: "Print each drawn element with an id and its bounding box (id,x,y,width,height), and write "
                  + "nothing."),
        .value("stylesheet", key: nil, \.stylesheet,
               help: "A CSS file applied before the document's own style sheets.", placeholder: "file",
               takesDashValues: false),
        .list("use-font-file", key: nil, \.fontFiles,
              help: "A font file for the text (repeatable); taken before {font-dir}'s.", placeholder: "file"),
        .list("font-dir", key: nil, \.fontFolders,
              help: "A folder of font files for the text (repeatable); the bundled fonts are always available.",
              placeholder: "folder"),
        .flag("skip-system-fonts", key: nil, \.skipSystemFonts,
              help: "Use only the {use-font-file} files, the {font-dir} folders and the bundled fonts, not the "
                  + "system's."),
        .value("font-family", key: nil, \.fontFamily,
               help: "The family of text that names none. Default: Times New Roman.", placeholder: "name"),
        .value("serif-family", key: nil, \.serifFamily,
               help: "The family `serif` stands for. Default: Times New Roman.", placeholder: "name"),
        .value("sans-serif-family", key: nil, \.sansSerifFamily,
               help: "The family `sans-serif` stands for. Default: Arial.", placeholder: "name"),
        .value("cursive-family", key: nil, \.cursiveFamily,
               help: "The family `cursive` stands for. Default: Comic Sans MS.", placeholder: "name"),
        .value("fantasy-family", key: nil, \.fantasyFamily,
               help: "The family `fantasy` stands for. Default: Impact.", placeholder: "name"),
        .value("monospace-family", key: nil, \.monospaceFamily,
               help: "The family `monospace` stands for. Default: Courier New.", placeholder: "name"),
        .value("languages", key: nil, \.languages,
               help: "The user's languages for systemLanguage, comma-separated. Default: en.", placeholder: "list"),
        .value("appearance", key: nil, \.appearance.luminosity,
               help: "light or dark: the appearance the document's @media (prefers-color-scheme: …) rules and "
                   + "<style media> attributes are evaluated in. Default: light."),
        .value("contrast", key: nil, \.appearance.contrast,
               help: "normal or high: high makes @media (prefers-contrast: more) match, as iOS's Increase Contrast "
                   + "does. Default: normal."),
        .flag("strict", key: nil, \.strict,
              help: "Make every warning an error: that file is not written, and the exit status is 1."),
        .value("resources-dir", key: nil, \.resourcesDir,
               help: "The folder relative image paths are resolved against, and the only one (with its subfolders, "
                   + "links resolved) image files are read from. Default: the SVG's own folder; the current "
                   + "directory for standard input.", placeholder: "dir", takesDashValues: false),
        .flag("allow-outside", key: nil, \.allowOutside,
              help: "Read image files from anywhere, not only from the resources folder (devices and FIFOs are "
                  + "still refused)."),
        .flag("verbose", key: nil, \.verbose,
              help: "Also name each file written, with its size (on standard error)."),
        .flag("quiet", key: nil, \.quiet, help: Console.quietHelp),
    ]

    static let shortNames: [String: Character] = [
        "output": "o", "zoom": "z", "width": "w", "height": "h", "background": "b", "verbose": "v", "quiet": "q",
    ]

    static let usage = "ctlrender svg [<options>] <in.svg> ..."
    static let inputsHelp = ("<in.svg>", "The SVG files, - for standard input.")

    static var commandLine: DeclaredCommandLine {
        let list = options.enumerated().map { i, option in
            CommandOption(info: option.info, short: shortNames[option.name], source: .control(i))
        }
        return DeclaredCommandLine(name: "svg", usage: usage, options: list, shortHelp: false)
    }

    static func helpMessage() -> String {
        HelpText.render(abstract: abstract, discussion: discussion, usage: usage, arguments: [inputsHelp],
                        options: commandLine.options, shortHelp: false)
    }

    /// Runs the command line `arguments` (those after `svg`).
    static func run(_ arguments: [String]) throws {
        let line = commandLine
        let given: [ArgumentScanner.Given], inputs: [String]
        switch try line.scan(arguments) {
        case .help: return Console.output(helpMessage())
        case .version: return Console.output(CtlRender.version)
        case .run(let g, let unexpected): (given, inputs) = (g, unexpected)
        }
        // Every value is read before anything is applied, so that a bad one is refused first.
        var setters: [(Int, ControlOption<SVGCommand>.Setter)] = []
        for g in given {
            guard case .control(let i) = line.options[g.option].source else { continue }
            do {
                setters.append((i, try options[i].setter(for: g.text)))
            } catch let error as OptionTextError {
                throw line.invalidValue(g, error)
            }
        }
        guard !inputs.isEmpty else { throw line.usageError("Missing expected argument '<in.svg> ...'") }
        var command = SVGCommand()
        command.inputs = inputs
        try DeclaredCommandLine.apply(setters, to: &command,
                                      OptionContext(given: Set(given.map { line.options[$0.option].info.name })))
        do {
            try command.validateOptions()
        } catch let error as ValidationError {
            throw line.usageError(error.message)
        }
        Console.quiet = command.quiet
        let limits = try RenderLimits.fromEnvironment()
        try RenderLimits.$current.withValue(limits) { try command.run() }
    }

    /// Several inputs, --scales, an existing folder or a path ending in / as -o: one PNG per
    /// input (and scale) in that folder.
    var writesFolder: Bool {
        guard let output else { return false }
        // Standard output with several images is refused by `OutputPath.checkFolder`.
        if inputs.count > 1 || scales != nil { return true }
        if output == OutputPath.standardOutput { return false }
        if output.hasSuffix("/") { return true }
        var isFolder = false
        return FileManager.default.fileExists(atPath: output, isFolder: &isFolder) && isFolder
    }

    /// Refuses values out of range and options that cannot go together, as usage errors.
    func validateOptions() throws {
        if let zoom, !(zoom > 0) { throw ValidationError("--zoom must be a finite number greater than 0, not \(zoom)") }
        if let scale, !(scale > 0) {
            throw ValidationError("--scale must be a finite number greater than 0, not \(scale)")
        }
        if let width, width <= 0 { throw ValidationError("--width must be a whole number of pixels above 0, not \(width)") }
        if let height, height <= 0 {
            throw ValidationError("--height must be a whole number of pixels above 0, not \(height)")
        }
        if width != nil || height != nil, let factor = zoom != nil ? "--zoom" : scale != nil ? "--scale" : nil {
            throw ValidationError("\(factor) and --\(width != nil ? "width" : "height") both set the size: give one "
                                  + "(--scales multiplies either)")
        }
        if !keepAspectRatio && (width == nil || height == nil) {
            throw ValidationError("--no-keep-aspect-ratio needs both --width and --height")
        }
        if let scales, scales.isEmpty || scales.contains(where: { !($0 > 0) || !$0.isFinite }) {
            throw ValidationError("--scales must be numbers greater than 0, comma-separated (1,2,3)")
        }
        guard (10...4000).contains(dpi) else { throw ValidationError("--dpi must be from 10 to 4000, not \(dpi)") }
        if inputs.filter({ $0 == InputFile.standardInput }).count > 1 {
            throw ValidationError("standard input (-) can be read once: give it as one input only")
        }
        if let resourcesDir {
            var isFolder = false
            guard FileManager.default.fileExists(atPath: resourcesDir, isFolder: &isFolder), isFolder else {
                throw ValidationError("--resources-dir \"\(resourcesDir)\" is not a folder")
            }
        }
        try FontFolderOption.check(fontFolders)
        for (flag, file) in fontFiles.map({ ("--use-font-file", $0) }) + (stylesheet.map { [("--stylesheet", $0)] } ?? []) {
            var isFolder = false
            guard FileManager.default.fileExists(atPath: file, isFolder: &isFolder), !isFolder else {
                throw ValidationError("\(flag) \"\(file)\" is not a file")
            }
        }
        let langs = languages.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
        guard !langs.isEmpty, !langs.contains(where: \.isEmpty) else {
            throw ValidationError("--languages must be language tags separated by commas (en,de-CH), not \"\(languages)\"")
        }
        if queryAll {
            guard inputs.count == 1 else { throw ValidationError("--query-all reads one SVG file, not \(inputs.count)") }
            guard output == nil else { throw ValidationError("--query-all prints to standard output and writes no image: "
                                                            + "leave out -o") }
            return
        }
        guard let output else { throw ValidationError("give -o OUT.png (or a folder for several inputs)") }
        if writesFolder {
            try OutputPath.checkFolder(output, for: inputs.count > 1 ? "several inputs" : scales != nil ? "--scales"
                                                                                                     : "a folder")
            _ = try SVGOutputNames.names(of: inputs, folder: output)
        } else {
            let name = inputs[0] == InputFile.standardInput ? "image" : SVGCommand.baseName(inputs[0])
            try OutputPath.checkFile(output, example: name + ".png")
        }
    }

    func run() throws {
        // A font file that cannot be read is an error before anything is drawn (resvg only warns).
        for file in fontFiles { _ = try FontFace(path: file) }
        if queryAll { return try SVGQuery.printAll(try read(inputs[0]), file: InputFile.displayName(of: inputs[0])) }
        guard let output else { return }
        if !writesFolder {
            let document = try read(inputs[0])
            let pixmap = try draw(document, input: inputs[0], factor: 1)
            try OutputPath.write(pixmap, to: output)
            if verbose { Console.error("wrote \(output) (\(pixmap.width)×\(pixmap.height))") }
            return
        }
        try OutputFolder.create(output)
        let names = try SVGOutputNames.names(of: inputs, folder: output)
        var failed = 0
        var firstStatus: Failure.Status?
        var budget = ImageBudget()
        for (input, name) in zip(inputs, names) {
            do {
                let document = try read(input)
                // Every scale is drawn before one is written: an input that fails writes nothing.
                var images: [(path: String, pixmap: Pixmap)] = []
                for factor in scales ?? [1] {
                    let pixmap = try draw(document, input: input, factor: factor)
                    try budget.reserve(width: pixmap.width, height: pixmap.height,
                                       for: InputFile.displayName(of: input))
                    images.append((PathText.appending(name + ImageName.scaleSuffix(factor) + ".png", to: output),
                                   pixmap))
                }
                if name.contains("/") { try OutputFolder.create(PathText.deletingLastComponent(of: images[0].path)) }
                for (path, pixmap) in images {
                    try PNG.write(pixmap, to: path)
                    if verbose { Console.error("wrote \(path) (\(pixmap.width)×\(pixmap.height))") }
                }
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
        let file = PathText.lastComponent(of: path)
        let ext = PathText.pathExtension(of: file)
        return ext.isEmpty ? file : PathText.deletingPathExtension(of: file)
    }

    /// The options of every document: fonts, languages, dpi and --stylesheet's CSS (read here).
    func svgOptions() throws -> SVGOptions {
        var o = SVGOptions()
        o.fontFiles = fontFiles
        o.dpi = dpi
        if let stylesheet {
            o.styleSheet = String(decoding: try InputFile.read(path: stylesheet), as: UTF8.self)
        }
        o.fontFolders = fontFolders
        o.skipSystemFonts = skipSystemFonts
        o.fontFamily = fontFamily
        o.serifFamily = serifFamily
        o.sansSerifFamily = sansSerifFamily
        o.cursiveFamily = cursiveFamily
        o.fantasyFamily = fantasyFamily
        o.monospaceFamily = monospaceFamily
        o.languages = languages.split(separator: ",").map { $0.trimmingWhitespace() }
        o.appearance = appearance
        return o
    }

    /// Reads one SVG file and reports what its drawing leaves out (warnings; errors with --strict).
    func read(_ input: String) throws -> SVGDocument {
        let name = InputFile.displayName(of: input)
        // The bytes once: the Data read is freed as soon as they are copied out of it.
        let data = [UInt8](try InputFile.read(path: input))
        var options = try svgOptions()
        options.resourcesFolder = input == InputFile.standardInput
            ? FileManager.default.currentDirectoryPath
            : PathText.deletingLastComponent(of: input).isEmpty ? "." : PathText.deletingLastComponent(of: input)
        if let resourcesDir { options.resourcesFolder = resourcesDir }
        options.allowsFilesOutsideResources = allowOutside
        let document: SVGDocument
        do {
            document = try SVGDocument(data: data, options: options)
        } catch let error as SVGError {
            throw SVGFileError(file: name, error: error)
        } catch let error as LimitExceeded {
            // Over a limit while drawing (a blur, the bytes held): named by its file too.
            throw SVGFileError(file: name, error: SVGError(limit: error, at: nil))
        }
        let messages = document.messages
        if strict && !messages.isEmpty {
            throw SVGStrictError(file: name, messages: messages)
        }
        // resvg prints no warnings while querying either: the listing is the whole output.
        if !queryAll { for message in messages { Console.warning("\(name):\(message)") } }
        return document
    }

    /// Draws `document` at the size the options ask for, times `factor` (one of --scales).
    func draw(_ document: SVGDocument, input: String, factor: Double) throws -> Pixmap {
        let name = InputFile.displayName(of: input)
        var box = document.size
        if let exportId {
            guard let size = document.elementSize(id: exportId) else {
                throw SVGFileError(file: name, error: SVGError("no drawn element has the id \"\(exportId)\" "
                    + "(--query-all lists them)", at: nil))
            }
            box = size
        }
        let size: SVGImageSize
        do {
            size = try SVGImageSize.of(box, command: self, factor: factor)
        } catch let error as SVGSizeError where error.option == nil {
            throw SVGFileError(file: name, error: SVGError(error.description, at: document.rootPosition))
        } catch {
            throw SVGFileError(file: name, error: SVGError("\(error)", at: nil))
        }
        do {
            if let exportId {
                return try document.renderElement(id: exportId, width: size.width, height: size.height,
                                                  in: size.drawing, background: background)
            }
            let d = size.drawing
            var transform = Transform.scale(d.width / document.size.width, d.height / document.size.height)
            if d.minX != 0 || d.minY != 0 { transform = transform.concatenating(.translation(d.minX, d.minY)) }
            return try document.render(width: size.width, height: size.height, transform: transform,
                                       background: background)
        } catch let error as SVGError {
            throw SVGFileError(file: name, error: error)
        } catch let error as LimitExceeded {
            // Over a limit while drawing (a blur, the bytes held): named by its file too.
            throw SVGFileError(file: name, error: SVGError(limit: error, at: nil))
        }
    }
}

/// An SVG file with warnings under --strict: nothing is written for it.
struct SVGStrictError: Error, CustomStringConvertible {
    let file: String
    /// `SVGDocument.messages`: `LINE:COLUMN: …` each.
    let messages: [String]

    var description: String {
        "\(file): \(messages.count == 1 ? "a warning" : "\(messages.count) warnings") with --strict, nothing written:"
            + messages.map { "\n  \(file):\($0)" }.joined()
    }
}

/// Some inputs of a batch failed; each was reported already. `status` is the first failure's.
struct SVGFilesFailed: Error, CustomStringConvertible {
    let failed: Int
    let total: Int
    let status: Failure.Status

    var description: String { "\(failed) of \(total) SVG files failed" }
}
