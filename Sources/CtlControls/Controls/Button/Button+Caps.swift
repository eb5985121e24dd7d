import CtlRaster

extension Button {
    /// A button stretches cleanly when it shows no title and no image: its corners are then
    /// the caps — the background image's own, the classic bezel's radius and border (and the
    /// etch under it), or the corner radius of a coloured custom button.
    public func capInsets(in environment: ControlEnvironment) -> EdgeInsets? {
        let showsContent = title.values.values.contains { !$0.isEmpty } || !image.isEmpty || type.isTyped
        guard !showsContent else { return nil }
        if let caps = backgroundImage.normal?.capInsets { return caps }
        guard backgroundImage.isEmpty else { return nil }
        if type.style(in: environment.look) == .bezel, let bezel = environment.metrics.button.bezel {
            let edge = bezel.cornerRadius + bezel.borderWidth
            return EdgeInsets(top: edge, left: edge, bottom: edge + 1, right: edge)
        }
        guard !backgroundColor.isEmpty else { return nil }
        let edge = max(cornerRadius, 0) + (environment.look == .classic ? 1 : 0)
        return EdgeInsets(all: max(edge, 1))
    }
}
