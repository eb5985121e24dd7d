import CtlRaster
import Foundation
import Testing

@testable import CtlText

@Suite struct LRUCacheTests {
    @Test func hitReturnsTheValueAndCountsAsAUse() {
        var cache = LRUCache<String, Int>(maxCount: 3, maxCost: 100)
        cache.insert(1, for: "a", cost: 1)
        cache.insert(2, for: "b", cost: 1)
        cache.insert(3, for: "c", cost: 1)
        #expect(cache.value(for: "a") == 1)
        #expect(cache.keysByRecency == ["a", "c", "b"])
        // "b" is now the least recently used: the fourth entry evicts it, not "a".
        cache.insert(4, for: "d", cost: 1)
        #expect(cache.keysByRecency == ["d", "a", "c"])
        #expect(cache.value(for: "b") == nil)
        #expect(cache.value(for: "a") == 1 && cache.value(for: "c") == 3 && cache.value(for: "d") == 4)
        #expect(cache.count == 3 && cache.totalCost == 3)
    }

    @Test func replacingAKeyKeepsOneEntryAndItsNewCost() {
        var cache = LRUCache<Int, String>(maxCount: 4, maxCost: 100)
        cache.insert("x", for: 1, cost: 10)
        cache.insert("y", for: 1, cost: 30)
        #expect(cache.count == 1 && cache.totalCost == 30 && cache.value(for: 1) == "y")
        cache.removeValue(for: 1)
        #expect(cache.count == 0 && cache.totalCost == 0 && cache.value(for: 1) == nil)
    }

    @Test func costCapEvictsOldestFirstAndRefusesWhatCannotFit() {
        var cache = LRUCache<Int, Int>(maxCount: 100, maxCost: 10)
        cache.insert(0, for: 0, cost: 4)
        cache.insert(1, for: 1, cost: 4)
        cache.insert(2, for: 2, cost: 4)  // 12 > 10: key 0 goes
        #expect(cache.keysByRecency == [2, 1] && cache.totalCost == 8)
        cache.insert(3, for: 3, cost: 11)  // above the cap alone: not kept, nothing evicted
        #expect(cache.keysByRecency == [2, 1] && cache.value(for: 3) == nil)
        cache.insert(4, for: 4, cost: 10)  // fits alone: everything else goes
        #expect(cache.keysByRecency == [4] && cache.totalCost == 10)
    }

    @Test func thousandsOfDistinctKeysStayWithinTheCaps() {
        var cache = LRUCache<String, [UInt8]>(maxCount: 64, maxCost: 5000)
        var slotsSeen = 0
        for i in 0..<20_000 {
            let value = [UInt8](repeating: UInt8(i & 0xFF), count: i % 200)
            cache.insert(value, for: "key \(i)", cost: value.count)
            #expect(cache.count <= 64 && cache.totalCost <= 5000)
            slotsSeen = max(slotsSeen, cache.count)
        }
        #expect(slotsSeen == 64 || cache.totalCost > 5000 - 200)
        // The most recent entries are the ones kept, in order.
        let kept = cache.keysByRecency
        #expect(kept.first == "key 19999")
        #expect(kept == (0..<kept.count).map { "key \(19_999 - $0)" })
    }
}

@Suite struct LineCacheTests {
    let library = FontLibrary()

    private func same(_ a: ShapedLine, _ b: ShapedLine) -> Bool {
        a.text.utf8.elementsEqual(b.text.utf8) && a.size == b.size && a.width == b.width && a.ascent == b.ascent
            && a.descent == b.descent && a.lineHeight == b.lineHeight && a.capHeight == b.capHeight
            && a.isRightToLeft == b.isRightToLeft && a.glyphs.count == b.glyphs.count
            && zip(a.glyphs, b.glyphs).allSatisfy { g, h in
                g.id == h.id && g.face === h.face && g.position == h.position && g.advance == h.advance
                    && g.cluster == h.cluster
            }
    }

    @Test func cachedShapingIsUncachedShaping() throws {
        let font = try library.font(named: "system")
        for text in ["Settings & Privacy 42", "AVATAR To Wave", "سلام 12", "ffi 日本", "e\u{301} é"] {
            for size in [12.0, 17, 17.5, 34] {
                let fresh = ShapedLine.shapeUncached(text, font: font, size: size)
                let first = ShapedLine.shape(text, font: font, size: size)
                let again = ShapedLine.shape(text, font: font, size: size)
                #expect(same(first, fresh) && same(again, fresh), "\(text) at \(size)")
            }
        }
    }

    @Test func canonicallyEquivalentTextsAreDistinctKeys() throws {
        let font = try library.font(named: "DejaVu Sans")
        let composed = "\u{E9}"  // é as one scalar
        let decomposed = "e\u{301}"  // e + combining acute
        #expect(composed == decomposed)  // Swift's String equality: the trap the key avoids
        #expect(LineKey(faces: font.faces, size: 17, text: composed)
            != LineKey(faces: font.faces, size: 17, text: decomposed))
        _ = ShapedLine.shape(composed, font: font, size: 17)
        let d = ShapedLine.shape(decomposed, font: font, size: 17)
        #expect(same(d, ShapedLine.shapeUncached(decomposed, font: font, size: 17)))
        #expect(d.text.unicodeScalars.count == 2)
    }

    @Test func aKeyOfFreedFacesMatchesNothing() throws {
        let cache = LockedCache<LineKey, FaceGuarded<Int>>(maxCount: 4, maxCost: 100)
        var key: LineKey?
        do {
            let face = try FontFace(embedded: .dejaVuSans)
            key = LineKey(faces: [face], size: 17, text: "a")
            cache.insertLive(7, faces: [face], for: key!, cost: 1)
            let hit: Int? = cache.liveValue(for: key!)
            #expect(hit == 7)
        }
        // The face is gone: its identity may be taken by another face, so the entry is dropped.
        let stale: Int? = cache.liveValue(for: key!)
        #expect(stale == nil)
        #expect(cache.usage.count == 0)
    }

    @Test func drawingFromTheCacheGivesTheSameBytes() throws {
        let font = try library.font(named: "system")
        func draw() throws -> [UInt32] {
            var canvas = try Canvas(width: 220, height: 60)
            canvas.drawText("Settings & Privacy 42", font: font, size: 17, paint: .solid(.black), at: Point(8.3, 22.7),
                            underline: true)
            canvas.drawText("Settings & Privacy 42", font: font, size: 17, paint: .solid(.black), at: Point(8.75, 48),
                            transform: .scale(1.01, 1))
            return canvas.pixmap.pixels
        }
        // Uncached: the line's outline made by hand as `drawText` makes it, then filled.
        var reference = try Canvas(width: 220, height: 60)
        for (origin, transform, underline) in [(Point(8.3, 22.7), Transform.identity, true),
                                               (Point(8.75, 48), Transform.scale(1.01, 1), false)] {
            let shaped = ShapedLine.shapeUncached("Settings & Privacy 42", font: font, size: 17)
            let glyphs = shaped.path()
            var path = glyphs.transformed(by: .translation(origin.x, origin.y))
            if underline {
                path.addRect(Rect(x: origin.x, y: origin.y + shaped.descent / 3, width: shaped.width, height: 17.0 / 14),
                             clockwise: glyphs.controlPolygonArea >= 0)
            }
            reference.fill(path, paint: .solid(.black), rule: .nonzero, transform: transform)
        }
        let cold = try draw()
        let warm = try draw()
        #expect(cold == reference.pixmap.pixels)
        #expect(warm == reference.pixmap.pixels)
        #expect(cold.contains { $0 != 0 })
    }

    @Test func thousandsOfDistinctLinesStayWithinTheCaps() throws {
        let font = try library.font(named: "system")
        var canvas = try Canvas(width: 64, height: 24)
        for i in 0..<5000 {
            canvas.drawText("Title number \(i) \(String(repeating: "x", count: i % 40))", font: font, size: 13,
                            paint: .solid(.black), at: Point(2, 18))
            let shaped = LineCache.shaped.usage, outlines = LineCache.outlines.usage
            if i % 250 == 0 || i == 4999 {
                #expect(shaped.count <= LineCache.shaped.limits.count && shaped.cost <= LineCache.shaped.limits.cost)
                #expect(outlines.count <= LineCache.outlines.limits.count
                    && outlines.cost <= LineCache.outlines.limits.cost)
            }
        }
        // Past the caps: the caches are full (hundreds of lines), not growing.
        #expect(LineCache.outlines.usage.count >= 100 && LineCache.shaped.usage.count >= 100)
    }

    @Test func threadsDrawingTheSameTitlesGetTheSameBytes() throws {
        let font = try library.font(named: "system")
        let titles = (0..<16).map { "Settings & Privacy \($0)" }
        @Sendable func render(_ title: String) -> [UInt32] {
            var canvas = try! Canvas(width: 200, height: 30)
            canvas.drawText(title, font: font, size: 17, paint: .solid(.black), at: Point(8, 22))
            return canvas.pixmap.pixels
        }
        let expected = titles.map(render)
        let results = LockedCache<Int, [UInt32]>(maxCount: 1024, maxCost: Int.max)
        DispatchQueue.concurrentPerform(iterations: 256) { i in
            results.insert(render(titles[i % 16]), for: i, cost: 0)
        }
        for i in 0..<256 {
            #expect(results.value(for: i) == expected[i % 16])
        }
    }
}
