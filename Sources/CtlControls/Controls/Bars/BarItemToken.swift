import CtlRaster

extension BarButtonItem {
    /// An item from its short form, as the command line and the specs write it:
    /// `text:T` (bordered), `plain:T`, `done:T`, `back:T`, `system:NAME`, `image:NAME|PNG`
    /// (a built-in mask, else a PNG path read by `loadImage`).
    ///
    /// - Throws: `ControlError` for an unknown kind or system item, or `loadImage`'s error.
    public init(token: String, loadImage: (String) throws -> ControlImage) throws {
        guard let colon = token.firstIndex(of: ":") else {
            throw ControlError("bar-button-item", "\"\(token)\" is not an item: use text:T, plain:T, done:T, back:T, "
                               + "system:NAME or image:NAME|PNG")
        }
        let kind = String(token[..<colon]), value = String(token[token.index(after: colon)...])
        self.init()
        switch kind {
        case "text": content = .title(value)
        case "plain": content = .title(value); style = .plain
        case "done": content = .title(value); style = .done
        case "back": content = .title(value); isBackButton = true
        case "system":
            guard let item = BarSystemItem(rawValue: value) else {
                throw ControlError("bar-button-item", "\"\(value)\" is not a system item: use "
                                   + BarSystemItem.allCases.map(\.rawValue).joined(separator: ", "))
            }
            content = .system(item)
            style = .plain
        case "image":
            guard !value.isEmpty else { throw ControlError("bar-button-item", "image: needs a name or a PNG path") }
            content = try BarArt(rawValue: value).map(Content.art) ?? .image(loadImage(value))
            style = .plain
        default:
            throw ControlError("bar-button-item", "\"\(kind)\" is not an item kind: use text, plain, done, back, "
                               + "system or image")
        }
    }

    /// An item from a spec value: a short form (`"back:Back"`) or an object of the
    /// bar-button-item keys.
    public init(itemSpec v: SpecValue) throws {
        if let token = v.stringValue {
            do {
                try self.init(token: token) { path in try ControlImage(spec: v.member("image", path)) }
            } catch let error as ControlError {
                throw v.error(error.message)
            }
        } else {
            let o = try v.object()
            try self.init(spec: o)
            try o.checkUnknownKeys(in: "a bar button item")
        }
    }
}
