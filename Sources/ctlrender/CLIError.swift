import CtlJSON

/// Errors of the command line itself (the library layers have their own).
enum CLIError: Error, CustomStringConvertible {
    /// A collection of several scenes and no `--scene`.
    case needsScene(file: String, names: [String])
    /// `--scene` names no scene of the file.
    case noSuchScene(name: String, file: String, names: [String])
    /// The output folder of `--all` could not be made.
    case cannotCreateFolder(path: String, reason: String)
    /// Some scenes of `--all` failed; each was reported already. `status` is the first failure's.
    case scenesFailed(failed: Int, total: Int, status: Failure.Status)
    /// The first argument names no subcommand.
    case unknownSubcommand(String, suggestion: String?)

    var status: Failure.Status {
        switch self {
        case .needsScene, .noSuchScene, .unknownSubcommand: return .usage
        case .cannotCreateFolder: return .output
        case .scenesFailed(_, _, let status): return status
        }
    }

    var description: String {
        switch self {
        case .needsScene(let file, let names):
            return "\(file) holds \(names.count) scenes (\(CLIError.list(names))): "
                + "choose one with --scene NAME, or draw them all with --all -o FOLDER"
        case .noSuchScene(let name, let file, let names):
            return "\(file) has no scene named \"\(name)\"" + NearestName.hint(for: name, among: names)
                + " (it has \(CLIError.list(names)))"
        case .cannotCreateFolder(let path, let reason):
            return "\(path): cannot create the output folder: \(reason)"
        case .scenesFailed(let failed, let total, _):
            return "\(failed) of \(total) scenes failed"
        case .unknownSubcommand(let name, let suggestion):
            return "unknown subcommand \"\(name)\"" + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")
                + " (ctlrender list names the controls; ctlrender --help lists every subcommand)"
        }
    }

    /// Up to five names, then how many more.
    static func list(_ names: [String]) -> String {
        let shown = names.prefix(5).joined(separator: ", ")
        return names.count > 5 ? "\(shown) and \(names.count - 5) more" : shown
    }
}
