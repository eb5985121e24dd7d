import CtlJSON
import CtlRaster

extension OpEffects {
    /// The keys of the effects, which every drawing op accepts.
    static let keys = ["alpha", "blend", "shadow"]

    /// `"alpha": 0…1`, `"blend": NAME`, `"shadow": {"dx", "dy", "blur", "color"}`, each optional.
    init(decoding object: JSONObject) throws {
        self.init()
        if let value = object.optional("alpha") {
            alpha = try value.number(in: 0...1, "an opacity from 0 to 1")
        }
        if let value = object.optional("blend") {
            blendMode = try OpEffects.blendMode(value)
        }
        if let value = object.optional("shadow") {
            shadow = try OpEffects.shadow(value)
        }
    }

    /// A name of `BlendMode(name:)`: the CSS/canvas names and Skia's short ones.
    static func blendMode(_ value: JSONValue) throws -> BlendMode {
        let name = try value.string("a blend mode name such as \"multiply\"")
        guard let mode = BlendMode(name: name) else {
            let names = BlendMode.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            let hint = NearestName.hint(for: name, among: BlendMode.allCases.map(\.rawValue))
            throw value.error("unknown blend mode \"\(name)\"\(hint) (known: \(names))")
        }
        return mode
    }

    /// `{"dx": X, "dy": Y, "blur": B, "color": C}`: offsets default to 0, blur (≥ 0, the
    /// Gaussian's standard deviation × 2, as CSS) to 0; the colour is required.
    static func shadow(_ value: JSONValue) throws -> Shadow {
        let object = try value.object("a shadow object {\"dx\", \"dy\", \"blur\", \"color\"}")
        try object.checkKeys(allowed: ["dx", "dy", "blur", "color"], in: "a shadow")
        let dx = try object.optional("dx")?.number() ?? 0
        let dy = try object.optional("dy")?.number() ?? 0
        let blur = try object.optional("blur")?.number(in: 0...Double.greatestFiniteMagnitude, "a number ≥ 0") ?? 0
        let color = try ColorDecoder.decode(object.required("color"))
        return Shadow(offset: Point(dx, dy), blur: blur, color: color)
    }
}
