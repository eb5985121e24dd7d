import CtlRaster

/// The states of the segments on either side of a divider.
public struct DividerKey: Hashable, Sendable {
    public var left: ControlState
    public var right: ControlState

    public init(left: ControlState, right: ControlState) {
        self.left = left
        self.right = right
    }

    /// "LEFT/RIGHT" state names, e.g. "highlighted/normal"; nil for anything else.
    public init?(name: String) {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let l = ControlState(name: String(parts[0])), let r = ControlState(name: String(parts[1]))
        else { return nil }
        self.init(left: l, right: r)
    }
}

/// Divider images by the states of the segments beside them, as a segmented control, a
/// stepper and a scope bar keep them: "if you supply an image for just one state
/// combination, it is used for the other two" (S1).
public struct DividerImages: Hashable, Sendable {
    public var images: [DividerKey: ControlImage] = [:]

    public init(_ images: [DividerKey: ControlImage] = [:]) { self.images = images }

    public var isEmpty: Bool { images.isEmpty }

    public subscript(key: DividerKey) -> ControlImage? {
        get { images[key] }
        set { images[key] = newValue }
    }

    /// The divider between segments in these states: its own, else the only one given, else
    /// the normal pair's.
    public func image(for key: DividerKey) -> ControlImage? {
        if let image = images[key] { return image }
        if images.count == 1 { return images.first!.value }
        return images[DividerKey(left: .normal, right: .normal)]
    }

    /// Draws the divider for `key` centred on `x`, at its own width and the frame's height.
    func draw(_ key: DividerKey, at x: Double, top: Double, height: Double, in canvas: inout Canvas,
              environment: ControlEnvironment) -> Bool {
        guard let image = image(for: key) else { return false }
        let w = image.size.width
        image.draw(in: &canvas, rect: Rect(x: environment.snap(x - w / 2), y: top, width: w, height: height))
        return true
    }
}

extension DividerImages: SpecDecodable {
    /// One image (for every pair), or images keyed "LEFT/RIGHT" ("highlighted/normal").
    public init(spec v: SpecValue) throws {
        guard let members = v.node.objectValue, !members.isEmpty,
              members.allSatisfy({ DividerKey(name: $0.key) != nil }) else {
            self.init([DividerKey(left: .normal, right: .normal): try ControlImage(spec: v)])
            return
        }
        let o = try v.object()
        var images: [DividerKey: ControlImage] = [:]
        for name in members.keys.sorted() { images[DividerKey(name: name)!] = try o.decode(name, as: ControlImage.self) }
        self.init(images)
    }
}
