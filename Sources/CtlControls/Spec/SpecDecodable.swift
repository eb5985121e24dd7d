import CtlJSON
import CtlRaster
import CtlUnicode
import CtlSVG
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A type a control spec can hold, with the JSON forms it accepts.
public protocol SpecDecodable {
    init(spec: SpecValue) throws
}

extension Double: SpecDecodable {
    public init(spec: SpecValue) throws { self = try spec.number() }
}

extension Int: SpecDecodable {
    public init(spec: SpecValue) throws {
        let n = try spec.number()
        guard n == n.rounded(), abs(n) < 1e9 else { throw spec.error("must be a whole number, not \(spec.summary)") }
        self = Int(n)
    }
}

extension Bool: SpecDecodable {
    public init(spec: SpecValue) throws { self = try spec.bool() }
}

extension String: SpecDecodable {
    public init(spec: SpecValue) throws { self = try spec.string() }
}

extension Array: SpecDecodable where Element: SpecDecodable {
    public init(spec: SpecValue) throws { self = try spec.array().map(Element.init(spec:)) }
}

/// Names from a fixed list (`"rounded-rect"`, `"tile"`), for enums with string raw values.
public protocol SpecEnum: SpecDecodable, RawRepresentable, CaseIterable where RawValue == String {}

extension SpecEnum {
    public init(spec: SpecValue) throws {
        let allowed = Self.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        guard let s = spec.stringValue, let v = Self(rawValue: s) else {
            let hint = spec.stringValue.map { NearestName.hint(for: $0, among: Self.allCases.map(\.rawValue)) } ?? ""
            throw spec.error("must be one of \(allowed), not \(spec.summary)\(hint)")
        }
        self = v
    }
}

extension Look: SpecEnum {}
extension Appearance.Luminosity: SpecEnum {}
extension Appearance.Contrast: SpecEnum {}
extension LayoutDirection: SpecEnum {}
extension ParagraphDirection: SpecEnum {}
extension NineSlice.Mode: SpecEnum {}

extension Color: SpecDecodable {
    /// `"#rrggbb"`, `"#rrggbbaa"`, `"#rgb"`, `"#rgba"`, a CSS name, or `[r, g, b]` / `[r, g, b, a]` (0…255).
    public init(spec: SpecValue) throws {
        if let s = spec.stringValue {
            guard let c = Color(css: s) else {
                throw spec.error("\"\(s)\" is not a colour: use \"#rrggbb\", \"#rrggbbaa\", \"#rgb\" or a CSS name"
                    + NearestName.hint(for: s, among: Color.cssNames))
            }
            self = c
            return
        }
        let items = try spec.array()
        guard items.count == 3 || items.count == 4 else {
            throw spec.error("a colour array needs 3 or 4 numbers from 0 to 255, not \(items.count)")
        }
        let c = try items.map { item -> UInt8 in
            let v = try Int(spec: item)
            guard (0...255).contains(v) else { throw item.error("must be from 0 to 255, not \(v)") }
            return UInt8(v)
        }
        self.init(r: c[0], g: c[1], b: c[2], a: c.count == 4 ? c[3] : 255)
    }
}

extension ControlState: SpecDecodable {
    public init(spec: SpecValue) throws {
        let s = try spec.string()
        guard let state = ControlState(name: s) else {
            throw spec.error("\"\(s)\" is not a state\(ControlState.hint(for: s)) (use \(ControlState.nameHelp))")
        }
        self = state
    }
}

extension Size: SpecDecodable {
    /// `"WxH"`, `[w, h]` or `{"width": w, "height": h}`, positive points.
    public init(spec: SpecValue) throws {
        let (w, h): (Double, Double)
        if let s = spec.stringValue {
            guard let size = Size(parsing: s) else {
                throw spec.error("\"\(s)\" is not a size: use \"WxH\" in points, e.g. \"120x44\"")
            }
            (w, h) = (size.width, size.height)
        } else if spec.isArray {
            let items = try spec.array()
            guard items.count == 2 else { throw spec.error("a size array needs 2 numbers [width, height]") }
            (w, h) = (try items[0].number(), try items[1].number())
        } else {
            let o = try spec.object()
            guard let wv = o.value("width"), let hv = o.value("height") else {
                throw spec.error("a size needs \"width\" and \"height\"")
            }
            (w, h) = (try wv.number(), try hv.number())
            try o.checkUnknownKeys(in: "a size")
        }
        guard w > 0, h > 0 else { throw spec.error("a size must be positive, not \(w)×\(h)") }
        self.init(width: w, height: h)
    }

    /// "WxH" (or "W×H") with positive finite numbers.
    public init?(parsing text: String) {
        let parts = text.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" })
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              w.isFinite, h.isFinite, w > 0, h > 0 else { return nil }
        self.init(width: w, height: h)
    }
}

extension Point: SpecDecodable {
    /// `[x, y]` or `{"x": x, "y": y}`.
    public init(spec: SpecValue) throws {
        if spec.isArray {
            let items = try spec.array()
            guard items.count == 2 else { throw spec.error("a point or offset needs 2 numbers [x, y]") }
            self.init(try items[0].number(), try items[1].number())
            return
        }
        let o = try spec.object()
        self.init(try o.decode("x", as: Double.self) ?? 0, try o.decode("y", as: Double.self) ?? 0)
        try o.checkUnknownKeys(in: "a point")
    }
}

extension EdgeInsets: SpecDecodable {
    /// `[top, left, bottom, right]` (UIKit's order), one number for all four, or an object
    /// with any of `top`, `left`, `bottom`, `right` (0 when absent).
    public init(spec: SpecValue) throws {
        if spec.isNumberOrBool {
            self.init(all: try spec.number())
            return
        }
        if spec.isArray {
            let items = try spec.array()
            guard items.count == 4 else { throw spec.error("insets need 4 numbers [top, left, bottom, right]") }
            let v = try items.map { try $0.number() }
            self.init(top: v[0], left: v[1], bottom: v[2], right: v[3])
            return
        }
        let o = try spec.object()
        self.init(top: try o.decode("top") ?? 0, left: try o.decode("left") ?? 0,
                  bottom: try o.decode("bottom") ?? 0, right: try o.decode("right") ?? 0)
        try o.checkUnknownKeys(in: "insets")
    }
}

extension ControlImage: SpecDecodable {
    /// A PNG or SVG path (relative to the spec file), or `{"src": PATH, "scale": S, "capInsets":
    /// INSETS, "resizingMode": "stretch"|"tile", "template": BOOL}` (UIKit's names). A PNG's scale
    /// defaults to the file name's `@Nx` suffix, else 1; an SVG (vector artwork, drawn at the
    /// scale being rendered) has no scale: its size in points is its own.
    public init(spec: SpecValue) throws {
        var path: String
        var scale: Double?, insets: EdgeInsets?, mode = NineSlice.Mode.stretch, template = false
        var pathValue = spec
        if let s = spec.stringValue {
            path = s
        } else {
            let o = try spec.object()
            guard let src = o.value("src") else {
                throw spec.error("an image needs \"src\", the path of a PNG or SVG file")
            }
            pathValue = src
            path = try src.string()
            try o.read("scale", into: &scale)
            try o.rejectRenamedKeys(SpecObject.imageKeyRenames)
            try o.read("capInsets", into: &insets)
            try o.read("resizingMode", into: &mode)
            try o.read("template", into: &template)
            try o.checkUnknownKeys(in: "an image")
        }
        path = spec.resolvePath(path)
        if SVGArtwork.isSVG(path: path) {
            if scale != nil {
                throw spec.error("an SVG image has no \"scale\": it is drawn at the scale being rendered, its size "
                                 + "in points its own")
            }
            let artwork: SVGArtwork
            do {
                artwork = try SVGArtwork(path: path)
            } catch {
                throw pathValue.error("\(error)")
            }
            do {
                try self.init(artwork: artwork, capInsets: insets, resizingMode: mode, isTemplate: template)
            } catch {
                throw spec.error("\(error)")
            }
            return
        }
        let pixmap: Pixmap
        do {
            pixmap = try PNG.read(path: path)
        } catch {
            throw pathValue.error("\(error)")
        }
        if let s = scale, !(s > 0) { throw spec.error("an image's scale must be greater than 0") }
        do {
            try self.init(pixmap, scale: scale ?? ControlImage.scale(ofFileNamed: path), capInsets: insets,
                          resizingMode: mode, isTemplate: template)
        } catch {
            throw spec.error("\(error)")
        }
    }
}
