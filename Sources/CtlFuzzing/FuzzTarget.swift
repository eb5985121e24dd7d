/// The fuzz targets: one per kind of input the library reads.
///
/// Each harness takes raw bytes, runs them through the public API (decode, then draw into
/// a small canvas) and reports what happened. Thrown errors are outcomes, not failures;
/// only a crash, a hang or running out of memory is a bug.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// SVG path data, filled and stroked under styles and transforms taken from the input.
    case path
    /// Scene JSON, decoded and drawn (scenes larger than `SceneFuzzer.maxPixels` skipped).
    case scene
    /// PNG bytes, decoded, then drawn as a nine-slice image and tinted.
    case png
    /// Control spec JSON, decoded and rendered (capped size and scale).
    case spec
    /// Asset manifest JSON, read and each asset rendered into memory (no files written).
    case manifest
    /// Font bytes (TrueType/OpenType), loaded, a line shaped and drawn.
    case font
    /// An SVG document, read and drawn on a 64×64 canvas.
    case svg
    /// Bytes as UTF-8 text: bidi resolution, line breaking and layout in a few widths and directions.
    case text

    /// Runs one input through this target's harness.
    public func run(_ bytes: UnsafeRawBufferPointer) -> FuzzOutcome {
        switch self {
        case .path: PathFuzzer.run(bytes)
        case .scene: SceneFuzzer.run(bytes)
        case .png: PNGFuzzer.run(bytes)
        case .spec: SpecFuzzer.run(bytes)
        case .manifest: ManifestFuzzer.run(bytes)
        case .font: FontFuzzer.run(bytes)
        case .svg: SVGFuzzer.run(bytes)
        case .text: TextFuzzer.run(bytes)
        }
    }

    /// Runs one input through this target's harness.
    public func run(_ bytes: [UInt8]) -> FuzzOutcome {
        bytes.withUnsafeBytes { run($0) }
    }

    /// The names, for usage messages.
    public static var names: [String] { allCases.map(\.rawValue) }
}
