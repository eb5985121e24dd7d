// Built only with the package trait "SnapshotTesting", for teams that use
// pointfreeco/swift-snapshot-testing: `.package(url: …, from: …, traits: ["SnapshotTesting"])`.
#if SnapshotTesting
import CtlControls
import CtlGolden
import CtlRaster
import Foundation
import SnapshotTesting

extension Snapshotting where Value == Pixmap, Format == Data {
    /// A `Pixmap` as a PNG, compared pixel by pixel: exactly, or within both bounds of
    /// `tolerance`. A failure's message gives the numbers (differing pixels, largest channel
    /// difference, where) and attaches expected | difference | actual as one PNG.
    ///
    /// ```swift
    /// assertSnapshot(of: pixmap, as: .pixmap)
    /// assertSnapshot(of: pixmap, as: .pixmap(tolerance: Tolerance(maxDelta: 2, maxDifferingPixels: 10)))
    /// ```
    public static var pixmap: Snapshotting { pixmap(tolerance: .exact) }

    public static func pixmap(tolerance: Tolerance) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .pixmapPNG(tolerance: tolerance)) { pixmap in
            // Encoding a valid pixmap cannot fail but for memory; an empty snapshot then fails the diff.
            Data((try? PNG.encode(pixmap)) ?? [])
        }
    }
}

extension Snapshotting where Value == any Control, Format == Data {
    /// A control rendered in `state` and `appearance` (see `ControlRenderer`) and compared as
    /// `Snapshotting.pixmap` does. A golden of an appearance other than light ends in the
    /// appearance's name (`testPlay.1.dark.png`, `testPlay.1.dark-high-contrast.png`), so the
    /// light and dark goldens of one test sit side by side.
    ///
    /// ```swift
    /// assertSnapshot(of: button, as: .control(appearance: .dark))
    /// ```
    public static func control(state: ControlState = .normal, look: Look = .flat, appearance: Appearance = .light,
                               scale: Double = 2, size: Size? = nil, tolerance: Tolerance = .exact) -> Snapshotting {
        var png = Snapshotting<Pixmap, Data>.pixmap(tolerance: tolerance)
        if appearance != .light { png.pathExtension = "\(appearance.name).png" }
        return png.pullback { control in
            let options = RenderOptions(look: look, appearance: appearance, state: state, scale: scale, size: size)
            // A control that cannot render gives a 1×1 transparent image, which fails the comparison.
            return (try? ControlRenderer.render(control, options: options).pixmap) ?? (try! Pixmap(width: 1, height: 1))
        }
    }

    /// `control(…)` under the name swift-snapshot-testing gives its image strategies:
    /// `assertSnapshot(of: button, as: .image(appearance: .dark))`.
    public static func image(state: ControlState = .normal, look: Look = .flat, appearance: Appearance = .light,
                             scale: Double = 2, size: Size? = nil, tolerance: Tolerance = .exact) -> Snapshotting {
        control(state: state, look: look, appearance: appearance, scale: scale, size: size, tolerance: tolerance)
    }
}

extension Diffing where Value == Data {
    /// PNG data compared as pixels.
    static func pixmapPNG(tolerance: Tolerance) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { old, new in
            guard let expected = try? PNG.decode([UInt8](old)), let actual = try? PNG.decode([UInt8](new)) else {
                return old == new ? nil : ("the snapshot is not a readable PNG", [])
            }
            let comparison = ImageComparison(expected: expected, actual: actual)
            guard !comparison.passes(tolerance) else { return nil }
            var attachments: [DiffAttachment] = []
            if let picture = try? DiffImage.sideBySide(expected: expected, actual: actual),
               let png = try? PNG.encode(picture) {
                attachments.append(.data(Data(png), name: "expected-difference-actual.png"))
            }
            return (comparison.summary, attachments)
        }
    }
}
#endif
