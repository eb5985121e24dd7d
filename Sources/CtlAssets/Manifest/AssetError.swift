import CtlJSON

/// Why a manifest or one of its assets could not be read or built.
///
/// Described as `Assets.json:7:18: assets[2] "Knob": key "value": must be a number, not the string "x"`:
/// the manifest, the line and column when the problem has a place in it, then the asset and the message.
public enum AssetError: Error, CustomStringConvertible {
    /// The manifest as a whole: unreadable, not JSON, no assets… (`position`: where in the file).
    case manifest(path: String, position: JSONPosition? = nil, message: String)
    /// One asset (by index and, when it could be read, name): the others still build.
    /// `position` is the line and column in the manifest of the value at fault.
    case asset(manifest: String, index: Int, name: String?, position: JSONPosition? = nil, message: String)
    /// An output file or folder could not be written.
    case output(path: String, reason: String)
    /// Another build holds the output folder's lock (its pid, when the lock file names it).
    case busy(folder: String, pid: Int32?)

    /// For an asset's error: its name, else `assets[i]`.
    public var assetLabel: String? {
        guard case .asset(_, let index, let name, _, _) = self else { return nil }
        return name ?? "assets[\(index)]"
    }

    public var description: String {
        switch self {
        case .manifest(let path, let position, let message):
            return "\(Self.place(path, position)): \(message)"
        case .asset(let manifest, let index, let name, let position, let message):
            return "\(Self.place(manifest, position)): assets[\(index)]\(name.map { " \"\($0)\"" } ?? ""): \(message)"
        case .output(let path, let reason):
            return "\(path): cannot write: \(reason)"
        case .busy(let folder, let pid):
            return "output folder \(folder) is being built by another ctlrender (pid \(pid.map(String.init) ?? "unknown")); "
                + "try again when it has finished"
        }
    }

    /// `path:line:column`, or `path` when the position is unknown.
    static func place(_ path: String, _ position: JSONPosition?) -> String {
        position.map { "\(path):\($0)" } ?? path
    }
}
