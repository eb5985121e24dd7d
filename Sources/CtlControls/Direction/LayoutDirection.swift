/// Which way a control is laid out: UIKit's `semanticContentAttribute`, as a user interface
/// in a right-to-left language (Arabic, Hebrew) forces it with `.forceRightToLeft`.
///
/// Right to left mirrors what UIKit mirrors: a slider and a progress view fill from the right,
/// a segmented control's, a tab bar's and a toolbar's items run right to left, a switch is on
/// at the left, a back button points right, a stepper's + is at the left. Text, numbers and
/// images keep their orientation (only their places move): see `Canvas.drawMirrored(about:_:)`.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Left to right (UIKit's default for left-to-right languages).
    case leftToRight = "ltr"
    /// Right to left (`.forceRightToLeft`).
    case rightToLeft = "rtl"

    public var description: String { rawValue }
}
