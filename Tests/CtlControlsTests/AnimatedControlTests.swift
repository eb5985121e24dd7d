import CtlControls
import CtlRaster
import CtlTestSupport
import Testing

/// The animations of the activity indicator, the knob and the button, and `FrameRenderer`.
@Suite struct AnimatedControlTests {
    @Test func knobTurnsFromMinimumToMaximumThroughTheMiddle() {
        var knob = Knob(value: 0.8)
        knob.minimumValue = -2
        knob.maximumValue = 6
        #expect(knob.animation.duration == 0.25 && knob.animation.curve == .easeInEaseOut)
        #expect(knob.turnKeyframes?.values == [-2, 2, 6] && knob.turnKeyframes?.keyTimes == [0, 0.5, 1])
        #expect(knob.frame(at: 0).value == -2)
        #expect(knob.frame(at: 0.5).value == 2)
        #expect(knob.frame(at: 1).value == 6)
        #expect(knob.frame(at: 0.25).value == 0)
    }

    @Test func activityStepsOncePerTwelfthOfATurn() {
        let wheel = ActivityIndicator(style: .gray, phase: 3)
        #expect(wheel.animation.isCyclic && wheel.animation.curve == .linear)
        let times = (try? FramePlan.times(.count(12), for: wheel.animation)) ?? []
        let phases = times.map { wheel.frame(at: wheel.animation.progress(atTime: $0)).phase }
        #expect(phases == Array(3..<15))
        #expect(wheel.frame(at: 0.5 / 12).phase == 3)
    }

    @Test func buttonZoomsToOnePointOneAboutItsCentre() {
        let button = Button(title: "Beep")
        #expect(button.animation.duration == 0.2 && button.animation.extent.scale == 1.1)
        #expect(button.frameTransform(at: 0).scale == 1)
        #expect(abs(button.frameTransform(at: 1).scale - 1.1) < 1e-12)
        let t = FrameTransform(scale: 1.1).transform(about: Rect(x: 10, y: 20, width: 80, height: 30))
        let centre = t.apply(Point(50, 35)), corner = t.apply(Point(10, 20))
        #expect(abs(centre.x - 50) < 1e-12 && abs(centre.y - 35) < 1e-12)
        #expect(abs(corner.x - 6) < 1e-12 && abs(corner.y - 18.5) < 1e-12)
    }

    @Test func frameSizeHoldsTheLargestTransformInWholePixels() {
        let zoom = ControlAnimation(name: "zoom", duration: 0.2, extent: FrameTransform(scale: 1.1))
        // 71 × 0.05 = 3.55 points a side → 7.1 px → 8 px = 4 points at @2x.
        #expect(zoom.frameSize(for: Size(width: 71, height: 30), scale: 2) == Size(width: 79, height: 33))
        let wiggle = ControlAnimation(name: "wiggle", duration: 0.25, extent: FrameTransform(offset: Point(-10, 0)))
        #expect(wiggle.frameSize(for: Size(width: 50, height: 20), scale: 3) == Size(width: 70, height: 20))
        let none = ControlAnimation(name: "turn", duration: 0.25)
        #expect(none.frameSize(for: Size(width: 37, height: 37), scale: 2) == Size(width: 37, height: 37))
    }

    /// Without a transform the frames are plain renders of the frame's configuration.
    @Test func untransformedFramesArePlainRenders() throws {
        for look in Look.allCases {
            let options = RenderOptions(look: look, scale: 2)
            let knob = Knob(value: 0.3)
            let frames = try FrameRenderer.render(knob, times: [0, 0.125, 0.25], options: options)
            for (frame, value) in zip(frames.pixmaps, [0.0, 0.5, 1.0]) {
                #expect(frame == (try ControlRenderer.render(Knob(value: value), options: options).pixmap))
            }
            let wheel = ActivityIndicator(style: .whiteLarge)
            let spin = try FrameRenderer.render(wheel, times: [0.5], options: options)
            #expect(spin.pixmaps[0] == (try ControlRenderer.render(ActivityIndicator(style: .whiteLarge, phase: 6),
                                                                   options: options).pixmap))
        }
    }

    /// The button's first frame is its plain render with a transparent margin; the last is larger.
    @Test func buttonFramesAreTheZoomedSizeWithTheButtonCentred() throws {
        for look in Look.allCases {
            let options = RenderOptions(look: look, scale: 2)
            let button = Button(title: "Beep")
            let plain = try ControlRenderer.render(button, options: options).pixmap
            let frames = try FrameRenderer.render(button, times: [0, 0.2], options: options)
            let first = frames.pixmaps[0], last = frames.pixmaps[1]
            #expect(first.width == last.width && first.height == last.height)
            let mx = (first.width - plain.width) / 2, my = (first.height - plain.height) / 2
            #expect(mx >= Int((Double(plain.width) * 0.05).rounded(.up)) && my > 0)
            var inner: [UInt32] = []
            for y in 0..<plain.height {
                inner += first.pixels[((my + y) * first.width + mx)..<((my + y) * first.width + mx + plain.width)]
            }
            #expect(inner == plain.pixels)
            #expect(first.pixels.filter { $0 != 0 }.count == plain.pixels.filter { $0 != 0 }.count)
            // The zoomed button covers more pixels.
            #expect(last.pixels.filter { $0 != 0 }.count > plain.pixels.filter { $0 != 0 }.count)
        }
    }

    @Test func badOptionsAreRefusedBeforeAnyFrame() {
        let knob = Knob()
        #expect(throws: ControlError.self) {
            try FrameRenderer.render(knob, times: [0], options: RenderOptions(scale: .nan))
        }
        #expect(throws: ControlError.self) {
            try FrameRenderer.render(knob, times: [0], options: RenderOptions(size: Size(width: 0, height: 4)))
        }
        var broken = Knob()
        broken.minimumValue = 2
        #expect(throws: ControlError.self) { try FrameRenderer.render(broken, times: [0], options: RenderOptions()) }
    }

    @Test func warningsAreGivenOnce() throws {
        let wheel = ActivityIndicator(style: .gray)
        let r = try FrameRenderer.render(wheel, times: [0, 0.5], options: RenderOptions(size: Size(width: 5, height: 5)))
        #expect(r.warnings.count == 1 && r.warnings[0].contains("fixed size"))
        // The knob's own value is not drawn: out of range, it earns no warning.
        let knob = try FrameRenderer.render(Knob(value: 7), times: [0], options: RenderOptions())
        #expect(knob.warnings.isEmpty)
    }

    /// The example of Docs/controls-guide.md (Animation frames), as written there (into a temporary folder).
    @Test func readmeExampleWritesNineFrames() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let knob = Knob()
        let times = try FramePlan.times(.count(9), for: knob.animation)
        let frames = try FrameRenderer.render(knob, times: times, options: RenderOptions(scale: 2))
        for (i, pixmap) in frames.pixmaps.enumerated() { try PNG.write(pixmap, to: folder.path("knob-\(i)@2x.png")) }
        #expect(folder.files().count == 9 && frames.times.last == 0.25)
        #expect(try PNG.read(path: folder.path("knob-8@2x.png")) == frames.pixmaps[8])
    }
}
