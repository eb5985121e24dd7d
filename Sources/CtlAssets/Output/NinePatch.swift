import CtlRaster

/// Android's nine-patch: the image with a one-pixel border whose black runs say what stretches
/// (top: columns, left: rows) and where content goes (bottom: columns, right: rows).
public enum NinePatch {
    /// The image framed by the border for `insets`: the stretch region and the content area
    /// are both the centre the caps leave (a whole axis when it has no caps).
    public static func make(_ image: Pixmap, insets p: PixelInsets) throws -> Pixmap {
        let (w, h) = (image.width, image.height)
        var out = try Pixmap(width: w + 2, height: h + 2)
        for y in 0..<h {
            for x in 0..<w { out.pixels[(y + 1) * (w + 2) + x + 1] = image.pixels[y * w + x] }
        }
        let black = PremultipliedColor(r: 0, g: 0, b: 0, a: 255)
        let columns = p.left + p.right == 0 ? 0..<w : p.left..<(w - p.right)
        let rows = p.top + p.bottom == 0 ? 0..<h : p.top..<(h - p.bottom)
        for x in columns {
            out[x + 1, 0] = black
            out[x + 1, h + 1] = black
        }
        for y in rows {
            out[0, y + 1] = black
            out[w + 1, y + 1] = black
        }
        return out
    }

    /// The stretch and content runs of a nine-patch's border, as Android's tools read them:
    /// (top, left, bottom, right), each the ranges of black pixels along that edge (excluding
    /// the corners), in the image's own pixels.
    public static func borders(of patch: Pixmap) -> (top: [Range<Int>], left: [Range<Int>], bottom: [Range<Int>],
                                                    right: [Range<Int>]) {
        let w = patch.width - 2, h = patch.height - 2
        func runs(_ count: Int, _ pixel: (Int) -> PremultipliedColor) -> [Range<Int>] {
            var result: [Range<Int>] = [], start: Int?
            for i in 0...count {
                let black = i < count && pixel(i) == PremultipliedColor(r: 0, g: 0, b: 0, a: 255)
                if black, start == nil { start = i }
                if !black, let s = start { result.append(s..<i); start = nil }
            }
            return result
        }
        return (runs(w) { patch[$0 + 1, 0] }, runs(h) { patch[0, $0 + 1] },
                runs(w) { patch[$0 + 1, h + 1] }, runs(h) { patch[w + 1, $0 + 1] })
    }
}
