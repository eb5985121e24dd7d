extension Pixmap {
    /// `countX` × `countY` copies of the part `x` × `y` of the image, side by side;
    /// `nil` past the pixmap size limits.
    func strip(x: Range<Int>, _ countX: Int, y: Range<Int>, _ countY: Int) -> Pixmap? {
        let (pw, ph) = (x.count, y.count)
        guard countX <= Pixmap.maxDimension / pw, countY <= Pixmap.maxDimension / ph,
              var strip = try? Pixmap(width: pw * countX, height: ph * countY) else { return nil }
        let (w, h, sourceWidth) = (strip.width, strip.height, width)
        // x and y are parts of this image (NineSliceAxis: ranges inside 0..<width, 0..<height,
        // never empty), so each copy reads pw pixels of a source row; the strip is
        // (pw·countX) × (ph·countY), validated, and each row takes countX copies of pw.
        pixels.withUnsafeBufferPointer { src in
            strip.pixels.withUnsafeMutableBufferPointer { dst in
                for row in 0..<h {
                    let from = src.baseAddress! + (y.lowerBound + row % ph) * sourceWidth + x.lowerBound
                    var to = dst.baseAddress! + row * w
                    for _ in 0..<countX {
                        to.update(from: from, count: pw)
                        to += pw
                    }
                }
            }
        }
        return strip
    }
}
