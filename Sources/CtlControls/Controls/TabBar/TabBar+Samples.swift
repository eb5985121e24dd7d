import CtlRaster

/// The tab bars the catalog shows and the goldens pin, with their masks drawn in code.
extension TabBar {
    /// The default bar; a glow on another item; titles; image masks (drawn in colours that
    /// do not count); no arrow; three items in a tint.
    static func samples(_ look: Look) -> [ControlSample] {
        let m = look.metrics.tabBar
        var glowing = TabBar(selectedIndex: 2)
        glowing.glowIndex = 4

        var titled = TabBar(selectedIndex: 1)
        titled.titles = ["Favorites", "Recents", "Contacts", "Search", "More"]

        var masks = TabBar(selectedIndex: 1)
        masks.items = [.image(TabBarSampleArt.bubble), .image(TabBarSampleArt.heart), .image(TabBarSampleArt.bolt)]

        var plain = TabBar(selectedIndex: 3)
        plain.showsArrow = false

        var tinted = TabBar(selectedIndex: 2)
        tinted.items = [.symbol(.star), .symbol(.person), .symbol(.more)]

        return [
            ControlSample("bar", TabBar()),
            ControlSample("glow", glowing),
            ControlSample("titles", titled),
            ControlSample("masks", masks),
            ControlSample("no arrow", plain),
            ControlSample("tinted", tinted, size: Size(width: 240, height: m.barHeight + m.arrowRise),
                          tint: .systemOrange),
        ] + standardSamples(look)
    }

    /// The standard UITabBar: the system items; masks with tints; a custom selection
    /// indicator and no titles.
    static func standardSamples(_ look: Look) -> [ControlSample] {
        var standard = TabBar(selectedIndex: 0)
        standard.style = .standard

        var tinted = TabBar(selectedIndex: 1)
        tinted.style = .standard
        tinted.items = [.image(TabBarSampleArt.bubble), .image(TabBarSampleArt.heart), .image(TabBarSampleArt.bolt)]
        tinted.titles = ["Chats", "Likes", "Power"]
        tinted.itemTint = TabBarMetrics.sampleItemTint
        tinted.selectedImageTint = .systemPink

        var indicator = TabBar(selectedIndex: 2)
        indicator.style = .standard
        indicator.items = [.symbol(.star), .symbol(.clock), .symbol(.person), .symbol(.more)]
        indicator.titles = ["", "", "", ""]
        indicator.selectionIndicatorImage = TabBarSampleArt.indicator

        return [
            ControlSample("standard", standard),
            ControlSample("standard tinted", tinted),
            ControlSample("standard indicator", indicator),
        ]
    }
}

extension TabBar {
    /// A bar with the default items and this selection (for samples and tests).
    public init(selectedIndex: Int?) {
        self.init()
        self.selectedIndex = selectedIndex
    }
}

/// Icon masks for the samples: 28-point shapes at scale 2, painted in a red-to-yellow
/// gradient that the bar ignores (only their alpha counts).
enum TabBarSampleArt {
    static let scale = 2.0, side = 28.0

    /// A speech bubble with its tail at the lower left.
    static let bubble = mask { p in
        p.addRoundedRect(Rect(x: 2, y: 4, width: 24, height: 17), cornerRadius: 6)
        var tail = Path(polyline: [Point(7, 19), Point(6, 26), Point(14, 20)])
        tail.close()
        p.append(tail)
    }

    /// A heart.
    static let heart = mask { p in
        p.move(to: Point(14, 25))
        p.cubic(to: Point(2.5, 10.5), control1: Point(6, 19), control2: Point(2.5, 14.5))
        p.cubic(to: Point(14, 8), control1: Point(2.5, 3.5), control2: Point(11.5, 2.5))
        p.cubic(to: Point(25.5, 10.5), control1: Point(16.5, 2.5), control2: Point(25.5, 3.5))
        p.cubic(to: Point(14, 25), control1: Point(25.5, 14.5), control2: Point(22, 19))
        p.close()
    }

    /// A lightning bolt.
    static let bolt = mask { p in
        p = Path(polyline: [Point(17, 2), Point(6, 16), Point(13, 16), Point(10, 26), Point(22, 11),
                            Point(15, 11), Point(17, 2)])
        p.close()
    }

    /// A selection indicator image: a translucent white rounded plate with 6-point caps.
    static let indicator: ControlImage = {
        var canvas = try! Canvas(width: 32, height: 32)
        canvas.transform = .scale(scale, scale)
        canvas.fill(Path(roundedRect: Rect(x: 0.5, y: 0.5, width: 15, height: 15), cornerRadius: 5),
                    paint: .solid(Color.white.opacity(0.35)))
        return try! ControlImage(canvas.pixmap, scale: scale, capInsets: EdgeInsets(all: 6))
    }()

    /// The shape `build` makes, filled in colours the bar ignores.
    private static func mask(_ build: (inout Path) -> Void) -> ControlImage {
        var path = Path()
        build(&path)
        // A small fixed size, well within the pixmap limits.
        var canvas = try! Canvas(width: Int(side * scale), height: Int(side * scale))
        canvas.transform = .scale(scale, scale)
        let box = Rect(x: 0, y: 0, width: side, height: side)
        canvas.fill(path, paint: .vertical(box, .even([.systemRed, .systemYellow])))
        return try! ControlImage(canvas.pixmap, scale: scale)
    }
}
