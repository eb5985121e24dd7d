import CtlRaster

/// The text fields the catalog shows and the goldens pin, with their images drawn in code.
extension TextField {
    /// A rounded-rect field with text and a clear button while editing, in every state; a
    /// placeholder, editing too; the other border styles; a search field empty and with
    /// text; background images for normal and disabled; styled text; a right view.
    static func samples(_ look: Look) -> [ControlSample] {
        var styled = TextField(text: "Centred")
        styled.textColor = .systemRed
        styled.font = "system-bold"
        styled.fontSize = 15
        styled.textAlignment = .center

        var papered = TextField(.none, text: "Background image")
        papered.background = TextFieldSampleArt.paper
        papered.disabledBackground = TextFieldSampleArt.paperDisabled

        var withRightView = TextField(placeholder: "Favourites")
        withRightView.rightView = .image(ButtonSampleArt.star)

        return [
            ControlSample("field", TextField(text: "Hello, world", clearButtonMode: .whileEditing)),
            ControlSample("placeholder", TextField(placeholder: "Placeholder"), states: [.normal, .highlighted]),
            ControlSample("bezel", TextField(.bezel, text: "Bezel")),
            ControlSample("line", TextField(.line, text: "Line")),
            ControlSample("none", TextField(.none, text: "No border")),
            ControlSample("search", TextField(placeholder: "Search", leftView: .magnifier)),
            ControlSample("search text", TextField(text: "Cupertino", clearButtonMode: .always, leftView: .magnifier),
                          states: [.normal, .highlighted]),
            ControlSample("background", papered, states: [.normal, .disabled]),
            ControlSample("styled", styled, states: [.normal, .highlighted]),
            ControlSample("right view", withRightView),
        ]
    }
}

/// Background images for the samples, drawn at scale 2 (the goldens' scale).
enum TextFieldSampleArt {
    static let scale = 2.0

    /// A cream field with a tan outline and 6-point caps.
    static let paper = box(fill: TextFieldMetrics.samplePaper, border: TextFieldMetrics.samplePaperEdge)

    /// The same, greyed, for the disabled state.
    static let paperDisabled = box(fill: TextFieldMetrics.sampleGreyPaper, border: TextFieldMetrics.sampleGreyPaperEdge)

    /// A 20-point box with rounded corners, a one-point outline and a darker top edge,
    /// resizable with 6-point caps.
    private static func box(fill: Color, border: Color) -> ControlImage {
        let side = 20.0
        // A small fixed size, well within the pixmap limits.
        var canvas = try! Canvas(width: Int(side * scale), height: Int(side * scale))
        canvas.transform = .scale(scale, scale)
        let rect = Rect(x: 0, y: 0, width: side, height: side)
        canvas.fill(Path(roundedRect: rect, cornerRadius: 5), paint: .solid(fill))
        canvas.stroke(Path(roundedRect: rect.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 4.5),
                      paint: .vertical(rect, [border.mixed(with: .black, 0.25), border]), style: StrokeStyle(width: 1))
        return try! ControlImage(canvas.pixmap, scale: scale, capInsets: EdgeInsets(all: 6))
    }
}
