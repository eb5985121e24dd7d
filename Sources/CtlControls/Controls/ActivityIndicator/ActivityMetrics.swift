import CtlRaster

/// The sizes and colours of the activity indicator in one look; the values of each look are in the
/// `flat` and `classic` tables below.
struct ActivityMetrics: Sendable {
    /// The fixed side of the white and gray styles, and of white-large.
    var size: Double
    var largeSize: Double
    /// The spokes at each size.
    var spokes: ActivitySpokes
    var largeSpokes: ActivitySpokes
    /// The opacity of each of the twelve spokes: the head (the newest) first, then those
    /// trailing it against the direction of rotation.
    var opacities: [Double]
    /// The colours of the white and gray styles.
    var white: Color
    var gray: Color
}

/// The shape of an activity indicator's spokes: each a line along a radius with round caps.
struct ActivitySpokes: Sendable {
    /// Where each spoke's centre line starts and ends, from the centre, in points.
    var innerRadius: Double
    var outerRadius: Double
    /// The line's width (the caps' diameter).
    var width: Double
}

extension LookMetrics {
    /// The activity indicator's metrics in this look.
    var activity: ActivityMetrics { look == .classic ? .classic : ActivityMetrics.flat[appearance] }
}

extension ActivityMetrics {
    /// iOS 7, flat. Sources: Docs/sources.md (its keys in brackets); "chosen" marks a value
    /// the sources leave open, picked to look like iOS 7. In the other appearances the gray
    /// style is systemGray, a mid grey that reads light on a dark page as iOS 13's medium style
    /// does (the old gray style "will be very poorly visible" in dark [USP23]); the white style
    /// is for dark backdrops in every appearance.
    static let flat = PerAppearance { a in
        ActivityMetrics(
            size: 20,                                           // white, gray [CHAM, WOC]
            largeSize: 37,                                      // white-large [CHAM, WOC]
            spokes: ActivitySpokes(innerRadius: 5.5, outerRadius: 8.8, width: 1.8), // round caps [F7v1]
            largeSpokes: ActivitySpokes(innerRadius: 5.5 * 1.85, outerRadius: 8.8 * 1.85,
                                        width: 1.8 * 1.85),     // chosen: F7's spokes scaled from 20 to 37
            opacities: [0.85, 0.75, 0.66, 0.56, 0.46, 0.37,    // head to tail [F7v1]
                        0.27, 0.27, 0.27, 0.27, 0.27, 0.27],
            white: .white,                                      // [CHAM, WOC, F7]
            gray: a[.systemGray.replacing(light: Color(hex: 0x6C6C6C))] // [F7]: with F7's ramp; WOC's black at 45 %
                                                                //   is paler; systemGray in the others [HIG-C]
        )
    }

    /// iOS 6, classic. Sources: Docs/sources.md (its keys in brackets); "chosen" marks a value
    /// the sources leave open, picked to look like iOS 6.
    static let classic = ActivityMetrics(
        size: 20,                                           // white, gray [CHAM, WOC]
        largeSize: 37,                                      // white-large [CHAM, WOC]
        spokes: ActivitySpokes(innerRadius: 5, outerRadius: 9, width: 2), // 2 wide from radius 4 to 10,
                                                            //   round ends [CHAM]
        largeSpokes: ActivitySpokes(innerRadius: 10.25, outerRadius: 16.75, width: 3.5), // 3.5 wide, 8.5 to
                                                            //   18.5 [CHAM]
        opacities: (0..<12).map { 1 - 0.7 * Double($0) / 11 }, // 1.0 at the head to 0.3, linear [CHAM]
        white: .white,                                      // [CHAM, WOC]
        gray: .white(0.5)                                   // grayColor [CHAM]; the DJ ramp's head is #838383
    )
}
