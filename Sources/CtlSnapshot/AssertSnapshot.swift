@_exported import CtlGolden
import CtlControls
import CtlRaster
import Foundation
import Testing
import XCTest

/// Compares `image` with its golden, kept next to the test file in
/// `__Goldens__/<TestFile>/<test>[.<name>].png`, and reports a difference as a failure of the
/// running test — a Swift Testing issue or an XCTest failure, whichever framework runs it.
///
/// The record mode is `record`, else the one of the innermost `withSnapshotRecording` or
/// `.snapshotRecording` trait around the call, else the one `CTLRENDER_RECORD` sets (an unknown
/// value fails the test, naming the accepted ones): a mode asked for, in which recording passes.
/// Else, where the `CI` environment variable is set, `.never` (a missing golden fails and nothing
/// is written); elsewhere `.missing`, but unasked: a missing golden is written AND the test fails,
/// as in swift-snapshot-testing, so that a person looks at it and runs the test again; an existing
/// golden never changes.
///
/// On a failure the expected, actual and diff images are written to
/// `<package>/.build/ctlrender-artifacts/<module>/<TestFile>/<test>[.<name>].{expected,actual,diff}.png`
/// (or under `$CTLRENDER_ARTIFACTS` instead of `.build/ctlrender-artifacts`), the message names them
/// relative to the package, and they are attached to the test: Swift Testing attachments, or
/// `XCTAttachment`s where XCTest has them (not in swift-corelibs-xctest on Linux).
///
/// - Parameters:
///   - name: Tells apart several snapshots of one test. Default: none.
///   - tolerance: Both bounds must hold. Default: exact.
/// - Returns: The outcome, for tests that want to look at it.
@discardableResult
public func assertSnapshot(of image: Pixmap, named name: String? = nil, tolerance: Tolerance = .exact,
                           record: RecordMode? = nil, fileID: StaticString = #fileID,
                           filePath: StaticString = #filePath, function: StaticString = #function,
                           line: UInt = #line, column: UInt = #column) -> Golden.Outcome {
    let location = SnapshotLocation(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    let golden = location.golden
    let goldenName = location.goldenName(name)
    let outcome = golden.check(image, named: goldenName, tolerance: tolerance, mode: record ?? SnapshotRecording.mode,
                               environment: location.environment)
    switch outcome {
    case .matched:
        break
    case .recorded(let path):
        let shown = golden.display(URL(fileURLWithPath: path))
        FileHandle.standardError.write(Data("ctlrender: recorded the golden \(shown); look at it before committing it\n".utf8))
    case .recordedNew(let path):
        let shown = golden.display(URL(fileURLWithPath: path))
        location.fail("\(goldenName): no golden was there; recorded \(shown): look at it, then run the test again "
            + "(a missing golden fails until then; give record: .missing, or CTLRENDER_RECORD=missing, to record "
            + "without failing)")
    case .mismatched(let message), .missing(let message):
        location.fail(message)
        SnapshotAttachments.attach(golden.artifactFiles(of: goldenName), at: location)
    case .unusable(let message):
        location.fail(message)
    }
    return outcome
}

/// Renders `control` in `state` and `appearance` (see `ControlRenderer`) and compares it with
/// its golden, as `assertSnapshot(of:)` does for an image. The golden is named after the test,
/// then `name` (default: the state, the look and the appearance's `fileSuffix`:
/// `highlighted-flat`, `highlighted-flat-dark`), so one test can snapshot several states and
/// appearances.
@discardableResult
public func assertSnapshot(of control: any Control, state: ControlState = .normal, look: Look = .flat,
                           appearance: Appearance = .light, scale: Double = 2, size: Size? = nil,
                           tint: Color? = nil, background: Color? = nil,
                           named name: String? = nil, tolerance: Tolerance = .exact, record: RecordMode? = nil,
                           fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                           function: StaticString = #function, line: UInt = #line,
                           column: UInt = #column) -> Golden.Outcome? {
    let options = RenderOptions(look: look, appearance: appearance, state: state, scale: scale, size: size, tint: tint,
                                background: background)
    let image: Pixmap
    do {
        image = try ControlRenderer.render(control, options: options).pixmap
    } catch {
        SnapshotLocation(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
            .fail("could not render the \(type(of: control).kind.name): \(error)")
        return nil
    }
    return assertSnapshot(of: image, named: name ?? "\(state)-\(look)\(appearance.fileSuffix)", tolerance: tolerance,
                          record: record,
                          fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}
