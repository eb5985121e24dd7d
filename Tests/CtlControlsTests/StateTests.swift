import CtlControls
import Testing

/// The state model and UIKit's fallback rules for per-state features (Docs/sources.md#the-state-rule).
@Suite struct StateTests {
    @Test func namesRoundTrip() {
        for state in ControlState.allCombinations {
            #expect(ControlState(name: state.description) == state)
        }
        #expect(ControlState.allCombinations.map(\.description) == [
            "normal", "highlighted", "selected", "disabled", "highlighted+selected", "highlighted+disabled",
            "selected+disabled", "highlighted+selected+disabled"])
    }

    @Test func parsingAcceptsAnyOrderCommasAndCase() {
        #expect(ControlState(name: "selected+highlighted") == [.highlighted, .selected])
        #expect(ControlState(name: "Highlighted,Disabled") == [.highlighted, .disabled])
        #expect(ControlState(name: "normal") == .normal)
        #expect(ControlState(name: "pressed") == nil)
        #expect(ControlState(name: "") == nil)
        #expect(ControlState(name: "normal+selected") == nil)
        #expect(ControlState(name: "highlighted+") == nil)
    }

    @Test func exactStateWins() {
        var title = PerState("Normal")
        title[.highlighted] = "Highlighted"
        title[[.highlighted, .selected]] = "Both"
        #expect(title.value(for: .highlighted) == "Highlighted")
        #expect(title.value(for: [.highlighted, .selected]) == "Both")
        #expect(title.resolve(.highlighted)?.isFromNormal == false)
    }

    @Test func missingSingleStateFallsBackToNormal() {
        let title = PerState("Normal")
        let r = title.resolve(.disabled)
        #expect(r?.value == "Normal")
        #expect(r?.isFromNormal == true)
    }

    @Test func combinedStateFallsBackToNormalNotToAFlag() {
        // "if a button is both highlighted and selected, the button will display its normal title"
        var title = PerState("Normal")
        title[.highlighted] = "Highlighted"
        title[.selected] = "Selected"
        #expect(title.value(for: [.highlighted, .selected]) == "Normal")
        #expect(title.resolve([.highlighted, .selected])?.isFromNormal == true)
    }

    @Test func nothingSetResolvesToNothing() {
        var title = PerState<String>()
        #expect(title.resolve(.normal) == nil)
        title[.highlighted] = "H"
        #expect(title.value(for: .normal) == nil)
        #expect(title.value(for: .selected) == nil)
        #expect(title.value(for: .highlighted) == "H")
    }
}
