/// The bytes of images one command has made so far, against `RenderLimits.totalImageBytes`;
/// each image is also checked against `imagePixels` and `Pixmap.maxDimension`.
///
/// A command that makes several images (frames, states, a catalog's cells and its sheet)
/// reserves each one's size before drawing it, so that going over is refused before the work
/// and the memory are spent, with an error that names the limit.
public struct ImageBudget: Sendable {
    /// The limits checked against.
    public let limits: RenderLimits
    /// Bytes of pixels reserved so far (4 a pixel).
    public private(set) var bytes = 0

    public init(limits: RenderLimits = .current) {
        self.limits = limits
    }

    /// Counts an image of `width`×`height` pixels; `what` names it in errors ("frame 12").
    ///
    /// - Throws: `LimitExceeded` (limit `imagePixels`) for the image, `PixmapError` for a side
    ///   of 0 or past `Pixmap.maxDimension`, or `LimitExceeded` (`totalImageBytes`) for all of
    ///   them so far.
    public mutating func reserve(width: Int, height: Int, for what: String) throws {
        guard width > 0, height > 0 else { throw PixmapError.invalidSize(width: width, height: height) }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        try limits.check(.imagePixels, overflow ? .max : pixels, for: "\(what) (\(width)×\(height))")
        guard width <= Pixmap.maxDimension, height <= Pixmap.maxDimension else {
            throw PixmapError.tooLarge(width: width, height: height)
        }
        let total = bytes + width * height * 4
        try limits.check(.totalImageBytes, total, for: "\(what), with the images before it,")
        bytes = total
    }
}
