@testable import CtlSVG
import Testing

/// Attributes are found by hashing once an element has many: reading, duplicate detection and
/// the cascade's writes cost the same per attribute however many the element has.
@Suite struct AttributeLookupTests {
    func parse(_ text: String) throws(SVGError) -> Element {
        try XMLReader.parse(Array(text.utf8))
    }

    @Test func lookupsOnAnElementOfManyAttributesAreConstant() throws {
        let n = 20_000
        let attributes = (0..<n).map { "data-a\($0)='\($0)'" }.joined(separator: " ")
        let root = try parse("<svg xmlns='http://www.w3.org/2000/svg' \(attributes)/>")
        // Every attribute read once, then the cascade's writes (a new one, an existing one).
        for i in stride(from: 0, to: n, by: 1) { #expect(root["data-a\(i)"] == "\(i)") }
        root.set("fill", "red")
        root.set("data-a7", "seven")
        #expect(root["fill"] == "red")
        #expect(root["data-a7"] == "seven")
        #expect(root["data-a\(n)"] == nil)
        // A scan would compare n²/2 = 200 million names; hashing, a few per lookup.
        #expect(root.namesCompared <= 4 * n)
    }

    @Test func aFewAttributesAreScannedInOrder() throws {
        let root = try parse("<svg xmlns='http://www.w3.org/2000/svg' a='1' b='2' c='3'/>")
        #expect(root["c"] == "3")
        #expect(root.namesCompared == 3)
        root.removeAttributes(named: ["b"])
        #expect(root.attributes.map(\.name) == ["a", "c"])
        #expect(root["b"] == nil)
    }

    @Test func theIndexFollowsRemovalsAndAdditions() throws {
        let attributes = (0..<40).map { "a\($0)='\($0)'" }.joined(separator: " ")
        let root = try parse("<svg xmlns='http://www.w3.org/2000/svg' isolation='isolate' \(attributes)/>")
        #expect(root["a39"] == "39")
        root.removeAttributes(named: StyleSheet.cssOnly)
        #expect(root["isolation"] == nil)
        #expect(root["a39"] == "39")
        root.set("new", "x")
        #expect(root["new"] == "x")
        #expect(root.attributes.last?.name == "new")
        #expect(root.attributes.count == 41)
    }

    @Test func aDuplicateAmongManyAttributesIsFoundWhereItIs() {
        let attributes = (0..<5000).map { "a\($0)='\($0)'" }.joined(separator: " ")
        do {
            _ = try parse("<svg xmlns='http://www.w3.org/2000/svg' \(attributes)\n  a4321='again'/>")
            Issue.record("a duplicate attribute was accepted")
        } catch {
            #expect(error.description == "2:3: attribute a4321 given twice")
        }
    }
}
