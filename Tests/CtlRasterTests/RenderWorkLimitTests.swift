import Testing
@testable import CtlRaster

/// `CTLRENDER_MAX_RENDER_WORK`: the pixels one SVG drawing may process in layers.
@Suite struct RenderWorkLimitTests {
    @Test func theDefaultAndTheVariable() throws {
        #expect(RenderLimits.standard.renderWork == 1 << 28)
        #expect(RenderLimits.Limit.renderWork.environmentVariable == "CTLRENDER_MAX_RENDER_WORK")
        #expect(RenderLimits.Limit.allCases.contains(.renderWork))
        #expect(try RenderLimits.fromEnvironment([:]).renderWork == 1 << 28)
        let set = try RenderLimits.fromEnvironment(["CTLRENDER_MAX_RENDER_WORK": " 5000000 "])
        #expect(set.renderWork == 5_000_000)
        #expect(set[.renderWork] == 5_000_000)
        // The others keep their defaults.
        #expect(set.imagePixels == RenderLimits.standard.imagePixels)
    }

    @Test(arguments: ["0", "-1", "lots", "", "1e9"])
    func aValueThatIsNotAPositiveWholeNumberIsRefused(_ value: String) {
        #expect(throws: LimitSettingError(variable: "CTLRENDER_MAX_RENDER_WORK", value: value)) {
            try RenderLimits.fromEnvironment(["CTLRENDER_MAX_RENDER_WORK": value])
        }
    }

    @Test func theMessageNamesTheAmountTheLimitAndTheVariable() throws {
        var limits = RenderLimits.standard
        limits.renderWork = 1000
        #expect(throws: LimitExceeded.self) { try limits.check(.renderWork, 1001, for: "the mask of <g>") }
        let error = LimitExceeded(limit: .renderWork, requested: 1001, allowed: 1000, what: "the mask of <g>")
        #expect(error.description == "the mask of <g> needs 1001 pixels of layer work in one drawing, "
                + "over the limit of 1000 (raise it with CTLRENDER_MAX_RENDER_WORK=N)")
        // The initializer's new parameter has the default, so callers written before it keep theirs.
        let old = RenderLimits(imagePixels: 1, totalImageBytes: 1, pathSegments: 1, dashes: 1, blurReach: 1,
                               inputBytes: 1)
        #expect(old.renderWork == RenderLimits.standard.renderWork)
    }
}
