import CtlRaster

/// Where filters plug into the converter and the renderer (the Filters/ folder's entry
/// point). Everything else about filters lives in this folder.
///
/// SVG's rule for a `filter` property: a reference to no `filter` element means the element is
/// not drawn (the converter does that); so does a reference to an invalid filter (an empty or
/// non-finite region, no primitives), or a filter region that covers no pixel (here). A list
/// of CSS filter functions that does not parse is left off and the element drawn without it.
enum FilterHook {
    /// Whether `apply` can draw this `filter` element: every filter element is taken (one that
    /// turns out invalid hides the element, as SVG says).
    static func supports(_ filter: Element) -> Bool {
        true
    }

    /// Whether `apply` can draw these CSS filter functions: whether the list parses.
    static func supportsFunctions(_ functions: String) -> Bool {
        FilterFunctions.parse(functions) != nil
    }

    /// Applies `filters` in order to `layer`, the group's drawing in device pixels.
    ///
    /// - Parameters:
    ///   - userToDevice: the group's user space to the layer's pixels.
    ///   - boundingBox: the group's object bounding box in user space (nil when empty).
    static func apply(_ filters: [FilterReference], to layer: inout Pixmap, userToDevice: Transform,
                      boundingBox: Rect?) {
        for reference in filters {
            let chains: [FilterChain]?
            if let functions = reference.functions {
                chains = FilterFunctions.chains(functions, element: reference.element, style: reference.style,
                                                bbox: boundingBox, resources: reference.resources)
            } else {
                if FilterParser.drawsItself(reference.element) { continue }
                let parser = FilterParser(bbox: boundingBox, viewport: reference.resources.viewport,
                                          resources: reference.resources)
                chains = parser.chain(reference.element).map { [$0] }
            }
            guard let chains else { return clear(&layer) }
            for chain in chains {
                guard apply(chain, to: &layer, transform: userToDevice) else { return clear(&layer) }
            }
        }
    }

    /// One chain on the layer; false when it renders nothing.
    static func apply(_ chain: FilterChain, to layer: inout Pixmap, transform: Transform) -> Bool {
        let bounds = PixelRect(x: 0, y: 0, width: layer.width, height: layer.height)
        let source = layer
        let output: FilterEngine.Output?
        do {
            output = try FilterEngine.apply(chain, transform: transform, bounds: bounds) { rect in
                // `rect` lies inside the layer (the engine cuts the region to `bounds`).
                try crop(source, to: rect)
            }
        } catch {
            return false
        }
        guard let output else { return false }
        var result = Pixmap(validWidthOf: layer)
        let w = layer.width, r = output.rect
        for y in 0..<r.height {
            for x in 0..<r.width {
                result.pixels[(r.y + y) * w + r.x + x] = output.pixmap.pixels[y * r.width + x]
            }
        }
        layer = result
        return true
    }

    /// The pixels of `rect` (inside the pixmap) as a pixmap of their own.
    static func crop(_ pixmap: Pixmap, to rect: PixelRect) throws -> Pixmap {
        var out = try Pixmap(width: rect.width, height: rect.height)
        for y in 0..<rect.height {
            for x in 0..<rect.width {
                out.pixels[y * rect.width + x] = pixmap.pixels[(rect.y + y) * pixmap.width + rect.x + x]
            }
        }
        return out
    }

    static func clear(_ layer: inout Pixmap) {
        layer = Pixmap(validWidthOf: layer)
    }
}

extension Pixmap {
    /// A transparent pixmap the size of `other` (a size already valid).
    init(validWidthOf other: Pixmap) {
        // `other` exists, so its size passed the checks.
        self = try! Pixmap(width: other.width, height: other.height)
    }
}
