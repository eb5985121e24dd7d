import CtlRaster

extension Button {
    /// Reads the keys `type`, `title`, `titleColor`, `titleShadowColor` (per state: a value
    /// for normal or `{"normal": …, "highlighted": …}`), `titleShadowOffset`,
    /// `reversesTitleShadowWhenHighlighted`, `font`, `fontSize`, `lineBreakMode`,
    /// `titleAlignment`, `image`, `backgroundImage`, `backgroundColor` (per state),
    /// `cornerRadius`, `contentEdgeInsets`, `titleEdgeInsets`, `imageEdgeInsets`,
    /// `contentHorizontalAlignment`, `contentVerticalAlignment`, `showsTouchWhenHighlighted`,
    /// `adjustsImageWhenHighlighted`, `adjustsImageWhenDisabled`.
    public init(spec: SpecObject) throws {
        self.init()
        try spec.read("type", into: &type)
        try spec.read("title", into: &title)
        try spec.read("titleColor", into: &titleColor)
        try spec.read("titleShadowColor", into: &titleShadowColor)
        try spec.read("titleShadowOffset", into: &titleShadowOffset)
        try spec.read("reversesTitleShadowWhenHighlighted", into: &reversesTitleShadowWhenHighlighted)
        try spec.read("font", into: &font)
        try spec.read("fontSize", into: &fontSize)
        if let v = spec.value("fontSize"), let size = fontSize, !(size > 0) {
            throw v.error("must be a number of points above 0")
        }
        try spec.read("lineBreakMode", into: &lineBreakMode)
        try spec.read("titleAlignment", into: &titleAlignment)
        try spec.read("image", into: &image)
        try spec.read("backgroundImage", into: &backgroundImage)
        try spec.read("backgroundColor", into: &backgroundColor)
        try spec.read("cornerRadius", into: &cornerRadius)
        try spec.read("contentEdgeInsets", into: &contentEdgeInsets)
        try spec.read("titleEdgeInsets", into: &titleEdgeInsets)
        try spec.read("imageEdgeInsets", into: &imageEdgeInsets)
        try spec.read("contentHorizontalAlignment", into: &contentHorizontalAlignment)
        try spec.read("contentVerticalAlignment", into: &contentVerticalAlignment)
        try spec.read("showsTouchWhenHighlighted", into: &showsTouchWhenHighlighted)
        try spec.read("adjustsImageWhenHighlighted", into: &adjustsImageWhenHighlighted)
        try spec.read("adjustsImageWhenDisabled", into: &adjustsImageWhenDisabled)
    }
}
