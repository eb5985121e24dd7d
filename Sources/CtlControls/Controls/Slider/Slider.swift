import CtlRaster

/// UIKit's `UISlider`: a thumb on a track, showing a value between a minimum and a
/// maximum (Docs/sources.md#uislider).
///
/// The track is two parts: the minimum track, from the track's left end to the thumb's
/// centre, and the maximum track, from there to the right end; the thumb is drawn on top.
/// Tints colour the parts and the thumb; images, set per state, replace them (track images
/// are resizable: stretched or tiled between their caps). Optional images at both ends
/// (`minimumValueImage`, `maximumValueImage`) shorten the track. The height is fixed by the
/// look (its default thumb's, or a taller thumb image's), the width is free; parts taller
/// than the slider are cut at its bounds (UIKit lets them overflow). Highlighted means the
/// thumb is pressed; selected changes nothing; disabled fades the slider as a whole.
public struct Slider: Control {
    /// The value shown, clamped to `minimumValue…maximumValue` (with a warning, as UIKit
    /// clamps it). Default: 0.5 (Interface Builder's; UIKit starts at 0).
    public var value: Double = 0.5
    /// Default: 0. Must be less than `maximumValue`.
    public var minimumValue: Double = 0
    /// Default: 1.
    public var maximumValue: Double = 1
    /// The track left of the thumb; nil for the look's: the tint in the flat look (iOS 7:
    /// "setting the minimumTrackTintColor to nil defaults … to the tint color"), the blue
    /// gloss in the classic look (or the tint's gloss when a tint is given). Default: nil.
    public var minimumTrackTint: Color?
    /// The track right of the thumb; nil for the look's grey (flat) or white gloss (classic).
    /// Default: nil.
    public var maximumTrackTint: Color?
    /// The default thumb's colour; nil for the look's white. Default: nil.
    public var thumbTint: Color?
    /// Replaces the minimum track, per state; drawn at its own height, centred on the
    /// track, from the track's left end to the thumb's centre (the right cap may be hidden
    /// under the thumb). Default: none.
    public var minimumTrackImage = PerState<ControlImage>()
    /// Replaces the maximum track, per state, from the thumb's centre to the right end.
    /// Default: none.
    public var maximumTrackImage = PerState<ControlImage>()
    /// Replaces the thumb, per state, drawn at its own size centred on the value. An image
    /// for normal alone is used while pressed too, unchanged ("the thumb image won't change
    /// while the user is dragging it"). Default: none.
    public var thumbImage = PerState<ControlImage>()
    /// Drawn at its own size at the left end, centred vertically. Default: none.
    public var minimumValueImage: ControlImage?
    /// Drawn at its own size at the right end, centred vertically. Default: none.
    public var maximumValueImage: ControlImage?
    /// How the thumb is drawn when no thumb image is set: the look's disc, or the bubble
    /// thumb of seed 000's Recipe 2-3 (`BubbleThumb`). Default: `.standard`.
    public var thumbStyle: ThumbStyle = .standard

    public init() {}

    /// The thumb drawn when no thumb image replaces it.
    public enum ThumbStyle: String, SpecEnum, Sendable {
        /// The look's thumb.
        case standard = "default"
        /// Seed 000's Recipe 2-3: a 40×100 image, a bar for normal and, while highlighted, a
        /// bubble above it showing the value (%0.1f), shaded from black to white.
        case bubble
    }

    public static let kind = ControlKind(
        name: "slider",
        summary: "a slider (thumb on a track) choosing a value between a minimum and a maximum",
        states: [.normal, .highlighted, .disabled],
        options: options.map(\.info),
        makeDefault: { Slider() },
        decode: { try Slider(spec: $0) },
        samples: { look in Slider.samples(look) })

    public func sizing(in environment: ControlEnvironment) -> ControlSizing {
        let m = environment.metrics.slider
        // A taller thumb image makes the slider taller, as UIKit sizes it to its thumb.
        let thumbHeight = thumbImage.values.values.map(\.size.height).max()
            ?? (thumbStyle == .bubble ? BubbleThumb.size.height : 0)
        return .fixedHeight(Size(width: m.width, height: max(m.height, thumbHeight)))
    }

    public func validate() throws -> [String] {
        for (name, v) in [("value", value), ("minimum value", minimumValue), ("maximum value", maximumValue)]
        where !v.isFinite {
            throw ControlError("slider", "the \(name) must be a number, not \(v)")
        }
        guard minimumValue < maximumValue else {
            throw ControlError("slider", "the minimum value (\(MessageNumber.text(minimumValue))) must be less "
                + "than the maximum value (\(MessageNumber.text(maximumValue)))")
        }
        guard !(minimumValue...maximumValue).contains(value) else { return [] }
        let n: (Double) -> String = MessageNumber.text
        return ["slider: value \(n(value)) is outside \(n(minimumValue))…\(n(maximumValue)); "
            + "drawn at \(n(shownValue))"]
    }

    /// The bubble thumb for `state`: the bubble only while highlighted, shaded by where the
    /// value lies in the range (the recipe's 0…1 slider: the value itself).
    func bubbleThumb(_ state: ControlState) -> BubbleThumb {
        BubbleThumb(level: fraction, value: shownValue, showsBubble: state.contains(.highlighted))
    }

    /// The value clamped to the range.
    var shownValue: Double { min(maximumValue, max(minimumValue, value)) }

    /// Where the value lies in the range, 0…1.
    var fraction: Double {
        let span = maximumValue - minimumValue
        guard span > 0, span.isFinite else { return 0 }
        return (shownValue - minimumValue) / span
    }

    /// Draws the value images, the two tracks, then the thumb on top; a disabled slider is
    /// faded as a whole.
    public func draw(in canvas: inout Canvas, bounds: Rect, state: ControlState,
                     environment: ControlEnvironment) throws {
        let fade: [ColorAdjustment] = state.contains(.disabled) ? [.fade(environment.palette.disabledOpacity)] : []
        try canvas.drawGroup(fade) { canvas in
            let layout = layout(in: bounds, state: state, environment: environment)
            drawValueImages(layout, in: &canvas, environment: environment)
            drawTracks(layout, state: state, in: &canvas, environment: environment)
            if thumbStyle == .bubble, thumbImage.value(for: state) == nil {
                try bubbleThumb(state).draw(in: layout.thumb, on: &canvas)
            } else {
                drawThumb(in: layout.thumb, state: state, in: &canvas, environment: environment)
            }
        }
    }
}

extension Slider {
    /// A slider with these values (for samples and tests).
    public init(value: Double, minimumValue: Double = 0, maximumValue: Double = 1, minimumTrackTint: Color? = nil,
                maximumTrackTint: Color? = nil, thumbTint: Color? = nil, thumbStyle: ThumbStyle = .standard) {
        self.init()
        self.thumbStyle = thumbStyle
        self.value = value
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.minimumTrackTint = minimumTrackTint
        self.maximumTrackTint = maximumTrackTint
        self.thumbTint = thumbTint
    }
}
