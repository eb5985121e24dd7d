import CtlJSON
import Testing

/// The error type and the members collection.
@Suite struct JSONErrorAndMembersTests {
    @Test func errorDescriptionIsLineColumnMessage() {
        let error = JSONSyntaxError(position: JSONPosition(line: 3, column: 14), message: "expected a value")
        #expect(error.description == "3:14: expected a value")
        #expect(JSONPosition(line: 2, column: 9) < JSONPosition(line: 3, column: 1))
    }

    @Test func membersKeepDocumentOrderAndRefuseADuplicate() {
        let at = JSONPosition(line: 1, column: 1)
        var members = JSONMembers()
        #expect(members.insert(JSONMember(key: "b", keyPosition: at, value: JSONNode(.null))) == nil)
        #expect(members.insert(JSONMember(key: "a", keyPosition: at, value: JSONNode(.bool(true)))) == nil)
        let again = members.insert(JSONMember(key: "b", keyPosition: JSONPosition(line: 9, column: 9), value: JSONNode(.null)))
        #expect(again?.keyPosition == at)
        #expect(members.keys == ["b", "a"] && members.count == 2)
        #expect(members["a"]?.boolValue == true && members["c"] == nil)
    }
}
