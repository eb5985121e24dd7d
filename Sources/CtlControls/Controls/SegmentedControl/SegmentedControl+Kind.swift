import CtlRaster

extension SegmentedControl {
    public static let kind = ControlKind(
        name: "segmented",
        summary: "a segmented control (UISegmentedControl): titles or images, one selected; iOS 6's four styles",
        states: [.normal, .highlighted, .disabled],
        options: options.map(\.info),
        hasTitles: true,
        makeDefault: { SegmentedControl() },
        decode: { try SegmentedControl(spec: $0) },
        samples: { look in samples(look) })

    static func samples(_ look: Look) -> [ControlSample] {
        var none = SegmentedControl(titles: ["First", "Second", "Third"], selectedIndex: nil)
        none.highlightedIndex = 1
        var disabled = SegmentedControl(titles: ["Day", "Week", "Month", "Year"], selectedIndex: 1)
        disabled.segments[3].isEnabled = false
        var images = SegmentedControl()
        images.segments = [.init(image: ButtonSampleArt.star), .init(image: SegmentedSampleArt.dot),
                           .init(image: SegmentedSampleArt.bars)]
        var momentary = SegmentedControl(titles: ["Undo", "Redo"], selectedIndex: 0)
        momentary.isMomentary = true
        momentary.highlightedIndex = 1
        var samples = [ControlSample("three", SegmentedControl()),
                       ControlSample("none selected, one pressed", none),
                       ControlSample("disabled segment", disabled),
                       ControlSample("images", images),
                       ControlSample("momentary", momentary),
                       ControlSample("custom art", SegmentedSampleArt.linenControl)]
        if look == .classic {
            samples += [ControlSample("bordered", SegmentedControl(titles: ["One", "Two"], style: .bordered)),
                        ControlSample("bar", SegmentedControl(titles: ["One", "Two", "Three"], style: .bar)),
                        ControlSample("bar tinted", SegmentedControl(titles: ["One", "Two", "Three"], style: .bar),
                                      tint: .sampleMaroon),
                        ControlSample("bezeled", SegmentedControl(titles: ["One", "Two"], style: .bezeled))]
        } else {
            samples.append(ControlSample("tinted", SegmentedControl(titles: ["One", "Two"]), tint: .systemRed))
        }
        return samples
    }
}

/// The images the segmented samples are given (see `SampleArt`).
enum SegmentedSampleArt {
    /// A 16-point dot.
    static let dot = SampleArt.image(Size(width: 16, height: 16)) { canvas in
        canvas.fill(Path(circleCenter: Point(8, 8), radius: 6), paint: .solid(.black))
    }

    /// Three bars of a 16-point list icon.
    static let bars = SampleArt.image(Size(width: 16, height: 16)) { canvas in
        for y in [3.0, 7.0, 11.0] {
            canvas.fill(Path(roundedRect: Rect(x: 1, y: y, width: 14, height: 2), cornerRadius: 1), paint: .solid(.black))
        }
    }

    /// S1's custom control: a resizable background with 10-point caps (a brown "linen" here),
    /// darkened automatically when selected, and a white divider 1 point wide.
    static let linenControl: SegmentedControl = {
        var c = SegmentedControl(titles: ["Linen", "Silk", "Wool"], selectedIndex: 0)
        var background = SampleArt.image(Size(width: 21, height: 30)) { canvas in
            let r = Rect(x: 0, y: 0, width: 21, height: 30)
            canvas.fill(Path(roundedRect: r, cornerRadius: 8), paint: .vertical(r, SegmentedMetrics.sampleLinen))
            canvas.stroke(Path(roundedRect: r.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 7.5),
                          paint: .solid(SegmentedMetrics.sampleLinenEdge), style: StrokeStyle(width: 1))
        }
        background.capInsets = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        c.backgroundImage = PerState(background)
        c.dividerImages = DividerImages([DividerKey(left: .normal, right: .normal):
            SampleArt.image(Size(width: 1, height: 10)) { $0.fill(Path(rect: Rect(x: 0, y: 0, width: 1, height: 10)),
                                                                  paint: .solid(.white)) }])
        c.titleColor = PerState(.white)
        c.titleShadowOffset = Point(0, -1)
        c.titleShadowColor = PerState(.black.opacity(0.4))
        return c
    }()
}
