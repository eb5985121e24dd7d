import CtlRaster
import CtlSVG

/// The `svg` target: an SVG document read (XML, CSS, the resolved tree) and drawn on a
/// 64×64 canvas.
///
/// Input: the file's bytes. Relative image references are not followed (no resources
/// folder), so the harness reads nothing but its input.
enum SVGFuzzer {
    static let canvasSize = 64

    static func run(_ bytes: UnsafeRawBufferPointer) -> FuzzOutcome {
        do {
            let document = try SVGDocument(data: Array(bytes))
            _ = document.skipped.map(\.description)
            _ = try document.render(width: canvasSize, height: canvasSize)
            return .rendered
        } catch {
            return .failure(error)
        }
    }
}
