import CtlRaster

/// Two images compared: either their sizes differ, or their pixels are compared.
public enum ImageComparison: Equatable, Sendable {
    case sizeMismatch(expected: (width: Int, height: Int), actual: (width: Int, height: Int))
    case compared(ImageDifference)

    public init(expected: Pixmap, actual: Pixmap) {
        if let d = ImageDifference(expected, actual) {
            self = .compared(d)
        } else {
            self = .sizeMismatch(expected: (expected.width, expected.height), actual: (actual.width, actual.height))
        }
    }

    /// Whether the images are identical.
    public var isIdentical: Bool {
        if case .compared(let d) = self { return d.isIdentical }
        return false
    }

    /// Whether the images have the same size and `tolerance` accepts their difference.
    public func passes(_ tolerance: Tolerance) -> Bool {
        if case .compared(let d) = self { return tolerance.accepts(d) }
        return false
    }

    /// One line for people: "identical", "12 pixels differ, max channel delta 40, in x 3…9, …",
    /// "size differs: expected 20×10, actual 22×10".
    public var summary: String {
        switch self {
        case .sizeMismatch(let e, let a):
            return "size differs: expected \(e.width)×\(e.height), actual \(a.width)×\(a.height)"
        case .compared(let d):
            guard let box = d.bounds else { return "identical (\(d.width)×\(d.height))" }
            let share = Double(d.differingPixels) / Double(d.width * d.height) * 100
            return "\(d.differingPixels) pixels differ (\(Self.percent(share)) of \(d.width)×\(d.height)), "
                + "max channel delta \(d.maxDelta), in \(box)"
        }
    }

    static func percent(_ v: Double) -> String {
        v >= 0.1 || v == 0 ? "\((v * 10).rounded() / 10)%" : "<0.1%"
    }

    public static func == (a: ImageComparison, b: ImageComparison) -> Bool {
        switch (a, b) {
        case (.compared(let x), .compared(let y)): return x == y
        case (.sizeMismatch(let e1, let a1), .sizeMismatch(let e2, let a2)):
            return e1 == e2 && a1 == a2
        default: return false
        }
    }
}
