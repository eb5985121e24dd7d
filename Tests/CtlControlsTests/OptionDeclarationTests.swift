import CtlControls
import CtlJSON
import CtlRaster
import Foundation
import Testing

/// Each option is declared once (`ControlOption`): its names are unique and spelt alike, every
/// key it names is one the spec reads, and the command line's text and the spec's JSON set the
/// same thing through the one declaration.
@Suite struct OptionDeclarationTests {
    /// The names the command line gives every control, which no control's own option may take.
    static let common = RenderOptions.options.map(\.name) + [RenderOptions.textDirectionOption.name]
        + ["all-states", "font-dir", "output", "spec", "quiet", "frames", "fps", "help", "version"]

    static var declared: [ControlKind] { Controls.all.filter { !$0.options.isEmpty } }

    @Test func namesAreUniqueLowerCaseWithDashesAndFreeOfTheCommonOnes() {
        for kind in Self.declared {
            var seen = Set(Self.common)
            for option in kind.options {
                let names = [option.name] + option.aliases
                    + (option.form == .invertibleFlag ? ["no-\(option.name)"] : [])
                for name in names {
                    #expect(seen.insert(name).inserted, "\(kind.name): --\(name) is declared twice or is common")
                    #expect(name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(kind.name): \(name)")
                }
                #expect(option.isFlag == option.placeholder.isEmpty, "\(kind.name): --\(option.name)'s placeholder")
                #expect(!option.help.isEmpty, "\(kind.name): --\(option.name) has no help")
            }
        }
    }

    /// The library spells no command line: a help names another option in braces, and each
    /// name is an option of the control or a common one.
    @Test func aHelpNamesOtherOptionsInBracesAndOnlyOptionsThatExist() {
        for kind in Self.declared {
            let names = Set(Self.common + kind.options.flatMap { [$0.name, "no-\($0.name)"] + $0.aliases })
            for option in kind.options {
                #expect(!option.help.contains("--"), "\(kind.name): --\(option.name)'s help spells an option")
                _ = option.help { named in
                    #expect(names.contains(named), "\(kind.name): --\(option.name)'s help names {\(named)}")
                    return named
                }
            }
        }
        let info = Button.options.first { $0.name == "title-shadow-color" }!.info
        #expect(info.help { "--\($0)" }.contains("seen with --title-shadow-offset."))
    }

    @Test func everyKeyIsOneTheSpecReads() throws {
        for kind in Self.declared {
            let keys = kind.options.compactMap(\.key)
            #expect(Set(keys).count == keys.count, "\(kind.name): a spec key is declared twice")
            for key in keys {
                // null is no value, but the key is read: an undeclared key would be "unknown".
                let json = #"{"control": "\#(kind.name)", "\#(key)": null}"#
                #expect(throws: Never.self, "\(kind.name).\(key)") {
                    _ = try ControlSpec.decode(Data(json.utf8), source: "t.json", baseDirectory: ".")
                }
            }
        }
    }

    @Test func aPerStateValueReadsTheSameFromTextAndFromJSON() throws {
        let option = try #require(Button.options.first { $0.name == "title-color" })
        var fromText = Button()
        try option.setter(for: "highlighted=#ff0000")(&fromText, OptionContext())
        try option.setter(for: "blue")(&fromText, OptionContext())
        let json = ##"{"control": "button", "titleColor": {"highlighted": "#ff0000", "normal": "blue"}}"##
        let spec = try ControlSpec.decode(Data(json.utf8), source: "t.json", baseDirectory: ".")
        let fromJSON = try spec.control(as: Button.self)
        #expect(fromText.titleColor == fromJSON.titleColor)
        #expect(fromText.titleColor[.highlighted] == Color(css: "#ff0000"))
    }

    @Test func aValueOutOfItsRangeIsRefusedByBothReaders() throws {
        let option = try #require(Button.options.first { $0.name == "font-size" })
        #expect(throws: OptionTextError.self) { try option.setter(for: "0") }
        let json = #"{"control": "button", "fontSize": 0}"#
        #expect(throws: SpecError.self) {
            _ = try ControlSpec.decode(Data(json.utf8), source: "t.json", baseDirectory: ".")
        }
    }

    @Test func aNamedChoiceListsItsNames() throws {
        let option = try #require(Button.options.first { $0.name == "type" })
        #expect(option.info.choices.first == "system" && option.info.choices.contains("raised-center"))
        do {
            _ = try option.setter(for: "sistem")
            Issue.record("sistem was taken")
        } catch let error as OptionTextError {
            #expect(error.choices == option.info.choices)
        }
    }
}
