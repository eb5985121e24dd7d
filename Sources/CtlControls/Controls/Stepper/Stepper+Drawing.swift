import CtlRaster

extension Stepper {
    public func draw(in canvas: inout Canvas, bounds: Rect, state: ControlState,
                     environment: ControlEnvironment) throws {
        let fade = state.contains(.disabled) ? [ColorAdjustment.fade(environment.palette.disabledOpacity)] : []
        canvas.drawGroup(fade) { canvas in
            drawHalves(in: &canvas, bounds: bounds, state: state, environment: environment)
        }
    }

    /// Each half's background and glyph, then the frame and the divider over them.
    private func drawHalves(in canvas: inout Canvas, bounds: Rect, state: ControlState,
                            environment: ControlEnvironment) {
        let m = environment.metrics.stepper
        let chrome = SegmentChrome(bounds: bounds, cornerRadius: m.cornerRadius, environment: environment)
        let widths = [bounds.width / 2, bounds.width / 2]
        let halves: [(Half, Rect)] = [(.minus, chrome.segment(0, of: widths)), (.plus, chrome.segment(1, of: widths))]
        for (half, rect) in halves {
            let s = self.state(of: half, in: state)
            drawBackground(of: rect, state: s, chrome: chrome, in: &canvas, environment: environment)
            drawGlyph(half, in: rect, state: s, in: &canvas, environment: environment)
        }
        let line = lineColor(environment)
        if backgroundImage.isEmpty { chrome.stroke(line, width: m.borderWidth, in: &canvas) }
        let key = DividerKey(left: self.state(of: .minus, in: state), right: self.state(of: .plus, in: state))
        if !dividerImages.draw(key, at: bounds.midX, top: bounds.minY, height: bounds.height, in: &canvas,
                               environment: environment) {
            chrome.divider(at: bounds.midX, color: line, width: m.borderWidth, in: &canvas)
        }
    }

    /// The frame's and divider's colour: the look's, else the tint (darkened in the classic look).
    private func lineColor(_ environment: ControlEnvironment) -> Color {
        let m = environment.metrics.stepper
        if environment.look == .classic && environment.hasCustomTint {
            return environment.tint.mixed(with: .black, 0.35)
        }
        return m.border ?? environment.tint
    }

    /// The half's part of the background image, or the look's fill for its state.
    private func drawBackground(of rect: Rect, state s: ControlState, chrome: SegmentChrome, in canvas: inout Canvas,
                                environment: ControlEnvironment) {
        let m = environment.metrics.stepper
        if let resolved = backgroundImage.resolve(s) {
            let image = resolved.value.adjusted(adjustments(for: resolved, state: s, environment: environment))
            chrome.clipped(to: rect, in: &canvas) { image.draw(in: &$0, rect: chrome.bounds, tint: environment.tint) }
            return
        }
        let pressed = s == .highlighted
        let tinted = environment.look == .classic && environment.hasCustomTint
        if tinted {
            let base = pressed ? environment.tint.mixed(with: .black, 0.25) : environment.tint
            chrome.fill(rect, with: .vertical(rect, .gloss(base)), in: &canvas)
        } else if pressed, let pressedFill = m.pressedFill {
            chrome.fill(rect, with: .vertical(rect, pressedFill), in: &canvas)
        } else {
            chrome.fill(rect, with: .vertical(rect, m.fill), in: &canvas)
            if pressed { chrome.fill(rect, with: .solid(environment.tint.opacity(m.pressedWash)), in: &canvas) }
        }
    }

    /// The half's image for its state, or the look's "−" or "+".
    private func drawGlyph(_ half: Half, in rect: Rect, state s: ControlState, in canvas: inout Canvas,
                           environment: ControlEnvironment) {
        let m = environment.metrics.stepper
        let tinted = environment.look == .classic && environment.hasCustomTint
        var color = tinted ? Color.white : (m.glyph ?? environment.tint)
        if s == .disabled { color = m.disabledGlyph ?? color.opacity(m.disabledGlyphOpacity) }
        let center = Point(rect.midX, rect.midY)
        if let resolved = (half == .plus ? incrementImage : decrementImage).resolve(s) {
            var image = resolved.value.adjusted(adjustments(for: resolved, state: s, environment: environment))
            // iOS 7 draws a stepper's images as templates in the tint.
            if environment.look == .flat { image.isTemplate = true }
            let size = image.size
            image.draw(in: &canvas, at: Point(environment.snap(center.x - size.width / 2),
                                              environment.snap(center.y - size.height / 2)), tint: color)
            return
        }
        canvas.save()
        if let shadow = m.glyphShadow, !tinted { canvas.shadow = shadow }
        if tinted { canvas.shadow = Shadow(offset: Point(0, -1), blur: 0, color: .black.opacity(0.3)) }
        (half == .plus ? Glyph.plus : Glyph.minus).draw(in: &canvas, center: center, size: m.glyphLength,
                                                        paint: .solid(color), lineWidth: m.glyphThickness)
        canvas.restore()
    }

    /// Darkened while highlighted, faded while disabled — for images that came from normal.
    private func adjustments(for resolved: PerState<ControlImage>.Resolved, state s: ControlState,
                             environment: ControlEnvironment) -> [ColorAdjustment] {
        guard resolved.isFromNormal else { return [] }
        switch s {
        case .highlighted: return [.darken(environment.palette.highlightDarken)]
        case .disabled: return [.fade(environment.palette.disabledOpacity)]
        default: return []
        }
    }
}
