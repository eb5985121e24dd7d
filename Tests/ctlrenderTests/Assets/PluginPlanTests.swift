import CtlTestSupport
import Foundation
import Testing

/// CtlRenderPlugin declares the files `ctlrender build --format png` will write before it runs
/// (`ManifestPlan`, in the plugin, which cannot import CtlAssets): a file it names otherwise is
/// either written but not bundled, or declared but never written (a failed build). This test
/// compiles the plugin's plan on its own with `swiftc`, plans a manifest that uses every key
/// that names a PNG, and compares the plan with what ctlrender writes for that manifest.
@Suite struct PluginPlanTests {
    static let pluginFolder = PackagePaths.root.appendingPathComponent("Plugins/CtlRenderPlugin")
    /// The plugin's files that do not need PackagePlugin: the plan and what it uses.
    static let planSources = ["ManifestPlan.swift", "ControlStates.swift", "PluginError.swift"]

    /// Every key that changes the PNGs' names: `"states"` as "all" (inline control and a spec's),
    /// a list in any case and order, or one name; `"scales"` with a fractional one; an `"svg"`
    /// pattern; a scene; `"directions"` (in either order, on an inline control and a spec) and
    /// `"direction": "mirrors"`; `"appearances"` (with "light" for any, in any order, with
    /// directions) and an SVG's dark and high-contrast files without it.
    static let manifest = """
        {"name": "Plan",
         "assets": [
           {"name": "SignIn", "control": "button", "type": "rounded-rect", "look": "classic", "title": "Sign In",
            "states": "all", "directions": ["ltr", "rtl"]},
           {"name": "Back", "control": "back-button", "title": "Back", "states": ["Disabled", "normal"],
            "scales": [1, 1.5], "directions": ["rtl", "ltr"]},
           {"name": "Volume", "spec": "Artwork/volume-slider.json", "size": "200x31", "scales": [2, 3],
            "states": "all", "directions": ["ltr", "rtl"]},
           {"name": "Pick", "control": "button", "title": "Pick", "states": ["Selected+Highlighted", "disabled,selected"],
            "direction": "mirrors", "scales": [3]},
           {"name": "Next", "control": "button", "title": "Next", "states": "highlighted", "direction": "fixed"},
           {"name": "Star", "scene": "Artwork/icons.json", "sceneName": "star", "template": true, "direction": "mirrors"},
           {"svg": "Artwork/icons/*.svg", "scales": [1, 1.5, 2], "direction": "mirrors"},
           {"name": "Night", "control": "progress", "scales": [2], "directions": ["ltr", "rtl"],
            "appearances": ["dark-high-contrast", "light", "dark"]},
           {"name": "Moon", "svg": "Artwork/icons/dot.svg", "dark": "Artwork/icons/ring.svg",
            "highContrast": "Artwork/icons/ring.svg", "scales": [1]}
         ]}
        """

    /// The PNGs `ctlrender build --format png` writes, relative to `folder`.
    static func pngs(in folder: URL) -> Set<String> {
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return Set(files.filter { $0.hasSuffix(".png") })
    }

    /// Compiles the plan with a `main` that prints each planned output, then `warning: …` lines.
    static func buildPlanner(in scratch: ScratchFolder) throws -> URL {
        let main = """
            import Foundation
            let plan = try ManifestPlan(manifest: URL(fileURLWithPath: CommandLine.arguments[1]))
            for output in plan.outputs.sorted() { print(output) }
            for warning in plan.warnings { print("warning: " + warning) }
            """
        let mainPath = try scratch.write(main, "main.swift")
        let planner = scratch.url.appendingPathComponent("planner")
        let sources = planSources.map { pluginFolder.appendingPathComponent($0).path }
        let compile = try CLIRunner.runProcess(URL(fileURLWithPath: "/usr/bin/env"),
                                               ["swiftc", "-Onone", "-o", planner.path, mainPath] + sources,
                                               environment: ProcessInfo.processInfo.environment)
        #expect(compile.status == 0, "swiftc could not compile the plugin's plan: \(compile.stderr)")
        return planner
    }

    @Test func thePlanNamesTheFilesCtlrenderBuildWrites() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let artwork = scratch.url.appendingPathComponent("Artwork/icons")
        try FileManager.default.createDirectory(at: artwork, withIntermediateDirectories: true)
        for fixture in ["volume-slider.json", "icons.json"] {
            try FileManager.default.copyItem(at: PackagePaths.fixtures.appendingPathComponent("Docs/" + fixture),
                                             to: scratch.url.appendingPathComponent("Artwork/" + fixture))
        }
        for (name, colour) in [("dot", "#34aadc"), ("ring", "#4cd964")] {
            try scratch.write(#"<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16">"#
                              + #"<circle cx="8" cy="8" r="6" fill="\#(colour)"/></svg>"#, "Artwork/icons/\(name).svg")
        }
        let manifest = try scratch.write(Self.manifest, "ctlrender.json")

        let out = scratch.url.appendingPathComponent("out")
        let build = try CLIRunner.run(["build", manifest, "-o", out.path, "--format", "png", "--quiet"])
        #expect(build.status == 0, "\(build.stderr)")
        let written = Self.pngs(in: out)
        // The manifest does what it is meant to: right-to-left images, the spec's states, a pattern.
        for file in ["SignIn-highlighted+selected-rtl@3x.png", "Back-disabled-rtl@1.5x.png", "Volume-disabled-rtl@2x.png",
                     "Pick-highlighted+selected@3x.png", "Next-highlighted@2x.png", "Star.png", "ring@1.5x.png",
                     "Night-rtl-dark-high-contrast@2x.png", "Moon-high-contrast.png", "Moon-dark.png"] {
            #expect(written.contains(file), "ctlrender build did not write \(file): \(written.sorted())")
        }

        let planner = try Self.buildPlanner(in: scratch)
        let planned = try CLIRunner.runProcess(planner, [manifest], environment: ProcessInfo.processInfo.environment)
        #expect(planned.status == 0, "\(planned.stderr)")
        let lines = String(decoding: planned.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("warning: ") } == [])
        let outputs = Set(lines.filter { !$0.hasPrefix("warning: ") })
        #expect(outputs.subtracting(written).sorted() == [], "planned by the plugin, not written by ctlrender build")
        #expect(written.subtracting(outputs).sorted() == [], "written by ctlrender build, not planned by the plugin")

        // A "directions" ctlrender build refuses is not planned as one image: the plugin says so.
        let refused = try scratch.write(#"{"assets": [{"name": "A", "control": "button", "directions": ["rtl"]}]}"#,
                                        "refused.json")
        let warned = try CLIRunner.runProcess(planner, [refused], environment: ProcessInfo.processInfo.environment)
        #expect(String(decoding: warned.stdout, as: UTF8.self)
            == #"warning: assets[0] "A": its "directions" could not be read (ctlrender build takes ["ltr", "rtl"])"# + "\n")
    }
}
