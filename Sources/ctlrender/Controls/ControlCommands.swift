import ArgumentParser

/// The control subcommands, in the order of `Controls.all`.
enum ControlCommands {
    static let all: [ParsableCommand.Type] = [
        ButtonCommand.self,
        SwitchCommand.self,
        SliderCommand.self,
        StepperCommand.self,
        PageControlCommand.self,
        ProgressCommand.self,
        ActivityCommand.self,
        KnobCommand.self,
    ]
}
