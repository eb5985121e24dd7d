import CtlRaster

/// The render work one drawing of a document may do in offscreen layers
/// (`RenderLimits.renderWork`, `CTLRENDER_MAX_RENDER_WORK`), charged before each layer is
/// allocated.
///
/// Counting instances is not enough: a `use` fan-out of 10⁵ groups, each with a filter or a
/// mask, stays under the converter's 200 000-node cap yet allocates and composites 10⁵ layers
/// of the whole canvas. What a layer costs is the pixels it makes us touch, so each is charged
/// its area (in device pixels, of the canvas or the filter region) times the passes made over
/// it:
/// - a group layer, a clip or a mask: 2 (cleared, then composited or multiplied in);
/// - a pattern tile: 1 (cleared; its fills are path work, bounded by the segment limit);
/// - a filter: 1 for the source drawn into its region, then for each primitive its
///   `FilterCharge.passes` (1 for a point operation, more for a blur or a convolution);
/// - the layer of a stroke painted by a radial gradient in a space of its own: 2.
/// Paths drawn straight onto the canvas are not charged here (their cost is bounded by the
/// segment limits and the covered spans).
///
/// Once a charge would pass the limit, the drawing stops where it is: nothing more is drawn
/// (every later node returns at once), and the first overrun, with the element being drawn,
/// becomes the error.
final class RenderBudget: @unchecked Sendable {
    /// One drawing of a document runs on one thread (its layers are drawn in turn), so the
    /// counters need no lock; `@unchecked Sendable` lets it ride in a task-local value.

    /// The limit, looked up when the drawing began.
    let limit: Int
    /// Charged so far.
    private(set) var spent = 0
    /// The first charge that went over, and where.
    private(set) var overrun: Overrun?
    /// The innermost group being drawn: charges that have no element of their own name it.
    var drawing: (element: String, position: XMLPosition)?

    struct Overrun {
        var error: LimitExceeded
        var position: XMLPosition?

        /// The error as a `LimitExceeded` whose description says where: "FILE:LINE:COLUMN: …"
        /// with a file, "… at LINE:COLUMN" without.
        func located(in file: String? = nil) -> LimitExceeded {
            var what = error.what
            if let position {
                what = file.map { "\($0):\(position): \(what)" } ?? "\(what) at \(position)"
            } else if let file {
                what = "\(file): \(what)"
            }
            return LimitExceeded(limit: error.limit, requested: error.requested, allowed: error.allowed, what: what)
        }
    }

    init(limit: Int) {
        self.limit = limit
    }

    /// Whether the drawing has stopped (a charge went over).
    var isExhausted: Bool { overrun != nil }

    /// Charges `pixels` for `what` ("a mask layer"); false (and the drawing stops) when that
    /// passes the limit. `position` defaults to the innermost group's.
    func charge(_ pixels: Int, for what: String, at position: XMLPosition? = nil) -> Bool {
        guard overrun == nil else { return false }
        let (total, overflow) = spent.addingReportingOverflow(max(0, pixels))
        guard !overflow, total <= limit else {
            let element = drawing.map { " of <\($0.element)>" } ?? ""
            overrun = Overrun(error: LimitExceeded(limit: .renderWork, requested: overflow ? Int.max : total,
                                                   allowed: limit, what: what + element),
                              position: position ?? drawing?.position)
            return false
        }
        spent = total
        return true
    }

    /// Area × passes, saturating (a charge that overflows is over any limit).
    static func pixels(_ width: Int, _ height: Int, passes: Int = 1) -> Int {
        let (area, o1) = max(0, width).multipliedReportingOverflow(by: max(0, height))
        let (total, o2) = area.multipliedReportingOverflow(by: max(0, passes))
        return o1 || o2 ? Int.max : total
    }

    /// The budget of the drawing in progress, nil outside one.
    @TaskLocal static var current: RenderBudget?
}
