import CtlRaster

/// feDisplacementMap (Filter Effects §9.12): P′(x, y) = P(x + scale·(XC(x, y) − ½),
/// y + scale·(YC(x, y) − ½)), XC and YC the chosen channels of the map un-premultiplied, P the
/// input as it is, sampled at the nearest pixel; outside the image is transparent.
enum FilterDisplacement {
    static func apply(_ image: Pixmap, map: Pixmap, scaleX: Double, scaleY: Double, xChannel: ColorChannel,
                      yChannel: ColorChannel) -> Pixmap {
        var out = image
        let (w, h) = (image.width, image.height)
        let sx = scaleX.isFinite ? scaleX : 0, sy = scaleY.isFinite ? scaleY : 0
        for y in 0..<h {
            for x in 0..<w {
                let m = RGBA(map.pixels[y * w + x]).unpremultiplied
                let dx = sx * (Double(m[xChannel.rawValue]) / 255 - 0.5)
                let dy = sy * (Double(m[yChannel.rawValue]) / 255 - 0.5)
                let fx = (Double(x) + dx).rounded(), fy = (Double(y) + dy).rounded()
                if fx >= 0, fy >= 0, fx < Double(w), fy < Double(h) {
                    out.pixels[y * w + x] = image.pixels[Int(fy) * w + Int(fx)]
                } else {
                    out.pixels[y * w + x] = 0
                }
            }
        }
        return out
    }
}
