import CtlRaster

/// Where filters plug into the renderer (the Filters/ folder's entry point): a group's
/// `GroupFilter`, resolved when the document was converted (Parser/FilterParser), run on the
/// group's layer.
///
/// SVG's rule for a `filter` property: a reference to no `filter` element means the element is
/// not drawn (the converter does that); so does a reference to an invalid filter (an empty or
/// non-finite region, no primitives: `hidesElement`), or a filter region that covers no pixel
/// (here).
enum FilterHook {
    /// Draws a tree node (an `feImage`'s content) on a canvas: the renderer's drawing, passed
    /// down so that Filters/ stays below Render/.
    typealias DrawNode = (TreeNode, inout Canvas) -> Void

    /// Applies `filter`'s chains in order to `layer`, the group's drawing in device pixels.
    ///
    /// - Parameters:
    ///   - userToDevice: the group's user space to the layer's pixels.
    ///   - drawNode: draws an `feImage`'s content.
    ///   - drawSource: draws the group again into a transparent pixmap covering a device
    ///     rectangle (its pixel (0, 0) the rectangle's corner), for a filter region reaching past
    ///     the layer: an offset or a blur then brings in what lies outside the canvas.
    /// - Returns: the limit a filter went over (the layer is then cleared), naming the element
    ///   the filter is on, for the caller to note on its canvas; nil when none was.
    @discardableResult
    static func apply(_ filter: GroupFilter, to layer: inout Pixmap, userToDevice: Transform,
                      drawNode: @escaping DrawNode,
                      drawSource: ((PixelRect) throws -> Pixmap)? = nil) -> LimitExceeded? {
        guard !filter.hidesElement else {
            clear(&layer)
            return nil
        }
        // Inside such a redraw, nested filtered groups keep to their layer: redraws do not nest,
        // so a document of filters inside filters costs each group a bounded number of drawings.
        let redraw: ((PixelRect) throws -> Pixmap)? = redrawing ? nil : drawSource.map { draw in
            { rect in try FilterHook.$redrawing.withValue(true) { try draw(rect) } }
        }
        for (index, chain) in filter.chains.enumerated() {
            // Only the first filter sees the group itself; the next ones filter the result.
            do {
                guard try apply(chain, to: &layer, transform: userToDevice, drawNode: drawNode,
                                drawSource: index == 0 ? redraw : nil, position: filter.position) else {
                    clear(&layer)
                    return nil
                }
            } catch {
                clear(&layer)
                return LimitExceeded(limit: error.limit, requested: error.requested, allowed: error.allowed,
                                     what: "\(error.what) in the filter on the element at \(filter.position)",
                                     isLowerBound: error.isLowerBound)
            }
        }
        return nil
    }

    /// Whether a group is being drawn again for a filter region past the canvas.
    @TaskLocal static var redrawing = false

    /// One chain on the layer; false when it renders nothing.
    ///
    /// With `drawSource`, the region may reach past the layer by up to twice its size on each
    /// side (as resvg allows), as long as that stays within four layers' worth of pixels.
    /// `position`: the filtered element's, named if the filter goes over the render budget.
    /// - Throws: `LimitExceeded` when the filter goes over a render limit.
    static func apply(_ chain: FilterChain, to layer: inout Pixmap, transform: Transform, drawNode: @escaping DrawNode,
                      drawSource: ((PixelRect) throws -> Pixmap)?,
                      position: XMLPosition? = nil) throws(LimitExceeded) -> Bool {
        let canvas = PixelRect(x: 0, y: 0, width: layer.width, height: layer.height)
        var bounds = canvas
        if drawSource != nil, let region = PixelRect(covering: transform.apply(chain.region)) {
            let wide = region.intersection(PixelRect(x: -2 * layer.width, y: -2 * layer.height,
                                                     width: 5 * layer.width, height: 5 * layer.height))
            if wide.width * wide.height <= 4 * layer.width * layer.height { bounds = wide }
        }
        // Charged before the engine allocates the region's images (as it cuts the region).
        if let budget = RenderBudget.current, let full = PixelRect(covering: transform.apply(chain.region)) {
            let region = full.intersection(bounds)
            guard region.isEmpty || budget.charge(FilterCharge.pixels(chain, region: region), for: "the filter",
                                                  at: position) else { return false }
        }
        let source = layer
        let output: FilterEngine.Output?
        do {
            output = try FilterEngine.apply(chain, transform: transform, bounds: bounds, drawNode: drawNode) { rect in
                if let drawSource, rect.intersection(canvas) != rect { return try drawSource(rect) }
                // `rect` lies inside the layer (the engine cuts the region to `bounds`).
                return try crop(source, to: rect)
            }
        } catch let error as LimitExceeded {
            throw error
        } catch {
            return false
        }
        guard let output else { return false }
        var result = Pixmap(validWidthOf: layer)
        let r = output.rect, visible = r.intersection(canvas)
        for y in visible.y..<visible.maxY {
            for x in visible.x..<visible.maxX {
                result.pixels[y * layer.width + x] = output.pixmap.pixels[(y - r.y) * r.width + x - r.x]
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
