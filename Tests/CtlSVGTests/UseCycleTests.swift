@testable import CtlSVG
import CtlRaster
import Testing

/// A `use` whose referenced element is one of its shadow-including ancestors is in error (SVG 2):
/// it draws nothing, with a message naming it and the cycle, and the rest is drawn. The cycle is
/// cut where it closes in each instance, as browsers cut it.
@Suite struct UseCycleTests {
    let green = Color(r: 0, g: 128, b: 0).premultiplied
    let clear = Color.clear.premultiplied

    /// A group holding a `use` of itself draws its other content once.
    @Test func useOfItsOwnGroupIsLeftOutAndTheGroupDrawn() throws {
        let doc = try SVGDocument.small("""
            <g id='g' opacity='0.5'><rect width='10' height='10' fill='green'/>
              <use href='#g' x='1'/></g>
            """)
        let image = try doc.render(width: 10, height: 10)
        let once = try SVGDocument.small("<g opacity='0.5'><rect width='10' height='10' fill='green'/></g>")
        // Drawn once at half opacity: twice would be darker where the copy moved by x = 1 lies.
        #expect(image == (try once.render(width: 10, height: 10)))
        #expect(doc.skipped.map(\.description) == ["3:3: <use> skipped: `use` cycle: it refers to #g (2:1), which contains it"])
    }

    /// Two groups that use each other: the `use` drawn from outside shows both, the inner one
    /// cut where the instance would contain its own ancestor (as Chrome and SVG 2's
    /// shadow-including ancestors do; a list of every `use` on a cycle would leave b out).
    @Test func cycleThroughTwoGroupsIsCutWhereItCloses() throws {
        let doc = try SVGDocument.small("""
            <defs><g id='a'><rect width='5' height='10' fill='green'/><use href='#b'/></g>
            <g id='b'><rect x='5' width='5' height='10' fill='green'/><use href='#a'/></g></defs>
            <use href='#a'/>
            """)
        let image = try doc.render(width: 10, height: 10)
        #expect(image[2, 5] == green && image[7, 5] == green)
        #expect(doc.skipped.map(\.description) == [
            "3:59: <use> skipped: `use` cycle: it refers to #a (2:7), whose `use` at 2:59 refers to #b (3:1), "
                + "which contains it"
        ], "\(doc.skipped)")
    }

    /// Through `use`s alone, a `use` of itself, and a `use` of the root: nothing of them is drawn,
    /// and the frame beside them is.
    @Test(arguments: [
        ("<use id='u' href='#u'/>", "2:1: <use> skipped: `use` cycle: it refers to itself"),
        // Each is cut inside the other's instance.
        ("<use id='u1' href='#u2'/><use id='u2' href='#u1'/>",
         "2:26: <use> skipped: `use` cycle: it refers to #u1 (2:1), which refers back to it|"
            + "2:1: <use> skipped: `use` cycle: it refers to #u2 (2:26), which refers back to it"),
        // A `use`'s own children are never drawn, so one in them makes no cycle.
        ("<use id='u1' href='#r'><use href='#u1'/></use>", ""),
    ])
    func cyclesThroughUsesDrawNothing(_ body: String, _ messages: String) throws {
        let doc = try SVGDocument.small(body + "<rect id='r' width='3' height='3' fill='green'/>")
        let image = try doc.render(width: 10, height: 10)
        #expect(image[1, 1] == green && image[5, 5] == clear)
        #expect(doc.skipped.map(\.description).joined(separator: "|") == messages, "\(doc.skipped)")
    }

    @Test func useOfTheRootIsACycle() throws {
        let text = "<svg id='root' xmlns='http://www.w3.org/2000/svg' width='10' height='10'>"
            + "<rect width='3' height='3' fill='green'/><use href='#root' x='5' y='5'/></svg>"
        let doc = try SVGDocument(data: Array(text.utf8))
        let image = try doc.render(width: 10, height: 10)
        #expect(image[1, 1] == green && image[6, 6] == clear)
        #expect(doc.skipped.map(\.reason) == ["`use` cycle: it refers to #root (1:1), which contains it"])
    }

    /// A long cycle is named by its first references and counted past them.
    @Test func longCycleIsShortened() throws {
        let links = (0..<20).map { "<use id='u\($0)' href='#u\(($0 + 1) % 20)'/>" }.joined()
        let doc = try SVGDocument.small(links)
        let reason = try #require(doc.skipped.first?.reason)
        #expect(reason.hasPrefix("`use` cycle: it refers to #u0"))
        #expect(reason.hasSuffix("and on through 11 more references back to it"), "\(reason)")
        // Each `use` is cut in the instance of the next one: each reported, once.
        #expect(doc.skipped.count == 20)
    }

    /// Twelve groups each using all the others: every instance is cut where it closes, and the
    /// instances made stop at the reference cap, so the work stays bounded.
    @Test func denseCyclesStayBounded() throws {
        let count = 12
        let groups = (0..<count).map { i in
            "<g id='g\(i)'><rect width='1' height='1'/>"
                + (0..<count).filter { $0 != i }.map { "<use href='#g\($0)'/>" }.joined() + "</g>"
        }.joined()
        let doc = try SVGDocument.small("<defs>\(groups)</defs><use href='#g0'/>")
        #expect(doc.skipped.contains { $0.reason.contains("through references") })
        #expect(doc.skipped.contains { $0.reason.hasPrefix("`use` cycle") })
    }
}
