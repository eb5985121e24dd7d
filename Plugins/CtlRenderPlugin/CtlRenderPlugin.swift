import Foundation
import PackagePlugin

/// Builds the images of a target's `ctlrender.json` (the manifest of `ctlrender build`) as PNGs
/// in the plugin's work folder; SwiftPM bundles them as the target's resources (`Bundle.module`).
///
/// SwiftPM runs a build command only when one of its declared inputs changed or an output is
/// missing, and can bundle only outputs declared before the command runs: so the plugin reads the
/// manifest itself and declares every file `ctlrender build --format png` writes for it
/// (`ManifestPlan`) and every file it reads. When an input changes, the one command runs and
/// `ctlrender build`'s own record redraws only the assets whose inputs changed.
@main
struct CtlRenderPlugin: BuildToolPlugin {
    /// The manifest the plugin looks for, at the top of the target's folder.
    static let manifestName = "ctlrender.json"

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let manifest = target.directoryURL.appending(path: Self.manifestName)
        guard FileManager.default.fileExists(atPath: manifest.path) else {
            Diagnostics.warning("CtlRenderPlugin: target \(target.name) has no \(Self.manifestName) at the top of "
                                + "its folder: nothing to build")
            return []
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "png")
        let plan = try ManifestPlan(manifest: manifest)
        for warning in plan.warnings { Diagnostics.warning("\(manifest.path): \(warning)") }
        guard !plan.outputs.isEmpty else {
            throw PluginError("\(manifest.path): no image could be planned from the manifest; run "
                              + "`ctlrender build \(manifest.path) -o OUT --format png` for the reason")
        }
        // Not --quiet: ctlrender's warnings (an SVG element it skipped) and its summary
        // ("1 built, 9 up to date") belong in the build's output.
        return [
            .buildCommand(
                displayName: "ctlrender build \(target.name)/\(Self.manifestName) (\(plan.outputs.count) images)",
                executable: try context.tool(named: "ctlrender").url,
                arguments: ["build", manifest.path, "-o", output.path, "--format", "png"],
                inputFiles: plan.inputs.sorted().map { URL(fileURLWithPath: $0) },
                outputFiles: plan.outputs.sorted().map { output.appending(path: $0) }),
        ]
    }
}
