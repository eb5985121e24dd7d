import CtlRaster

/// Images drawn in code for the catalog's samples (the seeds' PNGs are not given), at scale 2,
/// the goldens' scale, so that they are copied pixel for pixel there.
enum SampleArt {
    static let scale = 2.0

    /// An image of `size` points drawn by `body`.
    static func image(_ size: Size, _ body: (inout Canvas) -> Void) -> ControlImage {
        // Small fixed sizes, well within the pixmap limits.
        var canvas = try! Canvas(width: Int((size.width * scale).rounded(.up)),
                                 height: Int((size.height * scale).rounded(.up)))
        canvas.transform = .scale(scale, scale)
        body(&canvas)
        return try! ControlImage(canvas.pixmap, scale: scale)
    }
}
