import CtlAssets
import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// What a build leaves in its output folder: the record describes the disk (a renamed catalog,
/// another format or a changed file rebuild); a failing asset keeps its previous files; what
/// the manifest no longer names is removed, folders it leaves empty too, a user's files never.
/// (That `ctlrender build` refuses a second build at once: ctlrenderTests' `BuildCommandTests`;
/// that a killed build is finished by the next: its `KilledBuildTests`.)
@Suite struct BuildOutputTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("ctlrender-output-\(UUID().uuidString)")
    var source: URL { root.appendingPathComponent("src") }
    var out: String { root.appendingPathComponent("out").path }

    /// Writes the demo manifest (named `name`, its assets filtered by `keep`) and its star into
    /// `src`, and returns its path.
    func manifest(named name: String = "Demo", keep: (String) -> Bool = { _ in true },
                  file: String = "m.json") throws -> String {
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        let star = PackagePaths.fixtures.appendingPathComponent("Manifests/star.json")
        let copy = source.appendingPathComponent("star.json")
        if !FileManager.default.fileExists(atPath: copy.path) { try FileManager.default.copyItem(at: star, to: copy) }
        let assets = [
            #"{"name": "Track", "control": "progress", "progress": 1, "look": "classic", "resizable": true}"#,
            #"{"name": "Meter", "control": "progress", "progress": 0.4, "size": "80x2", "states": "all"}"#,
            #"{"name": "Star", "scene": "star.json", "template": true}"#,
            #"{"name": "Pill", "control": "progress", "progress": 0, "look": "classic", "size": "40x9", "#
                + #""resizable": {"capInsets": [0, 5, 0, 5], "resizingMode": "tile"}, "states": ["normal", "disabled"]}"#,
        ].filter { a in keep(a.components(separatedBy: "\"")[3]) }
        let path = source.appendingPathComponent(file).path
        try #"{"name": "\#(name)", "assets": [\#(assets.joined(separator: ",\n"))]}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func build(_ path: String, _ format: OutputFormat = .xcassets, into folder: String? = nil) throws -> BuildSummary {
        let m = try Manifest.load(path: path, toolVersion: "test")
        return try AssetBuilder.build(m, options: BuildOptions(format: format, output: folder ?? out, jobs: 2,
                                                               toolVersion: "test"))
    }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: (out as NSString).appendingPathComponent(path)) }

    /// Renaming the manifest builds the new catalog whole and removes the old one, folder and all.
    /// (Before: "0 built, 4 up to date" and an empty new catalog.)
    @Test func renamingTheCatalogRebuildsIt() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try build(try manifest()).builtCount == 4)
        let old = OutputTree.read(out).filter { $0.key.hasPrefix("Demo.xcassets/") && $0.value != nil }.count
        #expect(old == 1 + 4 * (1 + ProgressView.kind.states.count + 1 + 2))  // Contents.json; 4 files per imageset
        let renamed = try build(try manifest(named: "Renamed"))
        #expect(renamed.builtCount == 4 && renamed.upToDateCount == 0 && renamed.failures.isEmpty)
        #expect(exists("Renamed.xcassets/Contents.json") && exists("Renamed.xcassets/Track.imageset/Track@3x.png"))
        #expect(!exists("Demo.xcassets"))
        #expect(renamed.filesRemoved == old)
        let clean = root.appendingPathComponent("clean").path
        _ = try build(try manifest(named: "Renamed"), into: clean)
        #expect(OutputTree.differences(OutputTree.read(out), OutputTree.read(clean)) == [])
    }

    /// Switching formats removes the other format's files: the folder ends as a clean build of
    /// the new format, record included.
    @Test func switchingFormatsLeavesOnlyTheNewFormat() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let path = try manifest()
        for format in [OutputFormat.xcassets, .android, .png, .xcassets] {
            let summary = try build(path, format)
            #expect(summary.builtCount == 4 && summary.failures.isEmpty, "\(format)")
            let clean = root.appendingPathComponent("clean-\(format)").path
            _ = try build(path, format, into: clean)
            #expect(OutputTree.differences(OutputTree.read(out), OutputTree.read(clean)) == [], "\(format)")
        }
    }

    /// An asset that fails this time (its image went missing) keeps the files of its last good
    /// build, and its record: once the image is back, it is up to date again.
    @Test func aFailingAssetKeepsItsPreviousFiles() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        var pixmap = try Pixmap(width: 4, height: 4)
        pixmap[1, 1] = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
        let image = source.appendingPathComponent("track.png").path
        try Data(try PNG.encode(pixmap)).write(to: URL(fileURLWithPath: image))
        let path = source.appendingPathComponent("m.json").path
        try #"{"name": "F", "assets": [{"name": "Bar", "control": "progress", "trackImage": "track.png"}, "#
            .appending(#"{"name": "Star", "scene": "\#(PackagePaths.fixtures.path)/Manifests/star.json"}]}"#)
            .write(toFile: path, atomically: true, encoding: .utf8)
        _ = try build(path)
        let before = OutputTree.read(out)
        #expect(before["F.xcassets/Bar.imageset/Bar@2x.png"] != nil)
        try FileManager.default.removeItem(atPath: image)
        let failed = try build(path)
        #expect(failed.failures.count == 1 && failed.upToDateCount == 1 && failed.filesRemoved == 0)
        #expect(failed.failures.first?.description.contains(#""Bar": key "trackImage""#) == true)
        #expect(OutputTree.differences(OutputTree.read(out), before) == [])
        try Data(try PNG.encode(pixmap)).write(to: URL(fileURLWithPath: image))
        #expect(try build(path).upToDateCount == 2)
    }

    /// An asset that left the manifest goes, with the imageset folders it leaves empty; a user's
    /// files (even inside our folders) stay, and so do their folders.
    @Test func removedAssetsLeaveNoEmptyFoldersAndUsersFilesStay() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try build(try manifest())
        let notes = (out as NSString).appendingPathComponent("Demo.xcassets/Notes.txt")
        let kept = (out as NSString).appendingPathComponent("Demo.xcassets/Pill.imageset/keep.txt")
        try "mine".write(toFile: notes, atomically: true, encoding: .utf8)
        try "mine too".write(toFile: kept, atomically: true, encoding: .utf8)
        let summary = try build(try manifest(keep: { $0 != "Pill" && $0 != "Meter" }))
        // Four files (three PNGs and Contents.json) per imageset of Meter's states and Pill's two.
        #expect(summary.upToDateCount == 2 && summary.filesRemoved == 4 * (ProgressView.kind.states.count + 2))
        #expect(!exists("Demo.xcassets/Meter.imageset") && !exists("Demo.xcassets/Meter-disabled.imageset"))
        #expect(!exists("Demo.xcassets/Pill-disabled.imageset") && !exists("Demo.xcassets/Pill.imageset/Pill.png"))
        #expect(exists("Demo.xcassets/Pill.imageset/keep.txt") && exists("Demo.xcassets/Notes.txt"))
        #expect(exists("Demo.xcassets/Star.imageset/Star@3x.png"))
    }

    /// A file changed on disk is not "up to date": its asset is rebuilt and the bytes restored.
    @Test func aChangedOutputFileIsRebuilt() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let path = try manifest()
        _ = try build(path, .png)
        let star = (out as NSString).appendingPathComponent("Star@2x.png")
        let good = try Data(contentsOf: URL(fileURLWithPath: star))
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: star))
        let again = try build(path, .png)
        #expect(again.builtCount == 1 && again.assets[2].name == "Star")
        #expect(try Data(contentsOf: URL(fileURLWithPath: star)) == good)
    }

    /// Temporary files an interrupted build left are removed; other hidden files are not.
    @Test func leftoverTemporaryFilesAreRemoved() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let path = try manifest()
        _ = try build(path, .png)
        let temp = (out as NSString).appendingPathComponent(".Star.png.ctlrender-tmp")
        let other = (out as NSString).appendingPathComponent(".Star.png.tmp")
        try "half".write(toFile: temp, atomically: false, encoding: .utf8)
        try "user".write(toFile: other, atomically: false, encoding: .utf8)
        #expect(try build(path, .png).upToDateCount == 4)
        #expect(!FileManager.default.fileExists(atPath: temp) && FileManager.default.fileExists(atPath: other))
    }

    /// A build killed while writing the first file of a folder it made leaves that folder
    /// holding only the temporary file; the next build removes both. (Before: an empty `res`
    /// stayed after an android build killed at 18 ms and an xcassets build, in KilledBuildTests.)
    @Test func foldersHoldingOnlyATemporaryFileAreRemoved() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let path = try manifest()
        let nested = (out as NSString).appendingPathComponent("res/drawable-xhdpi")
        try FileManager.default.createDirectory(atPath: nested, withIntermediateDirectories: true)
        try "half".write(toFile: (nested as NSString).appendingPathComponent(".track.9.png.ctlrender-tmp"),
                         atomically: false, encoding: .utf8)
        let user = (out as NSString).appendingPathComponent("mine/.notes.ctlrender-tmp")
        try FileManager.default.createDirectory(atPath: (user as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try "half".write(toFile: user, atomically: false, encoding: .utf8)
        try "user".write(toFile: (out as NSString).appendingPathComponent("mine/notes.txt"), atomically: false,
                         encoding: .utf8)
        _ = try build(path, .xcassets)
        #expect(!exists("res"))
        #expect(!exists("mine/.notes.ctlrender-tmp") && exists("mine/notes.txt"))
    }

    /// A build killed while making the folders of its first file (`res`, then `res/drawable-hdpi`)
    /// may leave only the outer one; the next build, in another format, removes it. (Before: an
    /// empty `res` stayed, KilledBuildTests round 25.)
    @Test func aHalfMadeFolderOfAKilledBuildIsRemoved() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let path = try manifest()
        _ = try build(path, .png)
        // The android build announced its files (the record lists them as pending), made `res`, and was killed.
        let record = (out as NSString).appendingPathComponent(".ctlrender-build.json")
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: record)))
            as? [String: Any])
        json["pending"] = ["res/drawable-hdpi/meter.png"]
        try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]).write(to: URL(fileURLWithPath: record))
        try FileManager.default.createDirectory(atPath: (out as NSString).appendingPathComponent("res"),
                                                withIntermediateDirectories: false)
        _ = try build(path, .xcassets)
        #expect(!exists("res"))
    }

    /// The limits bound around a build reach its worker threads: an image over a lowered
    /// pixel limit fails on every worker (before, the workers saw the default limits). (The
    /// same through the environment of `ctlrender build`: ctlrenderTests' `BuildCommandTests`.)
    @Test func workersBuildUnderTheCallersLimits() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let path = try manifest(keep: { $0 == "Meter" || $0 == "Pill" })
        var tight = RenderLimits.current
        tight.imagePixels = 100
        let summary = try RenderLimits.$current.withValue(tight) { try build(path) }
        #expect(summary.failures.count == 2 && summary.builtCount == 0, "\(summary.assets)")
        #expect(summary.failures.allSatisfy { "\($0)".contains("CTLRENDER_MAX_IMAGE_PIXELS") }, "\(summary.failures)")
    }

    /// A record written by an earlier ctlrender (paths without digests) is still a list of
    /// our files: nothing in it is trusted as up to date, and what the manifest no longer
    /// writes is removed.
    @Test func aVersion1RecordIsReadAsOurFiles() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let path = try manifest()
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        try "old".write(toFile: (out as NSString).appendingPathComponent("Gone.png"), atomically: true, encoding: .utf8)
        try #"{"format": "png", "assets": {"Gone": {"digest": "1", "files": ["Gone.png"]}}}"#
            .write(toFile: (out as NSString).appendingPathComponent(".ctlrender-build.json"), atomically: true,
                   encoding: .utf8)
        let summary = try build(path, .png)
        #expect(summary.builtCount == 4 && summary.filesRemoved == 1 && !exists("Gone.png"))
        let clean = root.appendingPathComponent("clean").path
        _ = try build(path, .png, into: clean)
        #expect(OutputTree.differences(OutputTree.read(out), OutputTree.read(clean)) == [])
    }
}
