import CtlRaster

/// UIKit's `UIProgressView`: a "thermometer" showing a fraction (Docs/sources.md#uiprogressview).
///
/// The track is the unfilled part; the progress fills it from the left. Tints colour the
/// two parts; images, when set, replace the tints and are stretched (by their cap insets
/// when resizable) to fill their parts. The height is fixed by the style ("changing a
/// progress view's height has no visible effect"); the width is free.
public struct ProgressView: Control {
    public enum Style: String, SpecEnum, Sendable {
        /// The standard bar.
        case `default`
        /// For use in a toolbar.
        case bar
    }

    /// The fraction shown, 0…1 (clamped, with a warning, as UIKit clamps it). Default: 0.5
    /// (UIKit starts at 0; half shows both parts).
    public var progress: Double = 0.5
    /// Default: `.default`.
    public var style: Style = .default
    /// The filled part's colour; nil for the look's (the tint in the flat look).
    public var progressTint: Color?
    /// The unfilled part's colour; nil for the look's.
    public var trackTint: Color?
    /// Replaces the filled part's tint, stretched over the filled part.
    public var progressImage: ControlImage?
    /// Replaces the track's tint, stretched over the whole track.
    public var trackImage: ControlImage?

    public init() {}

    public static let kind = ControlKind(
        name: "progress",
        summary: "a progress view (thermometer) showing a fraction",
        states: [.normal],
        options: options.map(\.info),
        makeDefault: { ProgressView() },
        decode: { try ProgressView(spec: $0) },
        samples: { _ in
            [0.0, 0.5, 1.0].map { p in ControlSample("\(Int(p * 100))%", ProgressView(progress: p)) }
                + [ControlSample("bar", ProgressView(progress: 0.5, style: .bar)),
                   ControlSample("tinted", ProgressView(progress: 0.7, progressTint: .systemRed,
                                                        trackTint: ProgressMetrics.sampleTrackTint))]
        })

    public func sizing(in environment: ControlEnvironment) -> ControlSizing {
        let m = environment.metrics.progress
        return .fixedHeight(Size(width: m.width, height: style == .bar ? m.barHeight : m.height))
    }

    /// The rounded ends, when the bar is full or empty (a partial fill does not stretch).
    public func capInsets(in environment: ControlEnvironment) -> EdgeInsets? {
        guard shownProgress == 0 || shownProgress == 1, progressImage == nil, trackImage == nil else { return nil }
        let r = environment.metrics.progress.cornerRadius
        return EdgeInsets(top: 0, left: max(r, 1), bottom: 0, right: max(r, 1))
    }

    public func validate() throws -> [String] {
        guard progress.isFinite else { throw ControlError("progress", "the progress must be a number, not \(progress)") }
        guard !(0...1).contains(progress) else { return [] }
        return ["progress: \(progress) is outside 0…1; drawn at \(shownProgress)"]
    }

    /// The progress clamped to 0…1.
    var shownProgress: Double { min(1, max(0, progress.isFinite ? progress : 0)) }

    public func draw(in canvas: inout Canvas, bounds: Rect, state: ControlState,
                     environment: ControlEnvironment) throws {
        let m = environment.metrics.progress
        let bar = style == .bar
        let radius = min(m.cornerRadius, bounds.height / 2)
        let filledWidth = environment.snap(bounds.width * shownProgress)
        let filled = Rect(x: bounds.minX, y: bounds.minY, width: filledWidth, height: bounds.height)

        if let trackImage {
            trackImage.draw(in: &canvas, rect: bounds, tint: environment.tint)
        } else {
            let stops = trackTint.map { [GradientStop(offset: 0, color: $0)] } ?? (bar ? m.barTrack : m.track)
            let track = Path(roundedRect: bounds, cornerRadius: radius)
            canvas.fill(track, paint: .vertical(bounds, stops))
            stroke(track, bounds: bounds, color: m.trackBorder, radius: radius, in: &canvas, environment)
        }
        guard filledWidth > 0 else { return }
        if let progressImage {
            progressImage.draw(in: &canvas, rect: filled, tint: environment.tint)
            return
        }
        let stops: [GradientStop]
        if let progressTint {
            stops = environment.look == .flat ? [GradientStop(offset: 0, color: progressTint)] : .gloss(progressTint)
        } else if environment.look == .flat {
            stops = [GradientStop(offset: 0, color: environment.tint)]
        } else {
            stops = environment.hasCustomTint ? .gloss(environment.tint) : (bar ? m.barFill : m.fill)
        }
        // A fill narrower than its rounded ends is the track's shape cut at the fill's edge.
        canvas.save()
        canvas.clip(Path(rect: filled))
        let shape = Path(roundedRect: Rect(x: bounds.minX, y: bounds.minY, width: max(filledWidth, 2 * radius),
                                           height: bounds.height), cornerRadius: radius)
        canvas.fill(shape, paint: .vertical(bounds, stops))
        canvas.restore()
        stroke(shape, bounds: filled, color: m.fillBorder, radius: radius, in: &canvas, environment)
    }

    /// Strokes a one-pixel outline just inside `bounds`.
    private func stroke(_ shape: Path, bounds: Rect, color: Color, radius: Double, in canvas: inout Canvas,
                        _ environment: ControlEnvironment) {
        guard color.a > 0 else { return }
        let p = environment.pixel
        let inner = bounds.insetBy(dx: p / 2, dy: p / 2)
        canvas.save()
        canvas.clip(Path(rect: bounds))
        canvas.stroke(Path(roundedRect: inner, cornerRadius: max(0, radius - p / 2)), paint: .solid(color),
                      style: StrokeStyle(width: p))
        canvas.restore()
    }
}

extension ProgressView {
    /// A progress view with these values (for samples and tests).
    public init(progress: Double, style: Style = .default, progressTint: Color? = nil, trackTint: Color? = nil) {
        self.init()
        self.progress = progress
        self.style = style
        self.progressTint = progressTint
        self.trackTint = trackTint
    }
}
