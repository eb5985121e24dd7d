import CtlRaster

/// What a button shows in one state and look: each per-state feature resolved by UIKit's
/// fallback rules (Docs/sources.md#the-state-rule), the type's defaults filled in, and the automatic
/// adjustments applied to what came from normal (§3.3). Drawing and layout read only this.
struct ButtonAppearance {
    var style: Button.Style
    /// Nil for none (an empty title is none).
    var title: String?
    var titleStyle: TextStyle
    /// Ready to draw: templates tinted, adjustments applied. A typed button's standard
    /// image stands for its normal image.
    var image: ControlImage?
    var backgroundImage: ControlImage?
    var backgroundColor: Color?
    /// The classic bezel; nil for none (another style, or a background image replacing it).
    var bezel: Bezel?
    /// The colour of the flat selected plate; nil for none.
    var plate: Color?
    /// Whether the highlight glow shines.
    var glows: Bool

    /// The classic rounded-rect bezel in a state.
    struct Bezel: Equatable {
        /// Filled with blue: highlighted or selected.
        var pressed: Bool
        /// 1, or the disabled opacity for a pressed bezel of a disabled button.
        var opacity: Double
    }

    /// What a button shows in a state that its size depends on: the features resolved by the
    /// fallback rules, before any colour or adjustment (which keep sizes) is applied. The
    /// appearance starts from it; the natural size reads it alone, so sizing a button
    /// resolves no colours and prepares no images.
    struct Content {
        var style: Button.Style
        /// Nil for none (an empty title is none).
        var title: String?
        /// The title's font name and size in points.
        var font: String
        var fontSize: Double
        /// The image as resolved (a typed button's standard image standing for normal's), unprepared.
        var image: PerState<ControlImage>.Resolved?
        /// The background image as resolved, unprepared.
        var backgroundImage: PerState<ControlImage>.Resolved?

        init(_ button: Button, state: ControlState, environment: ControlEnvironment) {
            let m = environment.metrics.button
            style = button.type.style(in: environment.look)
            title = button.title.value(for: state).flatMap { $0.isEmpty ? nil : $0 }
            font = button.font ?? m.font
            fontSize = button.fontSize ?? m.fontSize
            let standard = ButtonGlyphArt.image(for: button.type, environment: environment)
                .map { PerState<ControlImage>.Resolved(value: $0, isFromNormal: true) }
            image = button.image.resolve(state) ?? standard
            // A raised centre button without background images of its own draws the seed's two.
            let backgrounds = button.type == .raisedCenter && button.backgroundImage.isEmpty
                ? RaisedCenterArt.backgroundImages(environment) : button.backgroundImage
            backgroundImage = backgrounds.resolve(state)
        }
    }

    init(_ button: Button, state: ControlState, environment: ControlEnvironment) {
        let m = environment.metrics.button
        let palette = environment.palette
        let content = Content(button, state: state, environment: environment)
        let style = content.style
        let highlighted = state.contains(.highlighted), selected = state.contains(.selected)
        let disabled = state.contains(.disabled)
        let glows = button.showsTouch(in: environment.look) && highlighted && !disabled
        let fades = style == .plain && highlighted
        self.style = style
        self.glows = glows

        // The title: its colour from the user's entries over the type's own (UIKit keeps
        // both in one table, so a colour set for normal only still turns white while a
        // classic bezel is pressed).
        title = content.title
        var colors = Self.defaultTitleColors(style, metrics: m, environment: environment)
        for (s, color) in button.titleColor.values { colors[s] = color }
        var color = colors.value(for: state) ?? .clear
        if fades { color = color.opacity(m.highlightedAlpha) }
        var shadow: TextShadow?
        if button.titleShadowOffset != .zero {
            let offset = highlighted && button.reversesTitleShadowWhenHighlighted
                ? -button.titleShadowOffset : button.titleShadowOffset
            var shadowColor = button.titleShadowColor.value(for: state) ?? m.titleShadowColor
            if fades { shadowColor = shadowColor.opacity(m.highlightedAlpha) }
            shadow = TextShadow(offset: offset, color: shadowColor)
        }
        titleStyle = TextStyle(font: content.font, size: content.fontSize, color: color, shadow: shadow)

        // The images: adjusted only when they came from normal. (The title of a flat system
        // button fades whatever its colour's origin: iOS 7 fades the label itself.)
        let adjust = Adjuster(state: state, glows: glows, button: button, palette: palette)
        if let resolved = content.image {
            if style == .plain {
                // iOS 7 draws a system button's images as templates in the tint, white on the plate.
                var template = resolved.value
                template.isTemplate = true
                let greyed = resolved.isFromNormal && disabled && button.adjustsImageWhenDisabled
                let onPlate = m.selectedPlate?.content ?? .white
                let tint = selected ? onPlate : greyed ? palette.disabledText : environment.tint
                let faded = resolved.isFromNormal && highlighted && !glows && button.adjustsImageWhenHighlighted
                image = Self.prepare(template, tint: tint, adjustments: faded ? [.fade(m.highlightedAlpha)] : [])
            } else {
                image = Self.prepare(resolved.value, tint: environment.tint, adjustments: adjust.adjustments(resolved))
            }
        }
        backgroundImage = content.backgroundImage.map {
            Self.prepare($0.value, tint: environment.tint, adjustments: adjust.adjustments($0))
        }
        backgroundColor = button.backgroundColor.value(for: state)

        if style == .bezel && backgroundImage == nil {
            let pressed = highlighted || selected
            bezel = Bezel(pressed: pressed, opacity: pressed && disabled ? palette.disabledOpacity : 1)
        }
        if style == .plain && selected && m.selectedPlate != nil {
            let fill = disabled ? palette.disabledText : environment.tint
            plate = fades ? fill.opacity(m.highlightedAlpha) : fill
        }
    }

    /// The type's own title colours, the entries UIKit keeps before any are set.
    static func defaultTitleColors(_ style: Button.Style, metrics m: ButtonMetrics,
                                   environment: ControlEnvironment) -> PerState<Color> {
        let normal = m.titleColor ?? environment.tint
        let disabled = environment.palette.disabledText
        switch style {
        case .plain:
            // White on the selected plate, where iOS 7 shows the title as if cut out of it.
            let onPlate = m.selectedPlate?.content ?? .white
            return PerState([.normal: normal, .selected: onPlate, [.highlighted, .selected]: onPlate,
                             [.selected, .disabled]: onPlate, .disabled: disabled])
        case .bezel:
            let pressed = m.pressedTitleColor ?? .white
            return PerState([.normal: normal, .highlighted: pressed, .selected: pressed,
                             [.highlighted, .selected]: pressed, [.selected, .disabled]: pressed,
                             .disabled: disabled])
        case .custom:
            return PerState(m.customTitleColor)
        }
    }

    /// The automatic adjustments of images and background images (S1: "the normal image
    /// is darkened when the button is highlighted … lightened (faded) when the button is
    /// disabled"): only for an image taken from normal, and no darkening under the glow.
    struct Adjuster {
        var state: ControlState
        var glows: Bool
        var button: Button
        var palette: Palette

        func adjustments(_ resolved: PerState<ControlImage>.Resolved) -> [ColorAdjustment] {
            guard resolved.isFromNormal else { return [] }
            var list: [ColorAdjustment] = []
            if state.contains(.highlighted) && !glows && button.adjustsImageWhenHighlighted {
                list.append(.darken(palette.highlightDarken))
            }
            if state.contains(.disabled) && button.adjustsImageWhenDisabled {
                list.append(.fade(palette.disabledOpacity))
            }
            return list
        }
    }

    /// `image` as drawn: a template filled with `tint`, then `adjustments` applied (a
    /// template is tinted first, so that darkening reaches its colour).
    static func prepare(_ image: ControlImage, tint: Color, adjustments: [ColorAdjustment]) -> ControlImage {
        var image = image
        if image.isTemplate { image = image.filled(with: tint) }
        return adjustments.isEmpty ? image : image.adjusted(adjustments)
    }
}
