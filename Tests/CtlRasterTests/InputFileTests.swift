import Foundation
import Testing
@testable import CtlRaster

/// `InputFile.read`: the size cap, what it refuses, and the path in every error.
@Suite struct InputFileTests {
    let dir: String

    init() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("inputfile-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    func file(_ name: String, _ bytes: Int) throws -> String {
        let path = dir + "/" + name
        try Data(repeating: 0x41, count: bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func limits(inputBytes: Int) -> RenderLimits {
        var limits = RenderLimits.standard
        limits.inputBytes = inputBytes
        return limits
    }

    @Test func readsAFileUpToTheCapExactly() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = try file("ten.txt", 10)
        #expect(try InputFile.read(path: path, limits: limits(inputBytes: 10)) == Data(repeating: 0x41, count: 10))
        #expect(try InputFile.read(path: try file("empty.txt", 0)).isEmpty)
    }

    @Test func aFilePastTheCapIsRefusedByItsSize() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = try file("eleven.txt", 11)
        #expect(throws: LimitExceeded(limit: .inputBytes, requested: 11, allowed: 10,
                                      what: "the input file '\(path)'")) {
            try InputFile.read(path: path, limits: limits(inputBytes: 10))
        }
    }

    @Test func theCapComesFromTheLimitsInForce() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = try file("eleven.txt", 11)
        RenderLimits.$current.withValue(limits(inputBytes: 10)) {
            #expect(throws: LimitExceeded.self) { try InputFile.read(path: path) }
        }
    }

    @Test func anEndlessDeviceIsRefusedWithoutReading() {
        #expect(throws: InputFileError(path: "/dev/zero", reason: .notAFile(.device))) {
            try InputFile.read(path: "/dev/zero")
        }
        #expect(InputFileError(path: "/dev/zero", reason: .notAFile(.device)).description
            == "/dev/zero: is a device, not a file")
    }

    @Test func aFolderAndAMissingFileAreNamed() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(throws: InputFileError(path: dir, reason: .notAFile(.directory))) { try InputFile.read(path: dir) }
        let missing = dir + "/missing.json"
        #expect(throws: InputFileError(path: missing, reason: .noSuchFile)) { try InputFile.read(path: missing) }
        #expect(InputFileError(path: missing, reason: .noSuchFile).description == "\(missing): no such file")
    }

    @Test func aPipeIsReadUpToTheCapAndNoFurther() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fifo = dir + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        // A writer that would go on for 64 MiB; the reader stops one byte past its cap of 1 KiB.
        let writer = Thread {
            guard let handle = FileHandle(forWritingAtPath: fifo) else { return }
            let chunk = Data(repeating: 0, count: 1 << 16)
            for _ in 0..<1024 {
                do { try handle.write(contentsOf: chunk) } catch { break }  // EPIPE once the reader is gone
            }
            try? handle.close()
        }
        signal(SIGPIPE, SIG_IGN)
        writer.start()
        #expect {
            try InputFile.read(path: fifo, limits: limits(inputBytes: 1024))
        } throws: { error in
            guard let e = error as? LimitExceeded else { return false }
            return e.limit == .inputBytes && e.requested == 1025 && e.description.contains(fifo)
                && e.description.contains("CTLRENDER_MAX_INPUT_BYTES")
        }
    }

    @Test func aPipeWithinTheCapIsReadWhole() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fifo = dir + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = Thread {
            guard let handle = FileHandle(forWritingAtPath: fifo) else { return }
            try? handle.write(contentsOf: Data("{\"ok\": 1}".utf8))
            try? handle.close()
        }
        writer.start()
        #expect(try InputFile.read(path: fifo) == Data("{\"ok\": 1}".utf8))
    }
}
