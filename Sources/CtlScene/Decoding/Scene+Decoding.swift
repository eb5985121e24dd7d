import CtlRaster

extension Scene {
    static let keys = ["name", "width", "height", "background", "ops", "note", "generator"]

    /// Decodes one scene object; `location` names the file and, in a collection, the
    /// scene's index (replaced by its name as soon as the name is read). A `restore`
    /// without a matching `save` is an error; saves left open are popped at the end.
    init(decoding value: JSONValue, context: SceneDecodingContext) throws {
        let object = try value.object("a scene object")
        var location = value.location
        let name = try Scene.name(object.required("name"))
        location.scene = .name(name)
        location.key = nil
        let scene = JSONObject(members: object.members, location: location)
        try scene.checkKeys(allowed: Scene.keys, in: "a scene")

        let limit = Pixmap.maxDimension
        let width = try scene.required("width").integer(in: 1...limit, "an integer from 1 to \(limit)")
        let heightValue = try scene.required("height")
        let height = try heightValue.integer(in: 1...limit, "an integer from 1 to \(limit)")
        do {
            try Pixmap.validate(width: width, height: height)
        } catch {
            throw heightValue.error("\(error)")
        }
        let background = try scene.nullable("background").map(ColorDecoder.decode)

        let opsValue = try scene.required("ops")
        var ops: [SceneOp] = []
        var depth = 0
        for (index, item) in try opsValue.array("an array of ops").enumerated() {
            var opLocation = location
            opLocation.op = index
            let opValue = JSONValue(node: item.node, location: opLocation)
            let op = try OpDecoder.decode(opValue, context: context)
            switch op {
            case .save: depth += 1
            case .restore:
                guard depth > 0 else {
                    throw SceneError.invalidValue(opValue.location.appending(key: "op"),
                                                  message: "\"restore\" without a matching \"save\" before it")
                }
                depth -= 1
            default: break
            }
            ops.append(op)
        }
        self.init(name: name, width: width, height: height, background: background, ops: ops)
    }

    /// A non-empty name that can be a file name: no `/`, no control characters, not `.` or `..`.
    static func name(_ value: JSONValue) throws -> String {
        let name = try value.string("a non-empty string")
        guard !name.isEmpty else { throw value.error("must not be empty") }
        guard name != ".", name != "..", !name.contains("/"),
              !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            throw value.error("\"\(name)\" cannot be a file name (no \"/\", no control characters, not . or ..)")
        }
        return name
    }
}
