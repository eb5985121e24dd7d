extension ControlOption {
    /// Divider images (`[LEFT/RIGHT=]PNG`, repeatable): an image for a pair of segment states
    /// (`selected/normal=d.png`), or for every pair when no states are given; read when applied.
    /// A spec gives an image, or an object keyed "LEFT/RIGHT".
    public static func dividerImages(_ name: String, key: String?, _ path: WritableKeyPath<Root, DividerImages> & Sendable,
                                     help: String) -> Self {
        let text: TextReader = { text in
            var pair = DividerKey(left: .normal, right: .normal), file = text
            if let eq = text.firstIndex(of: "="), let named = DividerKey(name: String(text[..<eq])) {
                pair = named
                file = String(text[text.index(after: eq)...])
            }
            guard !file.isEmpty else { throw OptionTextError("no PNG given") }
            return { [pair, file] root, _ in root[keyPath: path][pair] = try ControlImage.load(path: file) }
        }
        return ControlOption(name, key: key, help: help, placeholder: "[left/right=]png", form: .list, text: text,
                             spec: reader(key, path))
    }
}
