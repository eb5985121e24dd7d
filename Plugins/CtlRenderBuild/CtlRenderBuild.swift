import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory ctlrender-build [--target T]...
/// [--format xcassets|android|png] [--output FOLDER]`: runs `ctlrender build` on the
/// `ctlrender.json` of each target that has one (or of the targets named), into a folder of the
/// target (default `Generated`, relative to the target's folder), for teams that commit their
/// generated assets.
@main
struct CtlRenderBuild: CommandPlugin {
    static let manifestName = "ctlrender.json"
    static let usage = "usage: swift package --allow-writing-to-package-directory ctlrender-build "
        + "[--target T]... [--format xcassets|android|png] [--output FOLDER]"

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let formats = extractor.extractOption(named: "format")
        let outputs = extractor.extractOption(named: "output")
        guard extractor.remainingArguments.isEmpty, formats.count <= 1, outputs.count <= 1 else {
            throw CommandError("unexpected arguments \(extractor.remainingArguments.joined(separator: " "))\n\(Self.usage)")
        }
        let format = formats.first ?? "png"
        let output = outputs.first ?? "Generated"
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let manifests: [(target: String, folder: URL)] = targets.compactMap { target in
            guard let target = target as? SourceModuleTarget else { return nil }
            return FileManager.default.fileExists(atPath: target.directoryURL.appending(path: Self.manifestName).path)
                ? (target.name, target.directoryURL) : nil
        }
        let without = Set(names).subtracting(manifests.map(\.target))
        guard without.isEmpty else {
            throw CommandError("no \(Self.manifestName) at the top of the folder of target "
                               + without.sorted().joined(separator: ", "))
        }
        guard !manifests.isEmpty else { throw CommandError("no target of the package has a \(Self.manifestName)") }
        let tool = try context.tool(named: "ctlrender").url
        for (target, folder) in manifests {
            let destination = folder.appending(path: output)
            let arguments = ["build", folder.appending(path: Self.manifestName).path, "-o", destination.path,
                             "--format", format]
            print("\(target): ctlrender \(arguments.joined(separator: " "))")
            let process = Process()
            process.executableURL = tool
            process.arguments = arguments
            try process.run()
            process.waitUntilExit()
            guard process.terminationReason == .exit, process.terminationStatus == 0 else {
                throw CommandError("ctlrender build failed for target \(target) (exit status \(process.terminationStatus))")
            }
        }
    }
}

/// A failure reported to `swift package`.
struct CommandError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
