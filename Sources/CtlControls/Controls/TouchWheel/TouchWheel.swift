import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
#else
import Foundation
#endif

/// The touch wheel of seed 000 (Recipe 2-7, `ScrollWheel`): an iPod-like click wheel in a
/// fixed 200×200 frame (Docs/sources.md#the-custom-controls-of-seed-000).
///
/// The seed's `wheel.png` is not given; we draw it: a ring from the dead centre (radius 30,
/// where the seed refuses a touch: `pointInsideRadius(point, 30.0f, centerPt)`) out to the
/// frame's edge (radius 100 = `centerPt.x`, the seed's other bound), the centre button inside
/// the dead zone, and marks at the five click points the seed names — the centre and the
/// four cardinal points (MENU, previous, next, play/pause, as on the iPod).
///
/// The seed's value grows by 1.0 per clockwise turn. `angle` turns an indicator — a dot on the
/// ring — to where the finger is: radians, 0 at 12 o'clock, clockwise on the screen.
public struct TouchWheel: Control {
    /// The seed's fixed frame side.
    public static let side = 200.0
    /// The seed's dead centre radius.
    public static let deadRadius = 30.0
    /// The indicator's distance from the centre: the ring's middle.
    public static let indicatorRadius = (deadRadius + side / 2) / 2

    /// The indicator's angle in radians, 0 at the top, clockwise. Default: 0.
    public var angle = 0.0

    public init() {}

    public static let kind = ControlKind(
        name: "touch-wheel",
        summary: "a touch wheel: an iPod-like 200×200 click wheel with an angle indicator",
        states: [.normal, .highlighted, .disabled],
        options: options.map(\.info),
        mirrorsRightToLeft: false,
        makeDefault: { TouchWheel() },
        decode: { try TouchWheel(spec: $0) },
        samples: { _ in
            [ControlSample("45deg", TouchWheel(angle: .pi / 4)),
             ControlSample("top", TouchWheel(angle: 0), states: [.normal]),
             ControlSample("-120deg", TouchWheel(angle: -2 * .pi / 3), states: [.normal])]
        })

    public func sizing(in environment: ControlEnvironment) -> ControlSizing {
        .fixed(Size(width: Self.side, height: Self.side))
    }

    public func validate() throws -> [String] {
        guard angle.isFinite else { throw ControlError("touch-wheel", "the angle must be a number, not \(angle)") }
        return []
    }

    /// The indicator's centre in a frame whose centre is `center`.
    public func indicatorCenter(around center: Point) -> Point {
        Point(center.x + Self.indicatorRadius * sin(angle), center.y - Self.indicatorRadius * cos(angle))
    }

    /// An angle written as radians (`1.2`, `-pi/2`, `3π/4`) or degrees (`45deg`, `45°`), or nil
    /// (`Radians.parse`, as every angle).
    public static func parseAngle(_ text: String) -> Double? {
        Radians.parse(text)
    }

    public func draw(in canvas: inout Canvas, bounds: Rect, state: ControlState,
                     environment: ControlEnvironment) throws {
        let fade = state.contains(.disabled) ? [ColorAdjustment.fade(environment.palette.disabledOpacity)] : []
        try canvas.drawGroup(fade) { canvas in
            try drawWheel(in: &canvas, bounds: bounds, highlighted: state.contains(.highlighted),
                          environment: environment)
        }
    }

    private func drawWheel(in canvas: inout Canvas, bounds: Rect, highlighted: Bool,
                           environment: ControlEnvironment) throws {
        let m = environment.metrics.touchWheel
        let c = bounds.center
        let outer = Self.side / 2 - m.edgeInset
        let ringRect = Rect(x: c.x - outer, y: c.y - outer, width: 2 * outer, height: 2 * outer)
        // The ring (pressed towards its shade while tracking).
        canvas.save()
        if let shadow = m.shadow { canvas.shadow = shadow }
        let ringStops = highlighted ? m.ring.map { $0.mixed(with: m.pressedShade, m.pressedDarken) } : m.ring
        canvas.fill(Path(ellipseIn: ringRect), paint: .vertical(ringRect, ringStops))
        canvas.restore()
        canvas.stroke(Path(circleCenter: c, radius: outer - 0.5), paint: .solid(m.rim), style: StrokeStyle(width: 1))
        // The dead centre: the centre button, a hairline gap around it.
        let dead = Self.deadRadius
        let buttonRect = Rect(x: c.x - dead + m.buttonGap, y: c.y - dead + m.buttonGap,
                              width: 2 * (dead - m.buttonGap), height: 2 * (dead - m.buttonGap))
        canvas.fill(Path(circleCenter: c, radius: dead), paint: .solid(m.rim))
        canvas.fill(Path(ellipseIn: buttonRect), paint: .vertical(buttonRect, m.button))
        // The four cardinal click points.
        let markRadius = Self.indicatorRadius + m.markOffset
        let font = TextStyle(font: environment.palette.boldFont, size: 11, color: m.mark)
        try canvas.drawText("MENU", style: font, in: Rect(x: c.x - 30, y: c.y - markRadius - 8, width: 60, height: 16))
        canvas.fill(Self.skipGlyph(at: Point(c.x - markRadius, c.y), forward: false), paint: .solid(m.mark))
        canvas.fill(Self.skipGlyph(at: Point(c.x + markRadius, c.y), forward: true), paint: .solid(m.mark))
        canvas.fill(Self.playPauseGlyph(at: Point(c.x, c.y + markRadius)), paint: .solid(m.mark))
        // The indicator: a dot in the tint where the finger is.
        let p = indicatorCenter(around: c)
        let r = m.indicatorRadius * (highlighted ? 1.25 : 1)
        canvas.save()
        canvas.shadow = Shadow(offset: Point(0, 0.5), blur: 1.5, color: Color.black.opacity(m.indicatorShadow))
        canvas.fill(Path(circleCenter: p, radius: r), paint: .solid(environment.tint))
        canvas.restore()
        if m.indicatorGloss {
            let top = Rect(x: p.x - r, y: p.y - r, width: 2 * r, height: r)
            canvas.save()
            canvas.clip(Path(circleCenter: p, radius: r))
            canvas.fill(Path(rect: top), paint: .vertical(top, [Color.white.opacity(0.6), Color.white.opacity(0.1)]))
            canvas.restore()
        }
    }

    /// ⏮ or ⏭: two triangles and a bar, 16×9 points about `p`.
    static func skipGlyph(at p: Point, forward: Bool) -> Path {
        let s = forward ? 1.0 : -1.0
        var path = Path()
        for dx in [-7.0, 0] {
            path.move(to: Point(p.x + s * dx, p.y - 4.5))
            path.line(to: Point(p.x + s * (dx + 6.5), p.y))
            path.line(to: Point(p.x + s * dx, p.y + 4.5))
            path.close()
        }
        path.addRect(forward ? Rect(x: p.x + 6.5, y: p.y - 4.5, width: 1.5, height: 9)
                             : Rect(x: p.x - 8, y: p.y - 4.5, width: 1.5, height: 9))
        return path
    }

    /// ⏯: a triangle and two bars, 15×9 points about `p`.
    static func playPauseGlyph(at p: Point) -> Path {
        var path = Path()
        path.move(to: Point(p.x - 7.5, p.y - 4.5))
        path.line(to: Point(p.x - 1, p.y))
        path.line(to: Point(p.x - 7.5, p.y + 4.5))
        path.close()
        path.addRect(Rect(x: p.x + 1.5, y: p.y - 4.5, width: 2, height: 9))
        path.addRect(Rect(x: p.x + 5.5, y: p.y - 4.5, width: 2, height: 9))
        return path
    }
}

extension TouchWheel {
    /// A wheel with its indicator at `angle` radians (for samples and tests).
    public init(angle: Double) {
        self.init()
        self.angle = angle
    }
}
