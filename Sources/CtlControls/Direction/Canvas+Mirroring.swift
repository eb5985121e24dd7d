import CtlRaster

/// Drawing laid out right to left: the control's drawing is mirrored as a whole about its
/// bounds, and the things that keep their orientation in a mirrored layout (text, numbers,
/// images) are drawn flipped back about their own rect, so that only their place moves.
///
/// This is how each control reads its layout direction without mirroring its own
/// coordinates: `ControlRenderer` mirrors the canvas, text and images un-mirror themselves,
/// and the few parts whose meaning is "leading" or "trailing" (a text field's natural
/// alignment) ask the environment's `layoutDirection`.
extension Canvas {
    /// Whether the user space is mirrored left to right (its transform has a negative
    /// determinant): drawing laid out right to left.
    public var isMirrored: Bool { transform.determinant < 0 }

    /// Draws `body` with the user space mirrored left to right about the vertical line
    /// through the middle of `rect`.
    public mutating func drawMirrored(about rect: Rect, _ body: (inout Canvas) throws -> Void) rethrows {
        save()
        defer { restore() }
        transform = Transform(a: -1, b: 0, c: 0, d: 1, e: 2 * rect.midX, f: 0).concatenating(transform)
        try body(&self)
    }

    /// Draws `body`, which fills `rect`, the right way round: when the user space is mirrored,
    /// flipped back about `rect`'s middle (text and images are placed by a mirrored layout but
    /// never drawn mirrored); otherwise as it is, with no state change.
    public mutating func drawKeepingOrientation(in rect: Rect, _ body: (inout Canvas) throws -> Void) rethrows {
        guard isMirrored else {
            try body(&self)
            return
        }
        try drawMirrored(about: rect, body)
    }
}
