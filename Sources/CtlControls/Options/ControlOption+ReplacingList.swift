/// A repeatable option whose values replace a list (a tab bar's items): the first value given
/// empties the default or the spec's list, and each value adds one element.
extension ControlOption {
    /// The list at `path`, replaced by the values given; `element` reads one value when it is
    /// applied (so that an image is read then). A spec gives the whole list under `key`, checked
    /// by `check` (why a list is refused, or nil).
    public static func replacingList<Element: SpecDecodable & Sendable>(
        _ name: String, key: String?, _ path: WritableKeyPath<Root, [Element]> & Sendable, help: String,
        placeholder: String, takesDashValues: Bool = false,
        element: @escaping @Sendable (String) throws -> Element,
        check: (@Sendable ([Element]) -> String?)? = nil
    ) -> Self {
        let text: TextReader = { text in
            { root, context in
                if context.valueIndex == 0 { root[keyPath: path] = [] }
                root[keyPath: path].append(try element(text))
            }
        }
        let spec: SpecReader = { spec, root in
            guard let key, let v = spec.value(key) else { return }
            let list = try [Element](spec: v)
            if let reason = check?(list) { throw v.error(reason) }
            root[keyPath: path] = list
        }
        return ControlOption(name, key: key, help: help, placeholder: placeholder, form: .list,
                             takesDashValues: takesDashValues, text: text, spec: key == nil ? nil : spec)
    }
}
