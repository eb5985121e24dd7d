import ArgumentParser
import CtlControls

/// The control subcommands, in the order of `Controls.all`.
enum ControlCommands {
    /// Those read from their declarations (`Control.options`).
    static let declared: [any DeclaredCommand] = [
        ButtonCommand.command,
        BackButtonCommand.command,
        StarSliderCommand.command,
        ColorControlCommand.command,
        TouchWheelCommand.command,
        PullRibbonCommand.command,
        UnlockCommand.command,
        ImageKnobCommand.command,
        NavigationBarCommand.command,
        ToolbarCommand.command,
        SearchBarCommand.command,
        BarButtonItemCommand.command,
    ]

    /// Those ArgumentParser parses.
    static let parsed: [ParsedSubcommand] = [
        ParsedSubcommand(SwitchCommand.self, name: "switch"),
        ParsedSubcommand(SliderCommand.self, name: "slider"),
        ParsedSubcommand(SegmentedCommand.self, name: "segmented"),
        ParsedSubcommand(StepperCommand.self, name: "stepper"),
        ParsedSubcommand(PageControlCommand.self, name: "page-control"),
        ParsedSubcommand(ProgressCommand.self, name: "progress"),
        ParsedSubcommand(ActivityCommand.self, name: "activity"),
        ParsedSubcommand(TextFieldCommand.self, name: "text-field"),
        ParsedSubcommand(KnobCommand.self, name: "knob"),
        ParsedSubcommand(TabBarCommand.self, name: "tab-bar"),
    ]

    /// The names, in the order of `Controls.all`.
    static var names: [String] { Controls.names }

    /// As the root's help lists them.
    static let all: [ParsableCommand.Type] = [
        ControlSubcommand<Button>.self,
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
        ControlSubcommand<BackButton>.self,
        ControlSubcommand<BarButtonItem>.self,
        ControlSubcommand<NavigationBar>.self,
        ControlSubcommand<Toolbar>.self,
        ControlSubcommand<SearchBar>.self,
        ControlSubcommand<StarSlider>.self,
        ControlSubcommand<ColorControl>.self,
        ControlSubcommand<TouchWheel>.self,
        ControlSubcommand<PullRibbon>.self,
        ControlSubcommand<UnlockControl>.self,
        ControlSubcommand<ImageKnob>.self,
    ]
}
