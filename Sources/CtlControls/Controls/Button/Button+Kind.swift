import CtlRaster

extension Button {
    public static let kind = ControlKind(
        name: "button",
        summary: "a button (UIButton): system, custom, rounded-rect and the typed glyph buttons",
        states: [.normal, .highlighted, .selected, .disabled, [.highlighted, .selected], [.selected, .disabled]],
        options: options.map(\.info),
        hasTitles: true,
        makeDefault: { Button(title: "Button") },
        decode: { try Button(spec: $0) },
        samples: { look in samples(look) })

    /// The catalog's buttons: the look's default button in every state, each typed button,
    /// then the features — colour and corners, a nine-sliced background image, titles and
    /// colours per state, an image beside the title, the glow, a wrapped title.
    static func samples(_ look: Look) -> [ControlSample] {
        let dark = ButtonMetrics.sampleDark
        var custom = Button(type: .custom, title: "Custom")
        custom.backgroundColor = PerState(Color.systemRed)
        custom.cornerRadius = 8
        custom.contentEdgeInsets = EdgeInsets(top: 6, left: 14, bottom: 6, right: 14)

        var nineSlice = Button(type: .custom, title: "Nine-slice")
        nineSlice.font = "system-bold"
        nineSlice.backgroundImage = PerState(ButtonSampleArt.lozenge)
        nineSlice.titleShadowColor = PerState(Color.black.opacity(0.45))
        nineSlice.titleShadowOffset = Point(0, -1)
        nineSlice.reversesTitleShadowWhenHighlighted = true

        var perState = Button(type: .custom, title: "Off")
        perState.title[.selected] = "On"
        perState.title[.highlighted] = "Touched"
        perState.titleColor = PerState([.normal: .white, .selected: ButtonMetrics.sampleOnTitle])
        perState.backgroundColor = PerState([.normal: .systemGray, .selected: .systemGreen])
        perState.cornerRadius = 6

        var withImage = Button(title: "Favorite")
        withImage.image = PerState(ButtonSampleArt.star)
        // UIKit's recipe for a 6-point gap: the part insets push image and title apart by
        // half of it each, and the content insets make room for it (the natural size does
        // not count part insets).
        withImage.imageEdgeInsets = EdgeInsets(top: 0, left: -3, bottom: 0, right: 3)
        withImage.titleEdgeInsets = EdgeInsets(top: 0, left: 3, bottom: 0, right: -3)
        withImage.contentEdgeInsets = EdgeInsets(top: 0, left: 3, bottom: 0, right: 3)

        var glow = Button(type: .custom)
        glow.image = PerState(ButtonSampleArt.star)
        glow.showsTouchWhenHighlighted = true

        var multiLine = Button(title: "Lorem Ipsum Dolor Sit")
        multiLine.font = "system-bold"
        multiLine.fontSize = 36
        multiLine.lineBreakMode = .wordWrap
        multiLine.titleAlignment = .center

        return [
            ControlSample("Button", Button(title: "Button")),
            ControlSample("detail-disclosure", Button(type: .detailDisclosure)),
            ControlSample("info-light", Button(type: .infoLight), states: [.normal, .highlighted], backdrop: dark,
                          size: Size(width: 44, height: 44)),
            ControlSample("info-dark", Button(type: .infoDark)),
            ControlSample("contact-add", Button(type: .contactAdd)),
            ControlSample("custom", custom),
            ControlSample("background-image", nineSlice, states: [.normal, .highlighted, .disabled],
                          size: Size(width: 150, height: 44)),
            ControlSample("per-state", perState, states: [.normal, .selected, [.highlighted, .selected]],
                          size: Size(width: 96, height: 32)),
            ControlSample("image", withImage, states: [.normal, .highlighted]),
            ControlSample("glow", glow, states: [.highlighted], backdrop: dark, size: Size(width: 44, height: 44)),
            ControlSample("multi-line", multiLine, size: Size(width: 240, height: 100)),
            ControlSample("raised-center", Button(type: .raisedCenter), states: [.normal, .highlighted, .disabled]),
        ]
    }
}
