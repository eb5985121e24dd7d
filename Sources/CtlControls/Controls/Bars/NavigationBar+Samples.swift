import CtlRaster

extension NavigationBar {
    /// The navigation bars the catalog shows and the goldens pin.
    static func samples(_ look: Look) -> [ControlSample] {
        var standard = NavigationBar()
        standard.title = "Inbox"
        standard.leftItem = BarButtonItem(.title("Edit"))
        standard.rightItem = BarButtonItem(.system(.compose), style: .plain)

        var back = NavigationBar()
        back.title = "Detail"
        var backItem = BarButtonItem(.title("Inbox"))
        backItem.isBackButton = true
        back.leftItem = backItem
        back.rightItem = BarButtonItem(.title("Done"), style: .done)

        var black = standard
        black.barStyle = .black
        black.title = "Black"

        var translucent = black
        translucent.isTranslucent = true
        translucent.title = "Translucent"

        var tinted = back
        tinted.barTint = .sampleMaroon
        tinted.title = "Tinted"

        var noShadow = NavigationBar()
        noShadow.showsShadow = !look.metrics.bars.showsShadow
        noShadow.title = look.metrics.bars.showsShadow ? "No shadow" : "Shadow"

        let checker = BarMetrics.sampleTranslucentBackdrop
        return [
            ControlSample("default", standard),
            ControlSample("back", back),
            ControlSample("black", black),
            ControlSample("translucent", translucent, backdrop: checker),
            ControlSample("tinted", tinted),
            ControlSample("shadow", noShadow, backdrops: .systemBackground),   // a page the shadow shows on
        ]
    }
}
