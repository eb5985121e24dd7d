import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// The bars' options, declared once: the background and shadow options every bar shares, the
/// shadow image that turns the shadow on, a bar button item's one content, the scopes.
@Suite struct BarOptionsTests {
    let star = PackagePaths.fixtures.appendingPathComponent("Artwork/star.svg").path

    /// The option of `options` named `name`.
    func option<C>(_ options: [ControlOption<C>], _ name: String) throws -> ControlOption<C> {
        try #require(options.first { $0.name == name })
    }

    @Test func theBarsShareOneDeclarationOfTheirBackgroundAndShadow() {
        let background = ["bar-style", "translucent", "bar-tint"]
        let bars = [NavigationBar.kind.options, Toolbar.kind.options, SearchBar.kind.options]
            .map { $0.filter { background.contains($0.name) } }
        #expect(bars.allSatisfy { $0.map(\.name) == background && $0 == bars[0] })
        #expect(bars[0].map(\.key) == ["barStyle", "translucent", "barTint"])
        let shadows = [NavigationBar.kind.options, Toolbar.kind.options].map { $0.filter { $0.name.hasPrefix("shadow") } }
        #expect(shadows[0].map(\.name) == ["shadow", "shadow-image"] && shadows[0] == shadows[1])
        #expect(!SearchBar.kind.options.contains { $0.name.hasPrefix("shadow") })
    }

    @Test func aShadowImageGivenAloneTurnsTheShadowOn() throws {
        let set = try option(Toolbar.options, "shadow-image").setter(for: star)
        var alone = Toolbar()
        try set(&alone, OptionContext(given: ["shadow-image"]))
        #expect(alone.showsShadow == true && alone.shadowImage != nil)
        // --no-shadow applies first (declared first) and wins.
        var off = Toolbar()
        try option(Toolbar.options, "shadow").setter(for: "false")(&off, OptionContext(given: ["shadow", "shadow-image"]))
        try set(&off, OptionContext(given: ["shadow", "shadow-image"]))
        #expect(off.showsShadow == false && off.shadowImage != nil)
        // A spec's image leaves the shadow as the spec has it.
        let folder = TestFolder()
        defer { folder.remove() }
        let json = #"{"control": "navigation-bar", "shadowImage": "\#(star)"}"#
        let bar = try #require(try ControlSpec.load(path: try folder.write(json, "n.json")).control as? NavigationBar)
        #expect(bar.shadowImage != nil && bar.showsShadow == nil)
    }

    @Test func aBarButtonItemTakesOneOfTitleImageAndSystem() throws {
        let contents: [(String, BarButtonItem.Content)] = [("title", .title("star")), ("image", .art(.star)),
                                                            ("system", .system(.add))]
        for (name, content) in contents {
            let set = try option(BarButtonItem.options, name).setter(for: name == "system" ? "add" : "star")
            var item = BarButtonItem()
            try set(&item, OptionContext(given: [name, "style"]))
            #expect(item.content == content)
            for other in ["title", "image", "system"] where other != name {
                #expect(throws: OptionConflictError.self) { try set(&item, OptionContext(given: [name, other])) }
            }
        }
        let conflict = OptionConflictError(["title", "image", "system"])
        #expect(conflict.message { "--\($0)" } == "give one of --title, --image and --system")
        #expect(OptionConflictError(["on", "off"], rule: .notTogether).message() == "on and off cannot be used together")
        #expect(throws: OptionTextError.self) { try option(BarButtonItem.options, "system").setter(for: "rocket") }
        #expect(throws: OptionTextError.self) { try option(BarButtonItem.options, "font-size").setter(for: "0") }
    }

    @Test func scopesAreTitlesSeparatedByCommas() throws {
        let scopes = try option(SearchBar.options, "scopes")
        var bar = SearchBar()
        try scopes.setter(for: "All,-Mail")(&bar, OptionContext())
        #expect(bar.scopes == ["All", "-Mail"])
        for bad in ["", "A,,B", "A,", ",A"] {
            #expect(throws: OptionTextError.self, "\(bad)") { try scopes.setter(for: bad) }
        }
    }
}

