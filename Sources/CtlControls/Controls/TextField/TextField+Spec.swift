import CtlRaster

extension TextField {
    /// Reads the keys `borderStyle`, `text`, `placeholder`, `textColor`, `font`, `fontSize`,
    /// `textAlignment`, `leftView` and `rightView` (`"magnifier"` or an image), `clearButtonMode`,
    /// `backgroundImage` and `disabledBackgroundImage` (UIKit's `background` and
    /// `disabledBackground`, renamed because a spec's `background` is the image's backdrop).
    public init(spec: SpecObject) throws {
        self.init()
        try spec.read("borderStyle", into: &borderStyle)
        try spec.read("text", into: &text)
        try spec.read("placeholder", into: &placeholder)
        try spec.read("textColor", into: &textColor)
        try spec.read("font", into: &font)
        try spec.read("fontSize", into: &fontSize)
        if let v = spec.value("fontSize"), let size = fontSize, !(size > 0) {
            throw v.error("must be a number of points above 0")
        }
        try spec.read("textAlignment", into: &textAlignment)
        try spec.read("leftView", into: &leftView)
        try spec.read("rightView", into: &rightView)
        try spec.read("clearButtonMode", into: &clearButtonMode)
        try spec.read("backgroundImage", into: &background)
        try spec.read("disabledBackgroundImage", into: &disabledBackground)
    }
}

extension TextField.SideView: SpecDecodable {
    /// `"magnifier"`, or an image (a PNG path or an image object).
    public init(spec: SpecValue) throws {
        if let name = spec.stringValue, name == "magnifier" {
            self = .magnifier
        } else {
            self = .image(try ControlImage(spec: spec))
        }
    }
}
