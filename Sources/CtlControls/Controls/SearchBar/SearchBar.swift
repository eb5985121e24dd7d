import CtlRaster

/// A search bar (UISearchBar, Docs/sources.md#uitextfield-and-uisearchbar): "essentially a wrapper for a text field",
/// "displayed by default as a rounded rectangle containing a magnifying glass icon", with a
/// placeholder "when there is no text", a bar style (default or black, translucent or not)
/// or a tint, and an optional scope bar of segments below it.
///
/// Flat (iOS 7): a #C9C9CE bar, a white 28-point field with 5-point corners, a grey
/// magnifier and placeholder; the scope bar is a plain segmented control in the tint.
/// Classic (iOS 6): the blue-grey gradient bar, a white pill-shaped field with an inset
/// shadow; the scope bar is a bar-style segmented control. With text, the field shows it
/// and the clear button ("an X in a circle"); a Cancel button may follow the field.
public struct SearchBar: Control {
    /// Default: "Search".
    public var placeholder = "Search"
    /// The text typed; empty shows the placeholder. Default: empty.
    public var text = ""
    public var barStyle: BarStyle = .default
    public var isTranslucent = false
    /// Colours the bar (S1: "the search bar may have a tintColor"); classic also takes `--tint`.
    public var barTint: Color?
    /// The scope bar's titles; none for no scope bar. Default: none.
    public var scopes: [String] = []
    /// The selected scope, clamped to the scopes with a warning. Default: 0.
    public var selectedScope = 0
    /// A Cancel button after the field. Default: false.
    public var showsCancelButton = false

    public init() {}

    public static let kind = ControlKind(
        name: "search-bar",
        summary: "a search bar: a rounded field with a magnifier and placeholder, bar style or tint, scope bar",
        states: [.normal],
        options: options.map(\.info),
        hasTitles: true,
        makeDefault: { SearchBar() },
        decode: { try SearchBar(spec: $0) },
        samples: { look in samples(look) })

    public func sizing(in environment: ControlEnvironment) -> ControlSizing {
        let m = environment.metrics.bars
        return .fixedHeight(Size(width: 320, height: m.barHeight * (scopes.isEmpty ? 1 : 2)))
    }

    public func validate() throws -> [String] {
        var warnings: [String] = []
        if !scopes.isEmpty && !scopes.indices.contains(selectedScope) {
            warnings.append("search-bar: selected scope \(selectedScope) is not a scope (0…\(scopes.count - 1)); "
                + "drawn at \(shownScope)")
        }
        if scopes.isEmpty && selectedScope != 0 {
            warnings.append("search-bar: a selected scope without scopes is ignored")
        }
        return warnings
    }

    /// The selected scope, clamped.
    var shownScope: Int { min(max(0, selectedScope), max(0, scopes.count - 1)) }

    /// The Cancel button after the field.
    var cancelItem: BarButtonItem { BarButtonItem(.title("Cancel")) }

    /// The field's frame in the search row.
    public func fieldFrame(in row: Rect, environment: ControlEnvironment) -> Rect {
        let f = environment.metrics.searchField
        var right = row.maxX - f.padding
        if showsCancelButton {
            right -= cancelItem.naturalWidth(environment) + f.padding
        }
        return Rect(x: row.minX + f.padding, y: row.midY - f.height / 2, width: max(0, right - row.minX - f.padding),
                    height: f.height)
    }

    public func draw(in canvas: inout Canvas, bounds: Rect, state: ControlState,
                     environment: ControlEnvironment) throws {
        let m = environment.metrics.bars
        var appearance = BarAppearance(kind: .search, style: barStyle, isTranslucent: isTranslucent, barTint: barTint)
        if m.isClassic && barTint == nil && environment.hasCustomTint { appearance.barTint = environment.tint }
        appearance.draw(in: &canvas, bar: bounds, hairlineEdge: .bottom, environment: environment)
        let row = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: m.barHeight)
        let field = environment.snap(fieldFrame(in: row, environment: environment))
        try drawField(in: &canvas, field: field, environment: environment)
        var itemEnvironment = environment
        if m.isClassic && appearance.barTint != nil { itemEnvironment.hasCustomTint = false }
        if showsCancelButton {
            var cancel = cancelItem
            cancel.barStyle = barStyle
            cancel.barTint = appearance.barTint
            let w = cancel.naturalWidth(environment)
            let frame = Rect(x: field.maxX + environment.metrics.searchField.padding,
                             y: row.midY - m.item.height / 2,
                             width: w, height: m.item.height)
            try cancel.draw(in: &canvas, bounds: frame, state: .normal, environment: itemEnvironment)
        }
        if !scopes.isEmpty {
            let scopeRow = Rect(x: bounds.minX, y: row.maxY, width: bounds.width, height: m.barHeight)
            let segmented = SegmentedControl(titles: scopes, selectedIndex: shownScope,
                                             style: m.isClassic ? .bar : .plain)
            let pad = environment.metrics.searchField.padding
            let h = segmented.sizing(in: itemEnvironment).natural.height
            let frame = environment.snap(Rect(x: scopeRow.minX + pad, y: scopeRow.midY - h / 2,
                                              width: scopeRow.width - 2 * pad, height: h))
            var segmentEnvironment = environment
            if m.isClassic, let tint = appearance.barTint {
                segmentEnvironment.tint = tint
                segmentEnvironment.hasCustomTint = true
            }
            try segmented.draw(in: &canvas, bounds: frame, state: .normal, environment: segmentEnvironment)
        }
    }
}
