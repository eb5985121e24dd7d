/// Every control ctlrender draws, in the order `ctlrender list` and the catalog show them.
public enum Controls {
    public static let all: [ControlKind] = [
        Button.kind,
        Switch.kind,
        Slider.kind,
        SegmentedControl.kind,
        Stepper.kind,
        PageControl.kind,
        ProgressView.kind,
        ActivityIndicator.kind,
        TextField.kind,
        Knob.kind,
        TabBar.kind,
        BackButton.kind,
        BarButtonItem.kind,
        NavigationBar.kind,
        Toolbar.kind,
        SearchBar.kind,
        StarSlider.kind,
        ColorControl.kind,
        TouchWheel.kind,
        PullRibbon.kind,
        UnlockControl.kind,
        ImageKnob.kind,
    ]

    /// The command-line names.
    public static var names: [String] { all.map(\.name) }

    /// The kind named `name` (case-insensitive), or nil.
    public static func kind(named name: String) -> ControlKind? {
        all.first { $0.name == name.lowercased() }
    }
}
