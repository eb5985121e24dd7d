import Testing
@testable import CtlRaster

/// `Canvas.withLimitsLookedUpOnce`: the drawing calls in its body check the limits in force
/// when it began (every limit a call checks: path segments for fills, strokes and clips,
/// dashes, blur reach), and afterwards the canvas looks `RenderLimits.current` up again.
@Suite struct LimitsLookedUpOnceTests {
    static func limits(pathSegments: Int = 4_000_000, dashes: Int = 100_000, blurReach: Int = 2048) -> RenderLimits {
        RenderLimits(imagePixels: 1 << 20, totalImageBytes: 1 << 30, pathSegments: pathSegments, dashes: dashes,
                     blurReach: blurReach, inputBytes: 1 << 20)
    }

    static let ellipse = Path(ellipseIn: Rect(x: 0, y: 0, width: 16, height: 8))

    @Test func callsInTheBodyCheckTheLimitsOfItsStart() throws {
        var canvas = try Canvas(width: 16, height: 8)
        RenderLimits.$current.withValue(Self.limits(pathSegments: 50)) {
            canvas.withLimitsLookedUpOnce { canvas in
                // A binding made inside the body is not seen: the ellipse is over 50 segments.
                RenderLimits.$current.withValue(Self.limits()) {
                    canvas.fill(Self.ellipse, paint: .solid(.black))
                }
            }
        }
        #expect(canvas.limitExceeded?.limit == .pathSegments)
        #expect(canvas.limitExceeded?.allowed == 50)
    }

    @Test func everyLimitACallChecksIsThePinnedOne() throws {
        let pinned = Self.limits(pathSegments: 50, dashes: 3, blurReach: 4)
        var stroked = try Canvas(width: 16, height: 8), dashed = try Canvas(width: 16, height: 8)
        var clipped = try Canvas(width: 16, height: 8), shadowed = try Canvas(width: 16, height: 8)
        RenderLimits.$current.withValue(pinned) {
            stroked.withLimitsLookedUpOnce { canvas in
                RenderLimits.$current.withValue(Self.limits()) {
                    canvas.stroke(Self.ellipse, paint: .solid(.black), style: StrokeStyle(width: 2, join: .round))
                }
            }
            dashed.withLimitsLookedUpOnce { canvas in
                RenderLimits.$current.withValue(Self.limits()) {
                    var line = Path()
                    line.move(to: Point(1, 4))
                    line.line(to: Point(15, 4))
                    // Seven dashes, over the three allowed.
                    canvas.stroke(line, paint: .solid(.black), style: StrokeStyle(width: 1, dash: [1, 1]))
                }
            }
            clipped.withLimitsLookedUpOnce { canvas in
                RenderLimits.$current.withValue(Self.limits()) { canvas.clip(Self.ellipse) }
            }
            shadowed.withLimitsLookedUpOnce { canvas in
                RenderLimits.$current.withValue(Self.limits()) {
                    canvas.shadow = Shadow(offset: Point(1, 1), blur: 20, color: .black)
                    canvas.fill(Path(rect: Rect(x: 2, y: 2, width: 4, height: 4)), paint: .solid(.black))
                }
            }
        }
        #expect(stroked.limitExceeded?.limit == .pathSegments)
        #expect(dashed.limitExceeded?.limit == .dashes)
        #expect(clipped.limitExceeded?.limit == .pathSegments)
        #expect(shadowed.limitExceeded?.limit == .blurReach)
    }

    @Test func afterTheBodyTheCurrentLimitsAreLookedUpAgain() throws {
        var canvas = try Canvas(width: 16, height: 8)
        RenderLimits.$current.withValue(Self.limits()) {
            canvas.withLimitsLookedUpOnce { canvas in canvas.fill(Self.ellipse, paint: .solid(.black)) }
        }
        #expect(canvas.limitExceeded == nil)
        RenderLimits.$current.withValue(Self.limits(pathSegments: 50)) {
            canvas.fill(Self.ellipse, paint: .solid(.black))
        }
        #expect(canvas.limitExceeded?.allowed == 50)
    }

    @Test func aNestedLookupEndsWithTheOuterOne() throws {
        var canvas = try Canvas(width: 16, height: 8)
        var inner: LimitExceeded?
        RenderLimits.$current.withValue(Self.limits()) {
            canvas.withLimitsLookedUpOnce { canvas in
                RenderLimits.$current.withValue(Self.limits(pathSegments: 50)) {
                    var probe = canvas
                    probe.withLimitsLookedUpOnce { probe in probe.fill(Self.ellipse, paint: .solid(.black)) }
                    inner = probe.limitExceeded
                    canvas.withLimitsLookedUpOnce { _ in }
                    // Back under the outer lookup's generous limits, though 50 is bound here.
                    canvas.fill(Self.ellipse, paint: .solid(.black))
                    var layer = canvas.makeLayer()
                    layer.fill(Self.ellipse, paint: .solid(.black))
                    #expect(layer.limitExceeded?.allowed == 50, "a new canvas looks the limits up itself")
                }
            }
        }
        #expect(inner?.allowed == 50)
        #expect(canvas.limitExceeded == nil)
    }
}
