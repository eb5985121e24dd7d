extension SceneFile {
    /// The root object as one scene, or as a collection (it has `scenes`, `format`,
    /// `version` or `conventions`) whose header is checked and whose scenes are each
    /// decoded on their own; a name used twice fails the later scene.
    static func decodeEntries(_ root: JSONValue, context: SceneDecodingContext) throws -> [Entry] {
        let object = try root.object("a JSON object: one scene, or a collection with \"scenes\"")
        let isCollection = ["scenes", "format", "version", "conventions"].contains(where: object.has)
        guard isCollection else { return [entry(root, index: 0, context: context)] }

        try object.checkKeys(allowed: collectionKeys, in: "a scene collection")
        if let format = object.optional("format") {
            let name = try format.string()
            guard name == collectionFormat else {
                throw format.error("unknown format \"\(name)\" (this reads \"\(collectionFormat)\")")
            }
        }
        if let version = object.optional("version") {
            let number = try version.number("a version number")
            guard supportedVersions.contains(where: { Double($0) == number }) else {
                throw version.error("version \(JSONValue.format(number)) is not supported (this reads "
                    + supportedVersions.map(String.init).joined(separator: ", ") + ")")
            }
        }
        let list = try object.required("scenes").array("an array of scene objects")
        guard !list.isEmpty else { throw try object.required("scenes").error("a collection needs at least one scene") }

        var entries: [Entry] = []
        var firstIndex: [String: Int] = [:]
        for (index, item) in list.enumerated() {
            let location = SceneLocation(source: root.location.source, scene: .index(index))
            var entry = entry(JSONValue(node: item.node, location: location), index: index, context: context)
            if let name = entry.name {
                if let earlier = firstIndex[name] {
                    var at = location.appending(key: "name")
                    at.textPosition = item.node.objectValue?["name"]?.position
                    let error = SceneError.invalidValue(at,
                        message: "duplicate scene name \"\(name)\" (scene \(earlier) has it too)")
                    entry = Entry(index: index, name: name, result: .failure(error))
                } else {
                    firstIndex[name] = index
                }
            }
            entries.append(entry)
        }
        return entries
    }

    /// Decodes one scene, keeping its name when only the rest fails.
    static func entry(_ value: JSONValue, index: Int, context: SceneDecodingContext) -> Entry {
        let name = value.node.objectValue?["name"].flatMap {
            try? Scene.name(JSONValue(node: $0, location: value.location))
        }
        do {
            return Entry(index: index, name: name, result: .success(try Scene(decoding: value, context: context)))
        } catch let error as SceneError {
            return Entry(index: index, name: name, result: .failure(error))
        } catch {
            return Entry(index: index, name: name, result: .failure(.invalidValue(value.location, message: "\(error)")))
        }
    }
}
