import Dispatch

// Drawing a large canvas on several threads: the rows are cut into horizontal strips,
// and each thread draws every call of the drawing clipped to its strip, on a canvas of its
// own (the same size, state and limits, its own buffers) that writes only its strip's
// rows of the shared pixels.
//
// The bytes are those of drawing on one thread. Every write of a canvas lands in rows that
// the drawing of those rows alone decides:
// - the rasterizer computes a row's coverage from the edges' own end points, whatever
//   rows it is asked for (`Rasterizer.fill(rows:)`), and a rectilinear fill's rows are
//   alike to the bit within a run;
// - paints are functions of the pixel's position (gradients, dithering, image sampling
//   read only the source image), and blend modes read only the pixel they write;
// - a clip mask is made in the strip's rows, the only ones it is read in;
// - a shadow's layer and blur depend on the path and the canvas size alone, so each strip
//   makes the whole shadow and composites its own rows of it;
// - a pending clear is written in the strip's rows.
// Every size-dependent choice (the flattener's culling, the band height, the far-path
// clipping, the pending clear written ahead) sees the whole canvas' size, as on one thread.

extension Canvas {
    /// The smallest canvas, in pixels, that a renderer draws in strips when asked for
    /// threads: 512 × 512. Below it, a strip's share of the work is no longer much larger
    /// than what every strip repeats (flattening, stroking, shadows: per call, not per row)
    /// and the cost of starting the threads.
    public static let stripMinimumPixels = 1 << 18

    /// The rows of strip `index` of `count` over `height` rows: the rows are shared out as
    /// evenly as whole rows allow, in order (empty when there are more strips than rows).
    public static func stripRows(_ index: Int, of count: Int, height: Int) -> Range<Int> {
        precondition(count >= 1 && index >= 0 && index < count && height >= 0, "a strip that does not exist")
        return (height * index / count)..<(height * (index + 1) / count)
    }

    /// Draws with `body` in `count` horizontal strips of rows (`stripRows`), on up to
    /// `count` threads at once: the same pixels as `body(&self)`.
    ///
    /// `body` runs once per strip that has rows, at the same time as the others (hence
    /// `@Sendable`), on a
    /// canvas in this canvas' state that writes only that strip's rows: the same calls must
    /// draw on each (a drawing that depends on nothing but its calls, such as a scene's
    /// ops). It must not read the canvas' `pixmap`, and must leave the state as it found it
    /// (saves it leaves open are popped). Afterwards this canvas has the pixels drawn, its
    /// pending clear written, and the first limit noted by a strip, in strip order; its
    /// state is unchanged. Returns what `body` returned for each strip with rows, in order.
    ///
    /// `RenderLimits.current` of the calling thread is in force in every strip.
    public mutating func drawInStrips<R>(count: Int, _ body: @Sendable (inout Canvas) -> R) -> [R] {
        precondition(count >= 1, "at least one strip")
        let h = height
        let strips = (0..<count).map { Canvas.stripRows($0, of: count, height: h) }.filter { !$0.isEmpty }
        while scratch.strips.count < strips.count { scratch.strips.append(PaintScratch()) }
        let limits = RenderLimits.current
        let depth = saveCount
        // The strips start from this canvas' state, pending clear included, which they write.
        // Each thread copies the template and uses only its own scratch: neither is written
        // while shared (a copy's arrays are copied on its first write). The template holds no
        // pixels, so that this canvas' stay unshared and are written in place.
        let template = Shared(withoutSurface()), scratches = Shared(scratch.strips)
        _ = takePendingClear()
        var results = [R?](repeating: nil, count: strips.count)
        var noted = [LimitExceeded?](repeating: nil, count: strips.count)
        withSurfacePixels { pixels in
            results.withUnsafeMutableBufferPointer { results in
                noted.withUnsafeMutableBufferPointer { noted in
                    // Each iteration i writes results[i] and noted[i] (i < strips.count, the
                    // count of both) and, through its strip canvas, only the rows strips[i] of
                    // the width·height `pixels`: the strips are disjoint, so no byte is written
                    // by two threads, and no thread reads another's rows.
                    let (results, noted, shared) = (Shared(results), Shared(noted), Shared(pixels))
                    DispatchQueue.concurrentPerform(iterations: strips.count) { i in
                        RenderLimits.$current.withValue(limits) {
                            var canvas = template.value.stripCanvas(rows: strips[i], of: shared.value,
                                                                    scratch: scratches.value[i])
                            let result = body(&canvas)
                            while canvas.saveCount > depth { canvas.restore() }
                            canvas.writePendingClear()
                            results.value[i] = result
                            noted.value[i] = canvas.limitExceeded
                        }
                    }
                }
            }
        }
        if limitExceeded == nil, let first = noted.lazy.compactMap({ $0 }).first { noteOverLimit(first) }
        // Every strip ran its body, which set each result.
        return results.map { $0! }
    }
}

/// A value handed to the threads of `drawInStrips`, each of which uses it only as the
/// comments there say (reads it, or writes its own element or its own rows).
private struct Shared<P>: @unchecked Sendable {
    let value: P
    init(_ value: P) { self.value = value }
}
