import CtlControls
import CtlRaster
import Testing

/// The timing curve, keyframes and the frame planner.
@Suite struct TimingCurveTests {
    let ease = TimingCurve.easeInEaseOut

    @Test func endpointsAreExact() {
        for curve in [TimingCurve.easeInEaseOut, .linear, TimingCurve(0.25, 0.1, 0.25, 1)] {
            #expect(curve.progress(at: 0) == 0)
            #expect(curve.progress(at: 1) == 1)
            #expect(curve.progress(at: -0.5) == 0 && curve.progress(at: 2) == 1)
            #expect(curve.progress(at: .nan) == 0)
        }
    }

    @Test func easeInEaseOutIsSymmetric() {
        for i in 0...200 {
            let x = Double(i) / 200
            #expect(abs(ease.progress(at: 1 - x) - (1 - ease.progress(at: x))) < 1e-12, "x = \(x)")
        }
        #expect(abs(ease.progress(at: 0.5) - 0.5) < 1e-12)
    }

    @Test func progressNeverDecreases() {
        var last = -1.0
        for i in 0...1000 {
            let y = ease.progress(at: Double(i) / 1000)
            #expect(y >= last)
            last = y
        }
    }

    /// Points of the Bézier itself, x(s) and y(s) at s = k/8, are found again from x.
    @Test func pointsOfTheCurveAreFoundFromTheirX() {
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        for k in 1..<8 {
            let s = Double(k) / 8
            let x = bezier(s, 0.42, 0.58), y = bezier(s, 0, 1)
            #expect(abs(ease.progress(at: x) - y) < 1e-12, "s = \(s)")
        }
        // Known values of CSS's ease-in-out, the same curve (solved independently by bisection in Python).
        #expect(abs(ease.progress(at: 0.25) - 0.1291619310) < 1e-9)
        #expect(abs(ease.progress(at: 0.1) - 0.0197224535) < 1e-9)
        #expect(abs(ease.progress(at: 0.75) - 0.8708380690) < 1e-9)
        // Slow at the ends, fast in the middle.
        #expect(ease.progress(at: 0.1) < 0.1 && ease.progress(at: 0.9) > 0.9)
    }

    @Test func linearIsTheIdentity() {
        for i in 0...64 {
            let x = Double(i) / 64
            #expect(TimingCurve.linear.progress(at: x) == x)
        }
    }

    @Test func controlPointXIsClampedToTheUnitInterval() {
        let c = TimingCurve(-1, 0, 3, 1)
        #expect(c.c1x == 0 && c.c2x == 1)
        let bad = TimingCurve(.nan, .infinity, 0.58, 1)
        #expect(bad.c1x == 0 && bad.c1y == 0)
    }
}

@Suite struct KeyframesTests {
    @Test func interpolatesLinearlyBetweenKeys() throws {
        let k = try #require(Keyframes(values: [0, 10, 40], keyTimes: [0, 0.5, 1]))
        #expect(k.value(at: 0) == 0 && k.value(at: 0.25) == 5 && k.value(at: 0.5) == 10)
        #expect(k.value(at: 0.75) == 25 && k.value(at: 1) == 40)
        #expect(k.value(at: -1) == 0 && k.value(at: 7) == 40)
    }

    @Test func refusesBadKeys() {
        #expect(Keyframes(values: [], keyTimes: []) == nil)
        #expect(Keyframes(values: [1, 2], keyTimes: [0, 0.5]) == nil)
        #expect(Keyframes(values: [1, 2, 3], keyTimes: [0, 0.7, 0.5, 1]) == nil)
        #expect(Keyframes(values: [1, 2, 3], keyTimes: [0, 0.7, 0.5]) == nil)
        #expect(Keyframes(values: [1, .nan], keyTimes: [0, 1]) == nil)
        #expect(Keyframes(evenlySpaced: [3])?.value(at: 0.4) == 3)
        #expect(Keyframes(evenlySpaced: [0, 1, 4])?.keyTimes == [0, 0.5, 1])
    }
}

@Suite struct FramePlanTests {
    let turn = ControlAnimation(name: "turn", duration: 0.25)
    let spin = ControlAnimation(name: "spin", duration: 1, curve: .linear, isCyclic: true)

    @Test func countSpacesFramesEvenlyIncludingBothEnds() throws {
        #expect(try FramePlan.times(.count(5), for: turn) == [0, 0.0625, 0.125, 0.1875, 0.25])
        #expect(try FramePlan.times(.count(2), for: turn) == [0, 0.25])
        #expect(try FramePlan.times(.count(1), for: turn) == [0])
        // The last frame is the end exactly, whatever the duration's binary form.
        for duration in [0.2, 0.3, 0.7, 1.1] {
            let times = try FramePlan.times(.count(7), for: ControlAnimation(name: "x", duration: duration))
            #expect(times.last == duration && times.count == 7)
        }
    }

    @Test func aCycleDoesNotRepeatItsFirstFrame() throws {
        let times = try FramePlan.times(.count(4), for: spin)
        #expect(times == [0, 0.25, 0.5, 0.75])
        #expect(try FramePlan.times(.count(1), for: spin) == [0])
    }

    @Test func fpsStepsByOneOverFUpToTheDuration() throws {
        let sixty = try FramePlan.times(.perSecond(60), for: turn)
        #expect(sixty.count == 16 && sixty.first == 0 && sixty.last == 0.25)
        // 30 fps over 0.25 s: 0 … 7/30; the end falls between frames.
        let thirty = try FramePlan.times(.perSecond(30), for: turn)
        #expect(thirty.count == 8 && abs(thirty[7] - 7.0 / 30) < 1e-15)
        // A cycle stops before the end: 12 fps over a 1 s turn is the 12 steps.
        #expect(try FramePlan.times(.perSecond(12), for: spin).count == 12)
        #expect(try FramePlan.times(.perSecond(2.5), for: spin) == [0, 0.4, 0.8])
        #expect(try FramePlan.times(.perSecond(1), for: turn) == [0])
        // 0.2 s at 60 fps ends on the duration despite 0.2 · 60 not being exactly 12.
        let zoom = ControlAnimation(name: "zoom", duration: 0.2)
        let z = try FramePlan.times(.perSecond(60), for: zoom)
        #expect(z.count == 13 && z.last == 0.2)
    }

    @Test func badSpacingsAreRefused() throws {
        for spacing in [FrameSpacing.count(0), .count(-3), .count(FramePlan.maxFrames + 1), .perSecond(0),
                        .perSecond(-1), .perSecond(.nan), .perSecond(.infinity), .perSecond(4001)] {
            #expect(throws: FramePlanError.self, "\(spacing)") { try FramePlan.times(spacing, for: turn) }
        }
        #expect(try FramePlan.times(.count(FramePlan.maxFrames), for: turn).count == FramePlan.maxFrames)
        #expect(try FramePlan.times(.perSecond(3996), for: turn).count == 1000)
        let broken = ControlAnimation(name: "x", duration: 0)
        #expect(throws: FramePlanError.self) { try FramePlan.times(.count(3), for: broken) }
    }
}
