import CtlRaster

// The kinds of options, each a constructor that derives the command-line reading and the spec
// reading from one key path: a control declares `.perState("title-color", key: "titleColor",
// \.titleColor, help: …)` and nothing else reads or writes that setting.

extension ControlOption {
    /// Reads the spec's value of a key into a root.
    public typealias SpecReader = @Sendable (SpecObject, inout Root) throws -> Void
    /// Reads a text value into what setting it does.
    public typealias TextReader = @Sendable (String) throws -> Setter

    /// An option of one value, stored at `path`; `check` returns why a value is refused.
    ///
    /// `specReadsItself`: the spec's reader reads `key` in its own way (the option still names
    /// the key it corresponds to).
    public static func value<T: OptionValue>(
        _ name: String, aliases: [String] = [], key: String?, _ path: WritableKeyPath<Root, T> & Sendable,
        help: String, placeholder: String? = nil, takesDashValues: Bool? = nil,
        check: (@Sendable (T) -> String?)? = nil, specReadsItself: Bool = false
    ) -> Self {
        value(name, aliases: aliases, key: specReadsItself ? nil : key, documentedKey: key, help: help,
              placeholder: placeholder, takesDashValues: takesDashValues, check: check) { $0[keyPath: path] = $1 }
    }

    /// An option of one value, stored at `path` where nil means the control's default.
    public static func value<T: OptionValue>(
        _ name: String, aliases: [String] = [], key: String?, _ path: WritableKeyPath<Root, T?> & Sendable,
        help: String, placeholder: String? = nil, takesDashValues: Bool? = nil,
        check: (@Sendable (T) -> String?)? = nil
    ) -> Self {
        value(name, aliases: aliases, key: key, documentedKey: key, help: help, placeholder: placeholder,
              takesDashValues: takesDashValues, check: check) { $0[keyPath: path] = $1 }
    }

    /// An option of one value that `assign` stores; the spec's `key` is read when given.
    private static func value<T: OptionValue>(
        _ name: String, aliases: [String], key: String?, documentedKey: String?, help: String, placeholder: String?,
        takesDashValues: Bool?, check: (@Sendable (T) -> String?)?,
        assign: @escaping @Sendable (inout Root, T) -> Void
    ) -> Self {
        let text: TextReader = { text in
            let value = try checked(T(optionText: text), check)
            return { root, _ in assign(&root, value) }
        }
        let spec: SpecReader = { spec, root in
            guard let key, let v = spec.value(key) else { return }
            assign(&root, try checked(T(spec: v), check, at: v))
        }
        return ControlOption(name, aliases: aliases, key: documentedKey, help: helpText(help, for: T.self),
                             placeholder: placeholder ?? T.placeholder, form: .value, choices: T.choices,
                             takesDashValues: takesDashValues ?? T.mayBeginWithDash,
                             text: text, spec: key == nil ? nil : spec)
    }

    /// An angle in radians, stored at `path`: radians (`1.2`, `-11pi/8`, `3π/8`) or degrees
    /// (`45deg`, `45°`) on a command line; a number of radians or the same text in a spec.
    public static func angle(_ name: String, key: String?, _ path: WritableKeyPath<Root, Double> & Sendable,
                             help: String) -> Self {
        let text: TextReader = { text in
            let radians = try OptionText.radians(text)
            return { root, _ in root[keyPath: path] = radians }
        }
        let spec: SpecReader = { spec, root in
            guard let key, let angle = try spec.decode(key, as: SpecAngle.self) else { return }
            root[keyPath: path] = angle.radians
        }
        return ControlOption(name, key: key, help: ControlOptionHelp.angle(help), placeholder: "angle", form: .value,
                             takesDashValues: true, text: text, spec: key == nil ? nil : spec)
    }

    /// A value per control state (`[STATE=]VALUE`, repeatable; a spec gives a value for normal
    /// or an object keyed by state names).
    public static func perState<T: OptionValue>(
        _ name: String, key: String?, _ path: WritableKeyPath<Root, PerState<T>> & Sendable,
        help: String, placeholder: String? = nil, takesDashValues: Bool? = nil
    ) -> Self {
        let text: TextReader = { text in
            let (state, value) = try OptionText.stateValue(text) { try T(optionText: $0) }
            return { root, _ in root[keyPath: path][state] = value }
        }
        return ControlOption(name, key: key, help: helpText(help, for: T.self),
                             placeholder: "[state=]" + (placeholder ?? T.placeholder), form: .perState,
                             takesDashValues: takesDashValues ?? T.mayBeginWithDash,
                             text: text, spec: reader(key, path))
    }

    /// An image per control state: a PNG or SVG path (`[STATE=]PATH`), read when applied.
    public static func perStateImage(
        _ name: String, key: String?, _ path: WritableKeyPath<Root, PerState<ControlImage>> & Sendable, help: String
    ) -> Self {
        let text: TextReader = { text in
            let (state, file) = try OptionText.stateValue(text) { $0 }
            return { root, _ in root[keyPath: path][state] = try ControlImage.load(path: file) }
        }
        return ControlOption(name, key: key, help: help, placeholder: "[state=]png", form: .perState,
                             text: text, spec: reader(key, path))
    }

    /// One image: a PNG or SVG path, read when applied.
    public static func image(
        _ name: String, key: String?, _ path: WritableKeyPath<Root, ControlImage?> & Sendable, help: String
    ) -> Self {
        let text: TextReader = { file in { root, _ in root[keyPath: path] = try ControlImage.load(path: file) } }
        return ControlOption(name, key: key, help: help, placeholder: "png", form: .value,
                             text: text, spec: reader(key, path))
    }

    /// Repeatable: every value given is added to the list at `path`.
    public static func list<T: OptionValue>(
        _ name: String, key: String?, _ path: WritableKeyPath<Root, [T]> & Sendable, help: String,
        placeholder: String? = nil
    ) -> Self {
        let text: TextReader = { text in
            let value = try T(optionText: text)
            return { root, _ in root[keyPath: path].append(value) }
        }
        return ControlOption(name, key: key, help: helpText(help, for: T.self),
                             placeholder: placeholder ?? T.placeholder, form: .list, choices: T.choices,
                             takesDashValues: T.mayBeginWithDash, text: text, spec: reader(key, path))
    }

    /// A switch that is off unless given.
    public static func flag(_ name: String, key: String?, _ path: WritableKeyPath<Root, Bool> & Sendable,
                            help: String) -> Self {
        let text: TextReader = { _ in { root, _ in root[keyPath: path] = true } }
        return ControlOption(name, key: key, help: help, placeholder: "", form: .flag, text: text,
                             spec: reader(key, path))
    }

    /// A switch given on (`name`) or off (`no-name`).
    public static func toggle(_ name: String, key: String?, _ path: WritableKeyPath<Root, Bool> & Sendable,
                              help: String) -> Self {
        let text: TextReader = { text in
            let on = text == "true"
            return { root, _ in root[keyPath: path] = on }
        }
        return ControlOption(name, key: key, help: help, placeholder: "", form: .invertibleFlag, text: text,
                             spec: reader(key, path))
    }

    /// A switch given on (`name`) or off (`no-name`), nil (the control's default) unless given.
    public static func toggle(_ name: String, key: String?, _ path: WritableKeyPath<Root, Bool?> & Sendable,
                              help: String) -> Self {
        let text: TextReader = { text in
            let on = text == "true"
            return { root, _ in root[keyPath: path] = on }
        }
        return ControlOption(name, key: key, help: help, placeholder: "", form: .invertibleFlag, text: text,
                             spec: reader(key, path))
    }

    /// Cap insets (`capInsets`) or a resizing mode (else) given to every image at `images`, the
    /// spec's too, after the images are set: the option that makes a control's artwork
    /// nine-sliced. Declare it after the image options it changes.
    public static func resizing(
        _ name: String, images: [WritableKeyPath<Root, PerState<ControlImage>> & Sendable], help: String,
        capInsets: Bool
    ) -> Self {
        resizing(name, help: help, capInsets: capInsets) { root, resize in
            for path in images { root[keyPath: path] = try root[keyPath: path].map(resize) }
        }
    }

    /// The same for a control whose images are single (one each, not per state).
    public static func resizing(
        _ name: String, singleImages: [WritableKeyPath<Root, ControlImage?> & Sendable], help: String,
        capInsets: Bool
    ) -> Self {
        resizing(name, help: help, capInsets: capInsets) { root, resize in
            for path in singleImages { root[keyPath: path] = try root[keyPath: path].map(resize) }
        }
    }

    /// A cap-insets or resizing-mode option that `each` applies to every image of a root.
    private static func resizing(
        _ name: String, help: String, capInsets: Bool,
        each: @escaping @Sendable (inout Root, (ControlImage) throws -> ControlImage) throws -> Void
    ) -> Self {
        let apply: @Sendable (inout Root, EdgeInsets?, NineSlice.Mode?) throws -> Void = { root, insets, mode in
            try each(&root) { image in
                try image.resizable(capInsets: insets ?? image.capInsets, resizingMode: mode ?? image.resizingMode)
            }
        }
        if capInsets {
            let text: TextReader = { text in
                let insets = try EdgeInsets(optionText: text)
                return { root, _ in try apply(&root, insets, nil) }
            }
            return ControlOption(name, key: nil, help: help, placeholder: EdgeInsets.placeholder, form: .value,
                                 takesDashValues: true, text: text, spec: nil)
        }
        let text: TextReader = { text in
            let mode = try NineSlice.Mode(optionText: text)
            return { root, _ in try apply(&root, nil, mode) }
        }
        return ControlOption(name, key: nil, help: help, placeholder: NineSlice.Mode.placeholder, form: .value,
                             choices: NineSlice.Mode.choices, text: text, spec: nil)
    }

    /// Reads `key` of a spec into the value at `path`, when the option has a key.
    static func reader<T: SpecDecodable & Sendable>(_ key: String?, _ path: WritableKeyPath<Root, T> & Sendable) -> SpecReader? {
        guard let key else { return nil }
        return { spec, root in try spec.read(key, into: &root[keyPath: path]) }
    }

    static func reader<T: SpecDecodable & Sendable>(_ key: String?, _ path: WritableKeyPath<Root, T?> & Sendable) -> SpecReader? {
        guard let key else { return nil }
        return { spec, root in try spec.read(key, into: &root[keyPath: path]) }
    }

    static func reader<T: SpecDecodable & Sendable>(_ key: String?,
                                         _ path: WritableKeyPath<Root, PerState<T>> & Sendable) -> SpecReader? {
        guard let key else { return nil }
        return { spec, root in try spec.read(key, into: &root[keyPath: path]) }
    }

    /// The help of a value of type `T`: a colour's names the forms it takes.
    static func helpText<T>(_ help: String, for type: T.Type) -> String {
        T.self == Color.self ? "\(help) Colour: \(Color.textForms)." : help
    }
}

/// `value`, or the reason `check` gives for refusing it as an `OptionTextError`.
private func checked<T>(_ value: T, _ check: ((T) -> String?)?) throws -> T {
    if let reason = check?(value) { throw OptionTextError(reason) }
    return value
}

/// `value`, or the reason `check` gives for refusing it as the spec's error at `v`.
private func checked<T>(_ value: T, _ check: ((T) -> String?)?, at v: SpecValue) throws -> T {
    if let reason = check?(value) { throw v.error(reason) }
    return value
}
