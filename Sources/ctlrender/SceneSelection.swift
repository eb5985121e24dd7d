import CtlScene

/// Picks the scenes a command works on from a file's entries.
enum SceneSelection {
    /// The scene named `name`, or the only scene of the file when `name` is `nil`.
    ///
    /// Other scenes of the file may be broken: only the chosen one must decode.
    static func one(of entries: [SceneFile.Entry], named name: String?, file: String) throws -> Scene {
        guard let name else {
            guard entries.count == 1 else {
                throw CLIError.needsScene(file: file, names: entries.map { $0.name ?? "#\($0.index)" })
            }
            return try entries[0].result.get()
        }
        if let entry = entries.first(where: { $0.name == name }) {
            return try entry.result.get()
        }
        // A scene whose name could not be read may be the one wanted: show why it failed.
        if let unnamed = entries.first(where: { $0.name == nil }), case .failure(let error) = unnamed.result {
            throw error
        }
        throw CLIError.noSuchScene(name: name, file: file, names: entries.compactMap(\.name))
    }

    /// `--scene NAME` as a one-element list, or every scene of the file (all must decode).
    static func some(of entries: [SceneFile.Entry], named name: String?, file: String) throws -> [Scene] {
        guard let name else { return try entries.map { try $0.result.get() } }
        return [try one(of: entries, named: name, file: file)]
    }
}
