import CtlControls
import CtlTestSupport
import Foundation
import Testing

/// The angle options of the touch wheel and the image knob: radians or degrees, the same
/// angle whether a command line or a spec gives it.
@Suite struct AngleOptionTests {
    @Test func anAngleReadsAlikeFromACommandLineAndASpec() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        for (text, radians) in [("45deg", Double.pi / 4), ("-3pi/8", -3 * Double.pi / 8), ("1.25", 1.25)] {
            var wheel = TouchWheel(), knob = ImageKnob()
            try #require(TouchWheel.options.first { $0.name == "angle" }).setter(for: text)(&wheel, OptionContext())
            try #require(ImageKnob.options.first { $0.name == "angle" }).setter(for: text)(&knob, OptionContext())
            #expect(abs(wheel.angle - radians) < 1e-12 && abs(knob.angle - radians) < 1e-12, "\(text)")
            for name in ["touch-wheel", "image-knob"] {
                let json = #"{"control": "\#(name)", "angle": "\#(text)"}"#
                let control = try ControlSpec.load(path: try folder.write(json, "\(name).json")).control
                let angle = (control as? TouchWheel)?.angle ?? (control as? ImageKnob)?.angle
                #expect(angle.map { abs($0 - radians) < 1e-12 } == true, "\(name) \(text)")
            }
        }
        let option = try #require(TouchWheel.options.first { $0.name == "angle" })
        #expect(throws: OptionTextError.self) { try option.setter(for: "north") }
        #expect(option.info.takesDashValues && option.info.key == "angle")
    }
}
