import CtlControls
import CtlRaster
import Foundation

/// The `spec` target: control spec JSON (as `ctlrender <control> --spec` reads it),
/// decoded and rendered in its state and up to two more of the states it lists.
enum SpecFuzzer {
    /// Controls drawn wider or taller than this many pixels are skipped, not drawn.
    static let maxSide = 512.0

    static func run(_ bytes: UnsafeRawBufferPointer) -> FuzzOutcome {
        let spec: ControlSpec
        do {
            spec = try ControlSpec.decode(Data(bytes), source: "fuzz", baseDirectory: FuzzFolder.path)
        } catch {
            return .failure(error)
        }
        if let refusal = oversize(spec, scale: spec.options.scale) { return .rejected(refusal) }
        var options = spec.options
        do {
            for state in [options.state] + (spec.states ?? []).prefix(2) {
                options.state = state
                _ = try ControlRenderer.render(spec.control, options: options)
            }
        } catch {
            return .failure(error)
        }
        return .rendered
    }

    /// Why `spec` at `scale` is too big for the fuzzer, or nil. NaN sizes pass, for the
    /// renderer to refuse.
    static func oversize(_ spec: ControlSpec, scale: Double) -> String? {
        let options = spec.options
        let environment = ControlEnvironment(look: options.look, tint: options.tint, scale: scale)
        let size = spec.control.sizing(in: environment)
            .resolve(options.size, control: spec.kind.name, look: options.look).size
        let w = size.width * scale, h = size.height * scale
        guard w > maxSide || h > maxSide else { return nil }
        return "skipped: \(w)×\(h) pixels is over the fuzzer's limit"
    }
}
