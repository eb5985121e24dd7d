import CtlRaster
import CtlSVG

/// The pixel size of one `svg` image, and where it came from (an option, or the document's own
/// size), so that a size over the limits names its cause.
struct SVGImageSize {
    var width: Int
    var height: Int
    /// How the drawing is placed in the image: its box in document pixels maps to this rectangle.
    var drawing: Rect
    /// What set the size: `--width 64`, `--zoom 3`, …; nil for the document's own size.
    var option: String?

    /// The size `command` asks for an image of `box` (document pixels: the document's size, or
    /// an exported element's box) at `factor` (one of `--scales`, else 1).
    ///
    /// - Throws: `SVGSizeError` naming the option that made the size too large.
    static func of(_ box: Size, command: SVGCommand, factor: Double) throws -> SVGImageSize {
        let scaled = factor == 1 ? "" : " --scales \(SVGSizeError.number(factor))"
        switch (command.width, command.height) {
        case let (w?, h?):
            let (pw, ph) = (Double(w) * factor, Double(h) * factor)
            let option = "--width \(w) --height \(h)" + scaled
            let (iw, ih) = try pixels(pw, ph, option: option)
            guard command.keepAspectRatio else {
                return SVGImageSize(width: iw, height: ih, drawing: Rect(x: 0, y: 0, width: Double(iw), height: Double(ih)),
                                    option: option)
            }
            // Fit and centre, as SVG's xMidYMid meet places a viewBox (the image is W×H).
            let k = min(Double(iw) / box.width, Double(ih) / box.height)
            let (dw, dh) = (box.width * k, box.height * k)
            return SVGImageSize(width: iw, height: ih,
                                drawing: Rect(x: (Double(iw) - dw) / 2, y: (Double(ih) - dh) / 2, width: dw, height: dh),
                                option: option)
        case let (w?, nil):
            let pw = Double(w) * factor
            return try whole(pw, pw * box.height / box.width, option: "--width \(w)" + scaled)
        case let (nil, h?):
            let ph = Double(h) * factor
            return try whole(ph * box.width / box.height, ph, option: "--height \(h)" + scaled)
        case (nil, nil):
            let k = (command.zoom ?? 1) * (command.scale ?? 1) * factor
            var given: [String] = []
            if let z = command.zoom { given.append("--zoom \(SVGSizeError.number(z))") }
            if let s = command.scale { given.append("--scale \(SVGSizeError.number(s))") }
            let option = (given.joined(separator: " ") + scaled).trimmingWhitespace()
            return try whole(box.width * k, box.height * k, option: option.isEmpty ? nil : option)
        }
    }

    /// An image whose drawing fills it, each side rounded up.
    private static func whole(_ w: Double, _ h: Double, option: String?) throws -> SVGImageSize {
        let (iw, ih) = try pixels(w, h, option: option)
        return SVGImageSize(width: iw, height: ih, drawing: Rect(x: 0, y: 0, width: Double(iw), height: Double(ih)),
                            option: option)
    }

    private static func pixels(_ w: Double, _ h: Double, option: String?) throws -> (Int, Int) {
        func side(_ v: Double) -> Double { max(1, v.rounded(.up)) }
        let (pw, ph) = (side(w), side(h))
        let limit = Double(Pixmap.maxDimension)
        guard pw.isFinite, ph.isFinite, pw <= limit, ph <= limit else {
            throw SVGSizeError(option: option, width: pw, height: ph, reason: .side)
        }
        guard pw * ph <= Double(Pixmap.maxPixelCount) else {
            throw SVGSizeError(option: option, width: pw, height: ph, reason: .pixels)
        }
        return (Int(pw), Int(ph))
    }
}

/// An image size over the limits: `--width 9000: the image of 9000×9000 needs …` when an option
/// set it, else the document's size (the file's root element is then the place).
struct SVGSizeError: Error, CustomStringConvertible {
    enum Reason { case side, pixels }
    let option: String?
    let width: Double
    let height: Double
    let reason: Reason

    var description: String {
        let size = "\(SVGSizeError.number(width))×\(SVGSizeError.number(height))"
        let what: String
        switch reason {
        case .side:
            what = "the image of \(size) is more than \(Pixmap.maxDimension) pixels a side"
        case .pixels:
            let variable = RenderLimits.Limit.imagePixels.environmentVariable
            what = "the image of \(size) needs \(SVGSizeError.number(width * height)) pixels in one image, over the "
                + "limit of \(Pixmap.maxPixelCount) (raise it with \(variable)=N)"
        }
        return option.map { "\($0): \(what)" } ?? what
    }

    /// A whole number without its `.0`; others as Swift prints them.
    static func number(_ v: Double) -> String {
        v.isFinite && v == v.rounded() && abs(v) < 1e18 ? String(Int(v)) : String(v)
    }
}
