import CtlRaster

extension SearchBar {
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
