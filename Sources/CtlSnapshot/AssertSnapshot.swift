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
/// The record mode is `record`, else the one `CTLRENDER_RECORD` sets, else `.missing`: a new
/// golden is written (look at it before committing it), an existing one never changes. On a
/// failure the expected, actual and diff images are written to `$CTLRENDER_ARTIFACTS` (default:
/// `ctlrender-artifacts` in the temporary folder), and the message names them.
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
    let outcome = golden.check(image, named: goldenName, tolerance: tolerance, mode: record ?? location.recordMode(for: goldenName))
    switch outcome {
    case .matched:
        break
    case .recorded(let path):
        FileHandle.standardError.write(Data("ctlrender: recorded the golden \(path); look at it before committing it\n".utf8))
    case .mismatched(let message), .missing(let message):
        location.fail(message)
    }
    return outcome
}

/// Renders `control` in `state` (see `ControlRenderer`) and compares it with its golden, as
/// `assertSnapshot(of:)` does for an image. The golden is named after the test, then `name`
/// (default: the state and look, `highlighted-flat`), so one test can snapshot several states.
@discardableResult
public func assertSnapshot(of control: any Control, state: ControlState = .normal, look: Look = .flat,
                           scale: Double = 2, size: Size? = nil, tint: Color? = nil, background: Color? = nil,
                           named name: String? = nil, tolerance: Tolerance = .exact, record: RecordMode? = nil,
                           fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                           function: StaticString = #function, line: UInt = #line,
                           column: UInt = #column) -> Golden.Outcome? {
    let options = RenderOptions(look: look, state: state, scale: scale, size: size, tint: tint, background: background)
    let image: Pixmap
    do {
        image = try ControlRenderer.render(control, options: options).pixmap
    } catch {
        SnapshotLocation(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
            .fail("could not render the \(type(of: control).kind.name): \(error)")
        return nil
    }
    return assertSnapshot(of: image, named: name ?? "\(state)-\(look)", tolerance: tolerance, record: record,
                          fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

/// Where a snapshot assertion was made: its golden's folder and name, and how to fail there.
struct SnapshotLocation {
    let fileID: StaticString
    let filePath: StaticString
    let function: StaticString
    let line: UInt
    let column: UInt

    var environment: [String: String] { ProcessInfo.processInfo.environment }

    /// `<folder of the test file>/__Goldens__/<test file name>/`, artifacts in `$CTLRENDER_ARTIFACTS`.
    var golden: Golden {
        let file = URL(fileURLWithPath: "\(filePath)")
        let folder = file.deletingLastPathComponent().appendingPathComponent("__Goldens__")
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
        let artifacts = environment["CTLRENDER_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("ctlrender-artifacts")
        return Golden(directory: folder, artifacts: artifacts, defaultMode: .missing)
    }

    /// The test's name without its parameter list (`testButton()` → `testButton`), then `.name`.
    func goldenName(_ name: String?) -> String {
        var test = "\(function)"
        if let paren = test.firstIndex(of: "(") { test = String(test[..<paren]) }
        guard let name, !name.isEmpty else { return test }
        let safe = name.map { $0 == "/" || $0 == ":" ? "-" : $0 }
        return test + "." + String(safe)
    }

    func recordMode(for name: String) -> RecordMode {
        RecordPolicy.from(environment: environment, fallback: .missing).mode(for: name)
    }

    /// Records a failure with the framework running the test.
    func fail(_ message: String) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line),
                                                        column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
