import CtlControls
import CtlJSON
import CtlRaster
import CtlSVG

/// Reads an asset's appearances: `"appearances": ["any", "dark", "high-contrast",
/// "dark-high-contrast"]` (default: any, the light image alone), and what differs in the others
/// (`"dark"`, `"highContrast"`, `"darkHighContrast"`): for an SVG asset a file of its own
/// (`"dark": "icon-dark.svg"`), for a control written inline some of its keys
/// (`"dark": {"tint": "#ff9f0a"}`).
///
/// Without `"appearances"`, an asset is drawn in any and in each appearance it has such a key
/// for. With it, each key must be of an appearance listed. An appearance without one draws the
/// asset's SVG in that appearance (its `@media (prefers-color-scheme: …)` and
/// `(prefers-contrast: …)` rules), or the control in its colours there; dark with high contrast
/// falls back to the dark key first.
enum AppearanceReader {
    /// The keys of what differs in one appearance: an SVG's file, a control's keys.
    static let variantKeys: [(key: String, appearance: Appearance)] = [
        ("dark", .dark), ("highContrast", .lightHighContrast), ("darkHighContrast", .darkHighContrast),
    ]

    /// Every key this reader reads: what the digest of one appearance's images leaves out, as
    /// the other appearances' business.
    static let keys = ["appearances"] + variantKeys.map(\.key)

    /// The key of what `appearance`'s images are drawn from among `present` keys: its own, or
    /// for dark with high contrast the dark one; nil when they are drawn from the asset alone.
    static func variantKey(for appearance: Appearance, present: (String) -> Bool) -> String? {
        let own = variantKeys.first { $0.appearance == appearance }?.key
        if let own, present(own) { return own }
        if appearance == .darkHighContrast, present("dark") { return "dark" }
        return nil
    }

    /// The appearances of the asset, in `Appearance.allCases` order.
    /// `specFile`: the control of a `"spec"` asset, whose own appearance "appearances" must not
    /// contradict.
    static func read(_ object: SpecObject, source: Asset.Source, spec specFile: ControlSpec?,
                     fail: (String, JSONPosition?) -> AssetError) throws -> [Appearance] {
        // Known keys, for the list and the "did you mean" of an unknown one.
        object.markRead(keys)
        let variants = variantKeys.filter { object.has($0.key) }
        if let first = variants.first, case .scene = source {
            throw fail("key \"\(first.key)\": a scene is drawn the same in every appearance; \"\(first.key)\" is "
                + "for an SVG (its file) or a control (its keys)", object.value(first.key)?.node.position)
        }
        let given = object.value("appearances")
        var appearances = Appearance.allCases.filter { a in a == .light || variants.contains { $0.appearance == a } }
        if let given {
            appearances = try list(given, fail: fail)
            for file in variants where !appearances.contains(file.appearance) {
                throw fail("key \"\(file.key)\": is for the \(file.appearance.name) images, but \"appearances\" "
                    + "leaves out \"\(file.appearance.name)\": add it, or remove \"\(file.key)\"",
                    object.value(file.key)?.node.position)
            }
        }
        guard appearances != [.light] else { return appearances }
        // Where the appearances were given: the list, else the first key that implies one.
        let place = (given ?? variants.first.flatMap { object.value($0.key) })?.node.position
        let key = given != nil ? "appearances" : variants[0].key
        // One entry gives the appearances of its images once: "appearances" (or a "dark" key)
        // draws each image in several, "appearance"/"contrast" one image in one.
        if let single = ["appearance", "contrast"].first(where: object.has) {
            throw fail("conflicting appearances: \"\(single)\" draws one image in one appearance, \""
                + key + "\" each image in several; give one of them",
                object.value(single)?.node.position)
        }
        if let specFile, specFile.options.appearance != .light {
            throw fail("conflicting appearances: the spec file draws in the \(specFile.options.appearance.name) "
                + "appearance (its \"appearance\"/\"contrast\"), \"appearances\" in several; remove them from the "
                + "spec or give one image", place)
        }
        switch source {
        case .scene:
            throw fail("key \"\(key)\": a scene is drawn the same in every appearance; appearances are for a "
                + "control or an SVG", place)
        case .control(let spec):
            if let other = appearances.first(where: { !spec.options.look.supports($0) }) {
                throw fail("key \"\(key)\": \"\(other.name)\": \(LookError.classicIsLight)",
                           object.value("look")?.node.position ?? place)
            }
        case .svg:
            break
        }
        return appearances
    }

    /// `"appearances"`: a list of distinct appearance names holding "any" (the image every
    /// appearance without its own falls back to).
    static func list(_ v: SpecValue, fail: (String, JSONPosition?) -> AssetError) throws -> [Appearance] {
        let names = Appearance.allCases.map(\.name)
        let help = names.map { "\"\($0)\"" }.joined(separator: ", ")
        guard let items = v.node.arrayValue else {
            throw fail("key \"appearances\": must be a list of appearances (\(help)), e.g. [\"any\", \"dark\"], "
                + "not \(v.summary)", v.node.position)
        }
        guard !items.isEmpty else {
            throw fail("key \"appearances\": is empty: list the appearances to draw (\(help)), e.g. [\"any\", \"dark\"]",
                       v.node.position)
        }
        var found: [Appearance] = []
        for item in items {
            guard let name = item.stringValue, let appearance = Appearance(name: name) else {
                let hint = item.stringValue.map { NearestName.hint(for: $0, among: names) } ?? ""
                throw fail("key \"appearances\": \(SpecValue(node: item, source: v.source, key: nil, baseDirectory: "").summary) "
                    + "is not an appearance\(hint) (use \(help))", item.position)
            }
            guard !found.contains(appearance) else {
                throw fail("key \"appearances\": \"\(name)\" is listed twice"
                    + (name == "light" || (name == "any" && items.contains { $0.stringValue == "light" })
                        ? " (\"light\" is \"any\")" : ""), item.position)
            }
            found.append(appearance)
        }
        guard found.contains(.light) else {
            throw fail("key \"appearances\": must hold \"any\", the image an appearance without its own shows "
                + "(as an asset catalog's Any)", v.node.position)
        }
        return Appearance.allCases.filter(found.contains)
    }

    /// For an SVG asset, the artwork of each appearance but light: the file its key names, or
    /// the asset's own SVG read in that appearance. Each file is read as the asset's SVG is,
    /// its images from the manifest's folder and below.
    static func artworks(_ object: SpecObject, source: Asset.Source, appearances: [Appearance],
                         fail: (String, JSONPosition?) -> AssetError) throws -> [Appearance: SVGArtwork] {
        guard case .svg(let light, _) = source else { return [:] }
        var artworks: [Appearance: SVGArtwork] = [:]
        for appearance in appearances where appearance != .light {
            guard let key = variantKey(for: appearance, present: object.has), let v = object.value(key) else {
                artworks[appearance] = try light.reading(in: appearance, fail: fail)
                continue
            }
            guard v.stringValue != nil else {
                throw fail("key \"\(key)\": for an SVG, the file of its \(appearance.name) images, not \(v.summary)",
                           v.node.position)
            }
            do {
                artworks[appearance] = try SVGArtwork(path: v.resolvePath(try v.string()),
                                                      allowedFolder: v.baseDirectory.isEmpty ? "." : v.baseDirectory,
                                                      appearance: appearance)
            } catch let error as SpecError {
                throw error
            } catch {
                throw fail("key \"\(key)\": \(error)", v.node.position)
            }
        }
        return artworks
    }
}

extension AppearanceReader {
    /// Keys a control's appearance may not change: what is drawn, its size and layout, and
    /// the asset's own keys (one image set holds one size of one thing).
    static let fixedKeys = ["control", "look", "appearance", "contrast", "state", "scale", "size", "layoutDirection",
                            "direction"] + AssetReader.assetKeys

    /// For a control written inline, its spec in each appearance with keys of its own
    /// (`"dark": {"tint": "#ff9f0a"}`): the asset's keys with those replaced.
    static func controlSpecs(_ object: SpecObject, source: Asset.Source, isSpecFile: Bool, appearances: [Appearance],
                             fail: (String, JSONPosition?) -> AssetError) throws -> [Appearance: ControlSpec] {
        guard case .control = source else { return [:] }
        var specs: [Appearance: ControlSpec] = [:]
        for appearance in appearances where appearance != .light {
            guard let key = variantKey(for: appearance, present: object.has), let v = object.value(key) else { continue }
            guard let overrides = v.node.objectValue else {
                throw fail("key \"\(key)\": for a control, an object of its keys in the \(appearance.name) appearance "
                    + "(e.g. {\"tint\": \"#ff9f0a\"}), not \(v.summary)", v.node.position)
            }
            if isSpecFile {
                throw fail("key \"\(key)\": a control's keys per appearance need the control written inline, not "
                    + "in a spec file", v.node.position)
            }
            if let fixed = overrides.first(where: { fixedKeys.contains($0.key) }) {
                throw fail("key \"\(key).\(fixed.key)\": an appearance changes colours and titles, not \"\(fixed.key)\"",
                           fixed.keyPosition)
            }
            var merged = JSONMembers()
            for member in object.members where !keys.contains(member.key) && overrides[member.key] == nil {
                _ = merged.insert(member)
            }
            for member in overrides { _ = merged.insert(member) }
            let mergedObject = try SpecValue(node: JSONNode(.object(merged), at: v.node.position), source: v.source,
                                             key: nil, baseDirectory: v.baseDirectory).object()
            do {
                specs[appearance] = try ControlSpec.decode(mergedObject, readsTextDirection: false)
                // Every other key was checked on the asset: what is left unread is the override's typo.
                mergedObject.markRead(object.members.keys)
                try mergedObject.checkUnknownKeys(in: "\"\(key)\"")
            } catch var error as SpecError {
                // A key of the override is named as one: `dark.tint`.
                if let k = error.key, let root = k.split(separator: ".").first, overrides[String(root)] != nil {
                    error.key = "\(key).\(k)"
                }
                throw error
            }
        }
        return specs
    }
}

extension SVGArtwork {
    /// The same SVG read in `appearance`.
    fileprivate func reading(in appearance: Appearance, fail: (String, JSONPosition?) -> AssetError) throws -> SVGArtwork {
        do {
            return try SVGArtwork(data: data, file: file, resourcesFolder: resourcesFolder, allowedFolder: allowedFolder,
                                  appearance: appearance)
        } catch {
            throw fail("\(error)", nil)
        }
    }
}
