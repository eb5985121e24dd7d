import CtlControls
import CtlRaster

/// Android resources: `res/drawable-<density>/<name>.png` (`.9.png` for a resizable image) at
/// each density, and for an asset with several states a state list `res/drawable/<name>.xml`
/// whose items are the state images `<name>_normal`, `<name>_highlighted`… (never `<name>`).
///
/// Android resolves `@drawable/<name>` by its name alone, preferring a density-qualified file to
/// the one in `drawable/`: a state image named like its selector would hide the selector on every
/// device, and the selector's default item would be itself. So the two never share a name.
enum AndroidWriter {
    /// The density folders and their scales (mdpi is 1 point = 1 pixel).
    static let densities: [(folder: String, scale: Double)] = [
        ("drawable-mdpi", 1), ("drawable-hdpi", 1.5), ("drawable-xhdpi", 2), ("drawable-xxhdpi", 3),
        ("drawable-xxxhdpi", 4),
    ]

    static var scales: [Double] { densities.map(\.scale) }

    /// The density folders of the images of `direction` in `appearance`: `drawable-ldrtl-<density>`
    /// holds the right-to-left images, which Android picks over the others in a right-to-left
    /// layout; `drawable-night-<density>` the dark ones, which it picks in night mode (API 8 and
    /// later); `drawable-ldrtl-night-<density>` both. The qualifiers come in Android's order:
    /// layout direction, night mode, density. Increased contrast has no qualifier.
    static func folders(_ direction: LayoutDirection, appearance: Appearance = .light) -> [String] {
        let qualifiers = (direction == .rightToLeft ? "ldrtl-" : "") + (appearance.isDark ? "night-" : "")
        return densities.map { $0.folder.replacing("drawable-", with: "drawable-" + qualifiers) }
    }

    /// Whether `asset` has a state list `res/drawable/<name>.xml`: with several states, or to
    /// carry `android:autoMirrored` for an image the system mirrors (a PNG cannot carry it).
    static func hasStateList(_ asset: Asset) -> Bool {
        asset.states.count > 1 || asset.direction == .mirrors
    }

    /// An Android resource name: lower-case letters, digits and "_", starting with a letter;
    /// camel case split with "_" (`PrimaryButton-highlighted+selected` → `primary_button_highlighted_selected`).
    static func resourceName(_ name: String) -> String {
        var out = ""
        var previous: Character = "_"
        for c in name {
            if c.isUppercase && (previous.isLowercase || previous.isNumber) { out.append("_") }
            if c.isASCII && (c.isLetter || c.isNumber) {
                out.append(Character(c.lowercased()))
            } else if out.last != "_" {
                out.append("_")
            }
            previous = c
        }
        while out.hasSuffix("_") { out.removeLast() }
        if out.first.map({ !$0.isLetter }) ?? true { out = "img_" + out }
        return out
    }

    /// The resource name of `asset`'s image in `state`: the asset's own name when it has one
    /// state (`star`), else `<asset>_<state>` (`primary_normal`, `primary_highlighted_selected`),
    /// so that it cannot be the name of the asset's state list.
    static func imageResource(_ asset: Asset, state: ControlState) -> String {
        guard hasStateList(asset) else { return resourceName(asset.imageName(for: state)) }
        return resourceName(asset.name) + "_" + resourceName("\(state)")
    }

    /// The resource a file under `res/` defines, whatever its qualifiers and extension:
    /// `res/drawable-xhdpi/primary_normal.9.png` → `drawable/primary_normal`. Two files of two
    /// assets with the same resource clash, even in different folders.
    static func resource(ofPath path: String) -> String {
        let parts = path.split(separator: "/")
        guard parts.count >= 3, parts[0] == "res" else { return path }
        let type = parts[1].split(separator: "-").first.map(String.init) ?? String(parts[1])
        let name = parts[2].split(separator: ".").first.map(String.init) ?? String(parts[2])
        return type + "/" + name
    }

    /// The paths of one image's files (named `resource`) at every density, in the folders of
    /// `direction` and `appearance`.
    static func paths(resource: String, resizable: Bool, direction: LayoutDirection = .leftToRight,
                      appearance: Appearance = .light) -> [String] {
        folders(direction, appearance: appearance).map { "res/\($0)/\(resource)\(resizable ? ".9.png" : ".png")" }
    }

    /// The files of one image (named `resource`, an Android resource name) at every density, in
    /// the folders of `direction` and `appearance`: its PNG, or for a resizable image (with
    /// insets) the nine-patch made from its pixmap (its own PNG is not used).
    static func files(resource: String, images: [RenderedImage], direction: LayoutDirection = .leftToRight,
                      appearance: Appearance = .light) throws -> [AssetFile] {
        try zip(folders(direction, appearance: appearance), images).map { folder, image in
            guard let insets = image.insets else {
                return AssetFile(path: "res/\(folder)/\(resource).png", bytes: image.png)
            }
            let patch = try NinePatch.make(image.pixmap, insets: insets)
            return AssetFile(path: "res/\(folder)/\(resource).9.png", bytes: try PNG.encode(patch))
        }
    }

    /// A `<selector>` choosing among the asset's state images by state: the most specific first,
    /// normal last and without a state (Android takes the first item that matches). One list
    /// serves both layout directions and both appearances: its items name resources, which
    /// Android resolves in `drawable-ldrtl-*` first in a right-to-left layout and in
    /// `drawable-night-*` first in night mode (a list per folder would only repeat it). For an image the system mirrors, the
    /// list is `android:autoMirrored="true"`, which it passes on to its bitmaps and nine-patches.
    static func stateList(asset: Asset) -> AssetFile {
        let items = asset.states.sorted { $0.rawValue.nonzeroBitCount > $1.rawValue.nonzeroBitCount }
            .map { state -> String in
                var attributes: [String] = []
                if state.contains(.highlighted) { attributes.append("android:state_pressed=\"true\"") }
                if state.contains(.selected) { attributes.append("android:state_selected=\"true\"") }
                if state.contains(.disabled) { attributes.append("android:state_enabled=\"false\"") }
                let drawable = "android:drawable=\"@drawable/\(imageResource(asset, state: state))\""
                return "    <item " + (attributes + [drawable]).joined(separator: " ") + " />"
            }
        let mirrored = asset.direction == .mirrors ? " android:autoMirrored=\"true\"" : ""
        let xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <!-- Made by ctlrender from the asset "\(asset.name)". -->
            <selector xmlns:android="http://schemas.android.com/apk/res/android"\(mirrored)>
            \(items.joined(separator: "\n"))
            </selector>

            """
        return AssetFile(path: "res/drawable/\(resourceName(asset.name)).xml", bytes: Array(xml.utf8))
    }
}
