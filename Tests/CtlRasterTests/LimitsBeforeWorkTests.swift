import Foundation
import Testing
@testable import CtlRaster

/// Limits checked before the work: a PNG's declared size, the image budget of a command,
/// writing through symbolic links, and the search that keeps text layout linear.
@Suite struct LimitsBeforeWorkTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Limits")

    // MARK: PNG header

    /// 8 KB files of 1-bit grey that inflate to 64 Mi pixels (256 MiB of RGBA, twice that while decoding).
    @Test(arguments: [("grey-8192x8192.png", 8192, 8192), ("grey-32768x2048.png", 32768, 2048)])
    func aSmallPNGDeclaringTooManyPixelsIsRefusedByItsHeader(name: String, width: Int, height: Int) throws {
        let path = Self.fixtures.appendingPathComponent(name).path
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).count < 16_384)
        #expect(throws: LimitExceeded(limit: .imagePixels, requested: width * height, allowed: 3 << 24,
                                      what: "the PNG '\(path)' of \(width)×\(height)")) {
            try PNG.read(path: path)
        }
    }

    @Test func theSameHeaderPassesUnderARaisedLimit() throws {
        var limits = RenderLimits.standard
        limits.imagePixels = 64
        // A 9×9 PNG is over a limit of 64 pixels; 8×8 is not.
        let nine = try PNG.encode(try Pixmap(width: 9, height: 9))
        let eight = try PNG.encode(try Pixmap(width: 8, height: 8))
        let width = try RenderLimits.$current.withValue(limits) { () throws -> Int in
            #expect(throws: LimitExceeded.self) { try PNG.decode(nine) }
            return try PNG.decode(eight).width
        }
        #expect(width == 8)
    }

    // MARK: Image budget

    @Test func theBudgetCountsEveryImageAndNamesTheOneOver() throws {
        var limits = RenderLimits.standard
        limits.totalImageBytes = 1000
        limits.imagePixels = 200
        var budget = ImageBudget(limits: limits)
        try budget.reserve(width: 10, height: 10, for: "frame 0")  // 400 bytes
        try budget.reserve(width: 10, height: 10, for: "frame 1")  // 800
        #expect(budget.bytes == 800)
        #expect(throws: LimitExceeded(limit: .totalImageBytes, requested: 1200, allowed: 1000,
                                      what: "frame 2, with the images before it,")) {
            try budget.reserve(width: 10, height: 10, for: "frame 2")
        }
        #expect(throws: LimitExceeded(limit: .imagePixels, requested: 300, allowed: 200,
                                      what: "a strip (300×1)")) {
            try budget.reserve(width: 300, height: 1, for: "a strip")
        }
        var standard = ImageBudget(limits: .standard)
        #expect(throws: PixmapError.tooLarge(width: Pixmap.maxDimension + 1, height: 1)) {
            try standard.reserve(width: Pixmap.maxDimension + 1, height: 1, for: "a line")
        }
        #expect(budget.bytes == 800, "a refused image is not counted")
    }

    // MARK: Writing through symbolic links

    @Test func aLinkToAFolderIsRefusedLikeTheFolder() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("links-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir + "/folder", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: "folder")
        let reason = String(cString: strerror(EISDIR))
        #expect(throws: AtomicFileError.cannotWrite(path: dir + "/folder", reason: reason)) {
            try AtomicFile.write([1, 2, 3], to: dir + "/folder")
        }
        #expect(throws: AtomicFileError.cannotWrite(path: dir + "/link", reason: reason)) {
            try AtomicFile.write([1, 2, 3], to: dir + "/link")
        }
        // The link is still a link to the folder, and nothing was written anywhere.
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/link") == "folder")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["folder", "link"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/folder").isEmpty)
    }

    @Test func aLinkToAFileKeepsTheLinkAndReplacesTheFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("links-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data([9]).write(to: URL(fileURLWithPath: dir + "/target.png"))
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.png", withDestinationPath: "target.png")
        try AtomicFile.write([1, 2, 3], to: dir + "/link.png")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/link.png") == "target.png")
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/target.png")) == Data([1, 2, 3]))
    }
}
