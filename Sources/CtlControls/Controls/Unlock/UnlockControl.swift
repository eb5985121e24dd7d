import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The lock control of seed 000 (Recipe 2-9): "a backdrop, the lock image (which switches to
/// an unlocked version on success), the drag track, and the thumb" (Docs/sources.md#the-custom-controls-of-seed-000).
///
/// The seed gives the behaviour, not the layout; ours (chosen) in a control of 280×112
/// (free): the backdrop fills the bounds; a 28×36 padlock is centred at the top, 10 points
/// down; the track runs 16 points in from each side, 44 high, 14 above the bottom; the thumb,
/// 64×36, sits 4 points inside the track. `position` is the thumb's travel: its left edge at
/// track.minX + 4 + position·(track width − 8 − 64), so 0 is the seed's reset
/// (`constraint.constant = 0`) and 1 the far end. The seed unlocks past 75 % of the track.
///
/// `unlocked` swaps the padlock for the open one; `opacity` is the seed's 0.5 s fade-out
/// on success (1 → 0) at one moment, for animation frames.
public struct UnlockControl: Control {
    /// The thumb's travel along the track, 0…1. Clamped with a warning. Default: 0.
    public var position = 0.0
    /// Whether the lock image is the unlocked one. Default: false.
    public var isUnlocked = false
    /// The whole control's opacity (the seed fades it out on success). Default: 1.
    public var opacity = 1.0

    public init() {}

    /// The seed's unlock threshold: `touchPoint.x > trackView.frame.size.width * 0.75f`.
    public static let unlockFraction = 0.75

    public static let kind = ControlKind(
        name: "unlock",
        summary: "a slide-to-unlock control: backdrop, padlock, track and thumb",
        states: [.normal, .highlighted, .disabled],
        options: options.map(\.info),
        mirrorsRightToLeft: false,
        makeDefault: { UnlockControl() },
        decode: { try UnlockControl(spec: $0) },
        samples: { _ in
            [ControlSample("0.4", UnlockControl(position: 0.4)),
             ControlSample("start", UnlockControl(position: 0), states: [.normal]),
             ControlSample("unlocked", UnlockControl(position: 1, isUnlocked: true), states: [.normal]),
             ControlSample("fading", UnlockControl(position: 1, isUnlocked: true, opacity: 0.5), states: [.normal])]
        })

    public func sizing(in environment: ControlEnvironment) -> ControlSizing {
        .flexible(Size(width: 280, height: 112))
    }

    public func validate() throws -> [String] {
        var warnings: [String] = []
        for (name, v) in [("position", position), ("opacity", opacity)] {
            guard v.isFinite else { throw ControlError("unlock", "the \(name) must be a number, not \(v)") }
            if v < 0 || v > 1 { warnings.append("unlock: \(name) \(v) is outside 0…1; drawn at \(min(1, max(0, v)))") }
        }
        return warnings
    }

    /// The layout in `bounds`: the padlock, the track and the thumb.
    public struct Layout: Equatable, Sendable {
        public var lock: Rect
        public var track: Rect
        public var thumb: Rect
    }

    public func layout(in bounds: Rect) -> Layout {
        let lock = Rect(x: bounds.midX - 14, y: bounds.minY + 10, width: 28, height: 36)
        let track = Rect(x: bounds.minX + 16, y: bounds.maxY - 14 - 44, width: max(0, bounds.width - 32), height: 44)
        let travel = max(0, track.width - 8 - 64)
        let p = min(1, max(0, position))
        let thumb = Rect(x: track.minX + 4 + p * travel, y: track.minY + 4, width: 64, height: 36)
        return Layout(lock: lock, track: track, thumb: thumb)
    }

    public func draw(in canvas: inout Canvas, bounds: Rect, state: ControlState,
                     environment: ControlEnvironment) throws {
        var alpha = min(1, max(0, opacity))
        if state.contains(.disabled) { alpha *= environment.palette.disabledOpacity }
        let fade = alpha < 1 ? [ColorAdjustment.fade(alpha)] : []
        canvas.drawGroup(fade) { canvas in
            drawLock(in: &canvas, bounds: bounds, highlighted: state.contains(.highlighted), environment: environment)
        }
    }

    private func drawLock(in canvas: inout Canvas, bounds: Rect, highlighted: Bool, environment: ControlEnvironment) {
        let flat = environment.look == .flat
        let l = layout(in: bounds)
        let tint = environment.tint
        let m = environment.metrics.unlock
        // The backdrop.
        let backdrop = Path(roundedRect: bounds, cornerRadius: 12)
        if flat {
            canvas.fill(backdrop, paint: .solid(m.backdrop))
            canvas.stroke(Path(roundedRect: bounds.insetBy(dx: 0.25, dy: 0.25), cornerRadius: 12),
                          paint: .solid(environment.palette.separator), style: StrokeStyle(width: 0.5))
        } else {
            canvas.fill(backdrop, paint: .vertical(bounds, [Color.white(0.22, alpha: 0.9), Color.black.opacity(0.9)]))
            canvas.stroke(Path(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 11.5),
                          paint: .solid(Color.white.opacity(0.2)), style: StrokeStyle(width: 1))
        }
        // The padlock: green when open in the flat look (iOS 7's green), gold and steel in the classic one.
        Self.drawPadlock(in: l.lock, open: isUnlocked, flat: flat,
                         color: isUnlocked && !environment.hasCustomTint ? m.unlocked : tint, keyhole: m.backdrop,
                         canvas: &canvas)
        // The track.
        let track = Path(roundedRect: l.track, cornerRadius: flat ? l.track.height / 2 : 8)
        if flat {
            canvas.fill(track, paint: .solid(m.track))
        } else {
            canvas.fill(track, paint: .vertical(l.track, [Color.black.opacity(0.75), Color.white(0.12, alpha: 0.75)]))
            canvas.stroke(Path(roundedRect: l.track.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 7.5),
                          paint: .solid(Color.black.opacity(0.6)), style: StrokeStyle(width: 1))
            let lip = Path(polyline: [Point(l.track.minX + 8, l.track.maxY + 0.5), Point(l.track.maxX - 8, l.track.maxY + 0.5)])
            canvas.stroke(lip, paint: .solid(Color.white.opacity(0.15)), style: StrokeStyle(width: 1))
        }
        // The thumb, with an arrow pointing the way; darker while dragged.
        let thumb = Path(roundedRect: l.thumb, cornerRadius: flat ? l.thumb.height / 2 : 6)
        canvas.save()
        canvas.shadow = Shadow(offset: Point(0, flat ? 2 : 1), blur: flat ? 4 : 2, color: Color.black.opacity(flat ? 0.25 : 0.6))
        if flat {
            canvas.fill(thumb, paint: .solid(highlighted ? m.pressedThumb : m.thumb))
        } else {
            let stops = UnlockMetrics.classicThumb
            canvas.fill(thumb, paint: .vertical(l.thumb, highlighted ? stops.map { $0.mixed(with: .black, 0.2) } : stops))
        }
        canvas.restore()
        if flat {
            canvas.stroke(Path(roundedRect: l.thumb.insetBy(dx: 0.25, dy: 0.25), cornerRadius: l.thumb.height / 2 - 0.25),
                          paint: .solid(Color.black.opacity(0.1)), style: StrokeStyle(width: 0.5))
        }
        let c = l.thumb.center
        var arrow = Path()
        arrow.move(to: Point(c.x - 10, c.y - 3))
        arrow.line(to: Point(c.x + 2, c.y - 3))
        arrow.line(to: Point(c.x + 2, c.y - 8))
        arrow.line(to: Point(c.x + 11, c.y))
        arrow.line(to: Point(c.x + 2, c.y + 8))
        arrow.line(to: Point(c.x + 2, c.y + 3))
        arrow.line(to: Point(c.x - 10, c.y + 3))
        arrow.close()
        canvas.fill(arrow, paint: .solid(flat ? tint : UnlockMetrics.classicArrow))
    }

    /// A padlock in `rect` (28×36): a 24×18 body at the bottom and a U shackle above it,
    /// down into the body when closed, lifted 6 points with its left leg out when open. The flat
    /// padlock's keyhole is cut out in `keyhole`, the backdrop's colour.
    static func drawPadlock(in rect: Rect, open: Bool, flat: Bool, color: Color, keyhole: Color,
                            canvas: inout Canvas) {
        let body = Rect(x: rect.midX - 12, y: rect.maxY - 18, width: 24, height: 18)
        let lift = open ? 6.0 : 0
        let r = 7.5, top = rect.minY + 2 + r - lift
        var shackle = Path()
        shackle.move(to: Point(rect.midX - r, open ? body.minY - 4 - lift : body.minY + 2))
        shackle.line(to: Point(rect.midX - r, top))
        shackle.addArc(center: Point(rect.midX, top), radius: r, startAngle: .pi, endAngle: 0, clockwise: true)
        shackle.line(to: Point(rect.midX + r, body.minY + 2))
        let style = StrokeStyle(width: 3.5, cap: .butt, join: .round)
        if flat {
            canvas.stroke(shackle, paint: .solid(color), style: style)
            canvas.fill(Path(roundedRect: body, cornerRadius: 3), paint: .solid(color))
            canvas.fill(Path(circleCenter: Point(body.midX, body.midY - 1.5), radius: 2.5), paint: .solid(keyhole))
            canvas.fill(Path(rect: Rect(x: body.midX - 1, y: body.midY - 1, width: 2, height: 5)), paint: .solid(keyhole))
        } else {
            let shackleBox = Rect(x: rect.minX, y: rect.minY - lift, width: rect.width, height: body.minY - rect.minY + lift)
            canvas.stroke(shackle, paint: .linearGradient(LinearGradient(
                start: Point(shackleBox.minX, shackleBox.midY), end: Point(shackleBox.maxX, shackleBox.midY),
                stops: UnlockMetrics.classicShackle)), style: style)
            canvas.save()
            canvas.shadow = Shadow(offset: Point(0, 1), blur: 2, color: Color.black.opacity(0.6))
            canvas.fill(Path(roundedRect: body, cornerRadius: 3), paint: .vertical(body, StarSliderMetrics.gold))
            canvas.restore()
            canvas.stroke(Path(roundedRect: body.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 2.5),
                          paint: .solid(UnlockMetrics.classicLockEdge), style: StrokeStyle(width: 1))
            canvas.fill(Path(circleCenter: Point(body.midX, body.midY - 1.5), radius: 2.5), paint: .solid(UnlockMetrics.classicKeyhole))
            canvas.fill(Path(rect: Rect(x: body.midX - 1, y: body.midY - 1, width: 2, height: 5)), paint: .solid(UnlockMetrics.classicKeyhole))
        }
    }
}

extension UnlockControl {
    /// A lock control with these values (for samples and tests).
    public init(position: Double, isUnlocked: Bool = false, opacity: Double = 1) {
        self.init()
        self.position = position
        self.isUnlocked = isUnlocked
        self.opacity = opacity
    }
}
