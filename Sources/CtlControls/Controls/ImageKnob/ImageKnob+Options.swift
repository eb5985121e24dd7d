extension ImageKnob {
    /// The image knob's options, in the order they apply (`ControlOption`).
    public static let options: [ControlOption<ImageKnob>] = [
        // An angle: radians or degrees, on the command line and in a spec (a number of radians too).
        ControlOption("angle", key: "angle",
                      help: ControlOptionHelp.angle("The rotation, clockwise, 0…5 radians. Default: 0."),
                      placeholder: "angle", form: .value, takesDashValues: true,
                      text: { text in
                          let angle = try OptionText.radians(text)
                          return { knob, _ in knob.angle = angle }
                      },
                      spec: { spec, knob in
                          if let a = try spec.decode("angle", as: SpecAngle.self) { knob.angle = a.radians }
                      }),
    ]

    /// Reads the keys of `options`: `angle` in radians (a number or a string such as "5pi/4").
    public init(spec: SpecObject) throws {
        self.init()
        try Self.options.read(spec, into: &self)
    }
}
