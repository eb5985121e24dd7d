#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The budget of one command or library call: how much work and memory a single input
/// may ask for before it is refused.
///
/// Every limit is checked before the work or the allocation it guards, and going over
/// one is never silent: it is a `LimitExceeded` error that names the limit, the amount
/// asked for, and the environment variable that raises it. The defaults are generous for
/// real artwork (a 4096×4096 image, a path of a million segments) and refuse the absurd
/// quickly.
///
/// The limits in force are `RenderLimits.current`, a task-local value: the command line
/// binds it from the environment (`RenderLimits.fromEnvironment()`), and a library user
/// may bind their own for a block of work with `RenderLimits.$current.withValue(…)`.
public struct RenderLimits: Sendable, Equatable {
    /// Pixels in one image (a canvas, a decoded PNG, a control's render). Default 3 × 2²⁴ =
    /// 50 331 648 (8192×6144, or 7094 a side; 192 MiB of pixels): a 6000×6000 drawing, which
    /// resvg and rsvg-convert make, is admitted; an 8192×8192 image is not.
    public var imagePixels: Int
    /// Bytes of pixels in all the images one command holds or writes (frames, states,
    /// the scales of an asset). Default 2 GiB.
    public var totalImageBytes: Int
    /// Line segments of one path once curves are flattened, strokes outlined and dashes
    /// cut. Default 4 million.
    public var pathSegments: Int
    /// Dashes of one stroked path. Default 100 000.
    public var dashes: Int
    /// How far a blur may reach, in device pixels (three standard deviations). Default 2048.
    public var blurReach: Int
    /// Bytes of one input file (a scene, spec, manifest, PNG, font or SVG). Default 256 MiB.
    public var inputBytes: Int
    /// Pixels one drawing of an SVG document may process in offscreen layers: group layers,
    /// clips, masks, pattern tiles and filter primitives, each charged its area times its
    /// passes before it is allocated (a `use` fan-out of filtered groups multiplies them).
    /// Default 2²⁸ (268 435 456: 16 passes over a 4096×4096 canvas, 128 over 1024×1024). The
    /// largest charge of resvg's 1035 test files is 11.7 million (a 300×300 nest of markers
    /// with clips), 23 times under it; a `use` fan-out of 10⁵ filtered or masked groups on a
    /// 200×200 canvas passes it after 1700 (masked) to 3300 (filtered) of them: about a second.
    public var renderWork: Int

    /// The defaults described on each property.
    public static let standard = RenderLimits(imagePixels: 3 << 24, totalImageBytes: 1 << 31,
                                              pathSegments: 4_000_000, dashes: 100_000, blurReach: 2048,
                                              inputBytes: 1 << 28, renderWork: 1 << 28)

    public init(imagePixels: Int, totalImageBytes: Int, pathSegments: Int, dashes: Int, blurReach: Int,
                inputBytes: Int, renderWork: Int = 1 << 28) {
        self.imagePixels = imagePixels
        self.totalImageBytes = totalImageBytes
        self.pathSegments = pathSegments
        self.dashes = dashes
        self.blurReach = blurReach
        self.inputBytes = inputBytes
        self.renderWork = renderWork
    }

    /// The limits in force for the current task or thread. Default: `standard`.
    @TaskLocal public static var current = RenderLimits.standard

    /// One of the limits, with the environment variable that sets it.
    public enum Limit: String, CaseIterable, Sendable {
        case imagePixels, totalImageBytes, pathSegments, dashes, blurReach, inputBytes, renderWork

        /// The environment variable that raises (or lowers) it.
        public var environmentVariable: String {
            switch self {
            case .imagePixels: return "CTLRENDER_MAX_IMAGE_PIXELS"
            case .totalImageBytes: return "CTLRENDER_MAX_TOTAL_BYTES"
            case .pathSegments: return "CTLRENDER_MAX_PATH_SEGMENTS"
            case .dashes: return "CTLRENDER_MAX_DASHES"
            case .blurReach: return "CTLRENDER_MAX_BLUR_REACH"
            case .inputBytes: return "CTLRENDER_MAX_INPUT_BYTES"
            case .renderWork: return "CTLRENDER_MAX_RENDER_WORK"
            }
        }

        /// What is counted, for messages: "pixels in one image".
        public var unit: String {
            switch self {
            case .imagePixels: return "pixels in one image"
            case .totalImageBytes: return "bytes of images in one command"
            case .pathSegments: return "segments in one path"
            case .dashes: return "dashes in one path"
            case .blurReach: return "pixels of blur reach"
            case .inputBytes: return "bytes in one input file"
            case .renderWork: return "pixels of layer work in one drawing"
            }
        }

        var keyPath: WritableKeyPath<RenderLimits, Int> {
            switch self {
            case .imagePixels: return \.imagePixels
            case .totalImageBytes: return \.totalImageBytes
            case .pathSegments: return \.pathSegments
            case .dashes: return \.dashes
            case .blurReach: return \.blurReach
            case .inputBytes: return \.inputBytes
            case .renderWork: return \.renderWork
            }
        }
    }

    public subscript(limit: Limit) -> Int {
        get { self[keyPath: limit.keyPath] }
        set { self[keyPath: limit.keyPath] = newValue }
    }

    /// Throws `LimitExceeded` when `amount` is over `limit`; `what` says what asked for it.
    public func check(_ limit: Limit, _ amount: Int, for what: String) throws(LimitExceeded) {
        let allowed = self[limit]
        guard amount <= allowed else { throw LimitExceeded(limit: limit, requested: amount, allowed: allowed, what: what) }
    }

    /// `standard`, with each limit whose environment variable is set replaced by its value.
    ///
    /// - Throws: `LimitSettingError` for a value that is not a positive whole number.
    public static func fromEnvironment() throws -> RenderLimits {
        try fromEnvironment(ProcessEnvironment.values(of: Limit.allCases.map(\.environmentVariable)))
    }

    /// `standard`, with each limit whose variable is set in `environment` replaced by its value.
    ///
    /// - Throws: `LimitSettingError` for a value that is not a positive whole number.
    public static func fromEnvironment(_ environment: [String: String]) throws -> RenderLimits {
        var limits = RenderLimits.standard
        for limit in Limit.allCases {
            guard let text = environment[limit.environmentVariable] else { continue }
            guard let value = Int(text.trimmingWhitespace()), value > 0 else {
                throw LimitSettingError(variable: limit.environmentVariable, value: text)
            }
            limits[limit] = value
        }
        return limits
    }
}

/// An input that asks for more than a limit allows.
public struct LimitExceeded: Error, CustomStringConvertible, Equatable, Sendable {
    public let limit: RenderLimits.Limit
    public let requested: Int
    public let allowed: Int
    /// What asked for it: "a canvas of 8192×8192", "the dashes of a stroke", …
    public let what: String
    /// Whether `requested` is only what was counted before the work stopped (it needs at least that).
    public let isLowerBound: Bool

    public init(limit: RenderLimits.Limit, requested: Int, allowed: Int, what: String, isLowerBound: Bool = false) {
        self.limit = limit
        self.requested = requested
        self.allowed = allowed
        self.what = what
        self.isLowerBound = isLowerBound
    }

    public var description: String {
        "\(what) needs \(isLowerBound ? "more than " : "")\(isLowerBound ? allowed : requested) \(limit.unit), "
            + "over the limit of \(allowed) (raise it with \(limit.environmentVariable)=N)"
    }
}

/// A limit's environment variable that does not hold a positive whole number.
public struct LimitSettingError: Error, CustomStringConvertible, Equatable, Sendable {
    public let variable: String
    public let value: String

    public var description: String {
        "\(variable)=\"\(value)\": must be a positive whole number"
    }
}
