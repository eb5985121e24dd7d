import CtlRaster

/// A media query list (`screen and (prefers-color-scheme: dark), print`) as Media Queries
/// Level 4 reads one, evaluated in an `Appearance`: the list matches when one of its queries
/// does, and an empty list matches (an `@media` or `media` attribute with nothing in it).
///
/// A query that is not valid, or that asks for something we do not evaluate (a feature such
/// as `min-width` or `hover`, an unknown media type), is `nil`: it never matches, and the
/// parser reported why (`MediaQueryParser.Problem`). Media Queries 4 would give such a part
/// the value "unknown" and still let `(prefers-color-scheme: dark) or (hover)` match; we do
/// not guess, so that an icon is never drawn in the other appearance's colours by surprise.
struct MediaQueryList {
    var queries: [MediaQuery?]

    func matches(_ appearance: Appearance) -> Bool {
        queries.isEmpty || queries.contains { $0?.matches(appearance) ?? false }
    }
}

/// One query of a list: `[not | only] <media-type> [and <condition>]`, or a condition alone.
struct MediaQuery {
    /// `not` before the media type: the whole query is negated.
    var negated = false
    /// Whether the media type matches: `all` and `screen` do, `print`, `speech` and the other
    /// known types never do. True when the query names no type.
    var typeMatches = true
    var condition: MediaCondition?

    func matches(_ appearance: Appearance) -> Bool {
        let result = typeMatches && (condition?.matches(appearance) ?? true)
        return negated ? !result : result
    }
}

/// A media condition: features, combined by `not`, `and` and `or` (at most
/// `MediaQueryParser.maxParentheses` deep, so evaluating it recurses that deep at most).
indirect enum MediaCondition {
    /// `(prefers-color-scheme: light | dark)`, or `(prefers-color-scheme)` (nil), which
    /// is always true.
    case colorScheme(Appearance.Luminosity?)
    /// `(prefers-contrast: …)`, or `(prefers-contrast)` (nil), true with increased contrast.
    case contrast(ContrastPreference?)
    case not(MediaCondition)
    case and([MediaCondition])
    case or([MediaCondition])
    /// A part we do not evaluate (a feature such as `hover`): false. A query holding one is
    /// left out of its list (`nil`) all the same, so this only stands in its place.
    case unknown

    func matches(_ appearance: Appearance) -> Bool {
        switch self {
        case .colorScheme(let luminosity):
            return luminosity.map { $0 == appearance.luminosity } ?? true
        case .contrast(let preference):
            return (preference ?? .more) == ContrastPreference(appearance.contrast)
        case .not(let condition):
            return !condition.matches(appearance)
        case .and(let conditions):
            return conditions.allSatisfy { $0.matches(appearance) }
        case .or(let conditions):
            return conditions.contains { $0.matches(appearance) }
        case .unknown:
            return false
        }
    }
}

/// The values of `prefers-contrast` (Media Queries Level 5).
enum ContrastPreference: String, CaseIterable {
    case noPreference = "no-preference", more, less, custom

    /// What an appearance prefers: `more` with increased contrast, else no preference. iOS
    /// has no setting for less contrast, and no custom contrast (Windows' forced colours).
    init(_ contrast: Appearance.Contrast) {
        self = contrast == .high ? .more : .noPreference
    }
}
