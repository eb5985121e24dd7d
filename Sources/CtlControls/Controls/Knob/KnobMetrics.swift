import CtlRaster

/// The sizes and colours of the knob in one look; the values of each look are in
/// `Theme+Flat.swift` and `Theme+Classic.swift`.
struct KnobMetrics: Sendable {
    /// The natural size (the seed's storyboard placeholder is not given).
    var size: Double
    /// The value label's size as a fraction of the knob's shorter side, and its colour.
    var labelScale: Double
    var label: Color
    /// Classic only: the metal disc inside the track (top to bottom), its rim and the gap
    /// between the disc and the track; flat draws no disc (an empty `disc`).
    var disc: [GradientStop]
    var discRim: Color
    var discGap: Double
    /// Classic only: the pointer's colour (flat strokes it in the tint, as the seed does).
    var pointer: Color?
    /// Classic only: a light line under the track and the pointer, so they look engraved.
    var engrave: Color
}
