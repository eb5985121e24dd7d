import CtlRaster

/// Parameters drawn from fuzzer bytes: each read takes the next byte and maps it onto a
/// choice, so that a mutation of one byte changes one parameter. Past the end every read
/// gives 0, the first (most ordinary) choice, so an input without parameter bytes draws
/// with the defaults.
struct FuzzBytes {
    private let bytes: [UInt8]
    private var index = 0

    init<C: Collection>(_ bytes: C) where C.Element == UInt8 {
        self.bytes = Array(bytes)
    }

    /// The next byte, 0 past the end.
    mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// One of `choices`, the first past the end.
    mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int(byte()) % choices.count]
    }

    /// Whether the next byte is odd.
    mutating func flag() -> Bool { byte() & 1 == 1 }

    /// A number: an ordinary one for most bytes, an extreme one (huge, tiny, negative,
    /// infinite, NaN) for some; `ordinary` lists the ordinary values, the first the default.
    mutating func number(_ ordinary: [Double]) -> Double {
        let b = Int(byte())
        if b < 224 { return ordinary[b % ordinary.count] }
        return Self.extremes[(b - 224) % Self.extremes.count]
    }

    /// The values that break arithmetic: overflow, underflow, signs, non-finite.
    static let extremes: [Double] = [
        0, -0.0, 1e-300, -1e-9, 1e9, -1e9, 1e18, 1e300, -1e300, .greatestFiniteMagnitude,
        .leastNonzeroMagnitude, .infinity, -.infinity, .nan, 32_767.5, -32_768.5,
    ]

    /// A transform: mostly identity, scales, rotations and translations, some extreme.
    mutating func transform() -> Transform {
        switch byte() % 6 {
        case 0: return .identity
        case 1: let s = number([1, 0.5, 2, 0.01, 100, -1]); return .scale(s, number([1, 3, 0.25, -2]))
        case 2: return .rotation(number([0.3, 1.5707963267948966, 3.14159, -0.7, 45]))
        case 3: return .translation(number([0, 10, -10, 63.5, 64]), number([0, 5, -5, 31.9, 1000]))
        case 4: return Transform(a: number([1, 0, 2]), b: number([0, 1, -1]), c: number([0, 0.5, 1]),
                                 d: number([1, 0, -3]), e: number([0, 20]), f: number([0, -7]))
        default: return .scale(1e-6, 1e-6).concatenating(.scale(number([1e6, 1e7, 1]), number([1e6, 1])))
        }
    }

    /// A colour, translucent for some bytes.
    mutating func color() -> Color {
        Color(r: byte(), g: byte(), b: byte(), a: pick([255, 128, 0, 1, 254]))
    }

    /// A paint: a solid colour or a gradient with stops from the input.
    mutating func paint() -> Paint {
        let stops = [GradientStop(offset: 0, color: color()),
                     GradientStop(offset: number([1, 0.5, 0]), color: color())]
        switch byte() % 4 {
        case 0: return .solid(color())
        case 1: return .linearGradient(LinearGradient(start: Point(number([0, 32]), number([0, 8])),
                                                      end: Point(number([64, 0, 32]), number([64, 0])),
                                                      stops: stops, spread: pick(SpreadMode.allCases)))
        case 2: return .radialGradient(RadialGradient(center: Point(32, 32), radius: number([30, 0, 1]),
                                                      focal: Point(number([32, 10]), number([32, 60])),
                                                      focalRadius: number([0, 5]), stops: stops,
                                                      spread: pick(SpreadMode.allCases)))
        default: return .sweepGradient(SweepGradient(center: Point(32, 32), startAngle: number([0, 90]),
                                                     endAngle: number([360, 90, 0]), stops: stops))
        }
    }
}
