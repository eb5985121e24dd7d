extension Knob {
    /// The knob's options, in the order they apply (`ControlOption`).
    public static let options: [ControlOption<Knob>] = [
        .value("value", key: "value", \.value, help: "The value. Default: 0."),
        .value("minimum-value", aliases: ["min"], key: "minimumValue", \.minimumValue,
               help: "The value at the track's start. Default: 0."),
        .value("maximum-value", aliases: ["max"], key: "maximumValue", \.maximumValue,
               help: "The value at the track's end. Default: 1."),
        .angle("start-angle", key: "startAngle", \.startAngle, help: "The track's start. Default: -11pi/8."),
        .angle("end-angle", key: "endAngle", \.endAngle, help: "The track's end. Default: 3pi/8."),
        .value("line-width", key: "lineWidth", \.lineWidth,
               help: "The track's and pointer's width in points. Default: 2.", placeholder: "w"),
        .value("pointer-length", key: "pointerLength", \.pointerLength,
               help: "The pointer's length in points. Default: 6.", placeholder: "l"),
        .toggle("shows-value-label", key: "showsValueLabel", \.showsValueLabel,
                help: "Write the value (%0.2f) in the centre. Default: no."),
    ]

    /// Reads the keys of `options` (angles in radians: a number or a string such as "-11pi/8").
    public init(spec: SpecObject) throws {
        self.init()
        try Self.options.read(spec, into: &self)
    }
}
