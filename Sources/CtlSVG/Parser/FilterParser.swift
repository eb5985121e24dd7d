#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import CtlRaster

/// Reads a `<filter>` element (and the `href` chain it inherits from) into a `FilterChain` for
/// one element, when the document is converted: lengths in that element's user space, `objectBoundingBox` fractions multiplied
/// out by its bounding box, inputs bound to earlier results. The rules follow SVG and, where
/// SVG leaves a choice, resvg (whose test suite is the yardstick):
///
/// - A filter whose region is empty or not finite, or that has no primitives, is invalid: the
///   element it is on is not drawn.
/// - `in` naming no earlier result takes the previous result (SourceGraphic for the first);
///   BackgroundImage, BackgroundAlpha, FillPaint and StrokePaint are not supported and read as
///   SourceGraphic.
/// - A primitive whose parameters are invalid (a convolution without a usable kernel, lighting
///   without a light) produces a transparent image; an unknown child element is skipped.
struct FilterParser {
    /// The referencing element's bounding box in user space, nil when it has none.
    let bbox: Rect?
    /// The viewport's size, for percentages in `userSpaceOnUse`.
    let viewport: Size
    /// The document's converter: ids, `href` chains, and `feImage`'s images and elements.
    let converter: Converter

    init(bbox: Rect?, converter: Converter) {
        self.bbox = bbox
        self.viewport = converter.viewport
        self.converter = converter
    }

    /// The filter of `element`, or nil when it is invalid.
    func chain(_ element: Element) -> FilterChain? {
        let chain = converter.hrefChain(element, kinds: ["filter"])
        func attribute(_ name: String) -> String? { chain.lazy.compactMap { $0[name] }.first }
        let units = attribute("filterUnits") == "userSpaceOnUse" ? Units.userSpace : .objectBoundingBox
        let primitiveUnits = attribute("primitiveUnits") == "objectBoundingBox" ? Units.objectBoundingBox : .userSpace
        guard let region = rect(x: attribute("x"), y: attribute("y"), width: attribute("width"),
                                height: attribute("height"), units: units, style: FilterParser.style(of: element),
                                defaults: nil) else { return nil }
        guard let holder = chain.first(where: { !$0.childElements.isEmpty }) else { return nil }
        var reader = PrimitiveReader(parser: self, region: region, units: primitiveUnits)
        for child in holder.childElements where child.isSVG {
            reader.read(child)
        }
        guard !reader.primitives.isEmpty else { return nil }
        return FilterChain(region: region, primitives: reader.primitives)
    }

    /// Whether an `feImage` of the filter draws an element that uses the filter itself: such a
    /// filter is left off (the element drawn without it), as resvg does.
    func drawsItself(_ element: Element) -> Bool {
        guard let id = element.id,
              let holder = converter.hrefChain(element, kinds: ["filter"]).first(where: { !$0.childElements.isEmpty }) else { return false }
        for child in holder.childElements where child.name == "feImage" {
            guard let href = child["href"] ?? child["xlink:href"], let target = converter.element(forIRI: href) else {
                continue
            }
            var found = false
            target.forEachDescendant { e in
                if let f = e["filter"], f.contains("#\(id)") { found = true }
            }
            if found { return true }
        }
        return false
    }

    /// A rectangle from x/y/width/height attributes: fractions of the bounding box, or
    /// lengths in user space; nil when the size is not positive (or there is no box to be a
    /// fraction of). Missing values take `defaults`, or −10 %, −10 %, 120 %, 120 %. Fractions
    /// are of `box` when given (resvg takes a primitive's fractions of the filter region, except
    /// feFlood's and feImage's), else of the bounding box.
    func rect(x: String?, y: String?, width: String?, height: String?, units: Units, style: Style,
              defaults: Rect?, fractionsOf box: Rect? = nil) -> Rect? {
        let r: Rect
        switch units {
        case .objectBoundingBox:
            guard let b = box ?? bbox, b.width > 0, b.height > 0 else { return nil }
            func fraction(_ text: String?) -> Double? {
                guard let text, let l = Length(parsing: text) else { return nil }
                return l.unit == .percent ? l.value / 100 : l.value
            }
            let fx = fraction(x), fy = fraction(y), fw = fraction(width), fh = fraction(height)
            if let d = defaults {
                r = Rect(x: fx.map { b.minX + $0 * b.width } ?? d.minX, y: fy.map { b.minY + $0 * b.height } ?? d.minY,
                         width: fw.map { $0 * b.width } ?? d.width, height: fh.map { $0 * b.height } ?? d.height)
            } else {
                r = Rect(x: b.minX + (fx ?? -0.1) * b.width, y: b.minY + (fy ?? -0.1) * b.height,
                         width: (fw ?? 1.2) * b.width, height: (fh ?? 1.2) * b.height)
            }
        case .userSpace:
            func length(_ text: String?, _ vertical: Bool, _ fallback: Double) -> Double {
                guard let text, let l = Length(parsing: text) else { return fallback }
                return resolve(l, vertical: vertical, style: style)
            }
            let d = defaults ?? Rect(x: -0.1 * viewport.width, y: -0.1 * viewport.height,
                                     width: 1.2 * viewport.width, height: 1.2 * viewport.height)
            r = Rect(x: length(x, false, d.minX), y: length(y, true, d.minY), width: length(width, false, d.width),
                     height: length(height, true, d.height))
        }
        guard r.size.width > 0, r.size.height > 0, r.minX.isFinite, r.minY.isFinite, r.width.isFinite,
              r.height.isFinite else { return nil }
        return r
    }

    /// A length in user units; percentages of the viewport's width or height.
    func resolve(_ l: Length, vertical: Bool, style: Style) -> Double {
        switch l.unit {
        case .em: return l.value * style.fontSize
        case .ex: return l.value * style.fontSize / 2
        case .percent: return l.value / 100 * (vertical ? viewport.height : viewport.width)
        default: return l.absoluteValue ?? 0
        }
    }

    /// The computed style of an element where it stands in the document.
    static func style(of element: Element) -> Style {
        Style(of: element, parent: element.parent.map(style(of:)) ?? .root)
    }
}
