import CtlControls
import CtlRaster
import CtlSnapshot
import Foundation
import Testing
import XCTest

/// `assertSnapshot` in Swift Testing: goldens next to this file in
/// `__Goldens__/AssertSnapshotTests/`, failures reported as issues.
@Suite struct AssertSnapshotTests {
    static func swatch(_ color: Color) throws -> Pixmap {
        var p = try Pixmap(width: 6, height: 4)
        p.fill(color)
        return p
    }

    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Goldens__/AssertSnapshotTests")

    @Test func matchingImagePasses() throws {
        let outcome = assertSnapshot(of: try Self.swatch(Color(r: 0, g: 122, b: 255)), named: "blue", record: .never)
        #expect(outcome.passed)
    }

    @Test func aDifferenceIsAnIssueOfTheTest() throws {
        let red = try Self.swatch(Color(r: 255, g: 0, b: 0))
        withKnownIssue {
            assertSnapshot(of: red, named: "blue", record: .never)
        } matching: { issue in
            "\(issue)".contains("24 pixels differ")
        }
        // Within bounds it passes.
        #expect(assertSnapshot(of: red, named: "blue", tolerance: Tolerance(maxDelta: 255, maxDifferingPixels: 24),
                               record: .never).passed)
    }

    @Test func aMissingGoldenFailsInModeNeverAndIsRecordedInModeMissing() throws {
        let image = try Self.swatch(.black)
        let path = Self.goldens.appendingPathComponent("aMissingGoldenFailsInModeNeverAndIsRecordedInModeMissing.new.png")
        defer { try? FileManager.default.removeItem(at: path) }
        withKnownIssue {
            assertSnapshot(of: image, named: "new", record: .never)
        }
        #expect(!FileManager.default.fileExists(atPath: path.path))
        #expect(assertSnapshot(of: image, named: "new", record: .missing) == .recorded(path: path.path))
        #expect(try PNG.read(path: path.path) == image)
    }

    /// Without a mode asked for, a missing golden is recorded and the test FAILS, saying so (on
    /// CI, where CI is set, nothing is recorded and it fails as missing).
    @Test func aMissingGoldenIsRecordedAndFailsTheTestUnlessAskedFor() throws {
        let image = try Self.swatch(.white)
        let path = Self.goldens.appendingPathComponent("aMissingGoldenIsRecordedAndFailsTheTestUnlessAskedFor.png")
        defer { try? FileManager.default.removeItem(at: path) }
        let environment = ProcessInfo.processInfo.environment
        try #require(environment[RecordPolicy.variable] == nil, "the test needs CTLRENDER_RECORD unset")
        let onCI = RecordPolicy.isContinuousIntegration(environment)
        withKnownIssue {
            assertSnapshot(of: image)
        } matching: { issue in
            "\(issue)".contains(onCI ? "no usable golden" : "no golden was there; recorded "
                + "Tests/CtlSnapshotTests/__Goldens__/AssertSnapshotTests/"
                + "aMissingGoldenIsRecordedAndFailsTheTestUnlessAskedFor.png: look at it, then run the test again")
        }
        #expect(FileManager.default.fileExists(atPath: path.path) == !onCI)
        if !onCI {
            #expect(assertSnapshot(of: image).passed)
        }
    }

    @Test func controlsAreRenderedAndNamedByStateAndLook() throws {
        let bar = ProgressView(progress: 0.5)
        #expect(assertSnapshot(of: bar, state: .normal, look: .classic, size: Size(width: 40, height: 9),
                               record: .never)?.passed == true)
        #expect(FileManager.default.fileExists(
            atPath: Self.goldens.appendingPathComponent("controlsAreRenderedAndNamedByStateAndLook.normal-classic.png").path))
    }

    /// A control in an appearance other than light has a golden of its own, named after it: the
    /// dark button's golden is not the light one's.
    @Test func controlsInAnAppearanceAreNamedByIt() throws {
        let button = Button(title: "Go")
        #expect(assertSnapshot(of: button, appearance: .dark, record: .never)?.passed == true)
        #expect(assertSnapshot(of: button, appearance: .darkHighContrast, record: .never)?.passed == true)
        let name = "controlsInAnAppearanceAreNamedByIt.normal-flat"
        for suffix in ["-dark", "-dark-high-contrast"] {
            #expect(FileManager.default.fileExists(atPath: Self.goldens.appendingPathComponent("\(name)\(suffix).png").path))
        }
        #expect(!FileManager.default.fileExists(atPath: Self.goldens.appendingPathComponent("\(name).png").path))
    }
}

/// `assertSnapshot` in XCTest: a difference is an XCTest failure at the call.
final class AssertSnapshotXCTests: XCTestCase {
    var failures: [String] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                expected: Bool) {
        failures.append(description)
    }

    func testDifferenceIsAnXCTestFailure() throws {
        let red = try AssertSnapshotTests.swatch(Color(r: 255, g: 0, b: 0))
        assertSnapshot(of: red, named: "blue", record: .never)
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("24 pixels differ") ?? false)
        // The images are named relative to the package (XCTest on Linux takes no attachments).
        XCTAssertTrue(failures.first?.contains("see .build/ctlrender-artifacts/CtlSnapshotTests/AssertSnapshotTests/"
            + "testDifferenceIsAnXCTestFailure.blue.{expected,actual,diff}.png") ?? false
            || ProcessInfo.processInfo.environment["CTLRENDER_ARTIFACTS"] != nil, "\(failures)")
        failures.removeAll()
        let blue = try AssertSnapshotTests.swatch(Color(r: 0, g: 122, b: 255))
        assertSnapshot(of: blue, named: "blue", record: .never)
        XCTAssertEqual(failures, [])
    }

    func testScopedRecordingInXCTest() throws {
        let image = try AssertSnapshotTests.swatch(.white)
        withSnapshotRecording(.never) {
            assertSnapshot(of: image, named: "absent")
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("no usable golden at Tests/CtlSnapshotTests/__Goldens__/") ?? false,
                      "\(failures)")
    }
}
