import CtlJSON
import CtlTestSupport
import Foundation
import Testing

/// `list --json` and `states CONTROL --json`: what scripts read.
@Suite struct ListJSONTests {
    @Test func listJSONHasEveryControlInOrderWithItsStatesAndValues() throws {
        let r = try CLIRunner.run(["list", "--json"])
        #expect(r.status == 0 && r.stderr.isEmpty)
        let items = try #require(try JSONParser.parse([UInt8](r.stdout)).arrayValue)
        let text = String(decoding: try CLIRunner.run(["list"]).stdout, as: UTF8.self).split(separator: "\n")
        #expect(items.compactMap { $0.objectValue?["name"]?.stringValue } == text.map { String($0.split(separator: " ")[0]) })
        for item in items {
            let object = try #require(item.objectValue)
            #expect(object.keys == ["name", "options", "states", "summary", "values"])
            // "options": the control's own option declarations, each as the reference shows it.
            for option in try #require(object["options"]?.arrayValue) {
                #expect(option.objectValue?.keys == ["aliases", "choices", "form", "help", "key", "name", "value"])
            }
            let states = (object["states"]?.arrayValue ?? []).compactMap { $0.stringValue }
            #expect(states.first == "normal")
            for value in try #require(object["values"]?.arrayValue) {
                #expect(value.objectValue?.keys == ["help", "name"])
            }
        }
        let button = try #require(items.first?.objectValue)
        let type = button["options"]?.arrayValue?.first?.objectValue
        #expect(type?["name"]?.stringValue == "type" && type?["key"]?.stringValue == "type")
        #expect(type?["choices"]?.arrayValue?.first?.stringValue == "system")
        #expect(button["states"]?.arrayValue?.compactMap { $0.stringValue }.contains("highlighted+selected") == true)
        #expect(r.stdout.last == UInt8(ascii: "\n") && r.stdout.filter { $0 == UInt8(ascii: "\n") }.count == 1)
        #expect(try CLIRunner.run(["list", "--json"]).stdout == r.stdout)
    }

    @Test func statesJSONIsTheControlsElementOfListJSON() throws {
        let list = try #require(try JSONParser.parse([UInt8](try CLIRunner.run(["list", "--json"]).stdout)).arrayValue)
        for name in ["button", "slider", "page-control"] {
            let r = try CLIRunner.run(["states", name, "--json"])
            #expect(r.status == 0)
            let node = try JSONParser.parse([UInt8](r.stdout))
            #expect(node.canonicalText == list.first { $0.objectValue?["name"]?.stringValue == name }?.canonicalText)
        }
        let unknown = try CLIRunner.run(["states", "slidr", "--json"])
        #expect(unknown.status == 2 && unknown.stdout.isEmpty)
    }

    @Test func helpDocumentsJSON() throws {
        for command in [["help", "list"], ["help", "states"]] {
            let help = String(decoding: try CLIRunner.run(command).stdout, as: UTF8.self)
            #expect(help.contains("--json") && help.contains("\"summary\""))
        }
    }
}
