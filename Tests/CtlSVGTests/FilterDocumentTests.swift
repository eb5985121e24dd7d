import Testing
import CtlRaster
@testable import CtlSVG

/// Filters read from documents and drawn: regions, subregions, inputs, colour spaces, the
/// elements a broken filter hides, and hostile parameters that must neither hang nor crash.
@Suite struct FilterDocumentTests {
    /// `body` inside a 100 × 100 document, rendered 1:1.
    static func render(_ body: String, size: Int = 100) throws -> Pixmap {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" \
            width="\(size)" height="\(size)">\(body)</svg>
            """
        return try SVGDocument(data: Array(svg.utf8)).render(width: size, height: size)
    }

    static func pixel(_ p: Pixmap, _ x: Int, _ y: Int) -> RGBA { RGBA(p.pixels[y * p.width + x]) }

    @Test func floodFillsTheDefaultRegionTenPercentAroundTheBox() throws {
        // The box is 20…80, so the region is 14…86 (−10 %, 120 % of 60).
        let p = try Self.render("""
            <filter id="f"><feFlood flood-color="#0000ff"/></filter>
            <rect x="20" y="20" width="60" height="60" fill="red" filter="url(#f)"/>
            """)
        #expect(Self.pixel(p, 15, 15) == RGBA(r: 0, g: 0, b: 255, a: 255))
        #expect(Self.pixel(p, 50, 50) == RGBA(r: 0, g: 0, b: 255, a: 255))
        #expect(Self.pixel(p, 13, 50).a == 0 && Self.pixel(p, 86, 50).a == 0)
    }

    @Test func filterFunctionsThatDoNotParseAreLeftOffAndNamed() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">\
            <rect width="10" height="10" fill="red" filter="blur(2px) nonsense(1)"/></svg>
            """
        let document = try SVGDocument(data: Array(svg.utf8))
        #expect(document.skipped.map(\.element) == ["rect"])
        #expect(document.skipped.first?.reason == "filter functions that do not parse left off: blur(2px) nonsense(1)")
        let p = try document.render(width: 10, height: 10)
        #expect(Self.pixel(p, 0, 0) == RGBA(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func subregionsCutAndOffsetMovesSourceAlpha() throws {
        // userSpaceOnUse region 0…100; the flood's subregion 10…30 × 10…30, opacity ½; then
        // SourceAlpha moved by (5, 5) composited over it.
        let p = try Self.render("""
            <filter id="f" filterUnits="userSpaceOnUse" x="0" y="0" width="100" height="100">
              <feFlood flood-color="lime" flood-opacity="0.5" x="10" y="10" width="20" height="20" result="a"/>
              <feOffset in="SourceAlpha" dx="5" dy="5" result="b"/>
              <feMerge><feMergeNode in="a"/><feMergeNode in="b"/></feMerge>
            </filter>
            <rect x="50" y="50" width="20" height="20" fill="red" filter="url(#f)"/>
            """)
        #expect(Self.pixel(p, 20, 20) == RGBA(r: 0, g: 128, b: 0, a: 128))
        #expect(Self.pixel(p, 35, 20).a == 0)
        // The shadow is black (SourceAlpha), moved: 55…75.
        #expect(Self.pixel(p, 56, 56) == RGBA(r: 0, g: 0, b: 0, a: 255))
        #expect(Self.pixel(p, 52, 52).a == 0)
    }

    @Test func linearRGBIsTheDefaultAndSRGBCanBeAsked() throws {
        // Half of white through feComponentTransfer's linear slope ½: in linearRGB 0.5 linear is
        // sRGB 188; in sRGB it stays 128 (127.5 rounded up).
        func grey(_ space: String) throws -> UInt8 {
            let p = try Self.render("""
                <filter id="f" \(space)><feComponentTransfer>
                  <feFuncR type="linear" slope="0.5"/></feComponentTransfer></filter>
                <rect width="100" height="100" fill="white" filter="url(#f)"/>
                """)
            return Self.pixel(p, 50, 50).r
        }
        #expect(try grey("") == 188)
        #expect(try grey("color-interpolation-filters=\"sRGB\"") == 128)
    }

    @Test func invalidFiltersHideTheElement() throws {
        let cases = [
            // A zero-sized region, a filter without primitives, a negative width.
            #"<filter id="f" width="0"><feFlood/></filter>"#,
            #"<filter id="f"></filter>"#,
            #"<filter id="f" filterUnits="userSpaceOnUse" width="-5"><feFlood/></filter>"#,
        ]
        for filter in cases {
            let p = try Self.render(filter + #"<rect x="20" y="20" width="60" height="60" fill="red" filter="url(#f)"/>"#)
            #expect(p.pixels.allSatisfy { $0 == 0 }, "\(filter)")
        }
        // A region in objectBoundingBox units on an element without a box: nothing either.
        let line = try Self.render("""
            <filter id="f"><feFlood flood-color="blue"/></filter>
            <line x1="10" y1="50" x2="90" y2="50" stroke="red" filter="url(#f)"/>
            """)
        #expect(line.pixels.allSatisfy { $0 == 0 })
    }

    @Test func unknownInputsFallBackToThePreviousResult() throws {
        // `in="nothing"` on the second primitive takes the first's result: the blue flood.
        let p = try Self.render("""
            <filter id="f"><feFlood flood-color="blue"/><feOffset in="nothing" dx="0"/></filter>
            <rect x="20" y="20" width="60" height="60" fill="red" filter="url(#f)"/>
            """)
        #expect(Self.pixel(p, 50, 50) == RGBA(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func filterFunctions() throws {
        // opacity(0.5) halves alpha; grayscale of pure green is 0.7152 → 182; an invalid list
        // (commas in drop-shadow) is left off and the element drawn as it is.
        let p = try Self.render("""
            <rect x="0" y="0" width="30" height="30" fill="lime" filter="opacity(0.5)"/>
            <rect x="35" y="0" width="30" height="30" fill="lime" filter="grayscale(1)"/>
            <rect x="70" y="0" width="30" height="30" fill="lime" filter="drop-shadow(red, 1, 1)"/>
            """)
        #expect(Self.pixel(p, 15, 15) == RGBA(r: 0, g: 128, b: 0, a: 128))
        let g = Self.pixel(p, 50, 15)
        #expect(g.r == g.g && g.g == g.b && abs(Int(g.g) - 182) <= 1)
        #expect(Self.pixel(p, 85, 15) == RGBA(r: 0, g: 255, b: 0, a: 255))
    }

    @Test func hostileParametersNeitherHangNorCrash() throws {
        let filters = [
            #"<feGaussianBlur stdDeviation="1e300 1e-300"/>"#,
            #"<feGaussianBlur stdDeviation="-4"/>"#,
            #"<feMorphology operator="dilate" radius="1e12"/>"#,
            #"<feConvolveMatrix order="100000" kernelMatrix="1"/>"#,
            #"<feConvolveMatrix order="3" kernelMatrix="0 0 0 0 0 0 0 0 0" divisor="0"/>"#,
            #"<feTurbulence baseFrequency="1e300" numOctaves="1000000000" seed="-1e300"/>"#,
            #"<feOffset dx="1e300" dy="-1e300"/>"#,
            #"<feDropShadow dx="1e300" stdDeviation="1e300"/>"#,
            #"<feComponentTransfer><feFuncA type="gamma" exponent="1e300" amplitude="-1e300"/></feComponentTransfer>"#,
            #"<feDiffuseLighting surfaceScale="1e300"><fePointLight z="-1e300"/></feDiffuseLighting>"#,
            #"<feSpecularLighting specularExponent="128"><feSpotLight limitingConeAngle="1e300"/></feSpecularLighting>"#,
            #"<feDisplacementMap scale="1e300" in2="SourceGraphic"/>"#,
            ##"<feImage xlink:href="#r"/>"##,
        ]
        for primitive in filters {
            let body = """
                <filter id="f" x="-1e12" y="-1e12" width="1e13" height="1e13" filterUnits="userSpaceOnUse">\(primitive)</filter>
                <rect id="r" x="20" y="20" width="60" height="60" fill="red" filter="url(#f)"/>
                """
            if primitive.contains("stdDeviation=\"1e300") {
                // A blur that reaches past the limit is an error, as a shadow's is.
                #expect(throws: LimitExceeded.self, "\(primitive)") { try Self.render(body, size: 40) }
                continue
            }
            let p = try Self.render(body, size: 40)
            #expect(p.width == 40, "\(primitive)")
        }
    }

    @Test func resultsAreFreedAfterTheirLastReaderAndCapped() throws {
        // 300 floods each read once by the next offset: only a few results are alive at a time,
        // so even a tight memory limit draws the filter.
        let chain = (0..<300).map { _ in #"<feFlood flood-color="blue"/><feOffset dx="0"/>"# }.joined()
        let tight = RenderLimits(imagePixels: 1 << 20, totalImageBytes: 200_000, pathSegments: 1 << 20,
                                 dashes: 1000, blurReach: 100, inputBytes: 1 << 20)
        let drawn = try RenderLimits.$current.withValue(tight) {
            try Self.render(#"<filter id="f">\#(chain)</filter><rect x="20" y="20" width="60" height="60" filter="url(#f)"/>"#)
        }
        #expect(Self.pixel(drawn, 50, 50) == RGBA(r: 0, g: 0, b: 255, a: 255))
        // 300 named results all merged at the end must all be kept: past the limit the filter is
        // an error (not a silent gap), before it takes the memory.
        let named = (0..<300).map { #"<feFlood flood-color="blue" result="r\#($0)"/>"# }.joined()
        let merge = "<feMerge>" + (0..<300).map { #"<feMergeNode in="r\#($0)"/>"# }.joined() + "</feMerge>"
        let error = RenderLimits.$current.withValue(tight) { () -> LimitExceeded? in
            do {
                _ = try Self.render(#"<filter id="f">\#(named)\#(merge)</filter><rect x="20" y="20" width="60" height="60" filter="url(#f)"/>"#)
                return nil
            } catch {
                return error as? LimitExceeded
            }
        }
        #expect(error?.limit == .totalImageBytes && error?.requested == 2 * 5 * 72 * 72 * 4, "\(String(describing: error))")
    }

    @Test func dropShadowIsTheFloodedAlphaMovedUnderTheSource() throws {
        // σ 0 (no blur): the shadow is the rect's alpha in blue moved 10 right, under the rect,
        // in the sRGB the shadow's colour is given in (linearRGB round trip keeps pure blue).
        let p = try Self.render("""
            <filter id="f" filterUnits="userSpaceOnUse" x="0" y="0" width="100" height="100">
              <feDropShadow dx="10" dy="0" stdDeviation="0" flood-color="blue" flood-opacity="0.5"/>
            </filter>
            <rect x="20" y="20" width="20" height="20" fill="red" filter="url(#f)"/>
            """)
        #expect(Self.pixel(p, 30, 30) == RGBA(r: 255, g: 0, b: 0, a: 255))
        #expect(Self.pixel(p, 45, 30) == RGBA(r: 0, g: 0, b: 128, a: 128))
        #expect(Self.pixel(p, 55, 30).a == 0)
    }

    @Test func specularAndSpotLights() throws {
        // A flat opaque surface under a light straight above: N·H = 1, so ks · colour, and the
        // alpha is the largest channel. sRGB, so the colour is as written.
        let flat = try Self.render("""
            <filter id="f" color-interpolation-filters="sRGB">
              <feSpecularLighting specularConstant="0.5" specularExponent="20" lighting-color="#ff8000">
                <feDistantLight elevation="90"/></feSpecularLighting>
            </filter>
            <rect x="20" y="20" width="60" height="60" fill="black" filter="url(#f)"/>
            """)
        #expect(Self.pixel(flat, 50, 50) == RGBA(r: 128, g: 64, b: 0, a: 128))
        // A spot light 100 above (50, 50) aimed straight down with a 10° cone: lit under it,
        // black (and opaque: diffuse lighting is) 40 units aside, where the angle is 22°.
        let spot = try Self.render("""
            <filter id="f" color-interpolation-filters="sRGB" filterUnits="userSpaceOnUse" x="0" y="0" width="100" height="100">
              <feDiffuseLighting lighting-color="white">
                <feSpotLight x="50" y="50" z="100" pointsAtX="50" pointsAtY="50" pointsAtZ="0" limitingConeAngle="10"/>
              </feDiffuseLighting>
            </filter>
            <rect x="0" y="0" width="100" height="100" fill="black" filter="url(#f)"/>
            """)
        #expect(Self.pixel(spot, 50, 50) == RGBA(r: 255, g: 255, b: 255, a: 255))
        #expect(Self.pixel(spot, 90, 50) == RGBA(r: 0, g: 0, b: 0, a: 255))
    }

    @Test func feImageDrawsAnElementAtTheSubregionCorner() throws {
        // The referenced 10 × 10 square at (0, 0) is drawn at the subregion's corner (30, 30).
        let p = try Self.render("""
            <defs><rect id="sq" width="10" height="10" fill="lime"/></defs>
            <filter id="f" filterUnits="userSpaceOnUse" x="0" y="0" width="100" height="100">
              <feImage xlink:href="#sq" x="30" y="30" width="50" height="50"/>
            </filter>
            <rect x="20" y="20" width="60" height="60" fill="red" filter="url(#f)"/>
            """)
        #expect(Self.pixel(p, 35, 35) == RGBA(r: 0, g: 255, b: 0, a: 255))
        #expect(Self.pixel(p, 45, 45).a == 0 && Self.pixel(p, 25, 25).a == 0)
    }
}
