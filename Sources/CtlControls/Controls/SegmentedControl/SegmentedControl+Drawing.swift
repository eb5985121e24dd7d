import CtlRaster

extension SegmentedControl {
    public func draw(in canvas: inout Canvas, bounds: Rect, state: ControlState,
                     environment: ControlEnvironment) throws {
        let fade = state.contains(.disabled) ? [ColorAdjustment.fade(environment.palette.disabledOpacity)] : []
        try canvas.drawGroup(fade) { canvas in
            try drawSegments(in: &canvas, bounds: bounds, state: state, environment: environment)
        }
    }

    /// Each segment's background and content, then the frame and the dividers over them.
    private func drawSegments(in canvas: inout Canvas, bounds: Rect, state: ControlState,
                              environment: ControlEnvironment) throws {
        let a = appearance(environment)
        let chrome = SegmentChrome(bounds: bounds, cornerRadius: a.cornerRadius, environment: environment)
        let widths = segmentWidths(in: bounds.width)
        let states = segments.indices.map { self.state(ofSegment: $0, in: state) }
        for i in segments.indices {
            let rect = chrome.segment(i, of: widths)
            if backgroundImage.isEmpty {
                drawFill(of: rect, state: states[i], appearance: a, chrome: chrome, in: &canvas, environment: environment)
            } else {
                drawBackgroundImage(segment: i, rect: rect, state: states[i], in: &canvas, environment: environment)
            }
            try drawContent(of: segments[i], in: rect, state: states[i], appearance: a, in: &canvas,
                            environment: environment)
        }
        let line = a.border ?? tintedLine(a, environment)
        if backgroundImage.isEmpty { chrome.stroke(line, width: a.borderWidth, in: &canvas) }
        var x = bounds.minX
        for i in segments.indices.dropLast() {
            x += chrome.segment(i, of: widths).width
            let key = DividerKey(left: states[i], right: states[i + 1])
            // Custom backgrounds replace the look's chrome, dividers included.
            if !dividerImages.draw(key, at: x, top: bounds.minY, height: bounds.height, in: &canvas,
                                   environment: environment) && backgroundImage.isEmpty {
                chrome.divider(at: x, color: a.divider ?? line, width: a.borderWidth, in: &canvas)
            }
        }
    }

    /// The widths of the segments: those given, the rest sharing what is left equally.
    public func segmentWidths(in total: Double) -> [Double] {
        let fixed = segments.compactMap { ($0.width ?? 0) > 0 ? $0.width : nil }
        let free = segments.count - fixed.count
        let share = free > 0 ? max(0, total - fixed.reduce(0, +)) / Double(free) : 0
        return segments.map { ($0.width ?? 0) > 0 ? $0.width! : share }
    }

    /// The frame's colour where the style takes it from the tint (darker in the classic look).
    private func tintedLine(_ a: SegmentedMetrics.Appearance, _ environment: ControlEnvironment) -> Color {
        environment.look == .classic ? environment.tint.mixed(with: .black, 0.4) : environment.tint
    }

    /// The look's fill of a segment in its state.
    private func drawFill(of rect: Rect, state s: ControlState, appearance a: SegmentedMetrics.Appearance,
                          chrome: SegmentChrome, in canvas: inout Canvas, environment: ControlEnvironment) {
        let m = environment.metrics.segmented
        let tint = environment.tint
        let glossy = a.isTintable && environment.hasCustomTint
        // iOS 6 shows a highlighted segment as selected ("indistinguishable from selected").
        let selected = s.contains(.selected) || (environment.look == .classic && s.contains(.highlighted))
        var stops: [GradientStop]
        if selected {
            stops = glossy ? .gloss(tint.mixed(with: .black, 0.25)) : (a.selectedFill ?? .solid(tint))
        } else {
            stops = glossy ? .gloss(tint) : a.fill
        }
        if s.contains(.disabled) && selected {
            stops = stops.map { GradientStop(offset: $0.offset, color: $0.color.opacity(m.disabledOpacity)) }
        }
        chrome.fill(rect, with: .vertical(rect, stops), in: &canvas)
        if s.contains(.highlighted) && !selected {
            let wash: [GradientStop] = a.highlightedFill ?? .solid(tint.opacity(a.highlightedWash))
            chrome.fill(rect, with: .vertical(rect, wash), in: &canvas)
        }
    }

    /// The background image for the segment's state, its hidden caps cropped: drawn wider than
    /// the segment by the caps that face its neighbours, then clipped to the segment.
    private func drawBackgroundImage(segment i: Int, rect: Rect, state s: ControlState, in canvas: inout Canvas,
                                     environment: ControlEnvironment) {
        guard let resolved = backgroundImage.resolve(s) else { return }
        var adjustments: [ColorAdjustment] = []
        if resolved.isFromNormal {
            // "selecting a segment automatically darkens the background image for us" (S1)
            if s.contains(.selected) || s.contains(.highlighted) { adjustments.append(.darken(environment.palette.highlightDarken)) }
            if s.contains(.disabled) { adjustments.append(.fade(environment.palette.disabledOpacity)) }
        }
        let image = resolved.value.adjusted(adjustments)
        let caps = image.capInsets ?? .zero
        let left = i > 0 ? caps.left : 0, right = i < segments.count - 1 ? caps.right : 0
        canvas.save()
        canvas.clip(Path(rect: rect))
        image.draw(in: &canvas, rect: Rect(x: rect.minX - left, y: rect.minY, width: rect.width + left + right,
                                           height: rect.height), tint: environment.tint)
        canvas.restore()
    }

    /// The segment's image (a template in the title's colour in the flat look) or title, centred.
    private func drawContent(of segment: Segment, in rect: Rect, state s: ControlState,
                             appearance a: SegmentedMetrics.Appearance, in canvas: inout Canvas,
                             environment: ControlEnvironment) throws {
        let style = titleStyle(for: s, appearance: a, environment: environment)
        if var image = segment.image {
            if environment.look == .flat { image.isTemplate = true }
            if s.contains(.disabled) { image = image.adjusted([.fade(environment.metrics.segmented.disabledOpacity)]) }
            let size = image.size
            image.draw(in: &canvas, at: Point(environment.snap(rect.midX - size.width / 2),
                                              environment.snap(rect.midY - size.height / 2)), tint: style.color)
        } else if let title = segment.title, !title.isEmpty {
            try canvas.drawTitle(title, style: style, in: rect.insetBy(dx: 4, dy: 0), environment: environment)
        }
    }

    /// The title's font, colour and shadow in a segment state: the attributes set for it, else
    /// the style's, faded when disabled.
    func titleStyle(for s: ControlState, appearance a: SegmentedMetrics.Appearance,
                    environment: ControlEnvironment) -> TextStyle {
        let m = environment.metrics.segmented
        let glossy = a.isTintable && environment.hasCustomTint
        let selected = s.contains(.selected) || (environment.look == .classic && s.contains(.highlighted))
        var color = titleColor.value(for: s)
            ?? (selected ? a.selectedTitle : (glossy ? a.selectedTitle : (a.title ?? environment.tint)))
        if s.contains(.disabled) { color = color.opacity(m.disabledOpacity) }
        var shadow = selected || glossy ? a.selectedTitleShadow : a.titleShadow
        if titleShadowOffset != .zero {
            shadow = TextShadow(offset: titleShadowOffset,
                                color: titleShadowColor.value(for: s) ?? shadow?.color ?? .black.opacity(0.5))
        }
        return TextStyle(font: font ?? a.font, size: fontSize ?? a.fontSize, color: color, shadow: shadow)
    }
}
