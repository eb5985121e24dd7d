import ArgumentParser
import CtlControls
import CtlRaster
import CtlText

/// A control's subcommand, made from declarations alone: the options of the invocation, of the
/// rendering and of the control (`Control.options`) are scanned, read, checked, and applied
/// over the spec; `--help` is laid out from them. No argument parser is built for the other
/// subcommands, and none of ArgumentParser's reflection runs.
struct DeclaredControlCommand<C: Control>: Sendable {
    let abstract: String
    let discussion: String

    var name: String { C.kind.name }
    var usage: String { "ctlrender \(name) [<options>] --output <path>" }

    /// Every option in the order of help: state, the invocation's and the rendering's, the title
    /// direction and the frames where the control has them, then the control's own.
    var options: [CommandOption] { commonOptions + titleAndFrameOptions + controlOptions }

    var commonOptions: [CommandOption] {
        let rendering = RenderOptions.options
        return entries([rendering[0]], CommandOption.Source.rendering)
            + entries(ControlInvocation.leading, CommandOption.Source.invocation)
            + entries(Array(rendering.dropFirst()), CommandOption.Source.rendering, offset: 1)
            + entries(ControlInvocation.files, CommandOption.Source.invocation, offset: ControlInvocation.leading.count)
    }

    var titleAndFrameOptions: [CommandOption] {
        var all: [CommandOption] = []
        if C.kind.hasTitles {
            all += [CommandOption(info: RenderOptions.textDirectionOption.info, short: nil,
                                  source: .rendering(RenderOptions.options.count))]
        }
        if C.self is any AnimatedControl.Type {
            all += entries(ControlInvocation.frameOptions, CommandOption.Source.invocation,
                           offset: ControlInvocation.leading.count + ControlInvocation.files.count)
        }
        return all
    }

    var controlOptions: [CommandOption] { entries(C.options, CommandOption.Source.control) }

    /// `list` as command options, their places counted from `offset`.
    private func entries<R>(_ list: [ControlOption<R>], _ source: (Int) -> CommandOption.Source,
                            offset: Int = 0) -> [CommandOption] {
        list.enumerated().map { i, option in
            CommandOption(info: option.info, short: ControlInvocation.shortNames[option.name],
                          source: source(offset + i))
        }
    }

    var helpMessage: String {
        HelpText.render(abstract: abstract, discussion: discussion, usage: usage, options: options)
    }

    private var commandLine: DeclaredCommandLine {
        DeclaredCommandLine(name: name, usage: usage, options: options)
    }

    /// Runs the command line `arguments` (those after the subcommand's name).
    func run(_ arguments: [String]) throws {
        let line = commandLine
        switch try line.scan(arguments) {
        case .help: Console.output(helpMessage)
        case .version: Console.output(CtlRender.version)
        case .run(let given, let unexpected): try run(given, unexpected: unexpected, line)
        }
    }

    private func run(_ given: [ArgumentScanner.Given], unexpected: [String], _ line: DeclaredCommandLine) throws {
        let options = line.options
        // Every value is read before anything is applied, so that a bad one is refused first.
        let invocationList = ControlInvocation.leading + ControlInvocation.files + ControlInvocation.frameOptions
        let renderingList = RenderOptions.options + [RenderOptions.textDirectionOption]
        var invocationSetters: [(Int, ControlOption<ControlInvocation>.Setter)] = []
        var renderingSetters: [(Int, ControlOption<RenderOptions>.Setter)] = []
        var controlSetters: [(Int, ControlOption<C>.Setter)] = []
        var names = Set<String>()
        for g in given {
            let option = options[g.option]
            names.insert(option.info.name)
            do {
                switch option.source {
                case .invocation(let i): invocationSetters.append((i, try invocationList[i].setter(for: g.text)))
                case .rendering(let i): renderingSetters.append((i, try renderingList[i].setter(for: g.text)))
                case .control(let i): controlSetters.append((i, try C.options[i].setter(for: g.text)))
                }
            } catch let error as OptionTextError {
                throw line.invalidValue(g, error)
            }
        }
        if let first = unexpected.first { throw line.usageError(.unexpected(first)) }
        var invocation = ControlInvocation()
        try DeclaredCommandLine.apply(invocationSetters, to: &invocation, OptionContext(given: names))
        guard names.contains("output") else {
            let output = options.first { $0.info.name == "output" }
            throw line.usageError("Missing expected argument '--output <path>'", option: output)
        }
        var overrides = RenderOptions()
        try DeclaredCommandLine.apply(renderingSetters, to: &overrides, OptionContext(given: names))
        do {
            try invocation.validate(stateGiven: names.contains("state"),
                                    scale: names.contains("scale") ? overrides.scale : nil, example: "\(name).png")
            Console.quiet = invocation.quiet
            let limits = try RenderLimits.fromEnvironment()
            try RenderLimits.$current.withValue(limits) {
                try draw(invocation, overrides: renderingSetters, names: names, controlSetters: controlSetters)
            }
        } catch let error as ValidationError {
            throw line.usageError(error.message)
        } catch let error as OptionConflictError {
            throw line.usageError(error.message { "--\($0)" })
        }
    }

    /// Reads the spec (or the default configuration), applies the command line over it, and
    /// writes the image, the states or the frames.
    private func draw(_ invocation: ControlInvocation,
                      overrides: [(Int, ControlOption<RenderOptions>.Setter)], names: Set<String>,
                      controlSetters: [(Int, ControlOption<C>.Setter)]) throws {
        if !invocation.fontFolders.isEmpty { FontLibrary.sharedFontFolders = invocation.fontFolders }
        let spec = try invocation.spec.map { try ControlSpec.load(path: $0, kind: C.kind) }
        var control = try spec?.control(as: C.self) ?? C.kind.makeDefault(as: C.self)
        let context = OptionContext(given: names, hasSpec: spec != nil)
        try DeclaredCommandLine.apply(controlSetters, to: &control, context)
        var render = spec?.options ?? RenderOptions()
        try DeclaredCommandLine.apply(overrides, to: &render, context)
        guard render.look.supports(render.appearance) else { throw ValidationError(LookError.classicIsLight.description) }
        if let spacing = invocation.frameSpacing {
            guard let animated = control as? any AnimatedControl else {
                throw ValidationError("\(name) has no animation to draw frames of")
            }
            try FrameOutput.write(animated, spacing: spacing, options: render, folder: invocation.output)
        } else if invocation.allStates {
            try ControlOutput.writeAllStates(control, options: render, folder: invocation.output)
        } else {
            try ControlOutput.write(control, options: render, to: invocation.output)
        }
    }
}
