import CtlJSON
import CtlRaster

/// Why a scene file could not be loaded, or a scene could not be rendered.
public enum SceneError: Error, CustomStringConvertible, Equatable {
    /// The file could not be read (`reason` is the system's).
    case unreadable(path: String, reason: String)
    /// The bytes are not strict JSON (RFC 8259); `error` says where and why.
    case invalidJSON(source: String?, error: JSONSyntaxError)
    /// A value of the scene file is missing, of the wrong type or out of range.
    case invalidValue(SceneLocation, message: String)
    /// The render scale is not a finite number greater than 0.
    case invalidScale(scene: String, scale: Double)
    /// The canvas at this scale would be larger than `Pixmap`'s limits.
    case canvasTooLarge(scene: String, width: Double, height: Double, scale: Double)

    /// Where the problem is, for `invalidValue`; `nil` for the others.
    public var location: SceneLocation? {
        if case .invalidValue(let location, _) = self { return location }
        return nil
    }

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "\(path): cannot read the scene file: \(reason)"
        case .invalidJSON(let source, let error):
            let place = SceneLocation(source: source, textPosition: error.position).place
            return "\(place): not valid JSON: \(error.message)"
        case .invalidValue(let location, let message):
            let place = location.description
            return place.isEmpty ? message : "\(place): \(message)"
        case .invalidScale(let scene, let scale):
            return "scene \"\(scene)\": the scale must be a finite number greater than 0, not \(JSONValue.format(scale))"
        case .canvasTooLarge(let scene, let width, let height, let scale):
            return "scene \"\(scene)\": at scale \(JSONValue.format(scale)) the canvas would be "
                + "\(JSONValue.format(width))×\(JSONValue.format(height)) pixels, more than the limit "
                + "of \(Pixmap.maxDimension) pixels a side and \(Pixmap.maxPixelCount) pixels in all "
                + "(raise the latter with \(RenderLimits.Limit.imagePixels.environmentVariable)=N)"
        }
    }
}
