import CtlAssets
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// An SVG asset reads its image files from the manifest's folder and below: a sibling folder of
/// the SVG inside the manifest's folder is allowed, a file beside the manifest's folder is not
/// (it exists, so a drawing of it would show).
@Suite struct SVGAssetConfinementTests {
    @Test func anSVGAssetReadsImagesFromTheManifestsFolderOnly() throws {
        let root = TestFolder()
        defer { root.remove() }
        for folder in ["src/icons", "src/shared", "outside"] {
            try FileManager.default.createDirectory(atPath: root.path(folder), withIntermediateDirectories: true)
        }
        try root.writePNG("src/shared/dot.png", color: Color(r: 0, g: 255, b: 0))
        try root.writePNG("outside/dot.png", color: Color(r: 255, g: 0, b: 0))
        func svg(_ href: String) -> String {
            "<svg xmlns='http://www.w3.org/2000/svg' width='8' height='8'><image href='\(href)' width='8' height='8'/></svg>"
        }
        try root.write(svg("../shared/dot.png"), "src/icons/in.svg")
        try root.write(svg("../../outside/dot.png"), "src/icons/out.svg")
        try root.write(#"{"assets": [{"name": "In", "svg": "icons/in.svg", "scales": [1]}, "#
                       + #"{"name": "Out", "svg": "icons/out.svg", "scales": [1]}]}"#, "src/m.json")
        let manifest = try Manifest.load(path: root.path("src/m.json"), toolVersion: "test")
        _ = try AssetBuilder.build(manifest, options: BuildOptions(format: .png, output: root.path("out"), jobs: 1,
                                                                   force: false, toolVersion: "test"))
        #expect(try PNG.read(path: root.path("out/In.png"))[4, 4].g == 255)
        #expect(try PNG.read(path: root.path("out/Out.png"))[4, 4].a == 0, "the file outside the manifest's folder was drawn")
    }
}
