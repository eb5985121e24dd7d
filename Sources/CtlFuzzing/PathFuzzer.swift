import CtlRaster

/// The `path` target: SVG path data, then a fill and strokes on a 64×64 canvas.
///
/// Input: the path data as UTF-8 up to the first NUL byte; the bytes after it choose the
/// fill rule, paints, transforms and stroke styles (widths, caps, joins, miter limits,
/// dash arrays and offsets, huge and non-finite values among them). Without a NUL the
/// whole input is path data, drawn with the default choices.
enum PathFuzzer {
    static let canvasSize = 64

    static func run(_ bytes: UnsafeRawBufferPointer) -> FuzzOutcome {
        let split = bytes.firstIndex(of: 0) ?? bytes.endIndex
        let text = String(decoding: bytes[..<split], as: UTF8.self)
        var params = FuzzBytes(bytes[min(split + 1, bytes.endIndex)...])
        let path: Path
        do {
            path = try Path(svgData: text)
        } catch {
            return .failure(error)
        }
        guard var canvas = try? Canvas(width: canvasSize, height: canvasSize) else {
            return .rejected("cannot make the canvas")
        }
        canvas.transform = params.transform()
        canvas.fill(path, paint: params.paint(), rule: params.pick(FillRule.allCases),
                    transform: params.transform())
        for _ in 0..<2 {
            canvas.stroke(path, paint: params.paint(), style: strokeStyle(&params), transform: params.transform())
        }
        // The path's own queries, which the drawing may not reach.
        _ = path.controlBounds
        _ = path.isFinite
        _ = path.transformed(by: params.transform()).controlBounds
        // A drawing over a limit drew nothing and said so: the command line's error.
        if let error = canvas.limitExceeded { return .failure(error) }
        return .rendered
    }

    /// A stroke style from the next parameter bytes; 0 to 4 dashes.
    static func strokeStyle(_ p: inout FuzzBytes) -> StrokeStyle {
        let width = p.number([1, 4, 0.5, 0, 12, 0.01, 30, 100])
        let cap = p.pick(LineCap.allCases), join = p.pick(LineJoin.allCases)
        let miter = p.number([4, 1, 10, 0, 1000])
        let dash = (0..<Int(p.byte() % 5)).map { _ in p.number([3, 1, 0, 0.5, 10, 0.001]) }
        return StrokeStyle(width: width, cap: cap, join: join, miterLimit: miter, dash: dash,
                           dashOffset: p.number([0, 1, 2.5, -3, 100]))
    }
}
