import Testing
@testable import CtlUnicode

/// The grapheme cluster rules where our segmentation is not Swift's `Character`'s (GB11 on every
/// Extended_Pictographic code point), the tailoring GB9c, and the tables' fast paths.
@Suite struct GraphemeBreakRuleTests {
    /// The scalar offsets where the clusters of `codes` end.
    func ends(_ codes: [UInt32], joinsIndicConjuncts: Bool = true) -> [Int] {
        Array(GraphemeBreaks(codes.map { Unicode.Scalar($0)! }, joinsIndicConjuncts: joinsIndicConjuncts))
    }

    /// GB11: an Extended_Pictographic code point, Extend*, ZWJ, and another are one cluster,
    /// for every such code point of emoji-data.txt: the 689 that are not Emoji (U+2701, U+2388,
    /// U+1F000…) as the emoji. Swift 6.3's `Character` splits those.
    @Test func zwjJoinsEveryExtendedPictographic() {
        let pictographs = ExtendedPictographic.extendedPictographic.ranges
            .filter { $0.value == .yes }.flatMap { $0.first...$0.last }
        #expect(pictographs.count == 3537)
        for code in pictographs {
            #expect(ends([code, 0x200D, code]) == [3], "U+\(String(code, radix: 16))")
            #expect(ends([0x2701, 0x0308, 0x1F3FB, 0x200D, code]) == [5], "U+\(String(code, radix: 16))")
        }
        #expect(ends([0x2701, 0x200D, 0x200D, 0x2701]) == [3, 4])   // ZWJ ZWJ is not Extend* ZWJ
        #expect(ends([0x0061, 0x200D, 0x2701]) == [2, 3])           // no pictograph before the ZWJ
        #expect(ends([0x2701, 0x200D, 0x0061]) == [2, 3])           // none after it
        #expect(ends([0x2701, 0x200D, 0x0308, 0x2701]) == [3, 4])   // the ZWJ must come last
        #expect(ends([0x000D, 0x200D, 0x2701]) == [1, 2, 3])        // GB4 before GB11
    }

    /// GB9c (Unicode 15.1, our tailoring of 15.0): a consonant, then marks with a virama among
    /// them, then a consonant, is one cluster in the six scripts that define Indic_Conjunct_Break
    /// (the cases of GraphemeBreakTest.txt 15.1 and one per script); 15.0 as it is splits them.
    @Test func indicConjunctsAreOneCluster() {
        let joined: [[UInt32]] = [
            [0x0915, 0x094D, 0x0924],                  // क्त
            [0x0915, 0x094D, 0x094D, 0x0924],
            [0x0915, 0x094D, 0x200D, 0x0924],          // with a ZWJ (half form)
            [0x0915, 0x093C, 0x200D, 0x094D, 0x0924],  // a nukta before
            [0x0915, 0x093C, 0x094D, 0x200D, 0x0924],
            [0x0915, 0x094D, 0x0924, 0x094D, 0x092F],  // two conjuncts in a row
            [0x0995, 0x09CD, 0x09B7],                  // Bengali ক্ষ
            [0x0A95, 0x0ACD, 0x0AB7],                  // Gujarati
            [0x0B15, 0x0B4D, 0x0B37],                  // Oriya
            [0x0C15, 0x0C4D, 0x0C37],                  // Telugu
            [0x0D15, 0x0D4D, 0x0D37],                  // Malayalam
        ]
        for codes in joined {
            #expect(ends(codes) == [codes.count], "\(codes.map { String($0, radix: 16) })")
            #expect(ends(codes, joinsIndicConjuncts: false).count > 1)
        }
        let split: [([UInt32], [Int])] = [
            ([0x0915, 0x0924], [1, 2]),                // no virama
            ([0x0915, 0x094D, 0x0061], [2, 3]),        // no consonant after it
            ([0x0061, 0x094D, 0x0924], [2, 3]),        // none before it
            ([0x003F, 0x094D, 0x0924], [2, 3]),
            ([0x0915, 0x093F, 0x094D, 0x0924], [3, 4]), // a vowel sign (SpacingMark) ends the sequence
            ([0x0A15, 0x0A4D, 0x0A38], [2, 3]),        // Gurmukhi: its virama is no Linker
            ([0x0B95, 0x0BCD, 0x0BB7], [2, 3]),        // Tamil: neither
            ([0x0915, 0x094D, 0x0995], [3]),           // any two consonants of the six scripts
        ]
        for (codes, expected) in split {
            #expect(ends(codes) == expected, "\(codes.map { String($0, radix: 16) })")
        }
    }

    @Test func emptyAndOneScalarTexts() {
        #expect(ends([]) == [])
        #expect(ends([0x0308]) == [1])
        #expect(ends([0x000D, 0x000A, 0x000A]) == [2, 3])
        // Regional indicators pair up from the start of their run (GB12, GB13).
        #expect(ends([0x1F1E6, 0x1F1E7, 0x1F1E8, 0x1F1E9, 0x1F1EA]) == [2, 4, 5])
        #expect(ends([0x0061, 0x1F1E6, 0x1F1E7, 0x1F1E8]) == [1, 3, 4])
    }

    /// Boundaries are found lazily: the end of a cluster is known on reading one scalar past it.
    @Test func readsOnlyAsFarAsAsked() {
        let watched = WatchedScalars(Array(String(repeating: "e\u{301}", count: 1000).unicodeScalars))
        var iterator = GraphemeBreaks(watched).makeIterator()
        #expect(iterator.next() == 2)
        #expect(watched.highest.value == 2)
        #expect(iterator.next() == 4)
        #expect(watched.highest.value == 4)
        #expect(watched.reads.value == 5)
    }

    /// Hostile paragraphs of 100 000 scalars: each scalar is read once, whatever the length of
    /// the cluster it is in (a letter with 100 000 marks, a ZWJ chain, a conjunct chain, a run
    /// of regional indicators).
    @Test func eachScalarIsReadOnce() {
        let n = 100_000
        let texts: [([UInt32], Int)] = [
            ([0x61] + Array(repeating: 0x0301, count: n - 1), 1),
            ([0x2701, 0x200D].repeated(n / 2 - 1) + [0x2701, 0x0301], 1),
            ([0x0915, 0x094D].repeated(n / 2 - 1) + [0x0915, 0x093C], 1),
            (Array(repeating: 0x1F1E6, count: n), n / 2),
            (Array(repeating: 0x000D, count: n), n),
        ]
        for (codes, clusters) in texts {
            let watched = WatchedScalars(codes.map { Unicode.Scalar($0)! })
            #expect(Array(GraphemeBreaks(watched)).count == clusters)
            #expect(watched.reads.value == n)
        }
    }

    /// The fast paths (ASCII for Grapheme_Cluster_Break, below U+0300 for Indic_Conjunct_Break)
    /// agree with the generated tables, and the tables with their files' names.
    @Test func tablesAndFastPathsAgree() {
        for code in UInt32(0)..<0x300 {
            let scalar = Unicode.Scalar(code)!
            #expect(GraphemeClusterBreak(scalar) == GraphemeClusterBreak.graphemeClusterBreak[code])
            #expect(IndicConjunctBreak(scalar) == IndicConjunctBreak.indicConjunctBreak[code])
        }
        #expect(GraphemeClusterBreak.ucdNames.count == GraphemeClusterBreak.allCases.count)
        #expect(IndicConjunctBreak.ucdNames.count == IndicConjunctBreak.allCases.count)
        #expect(GraphemeClusterBreak("\u{1F3FB}") == .extend)
        #expect(GraphemeClusterBreak("\u{AC00}") == .lv)
        #expect(GraphemeClusterBreak("\u{0600}") == .prepend)
        #expect(IndicConjunctBreak("\u{094D}") == .linker)
        #expect(IndicConjunctBreak("\u{0A4D}") == .none)     // Gurmukhi
        #expect(IndicConjunctBreak("\u{200D}") == .extend)
        #expect(IndicConjunctBreak("\u{034F}") == .none)     // Extend, but combining class 0
        #expect(IndicConjunctBreak("\u{0D3A}") == .consonant)
    }
}

private extension Array {
    /// The elements `count` times over.
    func repeated(_ count: Int) -> [Element] { [[Element]](repeating: self, count: count).flatMap { $0 } }
}
