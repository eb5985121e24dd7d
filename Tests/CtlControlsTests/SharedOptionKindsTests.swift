import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// The option kinds the converted controls share beyond the basic ones: an item's index, a
/// pair of flags, divider images, cap insets of single images, and options that edit the
/// segments. Each reads the command line's text and the spec alike.
@Suite struct SharedOptionKindsTests {
    /// Applies the text of `C`'s option `name` to `control`, as a command line does.
    func apply<C: Control>(_ name: String, _ text: String, to control: inout C,
                           _ context: OptionContext = OptionContext()) throws {
        let option = try #require(C.options.first { $0.name == name })
        try option.setter(for: text)(&control, context)
    }

    func decode<C: Control>(_ json: String, as type: C.Type) throws -> C {
        try ControlSpec.decode(Data(json.utf8), source: nil, baseDirectory: "/").control(as: C.self)
    }

    @Test func anIndexIsAWholeNumberOrNoneOnTheCommandLineAndInASpec() throws {
        var s = SegmentedControl()
        try apply("selected-index", "2", to: &s)
        #expect(s.selectedIndex == 2)
        try apply("selected-index", "none", to: &s)
        #expect(s.selectedIndex == nil)
        try apply("highlighted-index", "1", to: &s)
        try apply("highlighted-index", "-1", to: &s)
        #expect(s.highlightedIndex == nil)
        #expect(throws: OptionTextError.self) { try apply("selected-index", "1.5", to: &s) }
        let fromSpec = try decode(#"{"control": "segmented", "selectedIndex": "none", "highlightedIndex": 1}"#,
                                  as: SegmentedControl.self)
        #expect(fromSpec.selectedIndex == nil && fromSpec.highlightedIndex == 1)
        #expect(try decode(#"{"control": "segmented", "selectedIndex": -3}"#, as: SegmentedControl.self)
            .selectedIndex == nil)
    }

    @Test func aFlagPairSetsOneSwitchAndRefusesBothTogether() throws {
        var s = Switch()
        try apply("on", "true", to: &s, OptionContext(given: ["on"]))
        #expect(s.isOn)
        try apply("off", "true", to: &s, OptionContext(given: ["off"]))
        #expect(!s.isOn)
        #expect(throws: OptionConflictError.self) { try apply("on", "true", to: &s, OptionContext(given: ["on", "off"])) }
        var a = ActivityIndicator()
        try apply("stopped", "true", to: &a, OptionContext(given: ["stopped"]))
        #expect(!a.isAnimating)
        #expect(throws: OptionConflictError.self) {
            try apply("stopped", "true", to: &a, OptionContext(given: ["animating", "stopped"]))
        }
        // The spec's key is read once, by the first flag.
        #expect(Switch.options.filter { $0.info.key == "isOn" }.map(\.name) == ["on"])
        #expect(try decode(#"{"control": "switch", "isOn": true}"#, as: Switch.self).isOn)
        #expect(try !decode(#"{"control": "activity", "isAnimating": false}"#, as: ActivityIndicator.self).isAnimating)
    }

    @Test func segmentImagesMakeTheSegmentsOnlyWhenNothingElseGaveThem() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let png = try folder.writePNG("a.png", width: 8, height: 8)
        var alone = SegmentedControl()
        try apply("segment-images", "\(png),\(png)", to: &alone, OptionContext(given: ["segment-images"]))
        #expect(alone.segments.count == 2 && alone.segments.allSatisfy { $0.image != nil && $0.title == nil })
        var onSpec = SegmentedControl()
        try apply("segment-images", png, to: &onSpec, OptionContext(given: ["segment-images"], hasSpec: true))
        #expect(onSpec.segments.count == 3 && onSpec.segments[0].image != nil && onSpec.segments[0].title == "First")
        try apply("widths", "40,0,10,99", to: &onSpec)
        #expect(onSpec.segments.map(\.width) == [40, 0, 10])
        try apply("disabled-segments", "2,7", to: &onSpec)
        #expect(onSpec.segments.map(\.isEnabled) == [true, true, false])
        let json = #"{"control": "segmented", "segmentImages": ["\#(png)"], "widths": [50]}"#
        let fromSpec = try decode(json, as: SegmentedControl.self)
        #expect(fromSpec.segments.count == 1 && fromSpec.segments[0].image != nil && fromSpec.segments[0].width == 50)
    }

    @Test func aDividerImageIsForAPairOfStatesOrForAll() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let png = try folder.writePNG("d.png", width: 1, height: 8)
        var s = Stepper()
        try apply("divider-image", "highlighted/normal=\(png)", to: &s)
        #expect(s.dividerImages.images.keys.map { [$0.left, $0.right] } == [[.highlighted, .normal]])
        try apply("divider-image", png, to: &s)
        #expect(s.dividerImages[DividerKey(left: .normal, right: .normal)] != nil)
        #expect(throws: OptionTextError.self) { try apply("divider-image", "highlighted/normal=", to: &s) }
        var c = SegmentedControl()
        try apply("divider-image", "selected/normal=\(png)", to: &c)
        #expect(c.dividerImages[DividerKey(left: .selected, right: .normal)] != nil)
    }

    @Test func capInsetsOfSingleImagesReachTheSpecsImagesToo() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        let png = try folder.writePNG("p.png", width: 8, height: 8)
        var p = try decode(#"{"control": "progress", "progressImage": "\#(png)"}"#, as: ProgressView.self)
        try apply("image-cap-insets", "2", to: &p)
        #expect(p.progressImage?.capInsets == EdgeInsets(all: 2) && p.trackImage == nil)
        try apply("resizing-mode", "tile", to: &p)
        #expect(p.progressImage?.resizingMode == .tile && p.progressImage?.capInsets == EdgeInsets(all: 2))
        var t = TextField()
        try apply("disabled-background-image", png, to: &t)
        try apply("background-cap-insets", "1,2,1,2", to: &t)
        #expect(t.disabledBackground?.capInsets == EdgeInsets(top: 1, left: 2, bottom: 1, right: 2) && t.background == nil)
    }
}
