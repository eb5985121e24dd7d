import CtlRaster

/// A bar's `barStyle` (S1: "UIBarStyleDefault or UIBarStyleBlack, and either translucent or
/// not"), shared by navigation bars, toolbars and search bars.
public enum BarStyle: String, SpecEnum, Sendable {
    case `default`, black
}

/// What a bar's background is made of: the kind of bar, its style, translucency and an
/// optional bar tint (S1: "setting a tintColor overrides the barStyle").
struct BarAppearance: Sendable {
    enum Kind: Sendable { case navigation, toolbar, search }
    var kind: Kind
    var style: BarStyle
    var isTranslucent: Bool
    var barTint: Color?

    /// The background's stops, top to bottom, in `look`: a line at each edge (classic) and
    /// the fill between them.
    func fill(_ m: BarMetrics) -> (top: Color?, body: [GradientStop], bottom: Color?) {
        if let tint = barTint {
            guard m.isClassic else { return (nil, .solid(tint), nil) }
            // The classic gradients, made of the tint: light at the top, darker at the bottom.
            return (tint.mixed(with: .white, 0.55),
                    [GradientStop(offset: 0, color: tint.mixed(with: .white, 0.4)),
                     GradientStop(offset: 0.025, color: tint.mixed(with: .white, 0.32)),
                     GradientStop(offset: 1, color: tint.mixed(with: .black, 0.12))],
                    tint.mixed(with: .black, 0.35))
        }
        if style == .black { return (m.blackTopLine, m.blackFill, m.blackBottomLine) }
        switch kind {
        case .navigation: return (m.navigationTopLine, m.navigationFill, m.navigationBottomLine)
        case .toolbar: return (m.toolbarTopLine, m.toolbarFill, m.toolbarBottomLine)
        case .search: return (m.searchTopLine, m.searchFill, m.searchBottomLine)
        }
    }

    /// Whether titles and plain items on this bar are light (on a dark bar).
    func isDark(_ m: BarMetrics) -> Bool { m.isClassic || style == .black }

    /// Draws the background into `bar`; the flat look's hairline goes along `hairlineEdge`
    /// (nil for none: a shadow image replaces it).
    func draw(in canvas: inout Canvas, bar: Rect, hairlineEdge: VerticalEdge?, environment: ControlEnvironment) {
        let m = environment.metrics.bars
        let (top, body, bottom) = fill(m)
        // One group, faded as a whole when translucent: the lines do not show the fill through.
        let alpha = style == .black ? m.translucentBlackAlpha : m.translucentAlpha
        canvas.drawGroup(isTranslucent ? [.fade(alpha)] : []) { c in
            c.fill(Path(rect: bar), paint: .vertical(bar, body))
            let px = environment.pixel
            if let top {
                c.fill(Path(rect: Rect(x: bar.minX, y: bar.minY, width: bar.width, height: px)), paint: .solid(top))
            }
            if let bottom {
                c.fill(Path(rect: Rect(x: bar.minX, y: bar.maxY - px, width: bar.width, height: px)),
                       paint: .solid(bottom))
            }
        }
        if let edge = hairlineEdge, !m.isClassic {
            let px = environment.pixel
            let y = edge == .top ? bar.minY : bar.maxY - px
            let line = style == .black && barTint == nil ? m.blackHairline : m.hairline
            canvas.fill(Path(rect: Rect(x: bar.minX, y: y, width: bar.width, height: px)), paint: .solid(line))
        }
    }
}

/// The top or the bottom edge of a bar.
enum VerticalEdge: Sendable { case top, bottom }

/// The bar's shadow: a small image "with some transparency" tiled along an edge (S1: "1×3
/// is a good size"; "tiled horizontally across the navigation bar's width").
enum BarShadow {
    /// The default shadow, made here: 1×3 points of black fading out away from the bar.
    static let image: ControlImage = {
        // 1×3 pixels at scale 1: well within the limits.
        var pixmap = try! Pixmap(width: 1, height: 3)
        for (y, alpha) in [0.32, 0.16, 0.05].enumerated() {
            pixmap[0, y] = Color.black.opacity(alpha).premultiplied
        }
        return try! ControlImage(pixmap)
    }()

    /// Tiles `image` across `rect`'s width, its own height tall, from `rect`'s left; below
    /// a bar the image's first row touches the bar, above one it is flipped so it does too.
    ///
    /// The tiles are copied side by side into one strip first, which is then drawn once:
    /// tiles drawn one by one would blend their shared edges twice.
    static func draw(_ given: ControlImage, in canvas: inout Canvas, rect: Rect, flipped: Bool) {
        // Vector artwork as a bitmap at the canvas' scale.
        let image: ControlImage
        do {
            image = try given.bitmap(scale: canvas.transform.maxScale)
        } catch {
            if let error = error as? LimitExceeded { canvas.noteOverLimit(error) }
            return
        }
        let tile = image.pixmap
        let count = Int((rect.width / image.size.width).rounded(.up))
        guard count > 0, tile.width > 0, let strip = try? Pixmap(width: tile.width * count, height: tile.height)
        else { return }
        var pixels = strip
        for y in 0..<tile.height {
            let row = flipped ? tile.height - 1 - y : y
            for x in 0..<pixels.width { pixels[x, y] = tile[x % tile.width, row] }
        }
        let width = Double(count) * image.size.width
        canvas.save()
        canvas.clip(Path(rect: rect))
        canvas.drawImage(pixels, in: Rect(x: rect.minX, y: rect.minY, width: width, height: rect.height),
                         filter: .nearest)
        canvas.restore()
    }
}

/// A bar whose background a bar style, translucency and a bar tint choose: navigation bars,
/// toolbars and search bars.
public protocol StyledBar: SendableMetatype {
    var barStyle: BarStyle { get set }
    var isTranslucent: Bool { get set }
    /// Overrides the bar style; nil for the style's colours.
    var barTint: Color? { get set }
}

/// A bar with a shadow image along one edge: navigation bars and toolbars.
public protocol ShadowedBar: SendableMetatype {
    /// Whether the shadow image is drawn; nil for the look's default (classic yes, flat no).
    var showsShadow: Bool? { get set }
    /// The shadow image; nil for the generated 1×3 one.
    var shadowImage: ControlImage? { get set }
}

extension NavigationBar: StyledBar, ShadowedBar {}
extension Toolbar: StyledBar, ShadowedBar {}
extension SearchBar: StyledBar {}
