import CtlGolden
import Foundation
import Testing
import XCTest

/// Attaches a failed snapshot's images — expected, actual and diff, as written to the artifacts
/// folder — to the test report of the framework running the test.
///
/// Swift Testing gets an `Attachment` per image (saved by `swift test --attachments-path DIR`, and
/// shown by Xcode). XCTest gets an `XCTAttachment` per image where XCTest has them (Apple's
/// platforms); swift-corelibs-xctest (Linux, Windows) has none, so there the files and the
/// failure message that names them are the report.
enum SnapshotAttachments {
    /// Attaches `files` (PNGs), named `<golden name>.<kind>.png` as they are on disk, and returns
    /// the names of those attached (none where the framework takes no attachments).
    @discardableResult
    static func attach(_ files: [URL], at location: SnapshotLocation) -> [String] {
        let images = files.compactMap { url in
            (try? Data(contentsOf: url)).map { (name: url.lastPathComponent, bytes: [UInt8]($0)) }
        }
        guard !images.isEmpty else { return [] }
        if Test.current != nil {
            for image in images {
                Attachment.record(image.bytes, named: image.name, sourceLocation: location.sourceLocation)
            }
            return images.map(\.name)
        }
        return attachToXCTest(images)
    }

    private static func attachToXCTest(_ images: [(name: String, bytes: [UInt8])]) -> [String] {
        #if canImport(Darwin)
        XCTContext.runActivity(named: "Snapshot images") { activity in
            for image in images {
                let attachment = XCTAttachment(data: Data(image.bytes), uniformTypeIdentifier: "public.png")
                attachment.name = image.name
                attachment.lifetime = .keepAlways
                activity.add(attachment)
            }
        }
        return images.map(\.name)
        #else
        return []
        #endif
    }
}
