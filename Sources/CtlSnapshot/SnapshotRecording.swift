import CtlGolden
import Testing

/// A record mode set in code for a stretch of a test: by `withSnapshotRecording(_:operation:)`
/// or by the trait `.snapshotRecording(_:)` on a test or a suite.
///
/// `assertSnapshot` takes its mode from its `record:` argument, else from the innermost of these
/// scopes, else from `CTLRENDER_RECORD`, else (nothing asked for) `.never` where `CI` is set and
/// `.missing` elsewhere, in which recording a missing golden fails the test.
public enum SnapshotRecording {
    /// The mode of the innermost scope around the running code, or `nil` outside any.
    @TaskLocal public static var mode: RecordMode?
}

/// Runs `operation` with `mode` as the record mode of every `assertSnapshot` in it that has no
/// `record:` argument, as `@Test(.snapshotRecording(mode))` does for a whole test. An inner
/// scope wins over an outer one.
@discardableResult
public func withSnapshotRecording<R>(_ mode: RecordMode, operation: () throws -> R) rethrows -> R {
    try SnapshotRecording.$mode.withValue(mode, operation: operation)
}

/// Runs `operation` with `mode` as the record mode of every `assertSnapshot` in it that has no
/// `record:` argument; the asynchronous form of `withSnapshotRecording(_:operation:)`.
@discardableResult
public func withSnapshotRecording<R>(_ mode: RecordMode, isolation: isolated (any Actor)? = #isolation,
                                     operation: () async throws -> R) async rethrows -> R {
    try await SnapshotRecording.$mode.withValue(mode, operation: operation, isolation: isolation)
}

/// The trait behind `.snapshotRecording(_:)`: the test, or every test of the suite, runs inside
/// `withSnapshotRecording(mode)`. A test's own trait wins over its suite's.
public struct SnapshotRecordingTrait: TestTrait, SuiteTrait, TestScoping {
    /// The record mode inside the test or suite.
    public let mode: RecordMode

    /// Runs `function` with `mode` as the record mode.
    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await SnapshotRecording.$mode.withValue(mode) { try await function() }
    }
}

extension Trait where Self == SnapshotRecordingTrait {
    /// Records snapshots of this test (or of every test of this suite) as `mode` says, unless an
    /// assertion gives its own `record:` or an inner scope another mode:
    /// `@Test(.snapshotRecording(.all)) func button() { … }`.
    public static func snapshotRecording(_ mode: RecordMode) -> Self { SnapshotRecordingTrait(mode: mode) }
}
