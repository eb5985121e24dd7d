/// An item's index (a selected segment, a selected tab): a whole number from 0, or "none"
/// or a negative number for none.
extension ControlOption {
    /// An index stored at `path`, nil for none; a spec gives the same forms (a number or "none").
    public static func index(
        _ name: String, aliases: [String] = [], key: String?, _ path: WritableKeyPath<Root, Int?> & Sendable,
        help: String
    ) -> Self {
        let text: TextReader = { text in
            let index = try ItemIndex.read(text)
            return { root, _ in root[keyPath: path] = index }
        }
        let spec: SpecReader = { spec, root in
            guard let key, let v = spec.value(key) else { return }
            root[keyPath: path] = try ItemIndex.read(v)
        }
        return ControlOption(name, aliases: aliases, key: key, help: help, placeholder: "i", form: .value,
                             takesDashValues: true, text: text, spec: key == nil ? nil : spec)
    }
}

/// The forms of an item's index (`ControlOption.index`).
enum ItemIndex {
    /// `2`, `none`, `-1`: the index, nil for none.
    static func read(_ text: String) throws -> Int? {
        if text == "none" { return nil }
        guard let n = Int(text.trimmingWhitespace()) else {
            throw OptionTextError("not an index: give a whole number from 0, or none")
        }
        return n >= 0 ? n : nil
    }

    /// A number from 0, or `"none"` or a negative number for none.
    static func read(_ v: SpecValue) throws -> Int? {
        if let s = v.stringValue, s == "none" { return nil }
        let index = try Int(spec: v)
        return index >= 0 ? index : nil
    }
}
