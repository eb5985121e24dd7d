import CtlRaster

/// A `viewBox`: the rectangle of user space that a viewport shows. Its width and height
/// are positive (a viewBox that is not is ignored, as SVG says).
struct ViewBox {
    var rect: Rect

    init?(_ text: String?) {
        guard let text, let n = ValueScanner.numberList(text), n.count == 4, n[2] > 0, n[3] > 0 else { return nil }
        rect = Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    init(rect: Rect) { self.rect = rect }

    /// The transform that places this viewBox in `viewport` by `aspect`.
    func transform(to viewport: Rect, aspect: AspectRatio) -> Transform {
        let sx = viewport.width / rect.width
        let sy = viewport.height / rect.height
        guard aspect.align != .none else {
            return Transform.translation(-rect.minX, -rect.minY).concatenating(.scale(sx, sy))
                .concatenating(.translation(viewport.minX, viewport.minY))
        }
        let s = aspect.slice ? max(sx, sy) : min(sx, sy)
        let w = rect.width * s, h = rect.height * s
        let dx: Double, dy: Double
        switch aspect.align.x {
        case 0: dx = 0
        case 1: dx = (viewport.width - w) / 2
        default: dx = viewport.width - w
        }
        switch aspect.align.y {
        case 0: dy = 0
        case 1: dy = (viewport.height - h) / 2
        default: dy = viewport.height - h
        }
        return Transform.translation(-rect.minX, -rect.minY).concatenating(.scale(s, s))
            .concatenating(.translation(viewport.minX + dx, viewport.minY + dy))
    }
}

/// `preserveAspectRatio`: how a viewBox (or an image) is fitted into its viewport.
struct AspectRatio {
    enum Align: Equatable {
        case none
        /// 0 = min, 1 = mid, 2 = max on each axis.
        case align(x: Int, y: Int)

        var x: Int { if case .align(let x, _) = self { return x } else { return 0 } }
        var y: Int { if case .align(_, let y) = self { return y } else { return 0 } }
    }

    var align: Align = .align(x: 1, y: 1)
    var slice = false

    static let `default` = AspectRatio()

    /// The value, or the default (`xMidYMid meet`) for text that does not parse.
    init(_ text: String?) {
        guard let text else { return }
        var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
            .map(String.init)
        if words.first == "defer" { words.removeFirst() }
        guard let first = words.first, words.count <= 2 else { return }
        if first == "none" {
            align = .none
        } else {
            let table = ["xMin": 0, "xMid": 1, "xMax": 2]
            let tableY = ["YMin": 0, "YMid": 1, "YMax": 2]
            guard first.count == 8, let x = table[String(first.prefix(4))], let y = tableY[String(first.suffix(4))] else {
                return
            }
            align = .align(x: x, y: y)
        }
        if words.count == 2 {
            if words[1] == "slice" { slice = true } else if words[1] != "meet" { align = .align(x: 1, y: 1) }
        }
    }

    init() {}
}
