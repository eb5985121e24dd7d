import CtlRaster

extension Converter {
    /// The markers of a path, polyline, polygon or line, as groups placed at its vertices.
    func markers(_ e: Element, path: Path, style: Style) -> [TreeNode] {
        guard ["path", "line", "polyline", "polygon"].contains(e.name) else { return [] }
        guard style["marker-start"] != nil || style["marker-mid"] != nil || style["marker-end"] != nil else { return [] }
        skip(e, "markers are not drawn yet")
        return []
    }
}
