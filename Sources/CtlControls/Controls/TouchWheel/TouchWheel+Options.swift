extension TouchWheel {
    /// The touch wheel's options, in the order they apply (`ControlOption`).
    public static let options: [ControlOption<TouchWheel>] = [
        // An angle: radians or degrees on the command line; a spec gives a number of radians or
        // the same text, refused with the wheel's own wording.
        ControlOption("angle", key: "angle",
                      help: ControlOptionHelp.angle("The indicator's angle, 0 at the top, clockwise. Default: 0."),
                      placeholder: "angle", form: .value, takesDashValues: true,
                      text: { text in
                          let angle = try OptionText.radians(text)
                          return { wheel, _ in wheel.angle = angle }
                      },
                      spec: { spec, wheel in
                          guard let v = spec.value("angle") else { return }
                          if let s = v.stringValue {
                              guard let a = TouchWheel.parseAngle(s) else {
                                  throw v.error("\"\(s)\" is not an angle: use radians (1.2, \"pi/4\") or degrees "
                                                + "(\"45deg\")")
                              }
                              wheel.angle = a
                          } else {
                              wheel.angle = try v.number()
                          }
                      }),
    ]

    /// Reads the keys of `options`: `angle` in radians (a number, or "pi/4") or degrees ("45deg").
    public init(spec: SpecObject) throws {
        self.init()
        try Self.options.read(spec, into: &self)
    }
}
