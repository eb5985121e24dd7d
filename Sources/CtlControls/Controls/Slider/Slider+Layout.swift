import CtlRaster

/// Where the parts of a slider go in its bounds, as UIKit's `minimumValueImageRect`,
/// `maximumValueImageRect`, `trackRect` and `thumbRect` place them (Docs/sources.md#uislider).
struct SliderLayout: Equatable {
    /// The value images, at their own size at the two ends, centred vertically.
    var minimumValueImage: Rect?
    var maximumValueImage: Rect?
    /// The default track: `trackInset` in from the ends (or from the value images' gaps).
    var track: Rect
    /// The thumb, centred on the value.
    var thumb: Rect

    /// Where the minimum track ends and the maximum track begins: the thumb's centre.
    var split: Double { thumb.midX }
}

extension Slider {
    /// The layout in `bounds` when the slider is in `state` (the thumb image, and so the
    /// thumb's size, may depend on the state).
    ///
    /// A 250×23 slider with 30×30 value images (S1) has its images at {0, −4} and {220, −4}
    /// and a track 164 wide instead of 246: each image takes its width plus a gap of 11,
    /// then the track is inset by 2 as always. The thumb travels over the track and its
    /// insets, so at the minimum its left edge meets the track's inset edge.
    ///
    /// Parts are centred vertically with their tops rounded up to whole points (S1's image
    /// 7 points taller than the slider sits at −4, not −3.5), so that every scale draws the
    /// same picture, crisp: a 2-point track in a 31-point slider spans 14…16. The thumb's
    /// left edge is put on a device pixel, so that thumb images are not resampled.
    func layout(in bounds: Rect, state: ControlState, environment: ControlEnvironment) -> SliderLayout {
        let m = environment.metrics.slider
        func top(_ height: Double) -> Double { environment.snap((bounds.midY - height / 2).rounded(.down)) }
        var left = bounds.minX, right = bounds.maxX
        var minimumImage: Rect?, maximumImage: Rect?
        if let image = minimumValueImage {
            minimumImage = Rect(origin: Point(bounds.minX, top(image.size.height)), size: image.size)
            left += image.size.width + m.valueImageGap
        }
        if let image = maximumValueImage {
            maximumImage = Rect(origin: Point(bounds.maxX - image.size.width, top(image.size.height)),
                                size: image.size)
            right -= image.size.width + m.valueImageGap
        }
        let track = environment.snap(Rect(x: left + m.trackInset, y: top(m.trackHeight),
                                          width: max(0, right - left - 2 * m.trackInset), height: m.trackHeight))

        let size = thumbImage.value(for: state)?.size
            ?? (thumbStyle == .bubble ? BubbleThumb.size : Size(width: m.thumbWidth, height: m.thumbDiameter))
        let centre = left + size.width / 2 + fraction * max(0, right - left - size.width)
        let thumb = Rect(origin: Point(environment.snap(centre - size.width / 2), top(size.height)), size: size)
        return SliderLayout(minimumValueImage: minimumImage, maximumValueImage: maximumImage, track: track,
                            thumb: thumb)
    }
}
