import CtlFuzzing
import Foundation

/// Replay mode: each input run once through the target's harness, without libFuzzer.
enum Replay {
    /// Runs every input named by `arguments` (files; folders stand for their files, sorted,
    /// hidden files and `.expect` sidecars left out) and prints `ok N inputs`. With
    /// `--verbose`, each input's outcome too. Returns the exit status.
    static func run(_ target: FuzzTarget, arguments: [String]) -> Int32 {
        let verbose = arguments.contains("--verbose")
        let paths = arguments.filter { $0 != "--verbose" }
        guard !paths.isEmpty else {
            FileHandle.standardError.write(Data("ctlrender-fuzz: name the inputs to replay (files or folders)\n".utf8))
            return 2
        }
        var count = 0
        for path in paths {
            guard let files = inputs(at: path) else {
                FileHandle.standardError.write(Data("ctlrender-fuzz: no such file or folder: \(path)\n".utf8))
                return 2
            }
            for file in files {
                guard let data = FileManager.default.contents(atPath: file) else {
                    FileHandle.standardError.write(Data("ctlrender-fuzz: cannot read \(file)\n".utf8))
                    return 2
                }
                let outcome = target.run([UInt8](data))
                if verbose { print("\(file): \(outcome)") }
                count += 1
            }
        }
        print("ok \(count) inputs")
        return 0
    }

    /// The input files at `path`: itself, or a folder's files; nil when nothing is there.
    static func inputs(at path: String) -> [String]? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
        guard isFolder.boolValue else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted()
            .filter { !$0.hasPrefix(".") && !$0.hasSuffix(".expect") }
            .map { path + "/" + $0 }
            .filter { var d: ObjCBool = false; return FileManager.default.fileExists(atPath: $0, isDirectory: &d) && !d.boolValue }
    }
}
