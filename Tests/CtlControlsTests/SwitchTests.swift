import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// The switch: fixed sizes, the track and thumb by value, tints, images, states and spec (the
/// command: ctlrenderTests).
@Suite struct SwitchTests {
    func render(_ s: Switch, look: Look = .flat, state: ControlState = .normal, size: Size? = nil,
                tint: Color? = nil) throws -> ControlRendering {
        try ControlRenderer.render(s, options: RenderOptions(look: look, state: state, size: size, tint: tint))
    }

    @Test func oneSizePerLookWhateverIsAsked() throws {
        let flat = try render(Switch(), size: Size(width: 200, height: 50))
        #expect(flat.pixmap.width == 51 && flat.pixmap.height == 31)
        #expect(flat.warnings == ["switch has a fixed size of 51×31 points in the flat look; the requested 200×50 is ignored"])
        let classic = try render(Switch(), look: .classic).pixmap
        #expect(classic.width == 79 && classic.height == 27)
    }

    @Test func onFillsTheTrackAndMovesTheThumbRight() throws {
        let on = try render(Switch(isOn: true)).pixmap, off = try render(Switch(isOn: false)).pixmap
        #expect(on[8, 15] == Color(hex: 0x4CD964).premultiplied)       // left of the thumb: the on track
        #expect(on[37, 15] == Color.white.premultiplied)               // the thumb at the right end
        #expect(off[13, 15] == Color.white.premultiplied)              // the thumb at the left end
        #expect(off[44, 15] == Color.white.premultiplied)              // white track inside the outline
        #expect(off[25, 0].a > 0 && off[25, 0].r < 240)                // the grey outline at the top
    }

    @Test func tintsColourTheirParts() throws {
        let red = Color(hex: 0xFF0000), orange = Color(hex: 0xFF9500)
        let on = try render(Switch(isOn: true, onTintColor: .black, thumbTintColor: orange)).pixmap
        #expect(on[8, 15] == Color.black.premultiplied && on[37, 15] == orange.premultiplied)
        let off = try render(Switch(isOn: false, tintColor: red)).pixmap
        #expect(off[25, 0].r > 200 && off[25, 0].g < 60)
        // Without its own tint the switch takes the render's.
        let inherited = try render(Switch(isOn: false), tint: red).pixmap
        #expect(inherited[25, 0] == off[25, 0])
    }

    @Test func highlightedWidensTheFlatThumbOnlyAndDisabledFades() throws {
        let normal = try render(Switch(isOn: false)).pixmap
        let pressed = try render(Switch(isOn: false), state: .highlighted).pixmap
        #expect(normal[32, 15] != pressed[32, 15])                     // the thumb reaches further right
        let classic = try render(Switch(isOn: true), look: .classic).pixmap
        #expect(try render(Switch(isOn: true), look: .classic, state: .highlighted).pixmap == classic)
        #expect(try render(Switch(isOn: true), state: .selected).pixmap == (try render(Switch(isOn: true)).pixmap))
        let faded = try render(Switch(isOn: true), state: .disabled).pixmap
        #expect(faded[8, 15].a == 128)
    }

    @Test func imagesReplaceTheWordsInTheClassicLookOnly() throws {
        var s = Switch(isOn: true)
        var yellow = try Pixmap(width: 79, height: 27)
        yellow.fill(Color(r: 255, g: 230, b: 0))
        s.onImage = try ControlImage(yellow)
        let classic = try render(s, look: .classic).pixmap
        #expect(classic[20, 13] == Color(r: 255, g: 230, b: 0).premultiplied)
        #expect(try render(s).pixmap == (try render(Switch(isOn: true))).pixmap)
    }

    @Test func specKeys() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        try folder.writePNG("yes.png", width: 79, height: 27)
        let json = ##"{"control": "switch", "isOn": true, "onTintColor": "black", "tintColor": "red", "##
            + ##""thumbTintColor": "#ff9500", "onImage": "yes.png", "offImage": {"src": "yes.png"}}"##
        let s = try #require(try ControlSpec.load(path: try folder.write(json, "s.json")).control as? Switch)
        #expect(s.isOn && s.onTintColor == .black && s.tintColor == Color(hex: 0xFF0000))
        #expect(s.thumbTintColor == Color(hex: 0xFF9500) && s.onImage != nil && s.offImage != nil)
        let bad = try folder.write(#"{"isOn": "yes"}"#, "bad.json")
        #expect(throws: SpecError.self) { try ControlSpec.load(path: bad, kind: Switch.kind) }
    }
}
