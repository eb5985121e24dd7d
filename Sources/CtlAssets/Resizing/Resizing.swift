import CtlRaster

/// How an asset's images stretch: cap insets in points, and what fills between them.
///
/// The point-size rule: a resizable image measures whole points, and so do its caps (each
/// inset rounded up, so that a cap holds all of its anti-aliased edge). At an integer scale s
/// the image is then exactly s × its point size and each cap s × its points; at a fractional
/// density (Android's hdpi, 1.5) sizes and caps are the point values × the density rounded up,
/// the same way the renderer rounds an image's size.
public struct Resizing: Hashable, Sendable {
    /// The insets as given (the manifest's, or the control's own caps), in points.
    public var capInsets: EdgeInsets
    public var mode: NineSlice.Mode

    public init(capInsets: EdgeInsets, mode: NineSlice.Mode = .stretch) {
        self.capInsets = capInsets
        self.mode = mode
    }

    /// The caps in whole points: each inset rounded up (a hair below a whole number counts as
    /// that number, so that 5 × (1/5) stays 1).
    public var pointInsets: EdgeInsets {
        func whole(_ v: Double) -> Double { max(0, (v - 1e-9).rounded(.up)) }
        return EdgeInsets(top: whole(capInsets.top), left: whole(capInsets.left),
                          bottom: whole(capInsets.bottom), right: whole(capInsets.right))
    }

    /// The same caps for the image mirrored left to right: the left and right insets swapped (a
    /// back button's arrow-shaped cap is at its right when it is laid out right to left).
    public var mirrored: Resizing {
        var m = self
        (m.capInsets.left, m.capInsets.right) = (capInsets.right, capInsets.left)
        return m
    }

    /// Whether the image stretches across its width (it has left or right caps).
    public var hasHorizontalCaps: Bool { pointInsets.left + pointInsets.right > 0 }
    /// Whether the image stretches along its height (it has top or bottom caps).
    public var hasVerticalCaps: Bool { pointInsets.top + pointInsets.bottom > 0 }

    /// The cap insets in whole pixels of an image drawn at `scale` that is `width`×`height`
    /// pixels: the whole-point caps × scale, rounded up (exact at integer scales).
    ///
    /// The manifest reader makes sure the caps leave a centre; should they not (an image drawn
    /// smaller than its caps), they are shrunk, the larger first, so that one pixel stays
    /// between them. Constant time whatever the values.
    public func pixelInsets(scale: Double, width: Int, height: Int) -> PixelInsets {
        let points = pointInsets
        func px(_ v: Double, _ length: Int) -> Int {
            let p = (v * scale - 1e-9).rounded(.up)
            return p.isFinite ? Int(min(Double(length), max(0, p))) : length
        }
        let (l, r) = Self.fit(px(points.left, width), px(points.right, width), within: width)
        let (t, b) = Self.fit(px(points.top, height), px(points.bottom, height), within: height)
        return PixelInsets(top: t, left: l, bottom: b, right: r, width: width, height: height)
    }

    /// Caps `a` and `c` on an axis of `length` pixels, shrunk when they leave no pixel between
    /// them: the larger down to the smaller first, then both in turn (`a` first), until one
    /// pixel is left (or none are left, when the axis is a single pixel or empty).
    static func fit(_ a: Int, _ c: Int, within length: Int) -> (Int, Int) {
        let room = max(0, length - 1)
        guard a + c > room else { return (a, c) }
        var excess = a + c - room
        var (a, c) = (a, c)
        let gap = abs(a - c)
        if a >= c { a -= min(gap, excess) } else { c -= min(gap, excess) }
        excess -= min(gap, excess)
        // Now a == c (or the excess is gone): take the rest in turns, a first.
        a -= (excess + 1) / 2
        c -= excess / 2
        return (max(0, a), max(0, c))
    }
}
