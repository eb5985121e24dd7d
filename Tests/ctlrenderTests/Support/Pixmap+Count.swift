import CtlRaster

extension Pixmap {
    /// How many pixels in columns `xs` and rows `ys` (default: all) are exactly `color`.
    func count(of color: Color, xs: Range<Int>? = nil, ys: Range<Int>? = nil) -> Int {
        let c = color.premultiplied
        return (ys ?? 0..<height).reduce(0) { n, y in n + (xs ?? 0..<width).filter { self[$0, y] == c }.count }
    }
}
