/// Why a manifest or one of its assets could not be read or built.
public enum AssetError: Error, CustomStringConvertible {
    /// The manifest as a whole: unreadable, not JSON, no assets…
    case manifest(path: String, message: String)
    /// One asset (by index and, when it could be read, name): the others still build.
    case asset(manifest: String, index: Int, name: String?, message: String)
    /// An output file or folder could not be written.
    case output(path: String, reason: String)
    /// Another build holds the output folder's lock (its pid, when the lock file names it).
    case busy(folder: String, pid: Int32?)

    /// For an asset's error: its name, else `assets[i]`.
    public var assetLabel: String? {
        guard case .asset(_, let index, let name, _) = self else { return nil }
        return name ?? "assets[\(index)]"
    }

    public var description: String {
        switch self {
        case .manifest(let path, let message):
            return "\(path): \(message)"
        case .asset(let manifest, let index, let name, let message):
            return "\(manifest): assets[\(index)]\(name.map { " \"\($0)\"" } ?? ""): \(message)"
        case .output(let path, let reason):
            return "\(path): cannot write: \(reason)"
        case .busy(let folder, let pid):
            return "output folder \(folder) is being built by another ctlrender (pid \(pid.map(String.init) ?? "unknown")); "
                + "try again when it has finished"
        }
    }
}
