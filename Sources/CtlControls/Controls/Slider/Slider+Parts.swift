import CtlRaster

/// Drawing the parts of a slider: the value images, the two tracks, the thumb.
extension Slider {
    func drawValueImages(_ layout: SliderLayout, in canvas: inout Canvas, environment: ControlEnvironment) {
        if let image = minimumValueImage, let rect = layout.minimumValueImage {
            image.draw(in: &canvas, rect: rect, tint: environment.tint)
        }
        if let image = maximumValueImage, let rect = layout.maximumValueImage {
            image.draw(in: &canvas, rect: rect, tint: environment.tint)
        }
    }

    /// The minimum track from the track's left end to the thumb's centre, the maximum track
    /// from there to the right end: each its image for the state, else the look's track.
    func drawTracks(_ layout: SliderLayout, state: ControlState, in canvas: inout Canvas,
                    environment: ControlEnvironment) {
        let track = layout.track
        let split = min(max(layout.split, track.minX), track.maxX)
        if let image = minimumTrackImage.value(for: state) {
            drawTrackImage(image, track: track, from: track.minX, to: split, tint: minimumTrackTint ?? environment.tint,
                           in: &canvas, environment: environment)
        } else {
            drawTrack(track, from: track.minX, to: split, stops: minimumTrackStops(environment),
                      border: minimumTrackBorder(environment), in: &canvas, environment: environment)
        }
        if let image = maximumTrackImage.value(for: state) {
            drawTrackImage(image, track: track, from: split, to: track.maxX, tint: maximumTrackTint ?? environment.tint,
                           in: &canvas, environment: environment)
        } else {
            drawTrack(track, from: split, to: track.maxX, stops: maximumTrackStops(environment),
                      border: maximumTrackBorder(environment), in: &canvas, environment: environment)
        }
    }

    /// A track image between `x0` and `x1`, at its own height, centred on the track.
    private func drawTrackImage(_ image: ControlImage, track: Rect, from x0: Double, to x1: Double, tint: Color,
                                in canvas: inout Canvas, environment: ControlEnvironment) {
        guard x1 > x0 else { return }
        let h = image.size.height
        let top = environment.snap((track.midY - h / 2).rounded(.down))
        image.draw(in: &canvas, rect: Rect(x: x0, y: top, width: x1 - x0, height: h), tint: tint)
    }

    /// The part of the default track between `x0` and `x1`: the whole rounded track, cut.
    private func drawTrack(_ track: Rect, from x0: Double, to x1: Double, stops: [GradientStop], border: Color,
                           in canvas: inout Canvas, environment: ControlEnvironment) {
        guard x1 > x0 else { return }
        let m = environment.metrics.slider
        let radius = min(m.trackRadius, track.height / 2)
        // The cut reaches past the track's outer ends: only the cut at the thumb clips.
        let left = x0 > track.minX ? x0 : track.minX - 1, right = x1 < track.maxX ? x1 : track.maxX + 1
        canvas.save()
        canvas.clip(Path(rect: Rect(x: left, y: track.minY - 1, width: right - left, height: track.height + 2)))
        canvas.fill(Path(roundedRect: track, cornerRadius: radius), paint: .vertical(track, stops))
        if border.a > 0 {
            let p = environment.pixel
            canvas.stroke(Path(roundedRect: track.insetBy(dx: p / 2, dy: p / 2), cornerRadius: max(0, radius - p / 2)),
                          paint: .solid(border), style: StrokeStyle(width: p))
        }
        canvas.restore()
    }

    /// The thumb's image for the state, else the look's disc.
    func drawThumb(in rect: Rect, state: ControlState, in canvas: inout Canvas, environment: ControlEnvironment) {
        if let image = thumbImage.value(for: state) {
            image.draw(in: &canvas, rect: rect, tint: thumbTint ?? environment.tint)
            return
        }
        let m = environment.metrics.slider
        let d = m.thumbDiameter
        let disc = Rect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d)
        var fill = thumbTint.map { environment.look == .flat ? .solid($0) : Self.classicThumb($0) } ?? m.thumbFill
        var rim = thumbTint.map { environment.look == .flat ? m.thumbRim : .solid($0.mixed(with: .black, 0.4)) }
            ?? m.thumbRim
        if state.contains(.highlighted), m.thumbHighlightDarken > 0 {
            let darken = ColorAdjustment.darken(m.thumbHighlightDarken)
            fill = fill.map { GradientStop(offset: $0.offset, color: darken.apply(to: $0.color)) }
            rim = rim.map { GradientStop(offset: $0.offset, color: darken.apply(to: $0.color)) }
        }
        canvas.save()
        canvas.shadow = m.thumbShadow
        canvas.fill(Path(ellipseIn: disc), paint: .vertical(disc, fill))
        canvas.restore()
        let w = m.thumbRimWidth
        canvas.stroke(Path(ellipseIn: disc.insetBy(dx: w / 2, dy: w / 2)), paint: .vertical(disc, rim),
                      style: StrokeStyle(width: w))
    }

    // MARK: Colours

    private func minimumTrackStops(_ environment: ControlEnvironment) -> [GradientStop] {
        let m = environment.metrics.slider
        let tint = minimumTrackTint ?? (environment.look == .flat || environment.hasCustomTint ? environment.tint : nil)
        guard let tint else { return m.minimumTrack }
        return environment.look == .flat ? .solid(tint) : Self.groove(tint)
    }

    private func minimumTrackBorder(_ environment: ControlEnvironment) -> Color {
        let m = environment.metrics.slider
        let tint = minimumTrackTint ?? (environment.hasCustomTint ? environment.tint : nil)
        guard environment.look == .classic, let tint else { return m.minimumTrackBorder }
        return tint.mixed(with: .black, 0.45)
    }

    private func maximumTrackStops(_ environment: ControlEnvironment) -> [GradientStop] {
        guard let tint = maximumTrackTint else { return environment.metrics.slider.maximumTrack }
        return environment.look == .flat ? .solid(tint) : Self.groove(tint)
    }

    private func maximumTrackBorder(_ environment: ControlEnvironment) -> Color {
        guard environment.look == .classic, let tint = maximumTrackTint else {
            return environment.metrics.slider.maximumTrackBorder
        }
        return tint.mixed(with: .black, 0.3)
    }

    /// The classic track's recessed gloss made from one colour, as the default blue one is
    /// made (#2859B1 → #3F84EB ‖ #4C8EEE → #75ACFB around #4C8EEE): darker at the top,
    /// lighter at the bottom, a step at half height.
    static func groove(_ c: Color) -> [GradientStop] {
        [GradientStop(offset: 0, color: c.mixed(with: .black, 0.3)),
         GradientStop(offset: 0.5, color: c.mixed(with: .black, 0.07)),
         GradientStop(offset: 0.5, color: c),
         GradientStop(offset: 1, color: c.mixed(with: .white, 0.3))]
    }

    /// The classic thumb made from one colour, as the default grey one (#CCCCCC → #FAFAFA):
    /// darker at the top, lighter at the bottom.
    static func classicThumb(_ c: Color) -> [GradientStop] {
        [GradientStop(offset: 0, color: c.mixed(with: .black, 0.12)),
         GradientStop(offset: 1, color: c.mixed(with: .white, 0.25))]
    }
}
