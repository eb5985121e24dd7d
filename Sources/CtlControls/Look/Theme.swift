import CtlRaster

/// What every control of a look shares: the palette (colours, fonts, state factors, the
/// default tint). Each control's own metrics (sizes, radii, colours) live with the control,
/// as `static let flat` and `static let classic` tables on its `…Metrics` type in
/// `Controls/<Name>/`, found through the look (`look.button`, `look.bars`).
///
/// The palette's values are in two tables, one per look: `Theme+Flat.swift` (iOS 7) and
/// `Theme+Classic.swift` (iOS 6), each value with its source (Docs/sources.md)
/// or the reason for the choice. Goldens pin them.
public struct Theme: Sendable {
    public var palette: Palette
}

/// The colours, fonts and state factors every control of a look shares.
public struct Palette: Hashable, Sendable {
    /// The default tint (`--tint` replaces it): iOS 7's blue.
    public var tint: Color
    /// Body text.
    public var text: Color
    /// Placeholder and secondary text.
    public var secondaryText: Color
    /// Titles and glyphs of disabled controls that grey out rather than fade.
    public var disabledText: Color
    /// Behind controls in the catalog (a grouped table's background).
    public var background: Color
    /// Hairlines between rows and around fields.
    public var separator: Color
    /// How much an image taken from the normal state is darkened when highlighted
    /// (`ColorAdjustment.darken`).
    public var highlightDarken: Double
    /// The opacity of a control, or of an image taken from the normal state, when disabled
    /// (`ColorAdjustment.fade`).
    public var disabledOpacity: Double
    /// The regular and bold text fonts (bundled names, see `FontLibrary`).
    public var font: String
    public var boldFont: String
}
