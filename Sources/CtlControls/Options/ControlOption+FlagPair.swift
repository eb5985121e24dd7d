extension ControlOption {
    /// Two flags that set one switch, `on` to true and `off` to false (`--on`, `--off`), refused
    /// together; the spec's `key` is read by the first. Declare both, in this order.
    public static func flagPair(_ on: String, _ off: String, key: String?, _ path: WritableKeyPath<Root, Bool> & Sendable,
                                help: (on: String, off: String)) -> [Self] {
        func flag(_ name: String, _ value: Bool, other: String, key: String?, help: String) -> Self {
            let set: Setter = { root, context in
                if context.given.contains(other) { throw OptionConflictError([on, off], rule: .notTogether) }
                root[keyPath: path] = value
            }
            return ControlOption(name, key: key, help: help, placeholder: "", form: .flag, text: { _ in set },
                                 spec: reader(key, path))
        }
        return [flag(on, true, other: off, key: key, help: help.on), flag(off, false, other: on, key: nil, help: help.off)]
    }
}
