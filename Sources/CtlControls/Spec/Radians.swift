import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Angles in radians as people write them: `1.5`, `pi`, `-pi/2`, `-11pi/8`, `3π/8`, `0.25pi`, or
/// in degrees: `45deg`, `-90°`.
public enum Radians {
    /// The angle `text` writes, in radians, or nil: a number, [−]`[number]pi[/number]` (π may be
    /// written `pi` or `π`, in any case), or a number of degrees (`45deg`, `45 degrees`, `45°`).
    public static func parse(_ text: String) -> Double? {
        let t = text.trimmingWhitespace().lowercased().replacing("π", with: "pi")
            .replacing("−", with: "-").replacing("*", with: "")
        for suffix in ["degrees", "degree", "deg", "°"] where t.hasSuffix(suffix) {
            guard let v = Double(t.dropLast(suffix.count).trimmingWhitespace()), v.isFinite
            else { return nil }
            return v * .pi / 180
        }
        if let v = Double(t), v.isFinite { return v }
        guard let pi = t.firstRange(of: "pi") else { return nil }
        var head = String(t[..<pi.lowerBound]), tail = String(t[pi.upperBound...])
        var sign = 1.0
        if head.hasPrefix("-") { sign = -1; head.removeFirst() } else if head.hasPrefix("+") { head.removeFirst() }
        let factor = head.isEmpty ? 1 : Double(head)
        var divisor = 1.0
        if !tail.isEmpty {
            guard tail.hasPrefix("/"), let d = Double(tail.dropFirst()), d != 0 else { return nil }
            divisor = d
            tail = ""
        }
        guard let factor, factor.isFinite else { return nil }
        return sign * factor * Double.pi / divisor
    }
}

/// An angle in a spec: a number of radians or a string `Radians.parse` reads.
struct SpecAngle: SpecDecodable {
    var radians: Double

    init(spec: SpecValue) throws {
        if let s = spec.stringValue {
            guard let v = Radians.parse(s) else {
                throw spec.error("\"\(s)\" is not an angle: use radians, e.g. 1.5, \"pi/2\" or \"-11pi/8\", or degrees, \"45deg\"")
            }
            radians = v
        } else {
            radians = try spec.number()
        }
    }
}
