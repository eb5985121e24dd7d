import CtlJSON
import Testing

/// "Did you mean": the edit distance and when a name is close enough to suggest.
@Suite struct NearestNameTests {
    @Test func distanceCountsInsertionsDeletionsSubstitutionsAndSwaps() {
        #expect(NearestName.distance("", "") == 0)
        #expect(NearestName.distance("", "abc") == 3 && NearestName.distance("abc", "") == 3)
        #expect(NearestName.distance("buton", "button") == 1)       // insertion
        #expect(NearestName.distance("buttonn", "button") == 1)     // deletion
        #expect(NearestName.distance("bitton", "button") == 1)      // substitution
        #expect(NearestName.distance("titel", "title") == 1)        // swap of neighbours
        #expect(NearestName.distance("kitten", "sitting") == 3)
        #expect(NearestName.distance("Highlighted", "hIGHLIGHTED") == 0)
        #expect(NearestName.distance("ca", "abc") == 3)              // optimal string alignment, not full DL
    }

    @Test func distanceIsSymmetric() {
        var random = SystemRandomNumberGenerator()
        let letters = Array("abcd")
        for _ in 0..<200 {
            let a = String((0..<Int.random(in: 0...6, using: &random)).map { _ in letters.randomElement(using: &random)! })
            let b = String((0..<Int.random(in: 0...6, using: &random)).map { _ in letters.randomElement(using: &random)! })
            #expect(NearestName.distance(a, b) == NearestName.distance(b, a))
        }
    }

    @Test func suggestsOnlyWithinAThirdOfTheLength() {
        let states = ["normal", "highlighted", "selected", "disabled"]
        #expect(NearestName.nearest(to: "hilighted", among: states) == "highlighted")
        #expect(NearestName.nearest(to: "slected", among: states) == "selected")
        #expect(NearestName.nearest(to: "x", among: ["y", "xyz"]) == "y")          // max(1, …): one edit for short names
        #expect(NearestName.nearest(to: "x", among: ["abc"]) == nil)
        #expect(NearestName.nearest(to: "pressed", among: states) == nil)
        #expect(NearestName.nearest(to: "buton", among: ["button", "switch"]) == "button")
    }

    @Test func firstOfEqualsWinsAndTheHintReadsAsASentence() {
        #expect(NearestName.nearest(to: "ab", among: ["aa", "bb"]) == "aa")
        #expect(NearestName.hint(for: "titel", among: ["title"]) == "; did you mean \"title\"?")
        #expect(NearestName.hint(for: "zzzzz", among: ["title"]) == "")
    }
}
