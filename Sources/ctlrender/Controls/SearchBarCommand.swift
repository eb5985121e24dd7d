import ArgumentParser
import CtlControls
import CtlRaster

/// `ctlrender search-bar [--placeholder T] [--text T] [--scopes A,B,C --selected-scope N] …`
struct SearchBarCommand: TitledControlCommand {
    static let configuration = CommandConfiguration(
        commandName: "search-bar",
        abstract: "Draw a search bar (UISearchBar): a rounded field with a magnifier, an optional scope bar.",
        discussion: """
            44 points tall, 88 with a scope bar. Flat (iOS 7): a #C9C9CE bar, a white 28-point \
            field with 5-point corners, a grey magnifier and placeholder, the scopes as a plain \
            segmented control. Classic (iOS 6): the blue-grey gradient bar (black: a dark \
            gloss; --bar-tint or --tint colours it), a white pill-shaped field, the scopes as a \
            bar-style segmented control. With --text the field shows it and the clear button. \
            Width: free, 320 by default.
            """)

    @OptionGroup var options: ControlOptions
    @OptionGroup var titleDirection: TitleDirectionOption

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The placeholder, shown when there is no text. Default: Search.", valueName: "text"))
    var placeholder: String?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The text in the field (shows the clear button). Default: none.", valueName: "text"))
    var text: String?

    @OptionGroup var bar: BarStyleOptions

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The scope bar's titles, comma-separated. Default: no scope bar.", valueName: "a,b,c"))
    var scopes: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The selected scope, from 0. Default: 0.", valueName: "i"),
            transform: Parse.integer)
    var selectedScope: Int?

    @Flag(help: "Show a Cancel button after the field.")
    var cancel = false

    func validate() throws {
        if let scopes, scopes.split(separator: ",", omittingEmptySubsequences: false).contains(where: { $0.isEmpty }) {
            throw ValidationError("--scopes needs titles separated by commas, not \"\(scopes)\"")
        }
    }

    func apply(to control: inout SearchBar) throws {
        if let placeholder { control.placeholder = placeholder }
        if let text { control.text = text }
        bar.apply(to: &control)
        if let scopes { control.scopes = scopes.split(separator: ",").map(String.init) }
        if let selectedScope { control.selectedScope = selectedScope }
        if cancel { control.showsCancelButton = true }
    }
}
