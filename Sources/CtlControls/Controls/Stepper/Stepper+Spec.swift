import CtlRaster

extension Stepper {
    /// Reads `value`, `minimumValue`, `maximumValue`, `stepValue`, `wraps`, `pressed` ("minus",
    /// "plus"), `incrementImage`, `decrementImage`, `backgroundImage` (each an image or an
    /// object by state) and `dividerImage` (an image, or an object keyed "LEFT/RIGHT" half
    /// states such as "highlighted/normal").
    public init(spec: SpecObject) throws {
        self.init()
        try spec.read("value", into: &value)
        try spec.read("minimumValue", into: &minimumValue)
        try spec.read("maximumValue", into: &maximumValue)
        try spec.read("stepValue", into: &stepValue)
        try spec.read("wraps", into: &wraps)
        try spec.read("pressed", into: &pressed)
        try spec.read("incrementImage", into: &incrementImage)
        try spec.read("decrementImage", into: &decrementImage)
        try spec.read("backgroundImage", into: &backgroundImage)
        if let v = spec.value("dividerImage") { dividerImages = try Self.dividers(v) }
    }

    /// One image (for every pair) or images keyed "LEFT/RIGHT".
    static func dividers(_ v: SpecValue) throws -> [DividerKey: ControlImage] {
        guard let fields = v.raw as? [String: Any], fields.keys.allSatisfy({ DividerKey(name: $0) != nil }),
              !fields.isEmpty else {
            return [DividerKey(left: .normal, right: .normal): try ControlImage(spec: v)]
        }
        let o = try v.object()
        var out: [DividerKey: ControlImage] = [:]
        for name in fields.keys.sorted() { out[DividerKey(name: name)!] = try o.decode(name, as: ControlImage.self) }
        return out
    }
}

extension Stepper.DividerKey {
    /// "LEFT/RIGHT" state names, e.g. "highlighted/normal"; nil for anything else.
    public init?(name: String) {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let l = ControlState(name: String(parts[0])), let r = ControlState(name: String(parts[1]))
        else { return nil }
        self.init(left: l, right: r)
    }
}
