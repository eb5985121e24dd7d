import CtlControls
import CtlGolden
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// The first, middle and last frames of each animated control in both looks at scale 2,
/// against `Fixtures/Goldens/Frames/<control>/<sample>-frame-<NNN>-<look>.png`, exactly. Record
/// with `CTLRENDER_RECORD=only:<control>/ swift test --filter FrameGoldenTests`, then look at them.
@Suite struct FrameGoldenTests {
    static let golden = Golden(directory: PackagePaths.fixtures.appendingPathComponent("Goldens/Frames"),
                               artifacts: PackagePaths.artifacts.appendingPathComponent("Frames"))

    /// A sequence to pin: its frames, of which the first, middle and last are compared.
    struct FrameSequence: Sendable, CustomStringConvertible {
        var name: String
        var control: any AnimatedControl
        var frames: Int
        var backdrop: Color?
        var state: ControlState = .normal
        var description: String { name }
    }

    static let sequences = [
        FrameSequence(name: "activity/gray", control: ActivityIndicator(style: .gray), frames: 12),
        FrameSequence(name: "activity/white-large", control: ActivityIndicator(style: .whiteLarge), frames: 12,
                      backdrop: Color.white(0.2)),
        FrameSequence(name: "knob/default", control: Knob(), frames: 9),
        FrameSequence(name: "button/system", control: Button(title: "Beep"), frames: 5),
        // Seed 000 zooms on touch down: pressed.
        FrameSequence(name: "button/highlighted", control: Button(title: "Beep"), frames: 5, state: .highlighted),
        // Down 10 points and back: the middle frame is the lowest.
        FrameSequence(name: "pull-ribbon/wiggle", control: PullRibbon(), frames: 5),
        // 0, 0.05, …, 0.25 s: the middle frame is the peak at 0.15 s.
        FrameSequence(name: "star-slider/pulse", control: StarSlider(value: 3), frames: 6),
    ]

    /// The count of the sequences, and a folder of goldens for each control among them.
    @Test func everySequenceIsPinned() throws {
        #expect(Self.sequences.count == 7)
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.golden.directory.path)
        #expect(folders.filter { !$0.hasPrefix(".") }.sorted()
                == Set(Self.sequences.map { String($0.name.split(separator: "/")[0]) }).sorted())
    }

    @Test(arguments: sequences)
    func firstMiddleAndLastFrames(of sequence: FrameSequence) throws {
        for look in Look.allCases {
            let images = try Self.render(sequence.control, frames: sequence.frames,
                                         options: RenderOptions(look: look, state: sequence.state, scale: 2,
                                                                background: sequence.backdrop))
            let n = images.count
            for i in Set([0, n / 2, n - 1]).sorted() {
                let name = "\(sequence.name)-frame-" + String(format: "%03d", i) + "-\(look)"
                let outcome = Self.golden.check(images[i], named: name)
                #expect(outcome.passed, "\(outcome)")
            }
        }
    }

    static func render<C: AnimatedControl>(_ control: C, frames: Int, options: RenderOptions) throws -> [Pixmap] {
        let times = try FramePlan.times(.count(frames), for: control.animation)
        return try FrameRenderer.render(control, times: times, options: options).pixmaps
    }
}
