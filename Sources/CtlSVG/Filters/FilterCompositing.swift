import CtlRaster

/// The primitives that combine whole images: drawing one on another (feOffset, feMerge,
/// feBlend, feDropShadow), feComposite's operators and feTile.
enum FilterCompositing {
    /// Draws `top` onto `bottom` with `mode`, moved by whole pixels: `dx`, `dy` truncated toward
    /// zero, as resvg moves feOffset's image.
    static func draw(_ top: Pixmap, onto bottom: inout Pixmap, mode: BlendMode = .sourceOver, dx: Double = 0,
                     dy: Double = 0) {
        let ox = Double(Int(clamped(dx, -1e9, 1e9))), oy = Double(Int(clamped(dy, -1e9, 1e9)))
        var canvas = Canvas(pixmap: bottom)
        canvas.blendMode = mode
        canvas.drawImage(top, in: Rect(x: ox, y: oy, width: Double(top.width), height: Double(top.height)),
                         filter: .nearest)
        bottom = canvas.pixmap
    }

    /// feComposite of `top` (in) onto `bottom` (in2), the same size.
    static func composite(_ top: Pixmap, _ bottom: Pixmap, _ op: CompositeOperator) -> Pixmap {
        let mode: BlendMode
        switch op {
        case .over: mode = .sourceOver
        case .in: mode = .sourceIn
        case .out: mode = .sourceOut
        case .atop: mode = .sourceAtop
        case .xor: mode = .xor
        case .arithmetic(let k1, let k2, let k3, let k4):
            return arithmetic(top, bottom, k1: k1, k2: k2, k3: k3, k4: k4)
        }
        var out = bottom
        draw(top, onto: &out, mode: mode)
        return out
    }

    /// result = k1·i1·i2 + k2·i1 + k3·i2 + k4 per premultiplied channel in 0…1, alpha clamped
    /// to 0…1 and colour to 0…alpha. A result of zero alpha is transparent black.
    static func arithmetic(_ top: Pixmap, _ bottom: Pixmap, k1: Double, k2: Double, k3: Double, k4: Double) -> Pixmap {
        var out = bottom
        let ks = [k1, k2, k3, k4].map { $0.isFinite ? $0 : 0 }
        for i in out.pixels.indices {
            let p = RGBA(top.pixels[i]), q = RGBA(bottom.pixels[i])
            func f(_ c: Int) -> Double {
                let i1 = Double(p[c]) / 255, i2 = Double(q[c]) / 255
                return ks[0] * i1 * i2 + ks[1] * i1 + ks[2] * i2 + ks[3]
            }
            let a = clamped(f(3), 0, 1)
            guard a > 0 else { out.pixels[i] = 0; continue }
            let r = channel8(min(f(0), a)), g = channel8(min(f(1), a)), b = channel8(min(f(2), a))
            let a8 = channel8(a)
            out.pixels[i] = RGBA(r: min(r, a8), g: min(g, a8), b: min(b, a8), a: a8).packed
        }
        return out
    }

    /// feTile: the input's area repeated over the whole image, one copy at the area itself.
    static func tile(_ image: FilterImage) -> Pixmap {
        var out = image.pixmap
        let area = image.area.intersection(PixelRect(x: 0, y: 0, width: image.width, height: image.height))
        guard !area.isEmpty else {
            for i in out.pixels.indices { out.pixels[i] = 0 }
            return out
        }
        let w = image.width
        for y in 0..<image.height {
            // The tile row this row copies: (y − area.y) mod area.height, from area.y.
            let ty = area.y + ((y - area.y) % area.height + area.height) % area.height
            for x in 0..<w {
                let tx = area.x + ((x - area.x) % area.width + area.width) % area.width
                out.pixels[y * w + x] = image.pixmap.pixels[ty * w + tx]
            }
        }
        return out
    }
}
