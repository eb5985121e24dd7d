import CtlRaster
import Foundation
import Testing
@testable import CtlSnapshot

/// Where a failed `assertSnapshot` leaves its images, and what it attaches to the test.
@Suite struct SnapshotArtifactsTests {
    /// This package's root, found as `assertSnapshot` finds it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func thePackageRootIsTheFolderWithPackageSwift() throws {
        let found = try #require(SnapshotLocation.packageRoot(containing: URL(fileURLWithPath: #filePath)))
        #expect(found.standardizedFileURL.path == Self.root.standardizedFileURL.path)
        #expect(FileManager.default.fileExists(atPath: found.appendingPathComponent("Package.swift").path))
        #expect(SnapshotLocation.packageRoot(containing: URL(fileURLWithPath: "/no/such/Package/file.swift")) == nil)
    }

    @Test func theArtifactsRootIsThePackagesBuildFolderOrTheVariable() {
        func root(_ env: [String: String], _ package: String?) -> String {
            SnapshotLocation.artifactsRoot(environment: env, packageRoot: package.map { URL(fileURLWithPath: $0) },
                                           currentDirectory: "/work/run").path
        }
        #expect(root([:], "/src/pkg") == "/src/pkg/.build/ctlrender-artifacts")
        #expect(root([:], nil) == "/work/run/.build/ctlrender-artifacts")
        #expect(root(["CTLRENDER_ARTIFACTS": ""], "/src/pkg") == "/src/pkg/.build/ctlrender-artifacts")
        #expect(root(["CTLRENDER_ARTIFACTS": "/ci/out"], "/src/pkg") == "/ci/out")
        #expect(root(["CTLRENDER_ARTIFACTS": "out/snaps"], "/src/pkg") == "/work/run/out/snaps")
    }

    @Test func artifactsGoToTheModuleAndFileFolderUnderTheGivenRoot() {
        let here = SnapshotLocation(fileID: #fileID, filePath: #filePath, function: #function, line: #line, column: #column)
        #expect(here.module == "CtlSnapshotTests")
        let expected = ProcessInfo.processInfo.environment["CTLRENDER_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
            .map { URL(fileURLWithPath: $0) } ?? Self.root.appendingPathComponent(".build/ctlrender-artifacts")
        #expect(here.artifacts.path == expected.appendingPathComponent("CtlSnapshotTests/SnapshotArtifactsTests")
            .standardizedFileURL.path)
    }

    /// A mismatch leaves expected, actual and diff under `.build/ctlrender-artifacts/<module>/<file>/`,
    /// names them relative to the package, and attaches them.
    @Test func failuresLeaveArtifactsInThePackageAndAttachThem() throws {
        let name = "failuresLeaveArtifactsInThePackageAndAttachThem.blue"
        let location = SnapshotLocation(fileID: #fileID, filePath: #filePath, function: #function, line: #line,
                                        column: #column)
        let golden = location.golden
        for old in golden.artifactFiles(of: name) { try FileManager.default.removeItem(at: old) }
        let red = try AssertSnapshotTests.swatch(Color(r: 255, g: 0, b: 0))
        let shown = golden.display(golden.artifacts.appendingPathComponent(name))
        withKnownIssue {
            assertSnapshot(of: red, named: "blue", record: .never)
        } matching: { issue in
            "\(issue)".contains("see \(shown).{expected,actual,diff}.png")
        }
        #expect(!shown.hasPrefix("/"))
        if ProcessInfo.processInfo.environment["CTLRENDER_ARTIFACTS"] == nil {
            #expect(shown == ".build/ctlrender-artifacts/CtlSnapshotTests/SnapshotArtifactsTests/\(name)")
        }
        let files = golden.artifactFiles(of: name)
        #expect(files.map(\.lastPathComponent) == ["expected", "actual", "diff"].map { "\(name).\($0).png" })
        #expect(try PNG.read(path: files[1].path) == red)
        #expect(SnapshotAttachments.attach(files, at: location) == files.map(\.lastPathComponent))
    }
}
