/// Each control's states as `ctlrender states CONTROL` lists them (`ControlKind.states`): what
/// `"states": "all"` stands for in a manifest. The plugin cannot import CtlControls (a plugin
/// depends on tools only), so ctlrenderTests' PluginControlStatesTests checks this table against
/// the catalog.
enum ControlStates {
    static let all: [String: [String]] = [
        "button": ["normal", "highlighted", "selected", "disabled", "highlighted+selected", "selected+disabled"],
        "switch": ["normal", "highlighted", "disabled"],
        "slider": ["normal", "highlighted", "disabled"],
        "segmented": ["normal", "highlighted", "disabled"],
        "stepper": ["normal", "highlighted", "disabled"],
        "page-control": ["normal"],
        "progress": ["normal"],
        "activity": ["normal"],
        "text-field": ["normal", "highlighted", "disabled"],
        "knob": ["normal", "disabled"],
        "tab-bar": ["normal"],
        "back-button": ["normal", "highlighted", "disabled"],
        "bar-button-item": ["normal", "highlighted", "disabled"],
        "navigation-bar": ["normal"],
        "toolbar": ["normal"],
        "search-bar": ["normal"],
        "star-slider": ["normal", "highlighted", "disabled"],
        "color-control": ["normal", "highlighted", "disabled"],
        "touch-wheel": ["normal", "highlighted", "disabled"],
        "pull-ribbon": ["normal", "highlighted", "disabled"],
        "unlock": ["normal", "highlighted", "disabled"],
        "image-knob": ["normal", "highlighted", "disabled"],
    ]
}
