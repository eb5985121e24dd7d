#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import CtlRaster

/// CSS filter functions in the `filter` property (Filter Effects §12): `blur()`,
/// `drop-shadow()`, `grayscale()`, `sepia()`, `saturate()`, `hue-rotate()`, `invert()`,
/// `opacity()`, `brightness()`, `contrast()`, mixed with `url(#id)` references.
///
/// Each function is a one-primitive filter in sRGB whose region is the element's bounding box
/// grown by 10 % a side (by 50 % for the blurs, which spread further), as resvg does: CSS
/// gives them no region at all. A list that does not parse is left off entirely.
enum FilterFunctions {
    /// One parsed function.
    enum Function: Equatable {
        case blur(Length)
        case dropShadow(color: String?, dx: Length, dy: Length, blur: Length)
        case grayscale(Double), sepia(Double), saturate(Double), invert(Double), opacity(Double)
        case brightness(Double), contrast(Double)
        /// Degrees.
        case hueRotate(Double)
        case url(String)
    }

    /// The functions of a `filter` value, or nil when it does not parse.
    static func parse(_ text: String) -> [Function]? {
        var s = ValueScanner(text)
        var out: [Function] = []
        s.skipSpaces()
        while !s.atEnd {
            let name = s.word().lowercased()
            guard !name.isEmpty, s.skip(0x28) else { return nil }  // "("
            // The arguments up to the matching ")" (colours may hold parentheses).
            var depth = 1, args = ""
            while let b = s.peek() {
                s.index += 1
                if b == 0x28 { depth += 1 }
                if b == 0x29 { depth -= 1; if depth == 0 { break } }
                args.append(Character(UnicodeScalar(b)))
            }
            guard depth == 0, let f = function(name, args.trimmingSpaces) else { return nil }
            out.append(f)
            s.skipSpaces()
        }
        return out.isEmpty ? nil : out
    }

    static func function(_ name: String, _ args: String) -> Function? {
        func amount() -> Double? {
            if args.isEmpty { return 1 }
            guard let v = Converter.number(args), v >= 0 else { return nil }
            return v
        }
        switch name {
        case "url":
            return .url(args)
        case "blur":
            if args.isEmpty { return .blur(.zero) }
            guard let l = Length(parsing: args), l.unit != .percent, l.value >= 0 else { return nil }
            return .blur(l)
        case "drop-shadow":
            return dropShadow(args)
        case "grayscale": return amount().map { .grayscale(min($0, 1)) }
        case "sepia": return amount().map { .sepia(min($0, 1)) }
        case "saturate": return amount().map { .saturate($0) }
        case "invert": return amount().map { .invert(min($0, 1)) }
        case "opacity": return amount().map { .opacity(min($0, 1)) }
        case "brightness": return amount().map { .brightness($0) }
        case "contrast": return amount().map { .contrast($0) }
        case "hue-rotate":
            if args.isEmpty { return .hueRotate(0) }
            var s = ValueScanner(args)
            guard let v = s.number() else { return nil }
            let unit = s.word().lowercased()
            s.skipSpaces()
            guard s.atEnd else { return nil }
            switch unit {
            case "deg": return .hueRotate(v)
            case "grad": return .hueRotate(v * 0.9)
            case "rad": return .hueRotate(v * 180 / .pi)
            case "turn": return .hueRotate(v * 360)
            case "": return v == 0 ? .hueRotate(0) : nil
            default: return nil
            }
        default:
            return nil
        }
    }

    /// `drop-shadow(<color>? <dx> <dy> <blur>?)`, the colour first or last.
    static func dropShadow(_ args: String) -> Function? {
        var lengths: [Length] = []
        var color: String?
        var s = ValueScanner(args)
        s.skipSpaces()
        while !s.atEnd {
            if let l = s.length() {
                lengths.append(l)
            } else {
                // A colour: a word, a #hex, or a function up to its ")".
                let start = s.index
                var depth = 0
                while let b = s.peek() {
                    if b == 0x28 { depth += 1 }
                    if b == 0x29 { depth -= 1 }
                    if depth == 0 && (ValueScanner.isSpace(b) || b == 0x2C) { break }
                    s.index += 1
                }
                guard color == nil, s.index > start else { return nil }
                color = String(decoding: s.bytes[start..<s.index], as: UTF8.self)
            }
            // Spaces separate the parts; a comma makes the whole list invalid.
            s.skipSpaces()
            if s.peek() == 0x2C { return nil }
        }
        guard lengths.isEmpty || lengths.count == 2 || lengths.count == 3,
              !lengths.contains(where: { $0.unit == .percent }) else { return nil }
        if lengths.count == 3, lengths[2].value < 0 { return nil }
        return .dropShadow(color: color, dx: lengths.first ?? .zero, dy: lengths.count > 1 ? lengths[1] : .zero,
                           blur: lengths.count > 2 ? lengths[2] : .zero)
    }

    /// The chains for a parsed function list (one per function, a `url()` the filter it names)
    /// on the element with computed style `style`; nil when the element must not be drawn (a
    /// list whose every `url` is broken).
    static func chains(_ functions: [Function], style: Style, parser: FilterParser) -> [FilterChain]? {
        var out: [FilterChain] = []
        var brokenURL = false
        let bbox = parser.bbox
        func length(_ l: Length) -> Double { parser.resolve(l, vertical: false, style: style) }
        for f in functions {
            if case .url(let raw) = f {
                let iri = raw.trimmingScalars(where: { $0 == "\"" || $0 == "'" || $0 == " " })
                if let target = parser.converter.element(forIRI: iri), target.name == "filter",
                   let chain = parser.chain(target) {
                    out.append(chain)
                } else {
                    brokenURL = true
                }
                continue
            }
            guard let b = bbox, b.width > 0, b.height > 0 else { return nil }
            let kind: FilterKind
            var grow = 0.1
            switch f {
            case .blur(let l):
                let sigma = length(l)
                kind = .gaussianBlur(input: .sourceGraphic, stdDeviationX: sigma, stdDeviationY: sigma)
                grow = 0.5
            case .dropShadow(let colorText, let dx, let dy, let blur):
                var color = Color.black
                if let colorText {
                    if colorText == "currentColor" {
                        color = style["color"].flatMap { ColorParser.parse($0) } ?? .black
                    } else if let c = ColorParser.parse(colorText) {
                        color = c
                    }
                } else {
                    color = style["color"].flatMap { ColorParser.parse($0) } ?? .black
                }
                let sigma = length(blur)
                kind = .dropShadow(input: .sourceGraphic, dx: length(dx), dy: length(dy), stdDeviationX: sigma,
                                   stdDeviationY: sigma, color: color)
                grow = 0.5
            case .grayscale(let a):
                let s = 1 - a
                kind = .colorMatrix(input: .sourceGraphic, matrix: .matrix([
                    0.2126 + 0.7874 * s, 0.7152 - 0.7152 * s, 0.0722 - 0.0722 * s, 0, 0,
                    0.2126 - 0.2126 * s, 0.7152 + 0.2848 * s, 0.0722 - 0.0722 * s, 0, 0,
                    0.2126 - 0.2126 * s, 0.7152 - 0.7152 * s, 0.0722 + 0.9278 * s, 0, 0,
                    0, 0, 0, 1, 0]))
            case .sepia(let a):
                let s = 1 - a
                kind = .colorMatrix(input: .sourceGraphic, matrix: .matrix([
                    0.393 + 0.607 * s, 0.769 - 0.769 * s, 0.189 - 0.189 * s, 0, 0,
                    0.349 - 0.349 * s, 0.686 + 0.314 * s, 0.168 - 0.168 * s, 0, 0,
                    0.272 - 0.272 * s, 0.534 - 0.534 * s, 0.131 + 0.869 * s, 0, 0,
                    0, 0, 0, 1, 0]))
            case .saturate(let a):
                kind = .colorMatrix(input: .sourceGraphic, matrix: .saturate(a))
            case .hueRotate(let degrees):
                kind = .colorMatrix(input: .sourceGraphic, matrix: .hueRotate(degrees))
            case .invert(let a):
                let t = TransferFunction.table([a, 1 - a])
                kind = .componentTransfer(input: .sourceGraphic, red: t, green: t, blue: t, alpha: .identity)
            case .opacity(let a):
                kind = .componentTransfer(input: .sourceGraphic, red: .identity, green: .identity, blue: .identity,
                                          alpha: .table([0, a]))
            case .brightness(let a):
                let t = TransferFunction.linear(slope: a, intercept: 0)
                kind = .componentTransfer(input: .sourceGraphic, red: t, green: t, blue: t, alpha: .identity)
            case .contrast(let a):
                let t = TransferFunction.linear(slope: a, intercept: 0.5 - 0.5 * a)
                kind = .componentTransfer(input: .sourceGraphic, red: t, green: t, blue: t, alpha: .identity)
            case .url:
                continue
            }
            let region = Rect(x: b.minX - grow * b.width, y: b.minY - grow * b.height,
                              width: (1 + 2 * grow) * b.width, height: (1 + 2 * grow) * b.height)
            out.append(FilterChain(region: region, primitives: [FilterPrimitive(subregion: region, colorSpace: .sRGB,
                                                                                  kind: kind)]))
        }
        if out.isEmpty && brokenURL { return nil }
        return out
    }
}
