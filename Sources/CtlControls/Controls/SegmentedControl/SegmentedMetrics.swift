import CtlRaster

/// The sizes and colours of the segmented control in one look; the values of each look are
/// in `Theme+Flat.swift` and `Theme+Classic.swift`.
struct SegmentedMetrics: Sendable {
    /// How each style looks (iOS 7 draws every style alike).
    var styles: [SegmentedControl.Style: Appearance]
    /// A segment's content gets this much room on each side in the natural width, and a
    /// segment is at least `minimumSegmentWidth` wide.
    var padding: Double
    var minimumSegmentWidth: Double
    /// The opacity of a disabled segment's content (and its fill when selected).
    var disabledOpacity: Double

    /// One style's look. Nil colours and fills stand for the tint.
    struct Appearance: Sendable {
        var height: Double
        var cornerRadius: Double
        var borderWidth: Double
        var font: String
        var fontSize: Double
        /// Segment fills, top to bottom: normal, selected, and highlighted (nil: a wash of the
        /// tint at `highlightedWash` over the normal fill).
        var fill: [GradientStop]
        var selectedFill: [GradientStop]?
        var highlightedFill: [GradientStop]?
        var highlightedWash: Double
        var border: Color?
        var divider: Color?
        var title: Color?
        var titleShadow: TextShadow?
        var selectedTitle: Color
        var selectedTitleShadow: TextShadow?
        /// Whether `--tint` recolours the fills (glosses of the tint), as iOS 6's bar and
        /// bezeled styles.
        var isTintable: Bool
    }
}
