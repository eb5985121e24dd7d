import CtlRaster
import CtlSnapshot
import Foundation
import Testing

/// Record modes set in code: the suite's trait, a test's trait inside it, blocks inside those,
/// and `record:` over all of them.
@Suite(.snapshotRecording(.never)) struct SnapshotRecordingTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Goldens__/SnapshotRecordingTests")

    @Test func theSuitesTraitSetsTheMode() {
        #expect(SnapshotRecording.mode == .never)
    }

    @Test(.snapshotRecording(.all)) func aTestsTraitWinsOverItsSuites() {
        #expect(SnapshotRecording.mode == .all)
    }

    @Test(.snapshotRecording(.all)) func anInnerBlockWinsOverTheTrait() async {
        withSnapshotRecording(.failed) {
            #expect(SnapshotRecording.mode == .failed)
            withSnapshotRecording(.missing) { #expect(SnapshotRecording.mode == .missing) }
            #expect(SnapshotRecording.mode == .failed)
        }
        await withSnapshotRecording(.missing) {
            await Task.yield()
            #expect(SnapshotRecording.mode == .missing)
        }
        #expect(SnapshotRecording.mode == .all)
    }

    @Test func outsideAnyScopeThereIsNoMode() async {
        await Task.detached { #expect(SnapshotRecording.mode == nil) }.value
    }

    /// Under `.all` a new golden is recorded; `record:` wins over the trait; an inner `.never`
    /// block neither records nor passes a different image.
    @Test(.snapshotRecording(.all)) func assertSnapshotFollowsTheScope() throws {
        let path = Self.goldens.appendingPathComponent("assertSnapshotFollowsTheScope.scoped.png")
        defer {
            try? FileManager.default.removeItem(at: path)
            try? FileManager.default.removeItem(at: Self.goldens)
        }
        let black = try AssertSnapshotTests.swatch(.black), white = try AssertSnapshotTests.swatch(.white)
        withKnownIssue {
            assertSnapshot(of: black, named: "scoped", record: .never)
        }
        #expect(!FileManager.default.fileExists(atPath: path.path))
        #expect(assertSnapshot(of: black, named: "scoped") == .recorded(path: path.path))
        withSnapshotRecording(.never) {
            withKnownIssue {
                assertSnapshot(of: white, named: "scoped")
            }
        }
        #expect(try PNG.read(path: path.path) == black)
    }
}
