import CtlRaster
import Foundation
import Testing
@testable import CtlGolden

@Suite struct SnapshotGoldenTests {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("ctlrender-golden-tests-\(getpid())-\(UUID().uuidString)")

    private func image(_ color: Color, width: Int = 4, height: Int = 3) throws -> Pixmap {
        var p = try Pixmap(width: width, height: height)
        p.fill(color)
        return p
    }

    private var golden: Golden {
        Golden(directory: folder.appendingPathComponent("goldens"), artifacts: folder.appendingPathComponent("artifacts"))
    }

    @Test func recordsThenMatchesExactly() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let red = try image(Color(r: 200, g: 10, b: 10, a: 180))
        let rec = golden.check(red, named: "red", environment: ["CTLRENDER_RECORD": "1"])
        #expect(rec == .recorded(path: folder.appendingPathComponent("goldens/red.png").path))
        #expect(golden.check(red, named: "red", environment: [:]).passed)
    }

    @Test func missingGoldenFails() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = golden.check(try image(.black), named: "nothing-here", environment: [:])
        guard case .missing(let message) = outcome else {
            Issue.record("expected a missing golden, got \(outcome)")
            return
        }
        #expect(message.contains("CTLRENDER_RECORD=only:nothing-here"))
    }

    @Test func mismatchReportsNumbersAndWritesArtifacts() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var a = try image(Color(r: 10, g: 20, b: 30))
        _ = golden.check(a, named: "one", environment: ["CTLRENDER_RECORD": "only:one"])
        a[1, 1] = Color(r: 10, g: 25, b: 30).premultiplied
        a[2, 2] = Color(r: 10, g: 20, b: 33).premultiplied
        let outcome = golden.check(a, named: "one", environment: [:])
        guard case .mismatched(let message) = outcome else {
            Issue.record("expected a mismatch, got \(outcome)")
            return
        }
        #expect(message.contains("2 pixels differ"))
        #expect(message.contains("max channel delta 5"))
        for suffix in ["expected", "actual", "diff"] {
            let path = folder.appendingPathComponent("artifacts/one.\(suffix).png").path
            #expect(FileManager.default.fileExists(atPath: path), "\(suffix) image")
        }
        // A bound on both the delta and the count accepts it; either alone does not.
        #expect(golden.check(a, named: "one", tolerance: Tolerance(maxDelta: 5, maxDifferingPixels: 2),
                             environment: [:]).passed)
        #expect(!golden.check(a, named: "one", tolerance: Tolerance(maxDelta: 4, maxDifferingPixels: 2),
                              environment: [:]).passed)
        #expect(!golden.check(a, named: "one", tolerance: Tolerance(maxDelta: 5, maxDifferingPixels: 1),
                              environment: [:]).passed)
    }

    @Test func sizeMismatchFails() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = golden.check(try image(.white), named: "s", environment: ["CTLRENDER_RECORD": "1"])
        #expect(!golden.check(try image(.white, width: 5), named: "s", environment: [:]).passed)
    }

    @Test func differenceStatistics() throws {
        let a = try image(Color(r: 0, g: 0, b: 0, a: 0), width: 2, height: 2)
        var b = a
        b[0, 0] = PremultipliedColor(r: 40, g: 0, b: 0, a: 40)
        let d = try #require(ImageDifference(a, b))
        #expect(d.maxDelta == 40)
        #expect(d.differingPixels == 1)
        #expect(d.pixelsOver32 == 1)
        #expect(d.meanAbsoluteError == 80.0 / 16.0)
    }

    @Test func modeMissingRecordsNewGoldensAndNeverChangesOld() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = try image(.black), b = try image(.white)
        #expect(golden.check(a, named: "m", mode: .missing) == .recorded(path: golden.path(of: "m").path))
        #expect(!golden.check(b, named: "m", mode: .missing).passed)
        #expect(golden.check(a, named: "m", mode: .never).passed)
    }

    @Test func modeFailedReRecordsMismatchesButStillFails() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = try image(.black), b = try image(.white)
        _ = golden.check(a, named: "f", mode: .all)
        let outcome = golden.check(b, named: "f", mode: .failed)
        #expect(!outcome.passed)
        #expect("\(outcome)".contains("re-recorded"))
        #expect(golden.check(b, named: "f", mode: .never).passed)
        #expect(golden.check(a, named: "new", mode: .failed).passed)
    }

    @Test func modeNeverFailsForAMissingGoldenAndWritesNothing() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(!golden.check(try image(.black), named: "none", mode: .never).passed)
        #expect(!FileManager.default.fileExists(atPath: golden.path(of: "none").path))
    }

    /// With no mode asked for (none passed, no CTLRENDER_RECORD), a default of missing records a
    /// missing golden and FAILS (`.recordedNew`), as swift-snapshot-testing does; the next check
    /// compares with it. Asked for, recording passes.
    @Test func theDefaultRecordsAMissingGoldenAndFails() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var golden = golden
        golden.defaultMode = .missing
        let a = try image(.black)
        let outcome = golden.check(a, named: "new", environment: [:])
        #expect(outcome == .recordedNew(path: golden.path(of: "new").path) && !outcome.passed)
        #expect(try PNG.read(path: golden.path(of: "new").path) == a)
        #expect(golden.check(a, named: "new", environment: [:]).passed)
        #expect(golden.check(a, named: "asked", environment: ["CTLRENDER_RECORD": "missing"]).passed)
        #expect(golden.check(a, named: "given", mode: .missing, environment: [:]).passed)
    }

    /// Where CI is set, the default records nothing: a missing golden fails and no file is
    /// written. A mode asked for still records; CI set to "", 0 or false is no CI.
    @Test func onCINothingIsRecordedUnlessAskedFor() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var golden = golden
        golden.defaultMode = .missing
        let a = try image(.black)
        for ci in ["1", "true", "yes"] {
            guard case .missing(let message) = golden.check(a, named: "ci", environment: ["CI": ci]) else {
                Issue.record("CI=\(ci): the missing golden should fail")
                continue
            }
            #expect(message.hasSuffix("(CI is set, so nothing is recorded unless a mode is asked for)"), "\(message)")
            #expect(!FileManager.default.fileExists(atPath: golden.path(of: "ci").path))
        }
        #expect(golden.check(a, named: "ci", environment: ["CI": "1", "CTLRENDER_RECORD": "missing"])
                == .recorded(path: golden.path(of: "ci").path))
        for notCI in ["", "0", "false", "FALSE"] {
            #expect(!RecordPolicy.isContinuousIntegration(["CI": notCI]), "CI=\(notCI)")
            #expect(golden.check(a, named: "not-ci-\(notCI)", environment: ["CI": notCI])
                    == .recordedNew(path: golden.path(of: "not-ci-\(notCI)").path))
        }
    }
}
