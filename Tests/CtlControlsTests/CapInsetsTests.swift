import CtlControls
import CtlRaster
import Testing

/// The natural caps that asset catalogs and nine-patches keep unstretched.
@Suite struct CapInsetsTests {
    let classic = ControlEnvironment(look: .classic), flat = ControlEnvironment(look: .flat)

    @Test func aButtonWithContentHasNoCaps() {
        #expect(Button(title: "Sign In").capInsets(in: classic) == nil)
        #expect(Button(type: .contactAdd).capInsets(in: flat) == nil)
        #expect(Button(title: "").capInsets(in: flat) == nil)  // a flat system button has no artwork
    }

    @Test func theClassicBezelStretchesBetweenItsCorners() throws {
        let caps = try #require(Button(title: "").capInsets(in: classic))
        #expect(caps.left == caps.right && caps.top == caps.left && caps.bottom == caps.top + 1)
        #expect(caps.left >= 8 && caps.left <= 12)
    }

    @Test func aColouredCustomButtonKeepsItsCorners() {
        var b = Button(type: .custom, title: "")
        b.backgroundColor = PerState(Color(hex: 0xFF3B30))
        b.cornerRadius = 6
        #expect(b.capInsets(in: flat) == EdgeInsets(all: 6))
        #expect(b.capInsets(in: classic) == EdgeInsets(all: 7))
    }

    @Test func aBackgroundImagesCapsAreTheButtons() throws {
        var b = Button(type: .custom, title: "")
        b.backgroundImage = PerState(try ControlImage(try Pixmap(width: 11, height: 11), capInsets: EdgeInsets(all: 5)))
        #expect(b.capInsets(in: flat) == EdgeInsets(all: 5))
    }

    @Test func aFullOrEmptyProgressBarStretchesBetweenItsEnds() {
        #expect(ProgressView(progress: 1).capInsets(in: classic) == EdgeInsets(top: 0, left: 4.5, bottom: 0, right: 4.5))
        #expect(ProgressView(progress: 0).capInsets(in: flat) == EdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
        #expect(ProgressView(progress: 0.5).capInsets(in: flat) == nil)
    }
}
