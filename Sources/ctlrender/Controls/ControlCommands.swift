import ArgumentParser
import CtlControls

/// The control subcommands, in the order of `Controls.all`.
enum ControlCommands {
    /// Those read from their declarations (`Control.options`).
    static let declared: [any DeclaredCommand] = [
        ButtonCommand.command,
        SwitchCommand.command,
        SliderCommand.command,
        SegmentedCommand.command,
        StepperCommand.command,
        PageControlCommand.command,
        ProgressCommand.command,
        ActivityCommand.command,
        TextFieldCommand.command,
        KnobCommand.command,
    ]

    /// Those ArgumentParser parses.
    static let parsed: [ParsedSubcommand] = [
        ParsedSubcommand(TabBarCommand.self, name: "tab-bar"),
        ParsedSubcommand(BackButtonCommand.self, name: "back-button"),
        ParsedSubcommand(BarButtonItemCommand.self, name: "bar-button-item"),
        ParsedSubcommand(NavigationBarCommand.self, name: "navigation-bar"),
        ParsedSubcommand(ToolbarCommand.self, name: "toolbar"),
        ParsedSubcommand(SearchBarCommand.self, name: "search-bar"),
        ParsedSubcommand(StarSliderCommand.self, name: "star-slider"),
        ParsedSubcommand(ColorControlCommand.self, name: "color-control"),
        ParsedSubcommand(TouchWheelCommand.self, name: "touch-wheel"),
        ParsedSubcommand(PullRibbonCommand.self, name: "pull-ribbon"),
        ParsedSubcommand(UnlockCommand.self, name: "unlock"),
        ParsedSubcommand(ImageKnobCommand.self, name: "image-knob"),
    ]

    /// The names, in the order of `Controls.all`.
    static var names: [String] { Controls.names }

    /// As the root's help lists them.
    static let all: [ParsableCommand.Type] = [
        ControlSubcommand<Button>.self,
        ControlSubcommand<Switch>.self,
        ControlSubcommand<Slider>.self,
        ControlSubcommand<SegmentedControl>.self,
        ControlSubcommand<Stepper>.self,
        ControlSubcommand<PageControl>.self,
        ControlSubcommand<ProgressView>.self,
        ControlSubcommand<ActivityIndicator>.self,
        ControlSubcommand<TextField>.self,
        ControlSubcommand<Knob>.self,
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
