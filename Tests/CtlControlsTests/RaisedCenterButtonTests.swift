import CtlControls
import CtlRaster
import CtlTestSupport
import Foundation
import Testing

/// Seed 004's raised centre tab button: its frame over the tab bar, its art and its states
/// (the command: ctlrenderTests).
@Suite struct RaisedCenterButtonTests {
    @Test func theSeedCentresTheButtonAndRaisesItByHalfTheHeightDifference() {
        let bar = Rect(x: 0, y: 431, width: 320, height: 49)
        // Taller: centre.y − (58 − 49)/2, so its bottom meets the bar's.
        let raised = Button.raisedCenterFrame(size: Size(width: 80, height: 58), over: bar)
        #expect(raised == Rect(x: 120, y: 422, width: 80, height: 58) && raised.maxY == bar.maxY)
        // Not taller: centred on the bar.
        #expect(Button.raisedCenterFrame(size: Size(width: 60, height: 40), over: bar)
                == Rect(x: 130, y: 435.5, width: 60, height: 40))
    }

    @Test func theButtonIsFramedToItsImageTallerThanTheTabBar() throws {
        for (look, width) in [(Look.flat, 64.0), (.classic, 80.0)] {
            let size = Button(type: .raisedCenter).sizing(in: ControlEnvironment(look: look)).natural
            #expect(size == Size(width: width, height: 58) && size.height > 49, "\(look)")
        }
        #expect(!Button.ButtonType.raisedCenter.isTyped)
    }

    @Test func normalAndHighlightedImagesAndADisabledFade() throws {
        func render(_ look: Look, _ state: ControlState) throws -> Pixmap {
            try ControlRenderer.render(Button(type: .raisedCenter), options: RenderOptions(look: look, state: state)).pixmap
        }
        let flat = try render(.flat, .normal)
        #expect(flat[10, 29] == Color(hex: 0x007AFF).premultiplied && flat[32, 29] == Color.white.premultiplied)
        #expect(try render(.flat, .highlighted)[10, 29].b < 255)
        #expect(try render(.flat, .disabled)[10, 29].a == 128)
        let classic = try render(.classic, .normal), pressed = try render(.classic, .highlighted)
        #expect(classic[10, 45].b < 60 && pressed[10, 45].b > 200)      // dark gloss, selection blue while pressed
        #expect(classic[40, 29] == Color.white.premultiplied)           // the "+"
        // A background image of the user's replaces the art, and the button is framed to it.
        var custom = Button(type: .raisedCenter)
        custom.backgroundImage = PerState(try ControlImage(try Pixmap(width: 30, height: 60)))
        let size = custom.sizing(in: ControlEnvironment(look: .flat)).natural
        #expect(size == Size(width: 30, height: 60))
    }
}
