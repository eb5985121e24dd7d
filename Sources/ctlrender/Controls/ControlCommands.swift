import ArgumentParser
import CtlControls

/// The control subcommands, in the order of `Controls.all`.
enum ControlCommands {
    /// The control subcommand `name` names, read from its declarations (`Control.options`).
    static func declared(named name: String) -> (any DeclaredCommand)? {
        switch name {
        case "button": return ButtonCommand.command
        default: return nil
        }
    }

    /// Those read from their declarations, in the order of `Controls.all`.
    static var declared: [any DeclaredCommand] { Controls.names.compactMap(declared(named:)) }

    /// The control subcommand `name` names that ArgumentParser parses.
    static func parsed(named name: String) -> ParsedSubcommand? {
        switch name {
        case "switch": return ParsedSubcommand(SwitchCommand.self)
        case "slider": return ParsedSubcommand(SliderCommand.self)
        case "segmented": return ParsedSubcommand(SegmentedCommand.self)
        case "stepper": return ParsedSubcommand(StepperCommand.self)
        case "page-control": return ParsedSubcommand(PageControlCommand.self)
        case "progress": return ParsedSubcommand(ProgressCommand.self)
        case "activity": return ParsedSubcommand(ActivityCommand.self)
        case "text-field": return ParsedSubcommand(TextFieldCommand.self)
        case "knob": return ParsedSubcommand(KnobCommand.self)
        case "tab-bar": return ParsedSubcommand(TabBarCommand.self)
        case "back-button": return ParsedSubcommand(BackButtonCommand.self)
        case "bar-button-item": return ParsedSubcommand(BarButtonItemCommand.self)
        case "navigation-bar": return ParsedSubcommand(NavigationBarCommand.self)
        case "toolbar": return ParsedSubcommand(ToolbarCommand.self)
        case "search-bar": return ParsedSubcommand(SearchBarCommand.self)
        case "star-slider": return ParsedSubcommand(StarSliderCommand.self)
        case "color-control": return ParsedSubcommand(ColorControlCommand.self)
        case "touch-wheel": return ParsedSubcommand(TouchWheelCommand.self)
        case "pull-ribbon": return ParsedSubcommand(PullRibbonCommand.self)
        case "unlock": return ParsedSubcommand(UnlockCommand.self)
        case "image-knob": return ParsedSubcommand(ImageKnobCommand.self)
        default: return nil
        }
    }

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
