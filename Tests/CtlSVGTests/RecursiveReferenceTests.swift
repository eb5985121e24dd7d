@testable import CtlSVG
import CtlRaster
import Testing

/// A mask or pattern whose content refers back to it is broken once, in document order, as
/// usvg breaks it (the second element's reference back to the first is dropped), so that both
/// shapes that use them see the same two masks or patterns, whichever the drawing meets first.
@Suite struct RecursiveReferenceTests {
    let green = Color(r: 0, g: 128, b: 0).premultiplied
    let clear = Color.clear.premultiplied

    /// m1 shows the right half through m2; m2's own reference back to m1 is dropped, so m2 shows
    /// everything: the lower rectangle (masked by m2) is green across (cut where the drawing
    /// closed the loop, it would be masked by m1 inside m2, the right half only).
    @Test func maskCycleIsBrokenOnTheSecondMasksChild() throws {
        let doc = try SVGDocument.small("""
            <mask id='m1' maskUnits='userSpaceOnUse'><rect x='5' width='5' height='10' fill='white' mask='url(#m2)'/></mask>
            <mask id='m2' maskUnits='userSpaceOnUse'><rect width='10' height='10' fill='white' mask='url(#m1)'/></mask>
            <rect width='10' height='5' fill='green' mask='url(#m1)'/>
            <rect y='5' width='10' height='5' fill='green' mask='url(#m2)'/>
            """)
        let image = try doc.render(width: 10, height: 10)
        #expect(image[2, 2] == clear && image[7, 2] == green)
        #expect(image[2, 7] == green && image[7, 7] == green)
        #expect(doc.warnings.map { "\($0.position): \($0.reason)" } == [
            "3:42: its mask url(#m1) is ignored: mask #m1 (2:1) leads back to #m2 (3:1), which holds this element "
                + "(a reference cycle)"
        ], "\(doc.warnings)")
    }

    /// p1's left half is filled with p2, whose only rectangle's reference back to p1 is dropped:
    /// p2 paints nothing, wherever it is used.
    @Test func patternCycleIsBrokenOnTheSecondPatternsChild() throws {
        let image = try SVGDocument.small("""
            <pattern id='p1' patternUnits='userSpaceOnUse' width='10' height='10'>
              <rect width='5' height='10' fill='url(#p2)'/><rect x='5' width='5' height='10' fill='green'/></pattern>
            <pattern id='p2' patternUnits='userSpaceOnUse' width='10' height='10'>
              <rect width='10' height='10' fill='url(#p1)'/></pattern>
            <rect width='10' height='5' fill='url(#p1)'/>
            <rect y='5' width='10' height='5' fill='url(#p2)'/>
            """).render(width: 10, height: 10)
        #expect(image[2, 2] == clear && image[7, 2] == green)
        #expect(image[2, 7] == clear && image[7, 7] == clear)
    }

    /// A reference to the element that holds it is dropped there: the rest of the content stays.
    @Test func selfReferenceIsDroppedOnTheChild() throws {
        let doc = try SVGDocument.small("""
            <pattern id='p' patternUnits='userSpaceOnUse' width='10' height='10'>
              <rect width='10' height='10' fill='green' stroke='url(#p)'/></pattern>
            <rect width='10' height='10' fill='url(#p)'/>
            """)
        #expect(try doc.render(width: 10, height: 10)[5, 5] == green)
        #expect(doc.warnings.map(\.reason) == [
            "its stroke url(#p) is ignored: pattern #p (2:1) holds this element (a reference cycle)"
        ])
    }
}

extension RecursiveReferenceTests {
    /// Many references into one large pattern: the walks stop at the budget (a walk of each
    /// reference's content would be 300 × 40 × 20 000 steps).
    @Test func hostileFanInStaysWithinTheBudget() throws {
        let big = "<pattern id='big'>" + String(repeating: "<rect/>", count: 20_000) + "</pattern>"
        let referrers = (0..<300).map { i in
            "<pattern id='p\(i)'>" + String(repeating: "<rect fill='url(#big)'/>", count: 40) + "</pattern>"
        }.joined()
        let root = try XMLReader.parse(Array("<svg xmlns='http://www.w3.org/2000/svg'>\(big)\(referrers)</svg>".utf8))
        var ids: [String: Element] = [:]
        var count = 0
        root.forEachDescendant { e in
            count += 1
            if let id = e.id { ids[id] = e }
        }
        let steps = RecursiveReferences.breakCycles(root: root, ids: ids) { _, _ in }
        #expect(steps <= RecursiveReferences.budget + count, "\(steps)")
    }
}
