import Testing
import CtlRaster
@testable import CtlSVG

/// Filters are resolved when the document is read, as usvg resolves them: the tree holds typed
/// primitives with their regions in user space, their inputs bound and their colour spaces
/// chosen; drawing only runs them.
@Suite struct FilterResolutionTests {
    static func document(_ body: String) throws -> SVGDocument {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" \
            width="100" height="100">\(body)</svg>
            """
        return try SVGDocument(data: Array(svg.utf8))
    }

    /// The filter of the first group (depth first) that has one.
    static func filter(in node: TreeNode) -> GroupFilter? {
        guard case .group(let g) = node else { return nil }
        if let f = g.filter { return f }
        return g.children.lazy.compactMap { filter(in: $0) }.first
    }

    static func filter(_ body: String) throws -> GroupFilter {
        let document = try document(body)
        return try #require(filter(in: .group(document.root)))
    }

    @Test func aFilterElementBecomesTypedPrimitivesInUserSpace() throws {
        // objectBoundingBox region and primitive units, multiplied out by the box 20…80.
        let f = try Self.filter("""
            <filter id="f" primitiveUnits="objectBoundingBox" color-interpolation-filters="sRGB">
              <feGaussianBlur stdDeviation="0.1 0.05" result="b"/>
              <feOffset in="SourceAlpha" dx="0.5"/>
              <feMerge><feMergeNode in="b"/><feMergeNode/></feMerge>
            </filter>
            <rect x="20" y="20" width="60" height="60" filter="url(#f)"/>
            """)
        #expect(!f.hidesElement && f.chains.count == 1)
        let chain = try #require(f.chains.first)
        #expect(chain.region == Rect(x: 14, y: 14, width: 72, height: 72))
        #expect(chain.primitives.count == 3)
        #expect(chain.primitives.allSatisfy { $0.colorSpace == .sRGB && $0.subregion == chain.region })
        guard case .gaussianBlur(.sourceGraphic, let sx, let sy) = chain.primitives[0].kind else {
            Issue.record("\(chain.primitives[0].kind)")
            return
        }
        #expect(abs(sx - 6) < 1e-9 && abs(sy - 3) < 1e-9)
        guard case .offset(.sourceAlpha, let dx, 0) = chain.primitives[1].kind else {
            Issue.record("\(chain.primitives[1].kind)")
            return
        }
        #expect(dx == 30)
        guard case .merge(let inputs) = chain.primitives[2].kind else {
            Issue.record("\(chain.primitives[2].kind)")
            return
        }
        #expect(inputs.map(\.index) == [0, 1])
    }

    @Test func cssFilterFunctionsBecomeTheSamePrimitives() throws {
        let f = try Self.filter(#"<rect x="20" y="20" width="60" height="60" filter="blur(2) url(#f) opacity(0.5)"/>"#
                                + #"<filter id="f"><feFlood flood-color="blue"/></filter>"#)
        #expect(f.chains.count == 3)
        guard case .gaussianBlur(.sourceGraphic, 2, 2) = f.chains[0].primitives[0].kind,
              case .flood = f.chains[1].primitives[0].kind,
              case .componentTransfer(.sourceGraphic, _, _, _, .table([0, 0.5])) = f.chains[2].primitives[0].kind
        else {
            Issue.record("\(f.chains.map(\.primitives))")
            return
        }
        // A function's region is the box grown by 50 % a side for a blur, 10 % otherwise.
        #expect(f.chains[0].region == Rect(x: -10, y: -10, width: 120, height: 120))
        #expect(f.chains[2].region == Rect(x: 14, y: 14, width: 72, height: 72))
    }

    @Test func anInvalidFilterHidesTheElementWhenRead() throws {
        let f = try Self.filter(#"<filter id="f" width="0"><feFlood/></filter><rect width="10" height="10" filter="url(#f)"/>"#)
        #expect(f.hidesElement)
    }

    @Test func feImageContentIsAConvertedSubtreeAndItsOwnFeImagesAreTransparent() throws {
        // #a is drawn by f's feImage; a's own filter g has an feImage too, which inside f's
        // content draws nothing: nesting stops at conversion.
        let f = try Self.filter("""
            <filter id="g"><feImage href="#c"/></filter>
            <filter id="f"><feImage href="#a"/></filter>
            <rect id="c" width="5" height="5" fill="blue"/>
            <rect x="50" y="50" width="40" height="40" filter="url(#f)"/>
            <defs><rect id="a" width="30" height="30" fill="green" filter="url(#g)"/></defs>
            """)
        guard case .image(.node(let node, _)) = f.chains[0].primitives[0].kind else {
            Issue.record("\(f.chains[0].primitives[0].kind)")
            return
        }
        let inner = try #require(Self.filter(in: node))
        guard case .flood(let color) = inner.chains[0].primitives[0].kind else {
            Issue.record("\(inner.chains[0].primitives[0].kind)")
            return
        }
        #expect(color == .clear)
    }

    /// `fePointLight` and `feSpotLight` positions are user-space numbers whatever the
    /// `primitiveUnits`, as resvg reads them (the suite's references are drawn so).
    @Test func lightPositionsAreUserSpaceNumbersUnderObjectBoundingBoxUnits() throws {
        func light(_ source: String) throws -> LightSource {
            let f = try Self.filter("""
                <filter id="f" primitiveUnits="objectBoundingBox">
                  <feDiffuseLighting>\(source)</feDiffuseLighting>
                </filter>
                <rect x="20" y="20" width="60" height="40" filter="url(#f)"/>
                """)
            guard case .diffuseLighting(_, let lighting, _) = f.chains[0].primitives[0].kind else {
                throw LightNotFound()
            }
            return lighting.light
        }
        guard case .point(50, 30, 10) = try light(#"<fePointLight x="50" y="30" z="10"/>"#) else {
            Issue.record("\(try light(#"<fePointLight x="50" y="30" z="10"/>"#))")
            return
        }
        guard case .spot(0.5, 0.5, 0.2, 0.6, 0.3, 0.1, 1, nil) = try light(
            #"<feSpotLight x="0.5" y="0.5" z="0.2" pointsAtX="0.6" pointsAtY="0.3" pointsAtZ="0.1"/>"#) else {
            Issue.record("spot light scaled")
            return
        }
    }

    struct LightNotFound: Error {}
}

extension FilterInput {
    /// The result index read, -1 for a source.
    var index: Int {
        if case .result(let i) = self { return i }
        return -1
    }
}
