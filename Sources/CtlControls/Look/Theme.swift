import CtlRaster

/// What a look chooses where the seeds leave values open: the palette shared by every
/// control, and each control's metrics (sizes, radii, colours, factors).
///
/// The values themselves are in two tables, one per look: `Theme+Flat.swift` (iOS 7) and
/// `Theme+Classic.swift` (iOS 6), each value with its source (Docs/sources.md)
/// or the reason for the choice. Goldens pin them.
public struct Theme: Sendable {
    public var palette: Palette
    var button: ButtonMetrics
    var `switch`: SwitchMetrics
    var slider: SliderMetrics
    var segmented: SegmentedMetrics
    var stepper: StepperMetrics
    var pageControl: PageControlMetrics
    var progress: ProgressMetrics
    var activity: ActivityMetrics
    var textField: TextFieldMetrics
    var knob: KnobMetrics
    var tabBar: TabBarMetrics
    var pullRibbon: PullRibbonMetrics
    var imageKnob: ImageKnobMetrics
    var backButton: BackButtonMetrics
    var raisedCenter: RaisedCenterMetrics
}

/// The colours, fonts and state factors every control of a look shares.
public struct Palette: Hashable, Sendable {
    /// The default tint (`--tint` replaces it): iOS 7's blue.
    public var tint: Color
    /// Body text.
    public var text: Color
    /// Placeholder and secondary text.
    public var secondaryText: Color
    /// Titles and glyphs of disabled controls that grey out rather than fade.
    public var disabledText: Color
    /// Behind controls in the catalog (a grouped table's background).
    public var background: Color
    /// Hairlines between rows and around fields.
    public var separator: Color
    /// How much an image taken from the normal state is darkened when highlighted
    /// (`ColorAdjustment.darken`).
    public var highlightDarken: Double
    /// The opacity of a control, or of an image taken from the normal state, when disabled
    /// (`ColorAdjustment.fade`).
    public var disabledOpacity: Double
    /// The regular and bold text fonts (bundled names, see `FontLibrary`).
    public var font: String
    public var boldFont: String
}
