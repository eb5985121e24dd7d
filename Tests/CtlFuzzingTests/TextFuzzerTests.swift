import CtlFuzzing
import CtlTestSupport
import Foundation
import Testing

/// The `text` harness on its seeds and on the hostile text of issue 37: every input is drawn
/// (the harness stops the process when a visual order is not a permutation of its line).
@Suite struct TextFuzzerTests {
    @Test func theSeedsAreDrawn() throws {
        let folder = PackagePaths.fixtures.appendingPathComponent("Fuzz/text")
        let seeds = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(seeds.count >= 4)
        for name in seeds {
            let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
            #expect(FuzzTarget.text.run(bytes) == .rendered, "\(name)")
        }
    }

    @Test func hostileTextIsDrawn() {
        let inputs: [[UInt8]] = [
            Array((String(repeating: "\u{2067}", count: 130) + "abc 123" + String(repeating: "\u{2069}", count: 131)).utf8),
            Array((String(repeating: "\u{202E}\u{202A}", count: 80) + "אבג (x] 1.5%" + String(repeating: "\u{202C}", count: 7)).utf8),
            [0xFF, 0xD7, 0x90, 0xED, 0xA0, 0x80, 0x61, 0xC0, 0xAF, 0xF4, 0x90, 0x80, 0x80],  // invalid UTF-8, a lone surrogate's bytes
            Array(String(repeating: "שלום world 123 (אבג) مرحبا ", count: 150).utf8),
            [],
        ]
        for bytes in inputs {
            #expect(FuzzTarget.text.run(bytes) == .rendered, "\(bytes.prefix(16))")
        }
    }
}
