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

/// UIKit's `UIActivityIndicatorView`: "the spokes of a small wheel" (Docs/sources.md#uiactivityindicatorview).
///
/// Twelve spokes, 30° apart, fade from the head, the brightest, back against the rotation.
/// The wheel turns clockwise in twelve steps; `phase` picks the step. The size is fixed by
/// the style ("changing its size … changes the size of the view, but not the size of the
/// spokes"); a colour overrides the style's. A stopped indicator is hidden unless
/// `hidesWhenStopped` is off, when it shows the still wheel. It is not a control: no state
/// changes how it looks.
public struct ActivityIndicator: Control {
    public enum Style: String, SpecEnum, Sendable {
        /// White, 37 points.
        case whiteLarge = "white-large"
        /// White, 20 points.
        case white
        /// Grey, 20 points.
        case gray
    }

    /// Default: `.white` (UIKit's).
    public var style: Style = .white
    /// The spokes' colour, overriding the style's. Default: nil.
    public var color: Color?
    /// The step of the animation: the head is the spoke `phase` steps of 30° clockwise from
    /// the top. Any whole number, taken modulo 12. Default: 0.
    public var phase = 0
    /// Default: true (UIKit starts stopped, which draws nothing).
    public var isAnimating = true
    /// Whether a stopped indicator draws nothing. Default: true (UIKit's).
    public var hidesWhenStopped = true

    public init() {}

    /// The number of spokes, and of steps in a turn.
    public static let spokeCount = 12

    public static let kind = ControlKind(
        name: "activity",
        summary: "an activity indicator: a wheel of twelve fading spokes",
        states: [.normal],
        options: options.map(\.info),
        mirrorsRightToLeft: false,
        makeDefault: { ActivityIndicator() },
        decode: { try ActivityIndicator(spec: $0) },
        samples: { _ in ActivityIndicator.samples })

    /// The phase as a step of the turn, 0…11.
    var step: Int { ((phase % Self.spokeCount) + Self.spokeCount) % Self.spokeCount }

    public func sizing(in environment: ControlEnvironment) -> ControlSizing {
        let m = environment.metrics.activity
        let side = style == .whiteLarge ? m.largeSize : m.size
        return .fixed(Size(width: side, height: side))
    }

    public func draw(in canvas: inout Canvas, bounds: Rect, state: ControlState,
                     environment: ControlEnvironment) throws {
        guard isAnimating || !hidesWhenStopped else { return }
        let m = environment.metrics.activity
        let spokes = style == .whiteLarge ? m.largeSpokes : m.spokes
        let colour = color ?? (style == .gray ? m.gray : m.white)
        let stroke = StrokeStyle(width: spokes.width, cap: .round)
        let centre = bounds.center
        for behind in 0..<Self.spokeCount {
            // The spoke `behind` steps before the head, counter-clockwise; 0 is the top.
            let index = step - behind
            let angle = (Double(index) / Double(Self.spokeCount) - 0.25) * 2 * .pi
            let direction = Point(cos(angle), sin(angle))
            let spoke = Path(polyline: [centre + direction * spokes.innerRadius,
                                        centre + direction * spokes.outerRadius])
            let opacity = behind < m.opacities.count ? m.opacities[behind] : m.opacities.last ?? 1
            canvas.stroke(spoke, paint: .solid(colour.opacity(opacity)), style: stroke)
        }
    }
}

extension ActivityIndicator {
    /// An activity indicator with these values (for samples and tests).
    public init(style: Style, color: Color? = nil, phase: Int = 0, isAnimating: Bool = true,
                hidesWhenStopped: Bool = true) {
        self.init()
        self.style = style
        self.color = color
        self.phase = phase
        self.isAnimating = isAnimating
        self.hidesWhenStopped = hidesWhenStopped
    }


    /// White spokes need a dark backdrop: S1's, white 0.2.
    static let backdrop = Color.white(0.2)

    /// White (on a dark backdrop) at phase 0; white-large; gray; gray four steps on; S1's
    /// yellow; stopped (hidden).
    static var samples: [ControlSample] {
        [ControlSample("white", ActivityIndicator(style: .white), backdrop: backdrop),
         ControlSample("white-large", ActivityIndicator(style: .whiteLarge), backdrop: backdrop),
         ControlSample("gray", ActivityIndicator(style: .gray)),
         ControlSample("gray phase 4", ActivityIndicator(style: .gray, phase: 4)),
         ControlSample("yellow", ActivityIndicator(style: .whiteLarge, color: .yellowColor, phase: 7),
                       backdrop: backdrop),
         ControlSample("stopped", ActivityIndicator(style: .gray, isAnimating: false))]
    }
}
