/// Where text plugs into the converter (the Text/ folder's entry point): a `text`
/// element becomes a group of paths (glyph outlines with their fill and stroke), laid
/// out with CtlText. Everything else about text lives in this folder.
enum TextHook {
    /// The `text` element `e` as a group of paths, or nil when it is not drawn (the
    /// converter then records it as skipped).
    static func resolveText(_ e: Element, style: Style, converter: Converter) -> TreeGroup? {
        nil
    }
}
