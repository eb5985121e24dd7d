import CtlGolden
import Foundation
import Testing
import XCTest

/// Where a snapshot assertion was made: its golden's folder and name, where its artifacts go, and
/// how to fail there.
struct SnapshotLocation {
    let fileID: StaticString
    let filePath: StaticString
    let function: StaticString
    let line: UInt
    let column: UInt

    var environment: [String: String] { ProcessInfo.processInfo.environment }

    /// The test file.
    var file: URL { URL(fileURLWithPath: "\(filePath)") }

    /// The test's module: what `#fileID` names before its `/`.
    var module: String {
        let id = "\(fileID)"
        return id.firstIndex(of: "/").map { String(id[..<$0]) } ?? "Tests"
    }

    /// The package holding the test file: the nearest folder above it with a `Package.swift`.
    var packageRoot: URL? { Self.packageRoot(containing: file) }

    /// The nearest folder above `file` holding a `Package.swift`, or `nil`.
    static func packageRoot(containing file: URL) -> URL? {
        var folder = file.deletingLastPathComponent().standardizedFileURL
        while folder.path != "/" && !folder.path.isEmpty {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// `<artifacts root>/<module>/<test file>/`; see `artifactsRoot`.
    var artifacts: URL {
        Self.artifactsRoot(environment: environment, packageRoot: packageRoot,
                           currentDirectory: FileManager.default.currentDirectoryPath)
            .appendingPathComponent(module).appendingPathComponent(file.deletingPathExtension().lastPathComponent)
            .standardizedFileURL
    }

    /// `$CTLRENDER_ARTIFACTS` (a relative one from `currentDirectory`) when set, else
    /// `<packageRoot>/.build/ctlrender-artifacts`, else that folder in `currentDirectory`.
    static func artifactsRoot(environment: [String: String], packageRoot: URL?, currentDirectory: String) -> URL {
        let here = URL(fileURLWithPath: currentDirectory, isDirectory: true)
        if let custom = environment["CTLRENDER_ARTIFACTS"], !custom.isEmpty {
            return custom.hasPrefix("/") ? URL(fileURLWithPath: custom, isDirectory: true)
                : here.appendingPathComponent(custom, isDirectory: true).standardizedFileURL
        }
        return (packageRoot ?? here).appendingPathComponent(".build/ctlrender-artifacts", isDirectory: true)
    }

    /// `<folder of the test file>/__Goldens__/<test file name>/`; messages relative to the package.
    var golden: Golden {
        let folder = file.deletingLastPathComponent().appendingPathComponent("__Goldens__")
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
        return Golden(directory: folder, artifacts: artifacts, defaultMode: .missing,
                      pathBase: packageRoot?.path ?? FileManager.default.currentDirectoryPath)
    }

    /// The test's name without its parameter list (`testButton()` → `testButton`), then `.name`.
    func goldenName(_ name: String?) -> String {
        var test = "\(function)"
        if let paren = test.firstIndex(of: "(") { test = String(test[..<paren]) }
        guard let name, !name.isEmpty else { return test }
        let safe = name.map { $0 == "/" || $0 == ":" ? "-" : $0 }
        return test + "." + String(safe)
    }

    var sourceLocation: SourceLocation {
        SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
    }

    /// Records a failure with the framework running the test.
    func fail(_ message: String) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
