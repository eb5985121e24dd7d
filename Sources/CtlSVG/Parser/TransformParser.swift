import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
#else
import Foundation
#endif

/// The `transform` attribute: a list of `matrix`, `translate`, `scale`, `rotate`,
/// `skewX`, `skewY`, applied right to left (the last one first) as SVG says.
enum TransformParser {
    /// The transform, or nil for a list that does not follow the grammar (SVG then
    /// ignores the attribute) or holds a non-finite number.
    static func parse(_ text: String) -> Transform? {
        var s = ValueScanner(text)
        var result = Transform.identity
        s.skipSpaces()
        while !s.atEnd {
            let name = s.word()
            s.skipSpaces()
            guard s.skip(0x28) else { return nil }  // (
            var args: [Double] = []
            s.skipSpaces()
            while let n = s.number() {
                // CSS transforms (a `transform` set from a style) write units: px, and
                // angles in deg, rad, grad or turn (kept here in degrees).
                switch s.letters() {
                case "", "px", "deg": args.append(n)
                case "rad": args.append(n * 180 / .pi)
                case "grad": args.append(n * 0.9)
                case "turn": args.append(n * 360)
                default: return nil
                }
                s.skipSeparator()
            }
            guard s.skip(0x29) else { return nil }  // )
            guard let t = make(name, args) else { return nil }
            // `result` so far applies after the new one.
            result = t.concatenating(result)
            s.skipSeparator()
        }
        return result.isFinite ? result : nil
    }

    private static func make(_ name: String, _ a: [Double]) -> Transform? {
        switch (name, a.count) {
        case ("matrix", 6): return Transform(a: a[0], b: a[1], c: a[2], d: a[3], e: a[4], f: a[5])
        case ("translate", 1): return .translation(a[0], 0)
        case ("translate", 2): return .translation(a[0], a[1])
        case ("scale", 1): return .scale(a[0], a[0])
        case ("scale", 2): return .scale(a[0], a[1])
        case ("rotate", 1): return .rotation(a[0] * .pi / 180)
        case ("rotate", 3):
            return Transform.translation(-a[1], -a[2]).concatenating(.rotation(a[0] * .pi / 180))
                .concatenating(.translation(a[1], a[2]))
        case ("skewX", 1): return Transform(a: 1, b: 0, c: tan(a[0] * .pi / 180), d: 1, e: 0, f: 0)
        case ("skewY", 1): return Transform(a: 1, b: tan(a[0] * .pi / 180), c: 0, d: 1, e: 0, f: 0)
        default: return nil
        }
    }
}
