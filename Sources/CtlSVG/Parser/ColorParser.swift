import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// CSS colours as SVG 1.1 and CSS Color 3/4 write them: `#rgb`, `#rrggbb` (and the alpha
/// forms), names in any case, `rgb()`/`rgba()` with numbers or percentages, `hsl()`/`hsla()`.
/// `currentColor` and `transparent` are handled by the callers that know the context.
enum ColorParser {
    static func parse(_ raw: String) -> Color? {
        let text = raw.trimmingWhitespaceAndNewlines()
        if text.hasPrefix("#") { return Color(css: text) }
        let lower = text.lowercased()
        if let open = lower.firstIndex(of: "("), lower.hasSuffix(")") {
            let function = String(lower[..<open]).trimmingWhitespace()
            let inner = String(lower[lower.index(after: open)..<lower.index(before: lower.endIndex)])
            return functional(function, inner)
        }
        return Color(css: lower)
    }

    private static func functional(_ name: String, _ inner: String) -> Color? {
        // Arguments split by commas, or by spaces with an optional `/ alpha`.
        let normalized = inner.replacing("/", with: ",")
        var parts: [String]
        if normalized.contains(",") {
            parts = normalized.split(separator: ",", omittingEmptySubsequences: false)
                .map { $0.trimmingWhitespace() }
        } else {
            parts = normalized.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        }
        parts = parts.filter { !$0.isEmpty }
        guard parts.count == 3 || parts.count == 4 else { return nil }
        var alpha = 1.0
        if parts.count == 4 {
            guard let a = component(parts[3], percentScale: 1, plainScale: 1) else { return nil }
            alpha = a
        }
        let a8 = UInt8((min(1, max(0, alpha)) * 255).rounded())
        switch name {
        case "rgb", "rgba":
            var c: [UInt8] = []
            for p in parts.prefix(3) {
                guard let v = component(p, percentScale: 255, plainScale: 1) else { return nil }
                c.append(UInt8(min(255, max(0, v)).rounded()))
            }
            return Color(r: c[0], g: c[1], b: c[2], a: a8)
        case "hsl", "hsla":
            guard let hue = Double(parts[0].replacing("deg", with: "")),
                  let s = component(parts[1], percentScale: 1, plainScale: 0.01),
                  let l = component(parts[2], percentScale: 1, plainScale: 0.01) else { return nil }
            let (r, g, b) = hslToRGB(hue, min(1, max(0, s)), min(1, max(0, l)))
            func byte(_ v: Double) -> UInt8 { UInt8((min(1, max(0, v)) * 255).rounded()) }
            return Color(r: byte(r), g: byte(g), b: byte(b), a: a8)
        default:
            return nil
        }
    }

    /// `50%` → 0.5 · percentScale; `128` → 128 · plainScale.
    private static func component(_ text: String, percentScale: Double, plainScale: Double) -> Double? {
        if text.hasSuffix("%") {
            guard let v = Double(text.dropLast()), v.isFinite else { return nil }
            return v / 100 * percentScale
        }
        guard let v = Double(text), v.isFinite else { return nil }
        return v * plainScale
    }

    private static func hslToRGB(_ hue: Double, _ s: Double, _ l: Double) -> (Double, Double, Double) {
        let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) / 360
        let t2 = l <= 0.5 ? l * (s + 1) : l + s - l * s
        let t1 = l * 2 - t2
        func channel(_ h0: Double) -> Double {
            var h = h0
            if h < 0 { h += 1 }
            if h > 1 { h -= 1 }
            if h * 6 < 1 { return t1 + (t2 - t1) * h * 6 }
            if h * 2 < 1 { return t2 }
            if h * 3 < 2 { return t1 + (t2 - t1) * (2.0 / 3 - h) * 6 }
            return t1
        }
        return (channel(h + 1.0 / 3), channel(h), channel(h - 1.0 / 3))
    }
}
