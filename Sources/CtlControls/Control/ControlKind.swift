import CtlRaster

/// What is known about a kind of control without a configuration: its name, the states it
/// is drawn in, its value options, and the samples the catalog and the goldens show.
public struct ControlKind: Sendable {
    /// The command-line name: "button", "page-control".
    public let name: String
    /// One line for `ctlrender list`.
    public let summary: String
    /// The states `--all-states` draws, normal first.
    public let states: [ControlState]
    /// The value options, for `ctlrender states`: (option, what it does).
    public let values: [(name: String, help: String)]
    /// The control's own options (`Control.options` without their type), for `states`, `list`
    /// and the reference. Read when asked for: a command line that draws one control builds
    /// that control's declarations alone.
    public var options: [OptionInfo] { makeOptions() }
    private let makeOptions: @Sendable () -> [OptionInfo]
    /// The default configuration.
    public let makeDefault: @Sendable () -> any Control
    /// Reads a configuration from a spec object (unknown keys are refused by the caller).
    public let decode: @Sendable (SpecObject) throws -> any Control
    /// The configurations the catalog shows in a look, first the main one.
    public let samples: @Sendable (Look) -> [ControlSample]
    /// Whether the control shows titles the user gives (a button's, a segment's), whose
    /// paragraph direction `RenderOptions.textDirection` sets.
    public let hasTitles: Bool
    /// Whether a right-to-left layout mirrors the control, as UIKit mirrors its own controls
    /// (a slider, a segmented control, a switch…); false for those drawn the same both ways
    /// (an activity indicator, a knob, a colour wheel).
    public let mirrorsRightToLeft: Bool

    public init(name: String, summary: String, states: [ControlState], values: [(name: String, help: String)] = [],
                options: @escaping @autoclosure @Sendable () -> [OptionInfo] = [],
                hasTitles: Bool = false, mirrorsRightToLeft: Bool = true,
                makeDefault: @escaping @Sendable () -> any Control,
                decode: @escaping @Sendable (SpecObject) throws -> any Control,
                samples: @escaping @Sendable (Look) -> [ControlSample]) {
        self.hasTitles = hasTitles
        self.mirrorsRightToLeft = mirrorsRightToLeft
        self.name = name
        self.summary = summary
        self.states = states
        self.values = values
        makeOptions = options
        self.makeDefault = makeDefault
        self.decode = decode
        self.samples = samples
    }
}

/// A configuration the catalog shows (and the goldens pin): the main one in every state of
/// the control's list, the others in `states`.
public struct ControlSample: Sendable {
    /// Short, for captions and golden names: "on", "info-dark".
    public var name: String
    public var control: any Control
    /// The states this sample is drawn in; nil for all of the kind's states.
    public var states: [ControlState]?
    /// Drawn behind the control (white spokes need a dark backdrop), in each appearance (a bar
    /// item's bar is dark in dark); nil for the catalog's page.
    public var backdrops: DynamicColor?
    /// The size to draw at; nil for the natural size.
    public var size: Size?
    /// The tint to draw with; nil for the look's.
    public var tint: Color?

    public init(_ name: String, _ control: any Control, states: [ControlState]? = nil, backdrop: Color? = nil,
                size: Size? = nil, tint: Color? = nil) {
        self.init(name, control, states: states, backdrops: backdrop.map { DynamicColor($0) }, size: size, tint: tint)
    }

    /// A sample whose backdrop differs by appearance.
    public init(_ name: String, _ control: any Control, states: [ControlState]? = nil, backdrops: DynamicColor?,
                size: Size? = nil, tint: Color? = nil) {
        self.name = name
        self.control = control
        self.states = states
        self.backdrops = backdrops
        self.size = size
        self.tint = tint
    }

    /// The backdrop in the light appearance.
    public var backdrop: Color? { backdrop(in: .light) }

    /// The backdrop in `appearance`.
    public func backdrop(in appearance: Appearance) -> Color? { backdrops.map { appearance[$0] } }

    /// How the catalog and the goldens render this sample in `look` and `state`.
    public func options(look: Look, state: ControlState, scale: Double,
                        layoutDirection: LayoutDirection = .leftToRight) -> RenderOptions {
        RenderOptions(look: look, state: state, scale: scale, size: size, tint: tint, layoutDirection: layoutDirection)
    }
}
