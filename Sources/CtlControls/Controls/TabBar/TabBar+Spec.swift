import CtlRaster

extension TabBar.Item: SpecDecodable {
    /// A symbol's name (`"star"`, `"clock"`, `"person"`, `"magnifier"`, `"more"`), or an image
    /// (a PNG path or an image object) used as a mask.
    public init(spec: SpecValue) throws {
        if let name = spec.stringValue, let symbol = TabBar.Symbol(rawValue: name) {
            self = .symbol(symbol)
        } else {
            self = .image(try ControlImage(spec: spec))
        }
    }
}
