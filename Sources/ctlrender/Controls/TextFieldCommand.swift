import CtlControls

/// `ctlrender text-field [--border-style S] [--text T] [--placeholder T] …`
enum TextFieldCommand {
    static let command = DeclaredControlCommand<TextField>(
        abstract: "Draw a text field (UITextField).",
        discussion: """
            One line of text, or the grey placeholder while there is none, in a border: \
            rounded-rect (flat: white, radius 5, a one-pixel #C2C2C2 outline, 30 points tall; \
            classic: radius 8.5, a grey-blue outline with an inner shadow, 31 tall), bezel, line \
            or none. Size: free, 200 wide by default. Highlighted means editing: the \
            insertion point follows the text in the tint and a long text shows its end. \
            Disabled changes nothing unless --disabled-background-image replaces the \
            background image (a rounded-rect field gives no cue that it is disabled). \
            Background images replace a line or bezel border, or give a borderless field one; \
            a rounded-rect field ignores them, as UIKit does.
            """)
}
