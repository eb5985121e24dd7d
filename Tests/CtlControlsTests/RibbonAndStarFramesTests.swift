import CtlControls
import CtlRaster
import Testing

/// Seed 000's two-part animations as frames, each part eased on its own: the pull ribbon's
/// wiggle (0.25 s down 10 points, 0.25 s back) and the star slider's pulse (0.15 s to 150 %,
/// 0.1 s back).
@Suite struct RibbonAndStarFramesTests {
    @Test func wiggleGoesDownTenPointsAndBack() {
        let ribbon = PullRibbon()
        #expect(ribbon.animation.duration == 0.5)
        #expect(ribbon.frame(at: 0).wiggle == 0)
        #expect(ribbon.frame(at: 0.5).wiggle == 10)
        #expect(abs(ribbon.frame(at: 1).wiggle) < 1e-12)
        // Each half eases: a quarter of the way through is halfway down (the curve is symmetric),
        // and the way down mirrors the way back.
        #expect(abs(ribbon.frame(at: 0.25).wiggle - 5) < 1e-9)
        for p in stride(from: 0.0, through: 0.5, by: 0.05) {
            #expect(abs(ribbon.frame(at: p).wiggle - ribbon.frame(at: 1 - p).wiggle) < 1e-9)
        }
        // Eased: slow at the start, so a tenth of the time moves less than a tenth of the way.
        #expect(ribbon.frame(at: 0.05).wiggle < 1)
    }

    @Test func wiggleFramesKeepTheControlsSizeAndMoveTheRibbon() throws {
        let ribbon = PullRibbon()
        let times = try FramePlan.times(.count(5), for: ribbon.animation)
        let frames = try FrameRenderer.render(ribbon, times: times, options: RenderOptions(scale: 1)).pixmaps
        let plain = try ControlRenderer.render(ribbon, options: RenderOptions(scale: 1)).pixmap
        #expect(frames.count == 5)
        #expect(frames.allSatisfy { $0.width == plain.width && $0.height == plain.height })
        #expect(frames[0] == plain && frames[4] == plain)
        // The lowest frame's art reaches 10 points further down.
        func lowestOpaqueRow(_ p: Pixmap) -> Int {
            (0..<p.height).last { y in (0..<p.width).contains { x in p.pixels[y * p.width + x] >> 24 == 255 } } ?? -1
        }
        #expect(lowestOpaqueRow(frames[2]) == lowestOpaqueRow(plain) + 10)
    }

    @Test func pulseGrowsTheStarTo150PercentAndBack() throws {
        let stars = StarSlider(value: 3)
        #expect(abs(stars.animation.duration - 0.25) < 1e-12)
        #expect(stars.frame(at: 0).pulse == 1)
        #expect(abs((stars.frame(at: 1).pulse ?? 0) - 1) < 1e-12)
        // The peak is where the 0.15 s part ends: 0.6 of the way.
        #expect(abs((stars.frame(at: 0.6).pulse ?? 0) - 1.5) < 1e-12)
        var last = 1.0
        for p in stride(from: 0.05, through: 0.6, by: 0.05) {
            let s = stars.frame(at: p).pulse ?? 0
            #expect(s >= last, "grows until the peak, at \(p)")
            last = s
        }
        for p in stride(from: 0.65, through: 1.0, by: 0.05) {
            let s = stars.frame(at: p).pulse ?? 0
            #expect(s <= last, "shrinks after the peak, at \(p)")
            last = s
        }
        // The pulsed star really is bigger: more covered pixels at the peak than at rest.
        let times = try FramePlan.times(.count(6), for: stars.animation)
        let frames = try FrameRenderer.render(stars, times: times, options: RenderOptions(scale: 2)).pixmaps
        func covered(_ p: Pixmap) -> Int { p.pixels.filter { $0 >> 24 > 128 }.count }
        #expect(frames[3].width == frames[0].width && frames[3].height == frames[0].height)
        #expect(covered(frames[3]) > covered(frames[0]))
        #expect(frames[0] == frames[5])
    }
}
