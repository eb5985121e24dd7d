import Testing
import CtlTestSupport
@testable import CtlUnicode

/// Text built to hurt the bidi algorithm: deep and unpaired controls, brackets by the thousand,
/// code points no font has, 100 000-scalar paragraphs. It resolves every one, and its work (the
/// scans and searches whose length depends on the text, counted, not timed) stays about linear.
@Suite struct BidiHostileInputTests {
    static let length = 100_000

    private func classes(_ names: String, repeated count: Int = 1) -> [BidiClass] {
        let one = names.split(separator: " ").map { BidiClass(shortName: $0)! }
        return Array([[BidiClass]](repeating: one, count: count).joined())
    }

    private func scalars(_ text: String, repeated count: Int) -> [Unicode.Scalar] {
        Array(String(repeating: text, count: count).unicodeScalars)
    }

    /// Resolves `classes` (with `scalars` when given) and checks what every input must give:
    /// levels in range, a visual order that places every index once, and work within
    /// `stepsPerCharacter` for each character. Returns the paragraph.
    @discardableResult
    private func resolve(_ classes: [BidiClass], scalars: [Unicode.Scalar] = [], direction: ParagraphDirection = .auto,
                         stepsPerCharacter: Int, sourceLocation: SourceLocation = #_sourceLocation) -> BidiParagraph {
        let resolved = BidiResolver(classes: classes, scalars: scalars).resolve(direction)
        #expect(resolved.steps <= stepsPerCharacter * max(classes.count, 1),
                "\(resolved.steps) steps for \(classes.count) characters", sourceLocation: sourceLocation)
        #expect(resolved.levels.allSatisfy { $0 <= ExplicitLevels.maxDepth + 1 }, sourceLocation: sourceLocation)
        let paragraph = scalars.isEmpty ? BidiParagraph(classes: classes, direction: direction)
            : BidiParagraph(scalars, direction: direction)
        var steps = 0
        let runs = Reordering.visualRuns(levels: paragraph.lineLevels(0..<classes.count), startingAt: 0, steps: &steps)
        // L2 visits each run once per level from the highest to the lowest odd one.
        #expect(steps <= (Int(ExplicitLevels.maxDepth) + 1) * runs.count, sourceLocation: sourceLocation)
        var seen = [Bool](repeating: false, count: classes.count)
        for i in paragraph.visualOrder(0..<classes.count) { seen[i] = true }
        #expect(seen.allSatisfy { $0 }, "the visual order places every scalar", sourceLocation: sourceLocation)
        return paragraph
    }

    // MARK: Depth

    @Test func isolatesPastTheDepthLimitOverflowAndStillMatch() {
        // 130 RLI: levels 1, 3, …, 125 (63 valid), then 67 that overflow.
        let deep = classes("RLI", repeated: 130) + classes("L") + classes("PDI", repeated: 130) + classes("L")
        let paragraph = resolve(deep, stepsPerCharacter: 4)
        #expect(paragraph.levels[62] == 123 && paragraph.levels[63] == 125 && paragraph.levels[129] == 125)
        #expect(paragraph.levels[130] == 126)       // L at the odd level 125 (I1)
        #expect(paragraph.levels[261] == 0)         // every PDI matched its RLI: back at the paragraph level
        // LRI and RLI in turn reach 125 in 125 steps; the 126th overflows.
        let alternating = classes("LRI RLI", repeated: 63) + classes("R")
        let levels = resolve(alternating, stepsPerCharacter: 4).levels
        #expect(levels[124] == 125 && levels[125] == 125 && levels[126] == 125)
    }

    @Test func embeddingsPastTheDepthLimitAreCountedAndPopped() {
        // 200 RLE: 63 push (1 … 125), 137 overflow; 200 PDF undo all of them, 199 not quite.
        let all = classes("RLE", repeated: 200) + classes("L") + classes("PDF", repeated: 200) + classes("L")
        let paragraph = resolve(all, stepsPerCharacter: 4)
        #expect(paragraph.levels[200] == 126)
        #expect(paragraph.levels[401] == 0)
        let oneShort = classes("RLE", repeated: 200) + classes("PDF", repeated: 199) + classes("L")
        #expect(resolve(oneShort, stepsPerCharacter: 4).levels[399] == 2)
        // Embeddings inside an overflowing isolate are dropped with it: the PDI ends them all.
        let inIsolate = classes("RLI", repeated: 70) + classes("LRE", repeated: 10) + classes("PDI", repeated: 70) + classes("L")
        #expect(resolve(inIsolate, stepsPerCharacter: 4).levels[150] == 0)
    }

    @Test func unpairedControlsChangeNothingOutsideThem() {
        let paragraph = resolve(classes("PDF PDI PDF L RLE RLO LRE L PDI"), stepsPerCharacter: 4)
        #expect(paragraph.levels[3] == 0)
        #expect(paragraph.levels[7] == 4)
        #expect(resolve(classes("PDI PDI R PDF"), stepsPerCharacter: 4).levels == [1, 1, 1, 1])
    }

    // MARK: Work on 100 000 scalars

    @Test func nestedFirstStrongIsolatesAreLinear() {
        let n = Self.length
        // Unmatched: each FSI's scan stops at the next, which hides the rest.
        resolve(classes("FSI", repeated: n), stepsPerCharacter: 2)
        // Matched and nested, with a neutral in each: each FSI looks at its neutral and jumps
        // over the isolate inside.
        resolve(classes("FSI ON", repeated: n / 4) + classes("R") + classes("PDI", repeated: n / 4), stepsPerCharacter: 3)
        // Flat isolates: every PDI links two level runs by a binary search.
        resolve(classes("L RLI R PDI", repeated: n / 4), stepsPerCharacter: 20)
    }

    @Test func bracketsByTheThousandAreLinear() {
        let n = Self.length
        // 62 nested pairs around R text in a left-to-right paragraph, again and again: each
        // character is inside 62 pairs, the most BD16's stack allows.
        let nested = String(repeating: "(", count: 62) + "א" + String(repeating: ")", count: 62)
        let repeated = scalars(nested, repeated: n / 125)
        resolve(repeated.map(BidiClass.init), scalars: repeated, direction: .ltr, stepsPerCharacter: 66)
        // Openers only: past 63 the search for pairs stops.
        let open = scalars("(", repeated: n)
        resolve(open.map(BidiClass.init), scalars: open, stepsPerCharacter: 2)
        // Closers that match nothing, and pairs side by side after one R.
        let closers = scalars("א" + String(repeating: "(a)", count: n / 3) + String(repeating: ")", count: 100), repeated: 1)
        resolve(closers.map(BidiClass.init), scalars: closers, stepsPerCharacter: 4)
    }

    @Test func deepLevelsReorderInLinearWork() {
        // Runs alternating between level 0 and 125: L2 reverses at every level in between.
        let n = Self.length
        let text = classes("LRE RLE", repeated: 62) + classes("R L") + classes("PDF", repeated: 124)
        let paragraph = resolve(Array(Array(repeating: text + classes("L"), count: n / text.count).joined()),
                                stepsPerCharacter: 4)
        #expect(paragraph.levels.contains(125))
    }

    @Test func randomClassesAndScalarsResolve() {
        var random = SeededRandom(seed: 37)
        let all = BidiClass.allCases.filter { $0 != .paragraphSeparator }
        let mixed = (0..<Self.length).map { _ in all.randomElement(using: &random)! }
        resolve(mixed, stepsPerCharacter: 70)
        // Scalars from everywhere: unassigned, noncharacters, private use, brackets, controls.
        let pool: [UInt32] = [0x28, 0x29, 0x5B, 0x5D, 0x2329, 0x3009, 0x61, 0x31, 0x5D0, 0x627, 0x661, 0x202A,
                              0x202E, 0x2066, 0x2068, 0x2069, 0x200D, 0x300, 0x20, 0x9, 0x378, 0x5FF, 0xFFFF,
                              0xFFFD, 0xE000, 0x10FFFF, 0xE0001, 0x1EEFF]
        let scalars = (0..<Self.length).map { _ in Unicode.Scalar(pool.randomElement(using: &random)!)! }
        resolve(scalars.map(BidiClass.init), scalars: scalars, stepsPerCharacter: 70)
    }

    @Test func unassignedAndUnusualCodePointsHaveLevels() {
        let text: [Unicode.Scalar] = ["\u{0378}", "\u{05FF}", "\u{FFFF}", "\u{10FFFF}", "\u{E0001}", "\u{FFFD}", "\u{F8FF}"]
        let paragraph = resolve(text.map(BidiClass.init), scalars: text, stepsPerCharacter: 4)
        // U+05FF is unassigned in the Hebrew block: R by default, and first strong? No: U+0378
        // (unassigned, L by default) comes first.
        #expect(paragraph.paragraphLevel == 0)
        #expect(paragraph.levels[1] == 1)
    }
}
