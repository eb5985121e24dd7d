import CtlRaster

/// The wheel's colours in one look (chosen: the seed's `wheel.png` is not given).
struct TouchWheelMetrics {
    /// The ring's colours top to bottom, its rim, and how far it moves towards `pressedShade`
    /// while tracking (darker on a light ring, lighter on a dark one).
    var ring: [Color]
    var rim: Color
    var pressedDarken: Double
    var pressedShade: Color
    /// The centre button's colours top to bottom, and the gap between it and the ring.
    var button: [Color]
    var buttonGap: Double
    /// The click-point marks' colour and their distance outside the ring's middle.
    var mark: Color
    var markOffset: Double
    /// How far the ring stays inside the 200-point frame (room for the shadow).
    var edgeInset: Double
    var shadow: Shadow?
    /// The indicator dot's radius, its shadow's opacity, and whether it is glossy.
    var indicatorRadius: Double
    var indicatorShadow: Double
    var indicatorGloss: Bool
}

extension LookMetrics {
    /// The touch wheel's metrics in this look.
    var touchWheel: TouchWheelMetrics { look == .classic ? .classic : TouchWheelMetrics.flat[appearance] }
}

extension TouchWheelMetrics {
    /// iOS 7: a flat white ring (it stands out on grouped-table grey, #EFEFF4) and a #EFEFF4
    /// button, #C8C7CC hairline rims (iOS 7's separator grey), grey marks. In the dark and
    /// increased-contrast appearances the same parts in iOS's named colours [HIG-C, NGCC]: a
    /// grouped cell's #1C1C1E ring on the black grouped page, a black button, #38383A rims.
    static let flat = PerAppearance { a in
        let button = a[.systemGroupedBackground.replacing(light: Color(hex: 0xEFEFF4))]
        return TouchWheelMetrics(
            ring: [a[.secondarySystemGroupedBackground], a[.secondarySystemGroupedBackground]],
            rim: a[.opaqueSeparator.replacing(light: Color(hex: 0xC8C7CC))], pressedDarken: 0.08,
            pressedShade: a[.label],
            button: [button, button], buttonGap: 1, mark: a[.systemGray], markOffset: 17,
            edgeInset: 1, shadow: nil, indicatorRadius: 6, indicatorShadow: 0, indicatorGloss: false)
    }
    /// iOS 6: a brushed-metal-like gradient ring with a shadow, a domed button, dark marks.
    static let classic = TouchWheelMetrics(
        ring: [Color(hex: 0xFAFAFA), Color(hex: 0xC9CBCF)], rim: Color(hex: 0x8A8D92), pressedDarken: 0.1,
        pressedShade: .black,
        button: [Color(hex: 0xE4E6E9), Color(hex: 0xFDFDFD)], buttonGap: 1.5, mark: Color(hex: 0x5A5D63),
        markOffset: 17, edgeInset: 3, shadow: Shadow(offset: Point(0, 1), blur: 3, color: Color.black.opacity(0.45)),
        indicatorRadius: 6, indicatorShadow: 0.5, indicatorGloss: true)
}
