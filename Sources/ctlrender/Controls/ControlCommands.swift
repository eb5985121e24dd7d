import ArgumentParser
import CtlControls

/// The control subcommands, in the order of `Controls.all`.
enum ControlCommands {
    /// The control subcommand `name` names, read from its declarations (`Control.options`).
    static func declared(named name: String) -> (any DeclaredCommand)? {
        switch name {
        case "button": return ButtonCommand.command
        case "switch": return SwitchCommand.command
        case "slider": return SliderCommand.command
        case "segmented": return SegmentedCommand.command
        case "stepper": return StepperCommand.command
        case "page-control": return PageControlCommand.command
        case "progress": return ProgressCommand.command
        case "activity": return ActivityCommand.command
        case "text-field": return TextFieldCommand.command
        case "knob": return KnobCommand.command
        case "tab-bar": return TabBarCommand.command
        case "back-button": return BackButtonCommand.command
        case "bar-button-item": return BarButtonItemCommand.command
        case "navigation-bar": return NavigationBarCommand.command
        case "toolbar": return ToolbarCommand.command
        case "search-bar": return SearchBarCommand.command
        case "star-slider": return StarSliderCommand.command
        case "color-control": return ColorControlCommand.command
        case "touch-wheel": return TouchWheelCommand.command
        case "pull-ribbon": return PullRibbonCommand.command
        case "unlock": return UnlockCommand.command
        case "image-knob": return ImageKnobCommand.command
        default: return nil
        }
    }

    /// Those read from their declarations, in the order of `Controls.all`.
    static var declared: [any DeclaredCommand] { Controls.names.compactMap(declared(named:)) }

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
        ControlSubcommand<TabBar>.self,
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
