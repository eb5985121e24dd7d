import CtlRaster

/// Where filters plug into the converter and the renderer (the Filters/ folder's entry
/// point). Everything else about filters lives in this folder.
///
/// SVG's rule for a `filter` property: a reference to no `filter` element means the
/// element is not drawn (the converter does that); a filter we cannot apply is left off
/// and the element drawn without it, listed in `SVGDocument.skipped`.
enum FilterHook {
    /// Whether `apply` can draw this `filter` element.
    static func supports(_ filter: Element) -> Bool {
        false
    }

    /// Whether `apply` can draw these CSS filter functions.
    static func supportsFunctions(_ functions: String) -> Bool {
        false
    }

    /// Applies `filters` in order to `layer`, the group's drawing in device pixels.
    ///
    /// - Parameters:
    ///   - userToDevice: the group's user space to the layer's pixels.
    ///   - boundingBox: the group's object bounding box in user space (nil when empty).
    static func apply(_ filters: [FilterReference], to layer: inout Pixmap, userToDevice: Transform,
                      boundingBox: Rect?) {
    }
}
