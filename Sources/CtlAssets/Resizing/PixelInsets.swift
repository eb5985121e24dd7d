/// Cap insets in whole pixels of one image, and the centre they leave.
public struct PixelInsets: Hashable, Sendable {
    public var top, left, bottom, right: Int
    /// The image's size in pixels.
    public var width, height: Int

    /// The stretchable centre in pixels (at least 1×1 for an image of at least 1×1).
    public var centerWidth: Int { width - left - right }
    public var centerHeight: Int { height - top - bottom }

    /// Xcode's resizing mode: caps on one axis only give a 3-part image.
    public var xcodeMode: String {
        let horizontal = left > 0 || right > 0, vertical = top > 0 || bottom > 0
        switch (horizontal, vertical) {
        case (true, false): return "3-part-horizontal"
        case (false, true): return "3-part-vertical"
        default: return "9-part"
        }
    }
}
