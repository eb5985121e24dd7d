import CtlRaster

extension Stepper {
    /// Reads `value`, `minimumValue`, `maximumValue`, `stepValue`, `wraps`, `pressed` ("minus",
    /// "plus"), `incrementImage`, `decrementImage`, `backgroundImage` (each an image or an
    /// object by state) and `dividerImage` (an image, or an object keyed "LEFT/RIGHT" half
    /// states such as "highlighted/normal").
    public init(spec: SpecObject) throws {
        self.init()
        try spec.read("value", into: &value)
        try spec.read("minimumValue", into: &minimumValue)
        try spec.read("maximumValue", into: &maximumValue)
        try spec.read("stepValue", into: &stepValue)
        try spec.read("wraps", into: &wraps)
        try spec.read("pressed", into: &pressed)
        try spec.read("incrementImage", into: &incrementImage)
        try spec.read("decrementImage", into: &decrementImage)
        try spec.read("backgroundImage", into: &backgroundImage)
        try spec.read("dividerImage", into: &dividerImages)
    }
}
