import CtlControls
import CtlRaster
import Testing

/// The wiggle of the pull ribbon as frames: seed 000's two 0.25 s animations, down 10 points
/// and back, each eased on its own.
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
}
