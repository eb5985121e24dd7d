import CtlRaster

/// The ribbon's artwork in one look; the values of each look are in the `flat` and `classic` tables
/// below. The seed's `ribbonImage` is not described beyond "a hanging red shape" with "a notch … at
/// the bottom", so its size and colours are chosen there.
struct PullRibbonMetrics: Sendable {
    /// The ribbon image's size in points.
    var ribbonSize: Size
    /// How far the notch cuts up into the ribbon's bottom edge.
    var notchDepth: Double
    /// The fill: across the ribbon, left to right (one stop is a solid colour).
    var fill: [GradientStop]
    /// Classic only: the stitched seams near both long edges (clear for none) and their inset.
    var stitch: Color
    var stitchInset: Double
    /// Classic only: a shadow under the ribbon.
    var shadow: Shadow?
}

extension LookMetrics {
    /// The pull ribbon's metrics in this look.
    var pullRibbon: PullRibbonMetrics { look == .classic ? .classic : PullRibbonMetrics.flat[appearance] }
}

extension PullRibbonMetrics {
    /// iOS 7, flat. Sources: Docs/sources.md (its keys in brackets); "chosen" marks a value
    /// the sources leave open, picked to look like iOS 7.
    /// In the dark and increased-contrast appearances, iOS's red as each draws it [HIG-C].
    static let flat = PerAppearance { a in
        PullRibbonMetrics(
            ribbonSize: Size(width: 44, height: 160),           // chosen: ribbonImage is not described [S0]; a finger
                                                                //   wide, tall enough to hide its top through the
                                                                //   whole 75-pt travel (160 > 75 + 75)
            notchDepth: 16,                                     // "a notch … at the bottom" [S0]; chosen: a swallowtail
            fill: .solid(a[.systemRed]),                        // "a hanging red shape" [S0]: iOS 7's red
                                                                //   #FF3B30 [UI7]; #FF453A on dark [HIG-C]
            stitch: .clear,                                     // chosen: flat, no seams
            stitchInset: 0,
            shadow: nil                                         //   and no shadow
        )
    }

    /// iOS 6, classic. Sources: Docs/sources.md (its keys in brackets); "chosen" marks a value
    /// the sources leave open, picked to look like iOS 6.
    static let classic = PullRibbonMetrics(
        ribbonSize: Size(width: 44, height: 160),           // chosen: as flat (ribbonImage is not described [S0])
        notchDepth: 16,                                     // "a notch … at the bottom" [S0]
        fill: .stops((0, 0x8E0F12), (0.22, 0xC8201F),       // "a hanging red shape" [S0]; chosen: satin red, its
                     (0.5, 0xE23A32), (0.78, 0xC8201F),     //   middle catching the light, its edges rolling
                     (1, 0x8E0F12)),                        //   away into shade
        stitch: Color(hex: 0xF08A80, alpha: 0.9),           // chosen: light seams, as iOS 6's fabric art
        stitchInset: 4,
        shadow: Shadow(offset: Point(1, 2), blur: 4, color: Color.black.opacity(0.45)) // chosen: hanging above the page
    )
}
