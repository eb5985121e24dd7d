import CtlControls
import CtlRaster
import CtlScene

/// One asset of a manifest: a control configuration or a scene, the states and scales it is
/// drawn in, and how the images it ships stretch.
public struct Asset: Sendable {
    /// What is drawn.
    public enum Source: Sendable {
        /// A control and how to render it (the manifest's keys as a `--spec` holds them).
        case control(ControlSpec)
        /// A scene of a scene file.
        case scene(Scene)
    }

    /// The name the images are named after (`PrimaryButton` → `PrimaryButton.imageset`).
    public var name: String
    public var source: Source
    /// The states drawn, normal first. Scenes have only normal.
    public var states: [ControlState]
    /// Pixels per point of each image of the asset (xcassets and png formats). Default: 1, 2, 3.
    public var scales: [Double]
    /// How the images stretch, or nil for fixed images.
    public var resizing: Resizing?
    /// Whether the images are template images (only their alpha counts; the app tints them).
    public var isTemplate: Bool
    /// A digest of everything the asset's images depend on: its keys, the files it names,
    /// and the tool's version (set by the manifest reader).
    public var inputsDigest: String

    /// The name of the image of `state`: the asset's name for normal, `name-state` otherwise
    /// (`PrimaryButton-highlighted+selected`).
    public func imageName(for state: ControlState) -> String {
        state == .normal ? name : "\(name)-\(state)"
    }
}

/// How an asset's images stretch: cap insets in points, and what fills between them.
public struct Resizing: Hashable, Sendable {
    public var capInsets: EdgeInsets
    public var mode: NineSlice.Mode

    public init(capInsets: EdgeInsets, mode: NineSlice.Mode = .stretch) {
        self.capInsets = capInsets
        self.mode = mode
    }

    /// The cap insets in whole pixels of an image drawn at `scale` that is `width`×`height`
    /// pixels: each inset × scale rounded up (so a cap holds all of its edge's anti-aliased
    /// pixels), then, when the caps leave no centre, shrunk so that one pixel stays between them.
    public func pixelInsets(scale: Double, width: Int, height: Int) -> PixelInsets {
        func px(_ v: Double) -> Int { max(0, Int((v * scale - 1e-9).rounded(.up))) }
        var (t, l, b, r) = (px(capInsets.top), px(capInsets.left), px(capInsets.bottom), px(capInsets.right))
        func fit(_ a: inout Int, _ c: inout Int, _ length: Int) {
            while a + c > length - 1 && (a > 0 || c > 0) {
                if a >= c { a -= 1 } else { c -= 1 }
            }
        }
        fit(&l, &r, width)
        fit(&t, &b, height)
        return PixelInsets(top: t, left: l, bottom: b, right: r, width: width, height: height)
    }
}

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
