import CtlRaster

/// What a filter needs from the document it is in, captured when the converter meets a
/// `filter` reference: the document's root (held, so that the filter element's ancestors, its
/// styles and the elements `href`s name stay reachable when the tree is drawn), the viewport
/// (for percentages) and the converter (for `feImage`'s images and elements).
struct FilterResources {
    let document: Element
    let viewport: Size
    let converter: Converter
    /// The levels of nesting where the filter was met (`ReferenceDepth.labels`): an `feImage`
    /// converts its element as if there, so that the limit holds for it too.
    let levels: [String]

    /// How many `feImage` elements are being drawn inside each other on this task: an element
    /// that an feImage draws may carry the same filter, so past one level feImage is transparent.
    @TaskLocal static var feImageNesting = 0
}
