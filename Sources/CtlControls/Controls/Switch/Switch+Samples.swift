import CtlRaster

extension Switch {
    /// S1's custom switch: an on image of white "YES" on black, 79×27 points (GillSans-Bold 16
    /// in the seed; the bundled bold face here), drawn at 2 pixels per point.
    static let seedYesSwitch: Switch = {
        var s = Switch(isOn: true)
        s.onImage = try? seedYesImage()
        return s
    }()

    static func seedYesImage() throws -> ControlImage {
        var canvas = try Canvas(width: 158, height: 54)
        canvas.transform = .scale(2, 2)
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 79, height: 27)), paint: .solid(.black))
        try canvas.drawText("YES", style: TextStyle(font: "system-bold", size: 16, color: .white),
                            in: Rect(x: 0, y: 5, width: 79, height: 22), verticalAlign: .top)
        return try ControlImage(canvas.pixmap, scale: 2)
    }
}
