import CtlRaster

/// How numbers are written in messages (spec errors, sizing warnings, a control's own
/// errors): a whole number without a decimal point ("44", not "44.0"), any other as Swift
/// prints it; a size as "width×height".
enum MessageNumber {
    static func text(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e9 ? String(Int(v)) : String(v)
    }

    static func text(_ s: Size) -> String { "\(text(s.width))×\(text(s.height))" }
}
