/// How an asset's images behave in a right-to-left user interface: Xcode's "Direction" of an
/// image set (Fixed, Left to Right, Both) and Android's `autoMirrored` and `-ldrtl` resources.
public enum ImageDirection: Hashable, Sendable {
    /// The same image both ways (Xcode's "Fixed"; no `language-direction`). The default.
    case fixed
    /// One left-to-right image that the system mirrors in a right-to-left interface (Xcode's
    /// "Left to Right": each image's `language-direction` is `left-to-right`; Android: a state
    /// list with `android:autoMirrored="true"`). Manifest: `"direction": "mirrors"`.
    case mirrors
    /// Drawn both ways, the control laid out left to right and right to left (Xcode's "Both":
    /// a `left-to-right` and a `right-to-left` image at each scale; Android: the right-to-left
    /// images in `drawable-ldrtl-<density>/`). Manifest: `"directions": ["ltr", "rtl"]`.
    case both
}
