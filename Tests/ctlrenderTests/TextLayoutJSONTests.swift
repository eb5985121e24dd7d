import CtlTestSupport
import Foundation
import Testing

/// `ctlrender text --json` and `--direction`: the layout of a line, as a user checks a title.
@Suite struct TextLayoutJSONTests {
    struct Glyph: Decodable, Equatable {
        let cluster: Int
        let level: Int
        let x: Double
        let advance: Double
        let glyph: Int
    }

    struct Line: Decodable {
        let direction: String
        let width: Double
        let glyphs: [Glyph]
    }

    struct Layout: Decodable {
        let lines: [Line]
    }

    static func layout(_ args: [String]) throws -> (Layout, Data) {
        let r = try CLIRunner.run(["text"] + args + ["--json"])
        try #require(r.status == 0, "\(args): \(r.stderr)")
        return (try JSONDecoder().decode(Layout.self, from: r.stdout), r.stdout)
    }

    @Test func theIssuesTitlesReadInVisualOrder() throws {
        let (hebrew, _) = try Self.layout(["אישור OK 2"])
        let line = try #require(hebrew.lines.first)
        #expect(hebrew.lines.count == 1 && line.direction == "rtl")
        #expect(line.glyphs.map(\.cluster) == [6, 7, 8, 9, 5, 4, 3, 2, 1, 0])
        #expect(line.glyphs.map(\.level) == [2, 2, 2, 2, 1, 1, 1, 1, 1, 1])
        // x grows left to right by the advances, which add up to the width.
        var pen = 0.0
        for glyph in line.glyphs {
            #expect(abs(glyph.x - pen) < 1e-9)
            pen += glyph.advance
        }
        #expect(abs(pen - line.width) < 1e-9)

        let (arabic, _) = try Self.layout(["مرحبا بالعالم 2026"])
        #expect(arabic.lines[0].direction == "rtl")
        #expect(arabic.lines[0].glyphs.prefix(4).map(\.cluster) == [14, 15, 16, 17])
        let (latin, _) = try Self.layout(["Price: שלום עולם 123 items", "--font-size", "20"])
        #expect(latin.lines[0].direction == "ltr")
        #expect(latin.lines[0].glyphs.map(\.cluster)
                == Array(0...6) + [17, 18, 19, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7] + Array(20...25))
    }

    @Test func theOptionsOfDrawingApply() throws {
        let (auto, autoBytes) = try Self.layout(["abc אבג"])
        let (rtl, _) = try Self.layout(["abc אבג", "--direction", "rtl"])
        #expect(auto.lines[0].direction == "ltr" && rtl.lines[0].direction == "rtl")
        #expect(rtl.lines[0].glyphs.map(\.cluster) == [6, 5, 4, 3, 0, 1, 2])
        let (big, _) = try Self.layout(["abc אבג", "--font-size", "34"])
        #expect(abs(big.lines[0].width - 2 * auto.lines[0].width) < 1e-9)
        let (scaled, scaledBytes) = try Self.layout(["abc אבג", "--scale", "3"])
        #expect(scaled.lines[0].width == auto.lines[0].width && scaledBytes == autoBytes, "points, whatever the scale")
        let (dejaVu, _) = try Self.layout(["abc", "--font", "DejaVu Sans"])
        #expect(dejaVu.lines[0].glyphs.map(\.glyph) != auto.lines[0].glyphs.prefix(3).map(\.glyph))
        // The same layout prints the same bytes.
        #expect(try Self.layout(["abc אבג"]).1 == autoBytes)
        #expect(String(decoding: autoBytes, as: UTF8.self).hasPrefix(#"{"lines": [\#n  {"direction": "ltr", "width": "#))
    }

    @Test func theDirectionIsDrawnToo() throws {
        let folder = ScratchFolder()
        defer { folder.remove() }
        for direction in ["auto", "ltr", "rtl"] {
            let r = try CLIRunner.run(["text", "abc אבג", "--direction", direction, "-o", folder.path("\(direction).png")])
            #expect(r.status == 0, "\(r.stderr)")
        }
        func png(_ name: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: folder.path(name))) }
        #expect(try png("auto.png") == png("ltr.png"))
        #expect(try png("rtl.png") != png("ltr.png"))
    }

    @Test(arguments: [
        (["abc", "--json", "-o", "x.png"], "--json prints the layout on standard output; remove -o"),
        (["abc"], "Missing expected argument '-o <out.png>'"),
        (["abc", "--direction", "up", "--json"], "not a direction: use auto, ltr or rtl"),
    ])
    func misuseIsAUsageError(_ args: [String], _ says: String) throws {
        let folder = ScratchFolder()
        defer { folder.remove() }
        let r = try CLIRunner.run(["text"] + args, in: folder.url)
        #expect(r.status == 2 && r.stderr.contains(says), "\(r.stderr)")
        #expect(r.stdout.isEmpty && !folder.exists("x.png"))
    }

    /// A few cases of BidiCharacterTest.txt (from the layout sample of Fixtures/Unicode) made of
    /// Latin and Hebrew letters, digits, brackets and spaces: the glyphs' clusters are the
    /// visual order of field 4.
    @Test func theLayoutAgreesWithBidiCharacterTest() throws {
        let url = PackagePaths.fixtures.appendingPathComponent("Unicode/BidiCharacterTest-layout-sample.txt")
        let drawn = Set(["0020", "0028", "0029", "005B", "005D", "0031", "0032", "0033"]
                        + (0x61...0x66).map { String(format: "%04X", $0) } + (0x5D0...0x5D5).map { String(format: "%04X", $0) })
        let cases = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") }.map { $0.split(separator: ";", omittingEmptySubsequences: false) }
            .filter { $0[0].split(separator: " ").allSatisfy { drawn.contains(String($0)) } }
        try #require(cases.count > 100)
        for fields in cases.enumerated().filter({ $0.offset % 40 == 0 }).map(\.element) {
            let text = String(String.UnicodeScalarView(fields[0].split(separator: " ").map { Unicode.Scalar(UInt32($0, radix: 16)!)! }))
            let direction = ["0": "ltr", "1": "rtl", "2": "auto"][String(fields[1])]!
            let (layout, _) = try Self.layout([text, "--direction", direction])
            #expect(layout.lines[0].direction == (fields[2] == "1" ? "rtl" : "ltr"))
            #expect(layout.lines[0].glyphs.map(\.cluster) == fields[4].split(separator: " ").map { Int($0)! },
                    "\(fields[0]) \(direction)")
        }
    }
}
