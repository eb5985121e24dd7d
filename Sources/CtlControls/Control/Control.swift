import CtlRaster

/// A control's configuration — a value type per control (`Button`, `Switch`, …) — that
/// draws itself in any state.
///
/// A control knows its size in each look (`sizing`), what in its configuration is
/// suspicious or out of range (`validate`), and how to draw itself into a canvas whose
/// user space is in points. `ControlRenderer` puts these together into a `Pixmap`.
public protocol Control: Sendable {
    /// The control's kind: its name, states and values, the samples of the catalog.
    static var kind: ControlKind { get }

    /// The control's options, in the order they apply: what a spec and a command line set,
    /// each declared once (`ControlOption`).
    static var options: [ControlOption<Self>] { get }

    /// How big the control is in a look: fixed, fixed in height, or free with a natural size.
    func sizing(in environment: ControlEnvironment) -> ControlSizing

    /// Checks the configuration: throws `ControlError` for what cannot be drawn (a minimum
    /// above the maximum, say); returns warnings for what is drawn differently from what
    /// was asked (a value clamped into its range, as UIKit clamps it).
    func validate() throws -> [String]

    /// Draws the control filling `bounds` (in points) in `state`.
    ///
    /// - Throws: `FontError` when a font cannot be loaded.
    func draw(in canvas: inout Canvas, bounds: Rect, state: ControlState, environment: ControlEnvironment) throws

    /// The caps of the control's artwork in points, when it stretches like a resizable image
    /// (a rounded button's corners, a capsule's ends): what an asset catalog or a nine-patch
    /// keeps unstretched. Nil when the artwork does not stretch cleanly. Default: nil.
    func capInsets(in environment: ControlEnvironment) -> EdgeInsets?
}

extension Control {
    public static var options: [ControlOption<Self>] { [] }

    public func validate() throws -> [String] { [] }

    public func capInsets(in environment: ControlEnvironment) -> EdgeInsets? { nil }
}

/// Why a control's configuration cannot be drawn.
public struct ControlError: Error, CustomStringConvertible, Equatable {
    /// The control ("slider").
    public var control: String
    public var message: String

    public init(_ control: String, _ message: String) {
        self.control = control
        self.message = message
    }

    public var description: String { "\(control): \(message)" }
}
