import ArgumentParser

/// The control subcommands, in the order of `Controls.all`.
enum ControlCommands {
    static let all: [ParsableCommand.Type] = [
        ButtonCommand.self,
        SwitchCommand.self,
        SliderCommand.self,
        SegmentedCommand.self,
        StepperCommand.self,
        PageControlCommand.self,
        ProgressCommand.self,
        ActivityCommand.self,
        TextFieldCommand.self,
        KnobCommand.self,
        TabBarCommand.self,
        BackButtonCommand.self,
        BarButtonItemCommand.self,
        NavigationBarCommand.self,
        ToolbarCommand.self,
        SearchBarCommand.self,
        StarSliderCommand.self,
        ColorControlCommand.self,
        TouchWheelCommand.self,
        PullRibbonCommand.self,
        UnlockCommand.self,
        ImageKnobCommand.self,
    ]
}
