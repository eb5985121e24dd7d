import CtlControls
import CtlTestSupport
import Foundation
import Testing

/// CtlRenderPlugin declares the images of `"states": "all"` from its own table of each control's
/// states (a plugin cannot import CtlControls): the table must be the catalog's, or a control
/// whose list changed would build images SwiftPM does not bundle (or fail the build for images
/// declared but never written).
@Suite struct PluginControlStatesTests {
    static let tableURL = PackagePaths.root.appendingPathComponent("Plugins/CtlRenderPlugin/ControlStates.swift")

    /// `"name": ["state", …],` lines of the plugin's table.
    static func table() throws -> [String: [String]] {
        let text = try String(contentsOf: tableURL, encoding: .utf8)
        let line = try NSRegularExpression(pattern: #"^\s*"([a-z-]+)": \[([^\]]*)\],\s*$"#, options: .anchorsMatchLines)
        let ns = text as NSString
        var table: [String: [String]] = [:]
        for match in line.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            let states = ns.substring(with: match.range(at: 2)).split(separator: ",")
                .map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
            table[ns.substring(with: match.range(at: 1))] = states
        }
        return table
    }

    @Test func thePluginsTableIsTheCatalogs() throws {
        let table = try Self.table()
        let catalog = Dictionary(uniqueKeysWithValues: Controls.all.map { ($0.name, $0.states.map(\.description)) })
        #expect(Set(table.keys) == Set(catalog.keys),
                "Plugins/CtlRenderPlugin/ControlStates.swift lists other controls than Controls.all")
        for (name, states) in catalog.sorted(by: { $0.key < $1.key }) {
            #expect(table[name] == states, "ControlStates.all[\"\(name)\"] must be \(states) (`ctlrender states \(name)`)")
        }
    }
}
