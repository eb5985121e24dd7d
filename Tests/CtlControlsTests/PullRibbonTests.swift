import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// The pull ribbon of seed 000's Recipe 2-8: where the seed puts it, its notch, the travel's
/// clamp, the offsets for animation, the states and spec keys (the command: ctlrenderTests).
@Suite struct PullRibbonTests {
    func render(_ r: PullRibbon, look: Look = .flat, state: ControlState = .normal, size: Size? = nil) throws
        -> ControlRendering {
        try ControlRenderer.render(r, options: RenderOptions(look: look, state: state, size: size))
    }

    @Test func theSeedsFrameHangsTheRibbonAtXTenWithItsBottomAtSeventyFive() {
        let env = ControlEnvironment(look: .flat)
        let bounds = Rect(x: 0, y: 0, width: 64, height: 150)
        // CGRectMake(10.0f, dy + 75.0f - ribbonImage.size.height, …) with the 44×160 ribbon.
        #expect(PullRibbon().ribbonFrame(in: bounds, environment: env) == Rect(x: 10, y: -85, width: 44, height: 160))
        #expect(PullRibbon(pull: 40).ribbonFrame(in: bounds, environment: env).maxY == 115)
        #expect(PullRibbon(pull: 10, wiggle: 10, sway: -15).ribbonFrame(in: bounds, environment: env)
                == Rect(x: -5, y: -65, width: 44, height: 160))
        // The seed's dy is at most the bounds' height − 75.
        let short = Rect(x: 0, y: 0, width: 64, height: 100)
        #expect(PullRibbon(pull: 75).ribbonFrame(in: short, environment: env).maxY == 100)
        // The natural size holds the whole travel: 10 + 44 + 10 by 75 + 75.
        #expect(PullRibbon().sizing(in: env) == .flexible(Size(width: 64, height: 150)))
    }

    @Test func theRibbonIsRedWithANotchAtItsBottom() throws {
        let p = try render(PullRibbon()).pixmap
        let red = Color(hex: 0xFF3B30).premultiplied
        #expect(p[12, 70] == red && p[32, 50] == red && p[53, 0] == red)
        #expect(p[32, 66].a == 0)            // inside the notch (its apex at y = 59): the seed's hit test fails there
        #expect(p[5, 40].a == 0 && p[56, 40].a == 0 && p[20, 80].a == 0)   // beside it and below its rest line
    }

    @Test func pullingLowersTheRibbonAndIsClampedToTheTravel() throws {
        let pulled = try render(PullRibbon(pull: 40)).pixmap
        #expect(pulled[20, 100].a == 255 && pulled[32, 104].a == 0 && pulled[20, 120].a == 0)
        let full = try render(PullRibbon(pull: 75))
        #expect(full.warnings.isEmpty && full.pixmap[12, 145].a == 255)
        let over = try render(PullRibbon(pull: 100))
        #expect(over.warnings == ["pull-ribbon: pull 100 is outside 0…75; drawn at 75"])
        #expect(over.pixmap == full.pixmap)
        let under = try render(PullRibbon(pull: -20))
        #expect(under.warnings == ["pull-ribbon: pull -20 is outside 0…75; drawn at 0"])
        #expect(under.pixmap == (try render(PullRibbon()).pixmap))
    }

    @Test func wiggleAndSwayMoveTheArtAndAreClamped() throws {
        let wiggled = try render(PullRibbon(pull: 0, wiggle: 10)).pixmap
        #expect(wiggled[12, 80].a == 255 && wiggled[12, 86].a == 0)
        let swayed = try render(PullRibbon(pull: 0, sway: 15)).pixmap
        #expect(swayed[60, 40].a == 255 && swayed[20, 40].a == 0)
        let far = try render(PullRibbon(pull: 0, wiggle: 12, sway: -40))
        #expect(far.warnings == ["pull-ribbon: wiggle 12 is outside ±10; drawn at 10",
                                 "pull-ribbon: sway -40 is outside ±15; drawn at -15"])
        var bad = PullRibbon()
        bad.pull = .nan
        #expect(throws: ControlError.self) { try bad.validate() }
        bad = PullRibbon(pull: 0, sway: .infinity)
        #expect(throws: ControlError.self) { try bad.validate() }
    }

    @Test func statesAndLooks() throws {
        let normal = try render(PullRibbon()).pixmap, touched = try render(PullRibbon(), state: .highlighted).pixmap
        let disabled = try render(PullRibbon(), state: .disabled).pixmap
        #expect(touched[32, 50].a == 255 && touched[32, 50].r < normal[32, 50].r)
        #expect(disabled[32, 50].a == 128)
        // Classic: shaded across (darker at the edges than in the middle) and with a shadow beside it.
        let classic = try render(PullRibbon(), look: .classic).pixmap
        #expect(classic[11, 30].r < classic[32, 30].r)
        #expect(classic[55, 30].a > 0 && normal[55, 30].a == 0)
    }

    @Test func specKeys() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let json = #"{"control": "pull-ribbon", "pull": 30, "wiggle": -4, "sway": 5}"#
        let r = try #require(try ControlSpec.load(path: try folder.write(json, "r.json")).control as? PullRibbon)
        #expect(r.pull == 30 && r.wiggle == -4 && r.sway == 5)
    }
}
