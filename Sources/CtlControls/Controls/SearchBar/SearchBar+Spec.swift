import CtlRaster

extension SearchBar {
    /// Reads the keys `placeholder`, `text`, `barStyle`, `translucent`, `barTint`, `scopes`,
    /// `selectedScope`, `showsCancelButton`.
    public init(spec: SpecObject) throws {
        self.init()
        try spec.read("placeholder", into: &placeholder)
        try spec.read("text", into: &text)
        try spec.read("barStyle", into: &barStyle)
        try spec.read("translucent", into: &isTranslucent)
        try spec.read("barTint", into: &barTint)
        try spec.read("scopes", into: &scopes)
        try spec.read("selectedScope", into: &selectedScope)
        try spec.read("showsCancelButton", into: &showsCancelButton)
    }

    /// The search bars the catalog shows and the goldens pin.
    static func samples(_ look: Look) -> [ControlSample] {
        var scoped = SearchBar()
        scoped.scopes = ["All", "Mail", "Contacts"]
        scoped.selectedScope = 1
        var typed = SearchBar()
        typed.text = "ctlrender"
        typed.showsCancelButton = true
        var black = SearchBar()
        black.barStyle = .black
        black.placeholder = "Search Music"
        var tinted = scoped
        tinted.barTint = SearchFieldMetrics.sampleBarTint
        tinted.selectedScope = 0
        return [
            ControlSample("default", SearchBar()),
            ControlSample("scopes", scoped),
            ControlSample("text", typed),
            ControlSample("black", black),
            ControlSample("tinted", tinted),
        ]
    }
}
