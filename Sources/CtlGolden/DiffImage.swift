import CtlRaster

/// The picture of a comparison: expected, a difference mask and actual, side by side.
public enum DiffImage {
    /// Panels are separated and framed by `gap` pixels of neutral grey; transparent pixels
    /// show over a light checkerboard so that they can be told from white.
    ///
    /// The mask is the expected image faded to a pale grey, with every differing pixel in red,
    /// strong however small the difference (so one-level changes are visible), and a pixel that
    /// only one image has (the sizes differ) in magenta.
    public static func sideBySide(expected: Pixmap, actual: Pixmap, gap: Int = 8) throws -> Pixmap {
        let w = max(expected.width, actual.width), h = max(expected.height, actual.height)
        var out = try Pixmap(width: 3 * w + 4 * gap, height: h + 2 * gap)
        out.fill(Color(r: 128, g: 128, b: 128))
        paste(expected, into: &out, x: gap, y: gap)
        paste(mask(expected, actual, width: w, height: h), into: &out, x: 2 * gap + w, y: gap)
        paste(actual, into: &out, x: 3 * gap + 2 * w, y: gap)
        return out
    }

    /// The difference mask, `width`×`height`.
    static func mask(_ e: Pixmap, _ a: Pixmap, width: Int, height: Int) -> Pixmap {
        var m = try! Pixmap(width: width, height: height)  // at most the size of a valid pixmap
        let red = Color(r: 230, g: 0, b: 0).premultiplied.packed
        let magenta = Color(r: 230, g: 0, b: 230).premultiplied.packed
        for y in 0..<height {
            for x in 0..<width {
                let inE = x < e.width && y < e.height, inA = x < a.width && y < a.height
                guard inE && inA else {
                    m.pixels[y * width + x] = magenta
                    continue
                }
                let pe = e.pixels[y * e.width + x], pa = a.pixels[y * a.width + x]
                if pe != pa {
                    m.pixels[y * width + x] = red
                } else {
                    let grey = UInt8(235 - Int(PremultipliedColor(packed: pe).a) * 40 / 255)
                    m.pixels[y * width + x] = Color(r: grey, g: grey, b: grey).premultiplied.packed
                }
            }
        }
        return m
    }

    /// Copies `image` over a checkerboard into `out` at (x, y).
    static func paste(_ image: Pixmap, into out: inout Pixmap, x: Int, y: Int) {
        for j in 0..<image.height {
            for i in 0..<image.width {
                let light = (i / 4 + j / 4) % 2 == 0
                let back = light ? Color(r: 255, g: 255, b: 255) : Color(r: 226, g: 226, b: 226)
                let p = PremultipliedColor(packed: image.pixels[j * image.width + i])
                // Source-over onto an opaque backdrop: c = p + back·(1 − α).
                let inv = 255 - Int(p.a)
                func over(_ c: UInt8, _ b: UInt8) -> UInt8 { UInt8(Int(c) + (Int(b) * inv + 127) / 255) }
                out.pixels[(y + j) * out.width + x + i] = PremultipliedColor(
                    r: over(p.r, back.r), g: over(p.g, back.g), b: over(p.b, back.b), a: 255).packed
            }
        }
    }
}
