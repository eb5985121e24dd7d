/// The memory a draw call reuses from the last one: the rasterizer's and the blitters'
/// buffers (`RasterScratch`), and the colour tables of recent gradients.
///
/// The coverage layer knows nothing of paint, so the tables are added here rather than
/// in `RasterScratch`; one object rather than two keeps a draw at one retain of it.
final class PaintScratch: RasterScratch {
    /// The colour tables of recent gradients.
    let gradientTables = GradientTableCache()
    /// The scratch of each strip when the canvas draws in strips (`drawInStrips`), one per
    /// strip so that no two threads share buffers; kept from one such draw to the next.
    var strips: [PaintScratch] = []
}
