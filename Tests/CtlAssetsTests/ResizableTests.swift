@testable import CtlAssets
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// Resizable images keep their point size: at every integer scale s an image is s × the same
/// whole-point size and its caps s × the same whole points; at Android's hdpi (1.5) both are
/// the point values × 1.5 rounded up, and the nine-patch runs are exactly those insets.
/// Bad insets are errors naming the asset and the key, found in constant time.
@Suite struct ResizableTests {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("ctlrender-resizable-\(UUID().uuidString)")
    let icons = PackagePaths.fixtures.appendingPathComponent("Docs/icons.json").path

    /// Builds a manifest of `assets` (JSON objects) into `out/<format>`.
    func build(_ assets: String, format: OutputFormat) throws -> BuildSummary {
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let path = out.appendingPathComponent("m.json").path
        try #"{"name": "R", "assets": [\#(assets)]}"#.write(toFile: path, atomically: true, encoding: .utf8)
        let manifest = try Manifest.load(path: path, toolVersion: "test")
        return try AssetBuilder.build(manifest, options: BuildOptions(
            format: format, output: out.appendingPathComponent("\(format)").path, jobs: 2, toolVersion: "test"))
    }

    let track = #"{"name": "Track", "control": "progress", "progress": 1, "look": "classic", "resizable": true}"#

    /// Track's caps are the classic capsule's 4.5-point ends: 5 whole points, so the image is
    /// 5 + 1 + 5 = 11 by 9 points. (Before: 11×9, 19×18, 29×27 pixels with caps 5, 9, 14.)
    @Test func trackIsTheSamePointSizeAtEveryScale() throws {
        defer { try? FileManager.default.removeItem(at: out) }
        let summary = try build(track.replacingOccurrences(of: "}", with: #", "scales": [1, 1.5, 2, 3]}"#), format: .png)
        #expect(summary.failures.isEmpty && summary.builtCount == 1, "\(summary.failures)")
        let folder = out.appendingPathComponent("png").path
        for (suffix, w, h) in [("", 11, 9), ("@1.5x", 17, 14), ("@2x", 22, 18), ("@3x", 33, 27)] {
            let png = try PNG.read(path: "\(folder)/Track\(suffix).png")
            #expect(png.width == w && png.height == h, "Track\(suffix): \(png.width)×\(png.height)")
        }
        // The stretchable middle is one point (s pixels) of identical columns: it stretches cleanly.
        let png = try PNG.read(path: "\(folder)/Track@3x.png")
        for y in 0..<png.height {
            #expect(png[15, y] == png[16, y] && png[16, y] == png[17, y], "row \(y)")
        }
    }

    @Test func pixelInsetsAreTheWholePointCapsTimesTheScale() {
        let resizing = Resizing(capInsets: EdgeInsets(top: 0, left: 4.5, bottom: 2, right: 4.5))
        #expect(resizing.pointInsets == EdgeInsets(top: 0, left: 5, bottom: 2, right: 5))
        for s in 1...4 {
            let p = resizing.pixelInsets(scale: Double(s), width: 11 * s, height: 9 * s)
            #expect(p == PixelInsets(top: 0, left: 5 * s, bottom: 2 * s, right: 5 * s, width: 11 * s, height: 9 * s))
            #expect(p.centerWidth == s)
        }
        // hdpi: 5 × 1.5 = 7.5 and 11 × 1.5 = 16.5, both rounded up.
        let hdpi = resizing.pixelInsets(scale: 1.5, width: 17, height: 14)
        #expect(hdpi == PixelInsets(top: 0, left: 8, bottom: 3, right: 8, width: 17, height: 14))
        #expect(hdpi.centerWidth == 1)
    }

    /// The pixel insets of the manifest's own resizable assets, in Contents.json, at each scale.
    @Test func contentsJSONCapsAreThePointCapsTimesTheScale() throws {
        defer { try? FileManager.default.removeItem(at: out) }
        let frame = #"{"name": "Frame", "scene": "\#(icons)", "sceneName": "frame", "#
            + #""resizable": {"capInsets": [4.5, 6, 4.5, 6], "resizingMode": "tile"}}"#
        let summary = try build(track + ", " + frame, format: .xcassets)
        #expect(summary.failures.isEmpty, "\(summary.failures)")
        let data = try #require(FileManager.default.contents(
            atPath: out.appendingPathComponent("xcassets/R.xcassets/Frame.imageset/Contents.json").path))
        let images = try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["images"] as? [[String: Any]])
        for (i, image) in images.enumerated() {
            let s = i + 1
            let resizing = try #require(image["resizing"] as? [String: Any])
            let caps = try #require(resizing["cap-insets"] as? [String: Int])
            #expect(caps == ["top": 5 * s, "left": 6 * s, "bottom": 5 * s, "right": 6 * s])
            let center = try #require(resizing["center"] as? [String: Any])
            #expect(center["width"] as? Int == 8 * s && center["height"] as? Int == 10 * s)
        }
    }

    /// The nine-patch border's black runs are exactly the centre the insets × density leave.
    @Test func ninePatchRunsAreTheInsetsTimesTheDensity() throws {
        defer { try? FileManager.default.removeItem(at: out) }
        let frame = #"{"name": "Frame", "scene": "\#(icons)", "sceneName": "frame", "#
            + #""resizable": {"capInsets": [4.5, 6, 4.5, 6]}}"#
        let summary = try build(track + ", " + frame, format: .android)
        #expect(summary.failures.isEmpty, "\(summary.failures)")
        // (density folder, Track's width, height and cap; Frame's side, top cap and left cap), in pixels.
        let expected = [("mdpi", 11, 9, 5, 20, 5, 6), ("hdpi", 17, 14, 8, 30, 8, 9), ("xhdpi", 22, 18, 10, 40, 10, 12),
                        ("xxhdpi", 33, 27, 15, 60, 15, 18), ("xxxhdpi", 44, 36, 20, 80, 20, 24)]
        for (folder, w, h, cap, side, top, left) in expected {
            let res = out.appendingPathComponent("android/res/drawable-\(folder)").path
            let patch = try PNG.read(path: res + "/track.9.png")
            #expect(patch.width == w + 2 && patch.height == h + 2, "\(folder)")
            let b = NinePatch.borders(of: patch)
            #expect(b.top == [cap..<(w - cap)] && b.bottom == [cap..<(w - cap)], "\(folder): \(b.top)")
            #expect(b.left == [0..<h] && b.right == [0..<h], "\(folder)")
            let framePatch = try PNG.read(path: res + "/frame.9.png")
            #expect(framePatch.width == side + 2 && framePatch.height == side + 2, "\(folder)")
            let f = NinePatch.borders(of: framePatch)
            #expect(f.top == [left..<(side - left)] && f.left == [top..<(side - top)], "\(folder): \(f.top) \(f.left)")
        }
    }

    /// Android's aapt accepts each nine-patch, and the stretch regions it reads are the insets ×
    /// the density. Skipped (never passed) where aapt is not installed.
    @Test(.enabled(if: AndroidTools.runs(with: AndroidTools.aapt), "aapt is not installed (Debian: apt-get install aapt)"))
    func aaptReadsTheNinePatchRunsAsTheInsetsTimesTheDensity() throws {
        defer { try? FileManager.default.removeItem(at: out) }
        let frame = #"{"name": "Frame", "scene": "\#(icons)", "sceneName": "frame", "#
            + #""resizable": {"capInsets": [4.5, 6, 4.5, 6]}}"#
        let summary = try build(track + ", " + frame, format: .android)
        #expect(summary.failures.isEmpty, "\(summary.failures)")
        for (folder, w, h, cap, side, top, left) in [("mdpi", 11, 9, 5, 20, 5, 6), ("hdpi", 17, 14, 8, 30, 8, 9),
                                                      ("xhdpi", 22, 18, 10, 40, 10, 12), ("xxhdpi", 33, 27, 15, 60, 15, 18),
                                                      ("xxxhdpi", 44, 36, 20, 80, 20, 24)] {
            let res = out.appendingPathComponent("android/res/drawable-\(folder)").path
            try checkWithAAPT(res + "/track.9.png", xDivs: [cap, w - cap], yDivs: [0, h])
            try checkWithAAPT(res + "/frame.9.png", xDivs: [left, side - left], yDivs: [top, side - top])
        }
    }

    /// aapt accepts the nine-patch, and the stretch regions it reads (the `npTc` chunk of the
    /// crunched PNG) are `xDivs` and `yDivs`.
    func checkWithAAPT(_ path: String, xDivs: [Int], yDivs: [Int]) throws {
        let aapt = try #require(AndroidTools.aapt)
        let crunched = out.appendingPathComponent("crunched-\(UUID().uuidString).png").path
        let r = try AndroidTools.run(aapt, ["s", "-i", path, "-o", crunched])
        #expect(r.status == 0, "aapt rejects \(path): \(r.output)")
        let bytes = [UInt8](try #require(FileManager.default.contents(atPath: crunched)))
        let tag = Array("npTc".utf8)
        let at = try #require((4..<(bytes.count - 4)).first { Array(bytes[$0..<($0 + 4)]) == tag }, "no npTc in \(path)")
        func int(_ i: Int) -> Int {
            Int(Int32(bitPattern: UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8
                      | UInt32(bytes[i + 3])))
        }
        let chunk = at + 4, xCount = Int(bytes[chunk + 1]), yCount = Int(bytes[chunk + 2])
        let divs = (0..<(xCount + yCount)).map { int(chunk + 32 + 4 * $0) }
        #expect(Array(divs[..<xCount]) == xDivs && Array(divs[xCount...]) == yDivs, "\(path): aapt reads \(divs)")
    }

    /// Shrinking caps that leave no pixel, in one step: the same as shrinking the larger one
    /// pixel at a time, and as fast for caps of 10^17 pixels as for 5.
    @Test func fittingCapsIsConstantTimeAndMatchesOnePixelAtATime() {
        func reference(_ a: Int, _ c: Int, _ length: Int) -> (Int, Int) {
            var (a, c) = (a, c)
            while a + c > length - 1 && (a > 0 || c > 0) {
                if a >= c { a -= 1 } else { c -= 1 }
            }
            return (a, c)
        }
        for length in 0..<14 {
            for a in 0..<14 {
                for c in 0..<14 {
                    let fitted = Resizing.fit(a, c, within: length), expected = reference(a, c, length)
                    #expect(fitted == expected, "fit(\(a), \(c), within: \(length))")
                }
            }
        }
        #expect(Resizing.fit(100_000_000_000_000_000, 3, within: 10) == (6, 3))
        #expect(Resizing.fit(Int.max / 2, Int.max / 2, within: 11) == (5, 5))
        let huge = Resizing(capInsets: EdgeInsets(top: 1e19, left: 1e17, bottom: .infinity, right: 0))
        let p = huge.pixelInsets(scale: 3, width: 33, height: 27)
        #expect(p.left + p.right == 32 && p.top + p.bottom == 26)
    }

    /// Insets of 10^19 points used to crash (Double → Int) and of 10^17 to loop once per pixel.
    @Test func insetsMustBeFiniteNonNegativeAndWithinTheImage() throws {
        defer { try? FileManager.default.removeItem(at: out) }
        let summary = try build("""
            {"name": "Huge", "control": "progress", "size": "40x9", "resizable": {"capInsets": [0, 1e19, 0, 5]}},
            {"name": "Large", "control": "progress", "size": "40x9", "resizable": {"capInsets": [0, 5, 0, 1e17]}},
            {"name": "Unsized", "control": "progress", "resizable": {"capInsets": [1e17, 0, 0, 0]}},
            {"name": "NoCentre", "control": "progress", "size": "40x9", "resizable": {"capInsets": [0, 20, 0, 19.5]}},
            {"name": "Scene", "scene": "\(icons)", "sceneName": "frame", "resizable": {"capInsets": [10, 0, 10, 0]}},
            {"name": "Fits", "control": "progress", "size": "40x9", "resizable": {"capInsets": [0, 19.5, 0, 19]}}
            """, format: .png)
        // The work done is what was drawn: only Fits, at its own size (the caps are fitted in
        // constant time, see `fittingCapsIsConstantTimeAndMatchesOnePixelAtATime`, never one pixel at a time).
        let drawn = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("png").path)
        #expect(drawn.filter { !$0.hasPrefix(".") }.sorted() == ["Fits.png", "Fits@2x.png", "Fits@3x.png"], "\(drawn)")
        let messages = summary.failures.map(\.description)
        #expect(messages.count == 5 && summary.builtCount == 1, "\(messages)")
        guard messages.count == 5 else { return }
        #expect(messages[0].hasSuffix(#"assets[0] "Huge": key "resizable.capInsets": the left inset of 1e+19 points "#
            + "is larger than any image (at most 32768)"))
        #expect(messages[1].hasSuffix(#"assets[1] "Large": key "resizable.capInsets": the right inset of 1e+17 points "#
            + "is larger than any image (at most 32768)"))
        #expect(messages[2].contains(#"assets[2] "Unsized": key "resizable.capInsets": the top inset of 1e+17"#))
        #expect(messages[3].hasSuffix(#"assets[3] "NoCentre": key "resizable": the caps left + right (20 + 20 points, "#
            + "rounded up to whole points) leave no stretchable point in the image's 40-point width"))
        #expect(messages[4].hasSuffix(#"assets[4] "Scene": key "resizable": the caps top + bottom (10 + 10 points, "#
            + "rounded up to whole points) leave no stretchable point in the image's 20-point height"))
    }

    /// A control whose own sizing is not whole points (the flat toolbar progress bar is 2.5
    /// points high) cannot keep one point size at every scale: an error, not a blurred image.
    @Test func aFractionalFixedSizeIsAnError() throws {
        defer { try? FileManager.default.removeItem(at: out) }
        let summary = try build(#"{"name": "Thin", "control": "progress", "style": "bar", "look": "flat", "#
            + #""progress": 1, "resizable": {"capInsets": [0, 2, 0, 2]}}"#, format: .png)
        let messages = summary.failures.map(\.description)
        #expect(messages.count == 1 && messages.first?.contains(#""Thin": a resizable image must measure whole points"#)
            == true && messages.first?.contains("its height is 2.5 points") == true, "\(messages)")
    }
}
