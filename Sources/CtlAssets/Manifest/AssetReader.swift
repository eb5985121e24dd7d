import CtlControls
import CtlJSON
import CtlRaster
import CtlScene
import CtlSVG
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads one asset of a manifest.
enum AssetReader {
    /// The asset keys besides the control's own.
    static let assetKeys = ["name", "spec", "scene", "sceneName", "svg", "states", "scales", "resizable", "template",
                            "renderAs", "direction", "directions"] + AppearanceReader.keys

    static func read(_ value: SpecValue, index: Int, manifest: String, toolVersion: String) throws -> Asset {
        let object = try value.object()
        var name: String?
        /// An error at the asset (its `{`), unless a value of it is at fault.
        func fail(_ message: String, at position: JSONPosition? = nil) -> AssetError {
            .asset(manifest: manifest, index: index, name: name, position: position ?? value.node.position, message: message)
        }
        do {
            guard let n = try object.decode("name", as: String.self) else { throw fail("an asset needs a \"name\"") }
            guard isFileSafe(n) else {
                throw fail("the name \"\(n)\" must be letters, digits, \"-\", \"_\" or \".\" (it names files)")
            }
            name = n
            let source = try readSource(object, fail: fail)
            // A spec file's own appearance, which "appearances" would contradict.
            var specFile: ControlSpec?
            if case .control(let spec) = source, object.has("spec") { specFile = spec }
            var allStates: [ControlState] = [.normal], single: String? = "a scene"
            if case .control(let spec) = source { (allStates, single) = (spec.kind.states, nil) }
            if case .svg = source { single = "an SVG" }
            let states = try readStates(object.value("states"), all: allStates, single: single, fail: fail)
            var scales = [1.0, 2.0, 3.0]
            try object.read("scales", into: &scales)
            guard !scales.isEmpty, scales.allSatisfy({ $0 > 0 && $0 <= RenderOptions.maxScale }),
                  Set(scales).count == scales.count else {
                throw fail("\"scales\" must be distinct numbers greater than 0 and at most 16, e.g. [1, 2, 3]",
                           at: object.value("scales")?.node.position)
            }
            let resizing = try readResizing(object.value("resizable"), source: source, fail: fail)
            if let problem = resizing?.problem(for: source) {
                throw fail("key \"resizable\": \(problem)", at: object.value("resizable")?.node.position)
            }
            let renderAs = try readRenderAs(object, fail: fail)
            let direction = try readDirection(object, source: source, fail: fail)
            let appearances = try AppearanceReader.read(object, source: source, spec: specFile, fail: fail)
            try object.checkUnknownKeys(in: "an asset")
            let artworks = try AppearanceReader.artworks(object, source: source, appearances: appearances, fail: fail)
            let specs = try AppearanceReader.controlSpecs(object, source: source, isSpecFile: specFile != nil,
                                                          appearances: appearances, fail: fail)
            let digest = Digest.of(asset: value, toolVersion: toolVersion)
            var asset = Asset(name: n, source: source, states: states, scales: scales.sorted(), resizing: resizing,
                              renderAs: renderAs, direction: direction, inputsDigest: digest)
            asset.appearances = appearances
            asset.artworks = artworks
            asset.specs = specs
            for appearance in appearances {
                asset.imageDigests[appearance] = Digest.of(asset: value, toolVersion: toolVersion, appearance: appearance)
            }
            return asset
        } catch let error as AssetError {
            throw error
        } catch let error as SpecError where error.source == manifest {
            // The key relative to the asset: `title`, not `assets[3].title`.
            let prefix = "assets[\(index)]"
            var key = error.key ?? prefix
            if key.hasPrefix(prefix + ".") { key.removeFirst(prefix.count + 1) }
            throw fail(key == prefix ? error.message : "key \"\(key)\": \(error.message)", at: error.position)
        } catch {
            throw fail("\(error)")
        }
    }

    /// The control (inline keys or a spec file), the scene or the SVG.
    static func readSource(_ object: SpecObject, fail: (String, JSONPosition?) -> AssetError) throws -> Asset.Source {
        let given = ["control", "spec", "scene", "svg"].filter { object.has($0) }
        guard given.count == 1 else {
            throw fail(given.isEmpty ? "an asset needs one of \"control\", \"spec\", \"scene\" or \"svg\""
                                     : "an asset takes only one of \(given.map { "\"\($0)\"" }.joined(separator: ", "))", nil)
        }
        switch given[0] {
        case "spec":
            let v = object.value("spec")!
            var spec = try ControlSpec.load(path: v.resolvePath(try v.string()))
            // The asset may restyle the spec: its look, tint, size, background, layout direction.
            try object.read("look", into: &spec.options.look)
            try object.read("tint", into: &spec.options.tint)
            try object.read("size", into: &spec.options.size)
            try object.read("background", into: &spec.options.background)
            try object.read("layoutDirection", into: &spec.options.layoutDirection)
            return .control(spec)
        case "scene":
            let v = object.value("scene")!
            let scenes = try SceneFile.load(path: v.resolvePath(try v.string()))
            if let wanted = try object.decode("sceneName", as: String.self) {
                guard let scene = scenes.first(where: { $0.name == wanted }) else {
                    throw fail("the scene file has no scene \"\(wanted)\" (it has \(scenes.map(\.name).joined(separator: ", ")))",
                               object.value("sceneName")?.node.position)
                }
                return .scene(scene)
            }
            guard scenes.count == 1 else {
                throw fail("the scene file holds \(scenes.count) scenes: choose one with \"sceneName\"", v.node.position)
            }
            return .scene(scenes[0])
        case "svg":
            return try readSVG(object, fail: fail)
        default:
            // An asset's "direction" is its images' (`readDirection`), not its titles'.
            return .control(try ControlSpec.decode(object, readsTextDirection: false))
        }
    }

    /// `"direction": "fixed" | "mirrors"` or `"directions": ["ltr", "rtl"]` (default: fixed).
    /// Drawing both ways needs a control (a scene or an SVG has no layout direction), whose
    /// spec must leave `layoutDirection` to the asset.
    static func readDirection(_ object: SpecObject, source: Asset.Source,
                              fail: (String, JSONPosition?) -> AssetError) throws -> ImageDirection {
        let single = object.value("direction"), both = object.value("directions")
        if let single, both != nil {
            throw fail("give \"direction\" (one image) or \"directions\" (drawn both ways), not both",
                       single.node.position)
        }
        if let single {
            switch single.stringValue {
            case "fixed": return .fixed
            case "mirrors": return .mirrors
            default:
                throw fail("\"direction\" must be \"fixed\" (the default) or \"mirrors\" (one left-to-right image "
                    + "the system mirrors right to left), not \(single.summary); to draw the asset both ways give "
                    + "\"directions\": [\"ltr\", \"rtl\"]", single.node.position)
            }
        }
        guard let both else { return .fixed }
        let names = both.isArray ? try [String](spec: both) : nil
        guard let names, names.count == 2, Set(names) == ["ltr", "rtl"] else {
            let given = names.map { "[" + $0.map { "\"\($0)\"" }.joined(separator: ", ") + "]" } ?? both.summary
            throw fail("\"directions\" must be [\"ltr\", \"rtl\"] (the asset drawn left to right and right to left), "
                + "not \(given)", both.node.position)
        }
        guard case .control(let spec) = source else {
            let what = if case .svg = source { "an SVG" } else { "a scene" }
            throw fail("\(what) has no layout direction to draw both ways: give \"direction\": \"mirrors\" for "
                + "an image the system mirrors", both.node.position)
        }
        if spec.options.layoutDirection != .leftToRight || object.has("layoutDirection") {
            throw fail("\"directions\" draws the control both ways: leave out \"layoutDirection\"",
                       (object.value("layoutDirection") ?? both).node.position)
        }
        return .both
    }

    /// `"svg": PATH` (relative to the manifest) and its `size` in points (default: the SVG's own).
    /// The SVG's images are read from the manifest's folder and below only.
    static func readSVG(_ object: SpecObject, fail: (String, JSONPosition?) -> AssetError) throws -> Asset.Source {
        let v = object.value("svg")!
        let artwork: SVGArtwork
        do {
            // Its images are read from the manifest's folder and below, as the asset itself is named.
            artwork = try SVGArtwork(path: v.resolvePath(try v.string()),
                                     allowedFolder: v.baseDirectory.isEmpty ? "." : v.baseDirectory)
        } catch let error as SpecError {
            throw error
        } catch {
            throw fail("\(error)", v.node.position)
        }
        var size = artwork.size
        try object.read("size", into: &size)
        return .svg(artwork, size: size)
    }

    /// `"renderAs": "default" | "original" | "template"` (default: default), or the older
    /// `"template": true` (template; false is default). Both given must agree.
    static func readRenderAs(_ object: SpecObject, fail: (String, JSONPosition?) -> AssetError) throws -> RenderAs {
        var template: Bool?
        try object.read("template", into: &template)
        guard let given = try object.decode("renderAs", as: RenderAs.self) else {
            return template == true ? .template : .default
        }
        if let template, template != (given == .template) {
            throw fail("\"template\": \(template) contradicts \"renderAs\": \"\(given.rawValue)\" (give only \"renderAs\")",
                       object.value("template")?.node.position)
        }
        return given
    }

    /// "all", one state name, or a list of them; default normal. `single` names a source with
    /// only the normal state ("a scene"), nil for a control.
    static func readStates(_ v: SpecValue?, all: [ControlState], single: String?,
                           fail: (String, JSONPosition?) -> AssetError) throws -> [ControlState] {
        guard let v else { return [.normal] }
        if let s = v.stringValue, s == "all" { return all }
        let states = v.isArray ? try [ControlState](spec: v) : [try ControlState(spec: v)]
        guard !states.isEmpty, Set(states).count == states.count else {
            throw fail("\"states\" must name distinct states, or be \"all\"", v.node.position)
        }
        if let single, states != [.normal] { throw fail("\(single) has only the normal state", v.node.position) }
        return states.sorted()
    }

    /// true (the control's own caps), false, or {"capInsets": …, "resizingMode": …}.
    static func readResizing(_ v: SpecValue?, source: Asset.Source,
                             fail: (String, JSONPosition?) -> AssetError) throws -> Resizing? {
        guard let v else { return nil }
        if v.isNumberOrBool {
            guard try v.bool() else { return nil }
            guard case .control(let spec) = source else {
                let what = if case .svg = source { "an SVG" } else { "a scene" }
                throw fail("\(what) has no caps of its own: give \"resizable\": {\"capInsets\": [top, left, bottom, "
                           + "right]}", v.node.position)
            }
            let environment = ControlEnvironment(look: spec.options.look, tint: spec.options.tint)
            guard let insets = spec.control.capInsets(in: environment) else {
                throw fail("this \(spec.kind.name) has no natural caps: give \"resizable\": {\"capInsets\": [top, "
                           + "left, bottom, right]}",
                           v.node.position)
            }
            return Resizing(capInsets: insets)
        }
        let o = try v.object()
        try o.rejectRenamedKeys(SpecObject.imageKeyRenames)
        guard let insets = try o.decode("capInsets", as: EdgeInsets.self) else {
            throw fail("\"resizable\" needs \"capInsets\": [top, left, bottom, right] in points", v.node.position)
        }
        if let problem = Resizing.problem(with: insets) {
            throw fail("key \"resizable.capInsets\": \(problem)", o.value("capInsets")?.node.position)
        }
        var mode = NineSlice.Mode.stretch
        try o.read("resizingMode", into: &mode)
        try o.checkUnknownKeys(in: "\"resizable\"")
        return Resizing(capInsets: insets, mode: mode)
    }

    static func isFileSafe(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0)
        }
    }
}
