import Foundation

/// What `ctlrender build MANIFEST --format png` reads and writes, worked out from the manifest
/// alone, before anything is built (SwiftPM needs both lists to plan the build).
///
/// The outputs follow `ctlrender build`'s naming: each asset's images are `<name>` for the
/// normal state and `<name>-<state>` for the others (the state's canonical name, flags joined
/// by "+" in the order highlighted, selected, disabled), and each image is
/// `<image>[@<scale>x].png` at each of its `scales` (default 1, 2, 3). An asset drawn both ways
/// (`"directions": ["ltr", "rtl"]`) also has `<image>-rtl[@<scale>x].png` for each;
/// `"direction": "mirrors"` adds no file (the system mirrors the one image). An asset drawn in
/// other appearances than any has `<image>[-rtl]-<appearance>[@<scale>x].png` for each
/// (`-dark`, `-high-contrast`, `-dark-high-contrast`). An `"svg"` pattern
/// stands for one asset per matching file, named after the file. `"states": "all"` is the
/// control's list (`ControlStates`). ctlrenderTests' PluginPlanTests checks these names against
/// the files `ctlrender build` writes.
///
/// The inputs are the manifest and every file it names, and the files those name: any string
/// of a JSON file (the manifest, a spec, a scene) that is the path of a file relative to that
/// JSON file's folder, and each SVG's `href`s. Taking every such string errs on the side of
/// rebuilding: a string that happens to name a file only adds an input.
struct ManifestPlan {
    /// Absolute paths of the files the build reads.
    private(set) var inputs: Set<String> = []
    /// Paths of the files the build writes, relative to its output folder.
    private(set) var outputs: Set<String> = []
    /// Assets the plan could not read (`ctlrender build` then reports them, with line and column).
    private(set) var warnings: [String] = []

    init(manifest: URL) throws {
        let data: Data
        do { data = try Data(contentsOf: manifest) } catch {
            throw PluginError("\(manifest.path): cannot read the manifest: \(error.localizedDescription)")
        }
        let folder = manifest.deletingLastPathComponent()
        inputs.insert(manifest.standardizedFileURL.path)
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let assets = root["assets"] as? [Any] else {
            // ctlrender build says what is wrong, with the line and column.
            warnings.append("not a manifest with an \"assets\" list")
            return
        }
        collectInputs(ofJSON: root, in: folder)
        for (index, item) in assets.enumerated() {
            guard let asset = item as? [String: Any] else {
                warnings.append("assets[\(index)] is not an object")
                continue
            }
            for expanded in expand(asset, in: folder) {
                plan(expanded, index: index, in: folder)
            }
        }
    }

    /// The asset, or for an `"svg"` pattern one asset per matching file (named after it).
    private mutating func expand(_ asset: [String: Any], in folder: URL) -> [[String: Any]] {
        guard let svg = asset["svg"] as? String, svg.contains("*") || svg.contains("?") else { return [asset] }
        let patternFolder = (svg as NSString).deletingLastPathComponent
        let filePattern = (svg as NSString).lastPathComponent
        let directory = resolve(patternFolder.isEmpty ? "." : patternFolder, in: folder)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { Self.matches($0, pattern: filePattern) && Self.isFile(directory.appending(path: $0)) }
            .sorted()
            .map { file in
                var copy = asset
                copy["svg"] = patternFolder.isEmpty ? file : patternFolder + "/" + file
                copy["name"] = (file as NSString).deletingPathExtension
                return copy
            }
    }

    /// Adds the asset's images to `outputs` and the files it names to `inputs`.
    private mutating func plan(_ asset: [String: Any], index: Int, in folder: URL) {
        if let svg = asset["svg"] as? String { collectInputs(ofSVG: resolve(svg, in: folder)) }
        guard let name = asset["name"] as? String else {
            warnings.append("assets[\(index)] has no \"name\"")
            return
        }
        guard let states = states(of: asset, in: folder) else {
            warnings.append("assets[\(index)] \"\(name)\": its \"states\" could not be read")
            return
        }
        var scales = [1.0, 2.0, 3.0]
        if let given = asset["scales"] {
            let list = given as? [Any] ?? []
            let numbers = list.compactMap { ($0 as? NSNumber)?.doubleValue }
            guard !list.isEmpty, numbers.count == list.count else {
                warnings.append("assets[\(index)] \"\(name)\": its \"scales\" could not be read")
                return
            }
            scales = numbers
        }
        guard let directions = Self.directionSuffixes(of: asset) else {
            warnings.append("assets[\(index)] \"\(name)\": its \"directions\" could not be read "
                            + "(ctlrender build takes [\"ltr\", \"rtl\"])")
            return
        }
        guard let appearances = Self.appearanceSuffixes(of: asset) else {
            warnings.append("assets[\(index)] \"\(name)\": its \"appearances\" could not be read "
                            + "(ctlrender build takes a list of \"any\", \"dark\", \"high-contrast\", \"dark-high-contrast\")")
            return
        }
        for state in states {
            let image = state == "normal" ? name : "\(name)-\(state)"
            for suffix in directions {
                for appearance in appearances {
                    for scale in scales { outputs.insert(image + suffix + appearance + Self.scaleSuffix(scale) + ".png") }
                }
            }
        }
    }

    /// What each image's name ends with, one per appearance it is drawn in ("" for any, "-dark",
    /// "-high-contrast", "-dark-high-contrast"): its `"appearances"`, else any and the
    /// appearance of each SVG file it names (`"dark"`, `"highContrast"`, `"darkHighContrast"`);
    /// nil when `"appearances"` is not a list of appearance names.
    static func appearanceSuffixes(of asset: [String: Any]) -> [String]? {
        let files = ["dark": "dark", "highContrast": "high-contrast", "darkHighContrast": "dark-high-contrast"]
        let names: [String]
        if let given = asset["appearances"] {
            guard let list = given as? [String] else { return nil }
            names = list.map { $0 == "light" ? "any" : $0 }
        } else {
            names = ["any"] + files.keys.filter { asset[$0] != nil }.map { files[$0]! }
        }
        let known = ["any", "dark", "high-contrast", "dark-high-contrast"]
        guard names.allSatisfy(known.contains) else { return nil }
        return known.filter(names.contains).map { $0 == "any" ? "" : "-" + $0 }
    }

    /// What each image's name ends with, one per direction it is drawn in: [""] for one image
    /// (no `"directions"`, or `"direction": "fixed"` or `"mirrors"`), ["", "-rtl"] for an asset
    /// drawn both ways; nil when `"directions"` is not the pair ctlrender takes.
    static func directionSuffixes(of asset: [String: Any]) -> [String]? {
        guard let given = asset["directions"] else { return [""] }
        guard let names = given as? [String], names.count == 2, Set(names) == ["ltr", "rtl"] else { return nil }
        return ["", "-rtl"]
    }

    /// The canonical names of the asset's states, or nil when they cannot be known here.
    private func states(of asset: [String: Any], in folder: URL) -> [String]? {
        guard let given = asset["states"] else { return ["normal"] }
        if let word = given as? String, word == "all" {
            // A scene or an SVG has only the normal state; a control its kind's list.
            if asset["scene"] != nil || asset["svg"] != nil { return ["normal"] }
            var control = asset["control"] as? String
            if control == nil, let spec = asset["spec"] as? String,
               let data = try? Data(contentsOf: resolve(spec, in: folder)),
               let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] {
                control = object["control"] as? String
            }
            return control.flatMap { ControlStates.all[$0.lowercased()] }
        }
        let names = (given as? [Any]) ?? [given]
        let states = names.compactMap { ($0 as? String).flatMap(Self.canonicalState) }
        return states.count == names.count ? states : nil
    }

    /// Each string of the JSON value that names a file relative to `folder`; the JSON files
    /// among them are followed, and the SVG files read for their images.
    private mutating func collectInputs(ofJSON value: Any, in folder: URL) {
        switch value {
        case let object as [String: Any]:
            for member in object.values { collectInputs(ofJSON: member, in: folder) }
        case let array as [Any]:
            for element in array { collectInputs(ofJSON: element, in: folder) }
        case let string as String:
            guard !string.isEmpty, string.count < 1024, !string.contains("\n") else { return }
            let file = resolve(string, in: folder)
            guard Self.isFile(file), inputs.insert(file.path).inserted else { return }
            switch file.pathExtension.lowercased() {
            case "json":
                if let data = try? Data(contentsOf: file), let json = try? JSONSerialization.jsonObject(with: data) {
                    collectInputs(ofJSON: json, in: file.deletingLastPathComponent())
                }
            case "svg":
                collectInputs(ofSVG: file)
            default:
                break
            }
        default:
            break
        }
    }

    /// The SVG and each local file an `href` of it names (its images, relative to its folder).
    private mutating func collectInputs(ofSVG file: URL) {
        inputs.insert(file.path)
        guard let text = try? String(contentsOf: file, encoding: .utf8),
              let pattern = try? NSRegularExpression(pattern: #"href\s*=\s*("[^"]*"|'[^']*')"#) else { return }
        let range = NSRange(text.startIndex..., in: text)
        for match in pattern.matches(in: text, range: range) {
            guard let quoted = Range(match.range(at: 1), in: text) else { continue }
            let reference = String(text[quoted].dropFirst().dropLast())
            guard !reference.hasPrefix("#"), !reference.hasPrefix("data:"),
                  let path = reference.removingPercentEncoding else { continue }
            let image = resolve(path.hasPrefix("file://") ? String(path.dropFirst(7)) : path,
                                in: file.deletingLastPathComponent())
            if Self.isFile(image) { inputs.insert(image.path) }
        }
    }

    private func resolve(_ path: String, in folder: URL) -> URL {
        (path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appending(path: path)).standardizedFileURL
    }

    private static func isFile(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && !isFolder.boolValue
    }

    /// "" at scale 1, else "@2x", "@1.5x" (as `ImageName.scaleSuffix` in CtlControls).
    static func scaleSuffix(_ scale: Double) -> String {
        scale == 1 ? "" : "@\(scale == scale.rounded() ? String(Int(scale)) : String(scale))x"
    }

    /// "normal", or the flags joined by "+" in the order highlighted, selected, disabled, from a
    /// name that gives them in any order and case, joined by "+" or "," (as `ControlState`).
    static func canonicalState(_ name: String) -> String? {
        let flags = ["highlighted", "selected", "disabled"]
        let words = name.split(separator: "+", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        if words == ["normal"] { return "normal" }
        guard words.allSatisfy(flags.contains) else { return nil }
        return flags.filter(words.contains).joined(separator: "+")
    }

    /// Whether `name` matches `pattern` (`*` any run, `?` one character), a leading "." only
    /// by one in the pattern (as `SVGWildcard` in CtlAssets).
    static func matches(_ name: String, pattern: String) -> Bool {
        if name.hasPrefix("."), !pattern.hasPrefix(".") { return false }
        let n = Array(name), p = Array(pattern)
        var memo: [Int: Bool] = [:]
        func match(_ i: Int, _ j: Int) -> Bool {
            if let known = memo[i * (p.count + 1) + j] { return known }
            let result: Bool
            if j == p.count { result = i == n.count }
            else if p[j] == "*" { result = match(i, j + 1) || (i < n.count && match(i + 1, j)) }
            else { result = i < n.count && (p[j] == "?" || p[j] == n[i]) && match(i + 1, j + 1) }
            memo[i * (p.count + 1) + j] = result
            return result
        }
        return match(0, 0)
    }
}
