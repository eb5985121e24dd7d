import CtlRaster

/// How a control is sized, as UIKit sizes it.
public enum ControlSizing: Hashable, Sendable {
    /// Always this size (a switch, a stepper, an activity indicator): a requested size is ignored.
    case fixed(Size)
    /// This height (a progress view, a segmented control's style height); the width may
    /// change, and this one is the natural width.
    case fixedHeight(Size)
    /// Any size; this one is the natural (intrinsic) size.
    case flexible(Size)

    /// The natural size.
    public var natural: Size {
        switch self {
        case .fixed(let s), .fixedHeight(let s), .flexible(let s): return s
        }
    }

    /// The size the control is drawn at when `requested` is asked for, and a warning when
    /// part of the request is ignored.
    public func resolve(_ requested: Size?, control: String, look: Look) -> (size: Size, warning: String?) {
        guard let requested else { return (natural, nil) }
        switch self {
        case .fixed(let s):
            return (s, requested == s ? nil
                    : "\(control) has a fixed size of \(MessageNumber.text(s)) points in the \(look) look; "
                    + "the requested \(MessageNumber.text(requested)) is ignored")
        case .fixedHeight(let s):
            let size = Size(width: requested.width, height: s.height)
            return (size, requested.height == s.height ? nil
                    : "\(control) has a fixed height of \(MessageNumber.text(s.height)) points in the \(look) look; "
                    + "drawn \(MessageNumber.text(size))")
        case .flexible:
            return (requested, nil)
        }
    }
}
