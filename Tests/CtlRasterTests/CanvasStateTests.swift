import Foundation
import Testing
@testable import CtlRaster

/// The canvas' state stack: clipping, global alpha, blend mode, shadow, save and restore.
@Suite struct CanvasStateTests {
    private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Path {
        var p = Path()
        p.addRect(Rect(x: x, y: y, width: w, height: h))
        return p
    }

    private func alphaAt(_ c: Canvas, _ x: Int, _ y: Int) -> Int { Int(c.pixmap[x, y].a) }

    @Test func clipCoverageIsExactArea() throws {
        var c = try Canvas(width: 20, height: 20)
        let clipPoly = [Point(2.3, 3.1), Point(17.6, 5.45), Point(9.2, 18.8)]
        var tri = Path()
        tri.move(to: clipPoly[0]); tri.line(to: clipPoly[1]); tri.line(to: clipPoly[2]); tri.close()
        c.clip(tri)
        c.fill(rect(0, 0, 20, 20), paint: .solid(.black))
        for y in 0..<20 {
            for x in 0..<20 {
                let exact = ExactArea.polygon(clipPoly, pixelX: x, y: y) * 255
                #expect(abs(Double(alphaAt(c, x, y)) - exact) <= 1.0, "pixel \(x),\(y)")
            }
        }
    }

    @Test func nestedClipsIntersectAndRestoreUndoesThem() throws {
        var c = try Canvas(width: 20, height: 10)
        c.save()
        c.clip(rect(0, 0, 12, 10))
        c.save()
        c.clip(rect(8, 0, 12, 10))
        c.fill(rect(0, 0, 20, 10), paint: .solid(.black))
        #expect(alphaAt(c, 7, 5) == 0 && alphaAt(c, 9, 5) == 255 && alphaAt(c, 12, 5) == 0)
        c.restore()
        c.fill(rect(0, 0, 20, 2), paint: .solid(.black))
        #expect(alphaAt(c, 3, 1) == 255 && alphaAt(c, 15, 1) == 0)
        c.restore()
        c.fill(rect(0, 9, 20, 1), paint: .solid(.black))
        #expect(alphaAt(c, 15, 9) == 255)
        #expect(c.saveCount == 0)
        c.restore()   // one too many: nothing happens
        #expect(c.saveCount == 0)
    }

    @Test func evenOddClip() throws {
        var c = try Canvas(width: 10, height: 10)
        var ring = rect(0, 0, 10, 10)
        ring.append(rect(3, 3, 4, 4))
        c.clip(ring, rule: .evenodd)
        c.fill(rect(0, 0, 10, 10), paint: .solid(.black))
        #expect(alphaAt(c, 5, 5) == 0 && alphaAt(c, 1, 1) == 255)
    }

    @Test func saveRestoresEveryField() throws {
        var c = try Canvas(width: 4, height: 4)
        c.save()
        c.transform = .scale(2, 2)
        c.alpha = 0.5
        c.blendMode = .multiply
        c.shadow = Shadow(offset: Point(1, 1), blur: 2, color: .black)
        c.clip(rect(0, 0, 1, 1))
        c.restore()
        #expect(c.transform == .identity && c.alpha == 1 && c.blendMode == .sourceOver && c.shadow == nil)
        #expect(c.clipMask == nil)
    }

    @Test func globalAlphaScalesCoverage() throws {
        var c = try Canvas(width: 4, height: 4)
        c.clear(.white)
        c.alpha = 0.5
        c.fill(rect(0, 0, 4, 4), paint: .solid(Color(r: 0, g: 0, b: 200)))
        // 128/255 of blue over white: s = (0, 0, round(200·128/255), 128), d·(255−128)/255.
        let p = c.pixmap[1, 1]
        #expect(p == PremultipliedColor(r: 127, g: 127, b: 100 + 127, a: 255))
    }

    @Test func blendModeAppliesInsideTheShapeOnly() throws {
        var c = try Canvas(width: 8, height: 4)
        c.clear(Color(r: 200, g: 100, b: 50))
        c.blendMode = .multiply
        c.fill(rect(0, 0, 4, 4), paint: .solid(Color(r: 128, g: 255, b: 0)))
        #expect(c.pixmap[1, 1] == PremultipliedColor(r: 100, g: 100, b: 0, a: 255))
        #expect(c.pixmap[6, 1] == Color(r: 200, g: 100, b: 50).premultiplied)
    }

    @Test func drawImageOneToOneCopiesPixels() throws {
        var image = try Pixmap(width: 3, height: 2)
        for i in 0..<6 { image.pixels[i] = Color(r: UInt8(i * 40), g: 10, b: 200, a: UInt8(255 - i * 30)).premultiplied.packed }
        var c = try Canvas(width: 8, height: 6)
        c.drawImage(image, in: Rect(x: 2, y: 3, width: 3, height: 2))
        for y in 0..<2 { for x in 0..<3 { #expect(c.pixmap[2 + x, 3 + y] == image[x, y]) } }
        #expect(c.pixmap[1, 3].a == 0 && c.pixmap[5, 3].a == 0)
        // Nearest at 2×: each pixel becomes a 2×2 block.
        var d = try Canvas(width: 6, height: 4)
        d.drawImage(image, in: Rect(x: 0, y: 0, width: 6, height: 4), filter: .nearest)
        for y in 0..<4 { for x in 0..<6 { #expect(d.pixmap[x, y] == image[x / 2, y / 2]) } }
    }

    @Test func drawImageSourceRectDoesNotBleed() throws {
        // Two columns, red and blue; drawing only the red one stretched wide with
        // bilinear filtering must give pure red everywhere.
        var image = try Pixmap(width: 2, height: 1)
        image[0, 0] = Color(r: 255, g: 0, b: 0).premultiplied
        image[1, 0] = Color(r: 0, g: 0, b: 255).premultiplied
        var c = try Canvas(width: 10, height: 2)
        c.drawImage(image, source: Rect(x: 0, y: 0, width: 1, height: 1), in: Rect(x: 0, y: 0, width: 10, height: 2))
        for x in 0..<10 { #expect(c.pixmap[x, 1] == Color(r: 255, g: 0, b: 0).premultiplied) }
    }

    @Test func repeatedImagePatternTiles() throws {
        var image = try Pixmap(width: 2, height: 2)
        image[0, 0] = Color.black.premultiplied
        image[1, 1] = Color.black.premultiplied
        var c = try Canvas(width: 6, height: 6)
        c.fill(rect(0, 0, 6, 6), paint: .image(ImagePattern(image: image, repeat: true, filter: .nearest)))
        for y in 0..<6 { for x in 0..<6 { #expect(alphaAt(c, x, y) == ((x + y) % 2 == 0 ? 255 : 0)) } }
    }

    @Test func sweepGradientRunsClockwiseFromStart() throws {
        var c = try Canvas(width: 21, height: 21)
        let g = SweepGradient(center: Point(10.5, 10.5), startAngle: 0, endAngle: 360,
                              stops: [GradientStop(offset: 0, color: .black), GradientStop(offset: 1, color: .white)])
        c.fill(rect(0, 0, 21, 21), paint: .sweepGradient(g))
        // Straight below the centre is 90° clockwise from +x on a y-down screen: t = 0.25.
        #expect(abs(Int(c.pixmap[10, 18].r) - 64) <= 1)
        // Left: 180°, t = 0.5; above: 270°, t = 0.75.
        #expect(abs(Int(c.pixmap[2, 10].r) - 128) <= 1)
        #expect(abs(Int(c.pixmap[10, 2].r) - 191) <= 1)
    }

    @Test func ditheringStaysWithinOneLevelAndVaries() throws {
        let stops = [GradientStop(offset: 0, color: Color(r: 40, g: 40, b: 40)),
                     GradientStop(offset: 1, color: Color(r: 44, g: 44, b: 44))]
        var plain = try Canvas(width: 64, height: 4), dithered = try Canvas(width: 64, height: 4)
        plain.fill(rect(0, 0, 64, 4), paint: .linearGradient(LinearGradient(start: Point(0, 0), end: Point(64, 0), stops: stops)))
        dithered.fill(rect(0, 0, 64, 4), paint: .linearGradient(LinearGradient(start: Point(0, 0), end: Point(64, 0),
                                                                               stops: stops, dither: true)))
        var differs = 0
        for y in 0..<4 {
            for x in 0..<64 {
                let a = Int(plain.pixmap[x, y].r), b = Int(dithered.pixmap[x, y].r)
                #expect(abs(a - b) <= 1)
                if a != b { differs += 1 }
            }
        }
        #expect(differs > 20)
        // Dithering keeps the mean level: over a row the means agree within a quarter level.
        let meanPlain = (0..<64).map { Double(plain.pixmap[$0, 1].r) }.reduce(0, +) / 64
        let meanDithered = (0..<64).map { Double(dithered.pixmap[$0, 1].r) }.reduce(0, +) / 64
        #expect(abs(meanPlain - meanDithered) <= 0.25)
    }

    @Test func sharpShadowIsTheShapeMoved() throws {
        var c = try Canvas(width: 20, height: 20)
        c.shadow = Shadow(offset: Point(5, 3), blur: 0, color: Color(r: 255, g: 0, b: 0))
        c.fill(rect(2, 2, 6, 6), paint: .solid(.black))
        #expect(c.pixmap[3, 3] == Color.black.premultiplied)              // the shape over its shadow
        #expect(c.pixmap[11, 9] == Color(r: 255, g: 0, b: 0).premultiplied) // shadow only
        #expect(c.pixmap[13, 9].a == 0 && c.pixmap[11, 11].a == 0)
    }

    @Test func blurredShadowKeepsItsMassAndSpreads() throws {
        var c = try Canvas(width: 60, height: 60)
        c.shadow = Shadow(offset: Point(0, 0), blur: 8, color: .black)   // sigma 4
        c.fill(rect(20, 20, 20, 20), paint: .solid(Color(r: 0, g: 0, b: 0, a: 0)))   // transparent: no shadow
        #expect(c.pixmap.pixels.allSatisfy { $0 == 0 })
        c.blendMode = .sourceOver
        c.fill(rect(20, 20, 20, 20), paint: .solid(Color(r: 255, g: 255, b: 255)))
        // Outside the square the shadow fades with distance, symmetrically.
        let a1 = alphaAt(c, 18, 30), a2 = alphaAt(c, 41, 30), far = alphaAt(c, 5, 30)
        #expect(a1 > 60 && abs(a1 - a2) <= 1 && far == 0)
        #expect(alphaAt(c, 30, 17) == a1 || abs(alphaAt(c, 30, 17) - alphaAt(c, 17, 30)) <= 1)
    }

    @Test func shadowScalesWithTheCanvasTransform() throws {
        var one = try Canvas(width: 20, height: 20), two = try Canvas(width: 40, height: 40)
        two.transform = .scale(2, 2)
        for i in 0..<2 {
            var c = i == 0 ? one : two
            c.shadow = Shadow(offset: Point(4, 0), blur: 0, color: .black)
            c.fill(rect(2, 2, 4, 4), paint: .solid(.white))
            if i == 0 { one = c } else { two = c }
        }
        #expect(one.pixmap[7, 3] == Color.black.premultiplied)
        #expect(two.pixmap[15, 7] == Color.black.premultiplied)
        #expect(two.pixmap[21, 7].a == 0)
    }
}

@Suite struct FastAtanTests {
    @Test func matchesLibmWithinAThousandthOfADegree() {
        var worst = 0.0
        for i in 0..<20_000 {
            let angle = Double(i) / 20_000 * 2 * .pi - .pi
            let r = 0.001 + Double(i % 97)
            let (y, x) = (sin(angle) * r, cos(angle) * r)
            let d = abs(Shader.fastAtan2Degrees(y, x) - atan2(y, x) * 180 / .pi)
            worst = max(worst, min(d, 360 - d))
        }
        #expect(worst < 0.001)
        #expect(Shader.fastAtan2Degrees(0, 0) == 0)
        #expect(abs(Shader.fastAtan2Degrees(1, 0) - 90) < 0.001)
        #expect(abs(Shader.fastAtan2Degrees(0, -1) - 180) < 0.001)
    }
}
