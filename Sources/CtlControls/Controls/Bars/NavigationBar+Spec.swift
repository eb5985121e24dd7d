import CtlRaster

extension NavigationBar {
    /// Reads the keys `title`, `leftItem`, `rightItem` (a short form such as `"back:Back"` or
    /// an object of bar-button-item keys), `barStyle`, `translucent`, `barTint`, `showsShadow`,
    /// `shadowImage`.
    public init(spec: SpecObject) throws {
        self.init()
        try spec.read("title", into: &title)
        if let v = spec.value("leftItem") { leftItem = try BarButtonItem(itemSpec: v) }
        if let v = spec.value("rightItem") { rightItem = try BarButtonItem(itemSpec: v) }
        try spec.read("barStyle", into: &barStyle)
        try spec.read("translucent", into: &isTranslucent)
        try spec.read("barTint", into: &barTint)
        try spec.read("showsShadow", into: &showsShadow)
        try spec.read("shadowImage", into: &shadowImage)
    }

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
        noShadow.showsShadow = !look.bars.showsShadow
        noShadow.title = look.bars.showsShadow ? "No shadow" : "Shadow"

        let checker = BarMetrics.sampleTranslucentBackdrop
        return [
            ControlSample("default", standard),
            ControlSample("back", back),
            ControlSample("black", black),
            ControlSample("translucent", translucent, backdrop: checker),
            ControlSample("tinted", tinted),
            ControlSample("shadow", noShadow, backdrop: .white),
        ]
    }
}
