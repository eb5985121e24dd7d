import CtlControls
import CtlJSON
import CtlRaster
import CtlScene
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An asset manifest: the images a build produces, as JSON.
///
/// ```json
/// {"name": "Controls",
///  "assets": [
///    {"name": "PrimaryButton", "control": "button", "type": "rounded-rect", "look": "classic",
///     "title": "Sign In", "states": "all", "scales": [1, 2, 3], "resizable": true},
///    {"name": "Star", "scene": "star.json", "scales": [2, 3], "template": true},
///    {"name": "Knob", "spec": "knob.json", "states": ["normal", "disabled"]}
///  ]}
/// ```
///
/// An asset names its source with `control` (and then holds the control's keys, as a
/// `--spec` file does), `spec` (the path of a spec file, whose `look`, `tint`, `size` and
/// `background` the asset may override) or `scene` (the path of a scene file, with
/// `sceneName` for a collection). Its own keys: `name`, `states` ("all", a
/// state name or a list; default normal), `scales` (default [1, 2, 3]), `resizable` (true
/// for the control's own caps, or {"capInsets": [t, l, b, r], "resizingMode": "stretch"|"tile"}) and
/// `renderAs` ("default", "original" or "template"; `"template": true` is the older spelling of
/// "template"), `appearances` (["any", "dark", "high-contrast", "dark-high-contrast"]: each image
/// drawn in each; `"dark"`, `"highContrast"`, `"darkHighContrast"` give an SVG's file or a control's
/// keys there, see `AppearanceReader`). An `svg` that is a pattern (`"icons/*.svg"`) stands for one asset per matching
/// file (see `SVGWildcard`). Paths are relative to the manifest. The JSON is strict (RFC 8259, read by
/// `CtlJSON`): a duplicate key, a trailing comma or a comment is an error with its line and column.
public struct Manifest: Sendable {
    /// The manifest file as named by the user.
    public var path: String
    /// The catalog's name (`<name>.xcassets`): the manifest's `name`, else its file name.
    public var name: String
    /// Each asset, or why it could not be read (the others still build).
    public var assets: [Result<Asset, AssetError>]

    /// Reads the manifest at `path`.
    ///
    /// - Parameter toolVersion: Part of every asset's digest, so a new version rebuilds all.
    /// - Throws: `AssetError.manifest` when the file as a whole cannot be used.
    public static func load(path: String, toolVersion: String) throws -> Manifest {
        // What messages call the file ("standard input" for -).
        let label = InputFile.displayName(of: path)
        let data: Data
        do {
            data = try InputFile.read(path: path)
        } catch let error as InputFileError {
            throw AssetError.manifest(path: label, message: "cannot read the manifest: \(error.reason.phrase)")
        }
        let node: JSONNode
        do {
            node = try JSONParser.parse(data)
        } catch {
            throw AssetError.manifest(path: label, position: error.position, message: "not valid JSON: \(error.message)")
        }
        let base = InputFile.folder(of: path)
        let root = SpecValue(node: node, source: label, key: nil, baseDirectory: base.isEmpty ? "." : base)
        do {
            let object = try root.object()
            // Without a name, the file's (controls.json → controls), or Xcode's own default for
            // a manifest read from standard input.
            let name = try object.decode("name", as: String.self)
                ?? (path == InputFile.standardInput ? "Assets"
                    : PathText.deletingPathExtension(of: PathText.lastComponent(of: path)))
            guard let list = object.value("assets") else {
                throw AssetError.manifest(path: label, position: node.position,
                                          message: "the manifest has no \"assets\" list")
            }
            try object.checkUnknownKeys(in: "the manifest")
            let items = try list.array()
            guard !items.isEmpty else {
                throw AssetError.manifest(path: label, position: list.node.position, message: "\"assets\" is empty")
            }
            // Each item, or each file of an "svg" pattern, with the index of its item.
            var entries: [(index: Int, item: SpecValue, failure: AssetError?)] = []
            for (i, item) in items.enumerated() {
                do {
                    entries += try SVGWildcard.expand(item, index: i, manifest: label).map { (i, $0, nil) }
                } catch {
                    entries.append((i, item, error))
                }
            }
            var assets = entries.map { i, item, failure in
                if let failure { return Result<Asset, AssetError>.failure(failure) }
                return Result { try AssetReader.read(item, index: i, manifest: label, toolVersion: toolVersion) }
                    .mapError {
                        $0 as? AssetError ?? .asset(manifest: label, index: i, name: nil, position: item.node.position,
                                                    message: "\($0)")
                    }
            }
            Self.refuseDuplicateNames(&assets, entries: entries.map { ($0.index, $0.item) }, manifest: label)
            return Manifest(path: path, name: name, assets: assets)
        } catch let error as SpecError {
            throw AssetError.manifest(path: label, position: error.position,
                                      message: error.message + (error.key.map { " (key \"\($0)\")" } ?? ""))
        }
    }

    /// A second asset with a name already used (ignoring case, as file systems may) fails, at its
    /// `name` in its item (`entries`: each asset's item index and JSON, an item of an `"svg"`
    /// pattern once per file).
    static func refuseDuplicateNames(_ assets: inout [Result<Asset, AssetError>], entries: [(index: Int, item: SpecValue)],
                                     manifest: String) {
        var seen: [String: Int] = [:]
        for i in assets.indices {
            guard case .success(let asset) = assets[i] else { continue }
            let key = asset.name.lowercased()
            let (index, item) = entries[i]
            if let first = seen[key] {
                let from = item.node.objectValue?["svg"]?.stringValue.map { " (from \($0))" } ?? ""
                let what = first == index ? "another file of the same pattern" : "assets[\(first)]"
                assets[i] = .failure(.asset(manifest: manifest, index: index, name: asset.name,
                                            position: item.node.objectValue?["name"]?.position,
                                            message: "the name\(from) is already used by \(what)"))
            } else {
                seen[key] = index
            }
        }
    }
}
