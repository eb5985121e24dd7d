import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// The progress view: geometry of the fill, clamping, tints and images, and spec keys
/// (`ctlrender progress`: ctlrenderTests).
@Suite struct ProgressViewTests {
    func render(_ p: ProgressView, look: Look = .flat, scale: Double = 1, size: Size? = nil,
                tint: Color? = nil) throws -> ControlRendering {
        try ControlRenderer.render(p, options: RenderOptions(look: look, scale: scale, size: size, tint: tint))
    }

    @Test func heightIsFixedByStyleAndLook() throws {
        #expect(try render(ProgressView()).pixmap.height == 2)
        #expect(try render(ProgressView(), look: .classic).pixmap.height == 9)
        #expect(try render(ProgressView(progress: 0.5, style: .bar), scale: 2).pixmap.height == 5)
        let r = try render(ProgressView(), size: Size(width: 300, height: 40))
        #expect(r.pixmap.width == 300 && r.pixmap.height == 2)
        #expect(r.warnings.contains { $0.contains("fixed height of 2 points") })
    }

    @Test func fillCoversTheFractionInTheTint() throws {
        let tint = Color(r: 255, g: 59, b: 48)
        let p = try render(ProgressView(progress: 0.25), size: Size(width: 100, height: 2), tint: tint).pixmap
        #expect(p[10, 1] == tint.premultiplied)
        #expect(p[24, 0] == tint.premultiplied)
        #expect(p[25, 0] == Color(hex: 0xB7B7B7).premultiplied)
        #expect(p[99, 1] == Color(hex: 0xB7B7B7).premultiplied)
    }

    @Test func valuesOutsideTheRangeAreClampedWithAWarning() throws {
        let over = try render(ProgressView(progress: 1.5), size: Size(width: 20, height: 2))
        #expect(over.warnings == ["progress: 1.5 is outside 0…1; drawn at 1.0"])
        #expect(over.pixmap == (try render(ProgressView(progress: 1), size: Size(width: 20, height: 2))).pixmap)
        let under = try render(ProgressView(progress: -2), size: Size(width: 20, height: 2))
        #expect(under.pixmap == (try render(ProgressView(progress: 0), size: Size(width: 20, height: 2))).pixmap)
        #expect(throws: ControlError.self) { try render(ProgressView(progress: .nan)) }
    }

    @Test func imagesReplaceTheTints() throws {
        var p = ProgressView(progress: 0.5)
        var green = try Pixmap(width: 2, height: 2)
        green.fill(Color(r: 0, g: 200, b: 0))
        p.progressImage = try ControlImage(green)
        let image = try render(p, size: Size(width: 40, height: 2)).pixmap
        #expect(image[5, 1] == Color(r: 0, g: 200, b: 0).premultiplied)
        #expect(image[30, 1] == Color(hex: 0xB7B7B7).premultiplied)
    }

    @Test func specKeys() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        try folder.writePNG("track.png")
        let json = """
            {"control": "progress", "progress": 0.3, "style": "bar", "progressTint": "#ff0000",
             "trackTint": [0, 0, 255], "trackImage": {"src": "track.png", "capInsets": [1, 1, 1, 1]},
             "look": "classic", "scale": 3, "size": "120x9"}
            """
        let spec = try ControlSpec.load(path: try folder.write(json, "p.json"))
        let p = try #require(spec.control as? ProgressView)
        #expect(p.progress == 0.3 && p.style == .bar && p.progressTint == Color(r: 255, g: 0, b: 0))
        #expect(p.trackTint == Color(r: 0, g: 0, b: 255) && p.trackImage?.capInsets == EdgeInsets(all: 1))
        #expect(spec.options.look == .classic && spec.options.scale == 3)
        #expect(spec.options.size == Size(width: 120, height: 9))
    }

    @Test func badSpecValuesNameTheirKey() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        func message(_ json: String) -> String {
            do {
                _ = try ControlSpec.load(path: try folder.write(json, "bad.json"), kind: ProgressView.kind)
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        let path = folder.path("bad.json")
        #expect(message(#"{"progress": "half"}"#)
                == "\(path):1:14: key \"progress\": must be a number, not the string \"half\"")
        #expect(message(#"{"style": "thin"}"#).contains(#"key "style": must be one of "default", "bar""#))
        #expect(message(##"{"progressTint": "#12"}"##).contains(##"key "progressTint": "#12" is not a colour"##))
        #expect(message(#"{"progres": 1}"#).contains(#"key "progres": unknown key in a progress spec"#))
        #expect(message(#"{"trackImage": "missing.png"}"#).contains(#"key "trackImage""#))
        #expect(message(#"{"control": "switch"}"#).contains("unknown control") ||
                message(#"{"control": "switch"}"#).contains("not progress"))
        #expect(message(#"{"progress": 1,"#).contains("not valid JSON"))
        #expect(message(#"[1, 2]"#).contains("must be an object"))
    }
}
