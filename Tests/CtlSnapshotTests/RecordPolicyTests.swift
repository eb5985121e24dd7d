import CtlGolden
import CtlRaster
import Foundation
import Testing

/// `CTLRENDER_RECORD`: modes, name filters in their explicit forms, and anything else refused.
@Suite struct RecordPolicyTests {
    func mode(_ name: String, _ env: [String: String]) throws -> RecordMode {
        try RecordPolicy.from(environment: env, fallback: .never).mode(for: name)
    }

    @Test func modesAndNumbers() throws {
        #expect(try mode("a", [:]) == .never)
        #expect(try mode("a", ["CTLRENDER_RECORD": ""]) == .never)
        #expect(try mode("a", ["CTLRENDER_RECORD": "0"]) == .never)
        #expect(try mode("a", ["CTLRENDER_RECORD": "1"]) == .all)
        #expect(try mode("a", ["CTLRENDER_RECORD": "missing"]) == .missing)
        #expect(try mode("a", ["CTLRENDER_RECORD": "FAILED"]) == .failed)
        #expect(try RecordPolicy.from(environment: [:], fallback: .missing).mode == .missing)
    }

    @Test func onlyFiltersByName() throws {
        #expect(try mode("knob_72x72", ["CTLRENDER_RECORD": "only:knob_72x72"]) == .all)
        #expect(try mode("knob_44x44", ["CTLRENDER_RECORD": "only:knob_72x72"]) == .never)
        #expect(try RecordPolicy.parse("only:all") == RecordPolicy(mode: .all, filter: "all"))
    }

    @Test func aFolderFilterEndsInASlash() throws {
        #expect(try mode("button/rounded-rect-normal-flat", ["CTLRENDER_RECORD": "button/"]) == .all)
        #expect(try mode("switch/on-normal-flat", ["CTLRENDER_RECORD": "button/"]) == .never)
        #expect(try mode("button/x", ["CTLRENDER_RECORD": "only:button/"]) == .all)
    }

    @Test(arguments: ["knob_72x72", "button", "yes", "true", "al", "2", "/"])
    func anythingElseIsAnError(value: String) {
        #expect(throws: RecordPolicyError.unknownValue(value)) { try RecordPolicy.parse(value) }
        let message = "\(RecordPolicyError.unknownValue(value))"
        #expect(message.contains("all, failed, missing, never"))
        #expect(message.contains("only:TEXT"))
        #expect(message.contains("CTLRENDER_RECORD=only:\(value)"))
    }

    @Test func anEmptyFilterIsAnError() {
        #expect(throws: RecordPolicyError.emptyFilter) { try RecordPolicy.parse("only:") }
    }

    /// A golden check under an unknown value fails, says why, and writes nothing.
    @Test func aCheckUnderAnUnknownValueFails() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ctlrender-policy-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = Golden(directory: folder.appendingPathComponent("goldens"), artifacts: folder.appendingPathComponent("a"))
        var image = try Pixmap(width: 2, height: 2)
        image.fill(.black)
        let outcome = golden.check(image, named: "knob_72x72", environment: ["CTLRENDER_RECORD": "knob_72x72"])
        guard case .unusable(let message) = outcome else {
            Issue.record("expected an unusable check, got \(outcome)")
            return
        }
        #expect(message.contains("is not a record mode"))
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        // The mode given to the check wins over the environment.
        #expect(golden.check(image, named: "k", mode: .all, environment: ["CTLRENDER_RECORD": "bogus"]).passed)
    }
}
