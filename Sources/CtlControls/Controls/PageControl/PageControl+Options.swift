extension PageControl {
    /// The page control's options, in the order they apply (`ControlOption`).
    public static let options: [ControlOption<PageControl>] = [
        .value("number-of-pages", aliases: ["pages"], key: "numberOfPages", \.numberOfPages,
               help: "How many dots. Default: 3."),
        .value("current-page", aliases: ["current"], key: "currentPage", \.currentPage,
               help: "The solid dot, counted from 0. Default: 0.", placeholder: "i"),
        .value("page-indicator-tint", key: "pageIndicatorTintColor", \.pageIndicatorTint,
               help: "The colour of the other dots. Default: white at 20 % (flat), 30 % (classic)."),
        .value("current-page-indicator-tint", key: "currentPageIndicatorTintColor", \.currentPageIndicatorTint,
               help: "The colour of the current dot. Default: white."),
        .toggle("hides-for-single-page", key: "hidesForSinglePage", \.hidesForSinglePage,
                help: "Whether a single page draws nothing (an empty image). Default: no."),
    ]

    /// Reads the keys of `options`.
    public init(spec: SpecObject) throws {
        self.init()
        try Self.options.read(spec, into: &self)
    }
}
