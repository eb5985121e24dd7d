// Runs with the package trait "SnapshotTesting": swift test --traits SnapshotTesting --filter CtlSnapshotTestingTests
#if SnapshotTesting
import CtlControls
import CtlGolden
import CtlRaster
import CtlSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

@Suite struct SnapshottingPixmapTests {
    static func swatch(_ color: Color) throws -> Pixmap {
        var p = try Pixmap(width: 6, height: 4)
        p.fill(color)
        return p
    }

    @Test func equalImagesMatchAndDifferencesAreDescribed() throws {
        let diffing = Snapshotting<Pixmap, Data>.pixmap.diffing
        let blue = Data(try PNG.encode(try Self.swatch(Color(r: 0, g: 122, b: 255))))
        #expect(diffing.diffV2(blue, blue) == nil)
        var red = try Self.swatch(Color(r: 0, g: 122, b: 255))
        red[2, 1] = Color(r: 255, g: 0, b: 0).premultiplied
        let failure = try #require(diffing.diffV2(blue, Data(try PNG.encode(red))))
        #expect(failure.0 == "1 pixels differ (4.2% of 6×4), max channel delta 255, in x 2…2, y 1…1 (1×1)")
        #expect(failure.1.count == 1)
        let lenient = Snapshotting<Pixmap, Data>.pixmap(tolerance: Tolerance(maxDelta: 255, maxDifferingPixels: 1))
        #expect(lenient.diffing.diffV2(blue, Data(try PNG.encode(red))) == nil)
    }

    @Test func recordsAndComparesWithAssertSnapshot() throws {
        let image = try Self.swatch(Color(r: 12, g: 200, b: 90))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ctl-snap-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // The first run records (and fails, as swift-snapshot-testing does); the second matches.
        let first = verifySnapshot(of: image, as: .pixmap, named: "swatch", record: .missing,
                                   snapshotDirectory: folder.path)
        #expect(first != nil)
        #expect(verifySnapshot(of: image, as: .pixmap, named: "swatch", record: .never,
                               snapshotDirectory: folder.path) == nil)
        let control: any Control = ProgressView(progress: 0.5)
        _ = verifySnapshot(of: control, as: .control(look: .classic), named: "bar", record: .missing,
                           snapshotDirectory: folder.path)
        #expect(verifySnapshot(of: control, as: .control(look: .classic), named: "bar", record: .never,
                               snapshotDirectory: folder.path) == nil)
    }

    @Test func anAppearanceNamesItsGoldenAndDrawsItsColours() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ctl-snap-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let button: any Control = Button(title: "Play")
        for appearance in [Appearance.light, .dark, .darkHighContrast] {
            _ = verifySnapshot(of: button, as: .image(appearance: appearance), named: "play", record: .missing,
                               snapshotDirectory: folder.path)
            #expect(verifySnapshot(of: button, as: .image(appearance: appearance), named: "play", record: .never,
                                   snapshotDirectory: folder.path) == nil)
        }
        let test = "anAppearanceNamesItsGoldenAndDrawsItsColours.play"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["\(test).dark-high-contrast.png", "\(test).dark.png", "\(test).png"])
        // The dark golden holds the dark drawing: the light one's title is another blue.
        let light = try PNG.decode([UInt8](Data(contentsOf: folder.appendingPathComponent("\(test).png"))))
        let dark = try PNG.decode([UInt8](Data(contentsOf: folder.appendingPathComponent("\(test).dark.png"))))
        #expect(light.width == dark.width && light.height == dark.height)
        #expect(ImageComparison(expected: light, actual: dark).passes(.exact) == false)
    }
}
#endif
