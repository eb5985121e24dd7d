import CtlRaster

/// Reads a media query list (an `@media` rule's prelude, a `<style media="…">`) by the grammar
/// of Media Queries Level 4:
///
///     <media-query-list> = <media-query>#
///     <media-query>      = <media-condition> | [not | only]? <media-type> [and <media-condition-without-or>]?
///     <media-condition>  = not <media-in-parens> | <media-in-parens> [[and <media-in-parens>]* | [or <media-in-parens>]*]
///     <media-in-parens>  = ( <media-condition> ) | ( <media-feature> ) | <general-enclosed>
///
/// Each query of the list is read on its own, as browsers do: one that is not valid or asks
/// for what we do not evaluate is a `Problem` and never matches; the others still count.
/// The work is linear in the text, which is at most `maxLength` bytes, and parentheses nest at
/// most `maxParentheses` deep.
struct MediaQueryParser {
    /// Why a query of a list does not match although it might in a browser: what and where.
    struct Problem {
        /// In bytes from the start of the style sheet's text.
        var offset: Int
        var message: String
    }

    /// How deep parentheses may nest in one query: deeper is a problem, and the query does
    /// not match (evaluation recurses once per level).
    static let maxParentheses = 32

    /// The media types that are known and match: a screen is what we draw for.
    static let matchingTypes: Set<String> = ["all", "screen"]
    /// The media types that are known and never match here (Media Queries 4 keeps the
    /// deprecated ones valid, matching nothing).
    static let otherTypes: Set<String> = [
        "print", "speech", "tty", "tv", "projection", "handheld", "braille", "embossed", "aural",
    ]
    /// The longest media query list read, in bytes: a longer one (real ones are a line) is a
    /// problem and does not match, and is not read, so a megabyte of query costs one pass over
    /// the style sheet and no memory.
    static let maxLength = 64 * 1024

    /// How many problems one query reports at most.
    static let maxProblemsPerQuery = 4
    /// Words that cannot be a media type.
    private static let reserved: Set<String> = ["not", "only", "and", "or", "layer"]
    /// The features we evaluate, with their values, for messages.
    static let features = "prefers-color-scheme and prefers-contrast"

    private struct Failure: Error {
        var problem: Problem
    }

    private let tokens: [MediaToken]
    private var index: Int
    private let end: Int
    /// Where the query's text ends, for a problem at its end.
    private let endOffset: Int
    /// What the query asks for that we do not evaluate (it is read to its end all the same).
    private var unsupported: [Problem] = []

    private init(_ tokens: [MediaToken], _ range: Range<Int>, endOffset: Int) {
        self.tokens = tokens
        index = range.lowerBound
        end = range.upperBound
        self.endOffset = endOffset
    }

    /// The list in `bytes` (comments removed), which start at `offset` in their style sheet,
    /// and the problems of the queries that cannot match.
    static func parseList(_ text: ArraySlice<UInt8>, offset start: Int) -> (MediaQueryList, [Problem]) {
        // Without the white space around it.
        let first = text.firstIndex { !ValueScanner.isSpace($0) } ?? text.endIndex
        let last = text.lastIndex { !ValueScanner.isSpace($0) }.map { $0 + 1 } ?? first
        let bytes = text[first..<max(first, last)]
        let offset = start + (first - text.startIndex)
        guard bytes.count <= maxLength else {
            return (MediaQueryList(queries: [nil]),
                    [Problem(offset: offset, message: "a media query list of \(bytes.count) bytes, over the limit of "
                        + "\(maxLength): it is not read, and does not match")])
        }
        let tokens = MediaToken.tokens(bytes, offset: offset)
        let endOffset = offset + bytes.count
        guard !tokens.isEmpty else { return (MediaQueryList(queries: []), []) }
        // The queries, split at the commas outside parentheses and functions.
        var pieces: [Range<Int>] = []
        var start = 0, depth = 0
        for (i, token) in tokens.enumerated() {
            switch token.kind {
            case .open, .function: depth += 1
            case .close: depth = max(0, depth - 1)
            case .comma where depth == 0:
                pieces.append(start..<i)
                start = i + 1
            default: break
            }
        }
        pieces.append(start..<tokens.count)
        var queries: [MediaQuery?] = []
        var problems: [Problem] = []
        for piece in pieces {
            let pieceEnd = piece.upperBound < tokens.count ? tokens[piece.upperBound].offset : endOffset
            var parser = MediaQueryParser(tokens, piece, endOffset: pieceEnd)
            do {
                let query = try parser.query()
                if parser.unsupported.isEmpty {
                    queries.append(query)
                } else {
                    queries.append(nil)
                    problems += parser.unsupported
                }
            } catch {
                queries.append(nil)
                problems += parser.unsupported
                problems.append(Problem(offset: error.problem.offset,
                                        message: error.problem.message + ": the media query does not match"))
            }
        }
        return (MediaQueryList(queries: queries), problems)
    }

    // MARK: The grammar

    private var atEnd: Bool { index >= end }

    private func peek(_ ahead: Int = 0) -> MediaToken? {
        index + ahead < end ? tokens[index + ahead] : nil
    }

    private func failure(_ message: String) -> Failure {
        Failure(problem: Problem(offset: peek()?.offset ?? endOffset, message: message))
    }

    /// What the next token is, for messages: "`x`" or "the end of the query".
    private var found: String {
        guard let token = peek() else { return "the end of the query" }
        return "`\(token.kind == .function ? token.text + "(" : token.text)`"
    }

    private mutating func query() throws(Failure) -> MediaQuery {
        guard let first = peek() else { throw failure("an empty media query (between commas, or after one)") }
        var query = MediaQuery()
        var qualified = false
        if first.isKeyword("not") || first.isKeyword("only"), peek(1)?.kind == .ident {
            query.negated = first.isKeyword("not")
            qualified = true
            index += 1
        }
        if let type = peek(), type.kind == .ident, qualified || !type.isKeyword("not") {
            query.typeMatches = try mediaType(type)
            index += 1
            if atEnd { return query }
            guard let and = peek(), and.isKeyword("and") else {
                throw failure("expected `and` after the media type `\(type.text)`, found \(found)")
            }
            index += 1
            query.condition = try condition(allowsOr: false, depth: 0)
        } else {
            query.condition = try condition(allowsOr: true, depth: 0)
        }
        guard atEnd else { throw failure("expected the end of the media query, found \(found)") }
        return query
    }

    /// Whether the media type `token` matches; one we do not know is a problem.
    private mutating func mediaType(_ token: MediaToken) throws(Failure) -> Bool {
        let name = token.keyword
        if MediaQueryParser.reserved.contains(name) {
            throw failure("`\(token.text)` cannot be a media type")
        }
        if MediaQueryParser.matchingTypes.contains(name) { return true }
        if !MediaQueryParser.otherTypes.contains(name) {
            note(Problem(offset: token.offset, message: "unknown media type `\(token.text)`: the media "
                + "query does not match (all and screen match; print, speech and the other known types never do)"))
        }
        return false
    }

    private mutating func condition(allowsOr: Bool, depth: Int) throws(Failure) -> MediaCondition {
        if let not = peek(), not.isKeyword("not") {
            index += 1
            return .not(try inParentheses(depth: depth))
        }
        var parts = [try inParentheses(depth: depth)]
        var isOr: Bool?
        while let word = peek(), word.isKeyword("and") || word.isKeyword("or") {
            let or = word.isKeyword("or")
            if or && !allowsOr {
                throw failure("`or` cannot follow a media type's `and`: put the conditions joined by `or` in "
                              + "parentheses")
            }
            if let isOr, isOr != or {
                throw failure("`and` and `or` cannot be mixed at one level: group them with parentheses")
            }
            isOr = or
            index += 1
            parts.append(try inParentheses(depth: depth))
        }
        guard parts.count > 1 else { return parts[0] }
        return isOr == true ? .or(parts) : .and(parts)
    }

    private mutating func inParentheses(depth: Int) throws(Failure) -> MediaCondition {
        guard let open = peek() else { throw failure("expected `(` and a media feature, found \(found)") }
        if open.kind == .function {
            // <general-enclosed>: a function we do not know.
            note(Problem(offset: open.offset, message: "unsupported media query function "
                + "`\(open.text)(…)`: the media query does not match (\(MediaQueryParser.features) are evaluated)"))
            index += 1
            try skipToClose()
            return .unknown
        }
        guard open.kind == .open else { throw failure("expected `(` and a media feature, found \(found)") }
        guard depth < MediaQueryParser.maxParentheses else {
            throw failure("media query nested deeper than \(MediaQueryParser.maxParentheses) parentheses")
        }
        index += 1
        guard let first = peek() else { throw failure("expected a media feature after `(`, found \(found)") }
        let result: MediaCondition
        if first.kind == .ident && !first.isKeyword("not") && (peek(1)?.kind == .colon || peek(1)?.kind == .close) {
            result = try feature()
        } else if first.kind == .open || first.kind == .function || first.isKeyword("not") {
            result = try condition(allowsOr: true, depth: depth + 1)
        } else {
            // <general-enclosed>: a range (`width >= 600px`, `400px < width`) or something else.
            let name = try skipToClose()
            note(Problem(offset: first.offset, message: (name.map { "unsupported media feature `\($0)`" }
                ?? "unsupported media query `(\(first.text) …)`")
                + ": the media query does not match (\(MediaQueryParser.features) are evaluated)"))
            return .unknown
        }
        guard let close = peek(), close.kind == .close else { throw failure("expected `)`, found \(found)") }
        index += 1
        return result
    }

    /// `name` or `name: value`, at the name; leaves the `)` to the caller.
    private mutating func feature() throws(Failure) -> MediaCondition {
        let nameToken = tokens[index]
        let name = nameToken.keyword
        index += 1
        var value: MediaToken?
        if peek()?.kind == .colon {
            index += 1
            value = peek()
            guard let v = value, v.kind == .ident else {
                guard name == "prefers-color-scheme" || name == "prefers-contrast" else {
                    return try unsupportedFeature(nameToken)
                }
                throw failure("`\(nameToken.text)` takes a keyword (\(MediaQueryParser.features)), found \(found)")
            }
            index += 1
            guard peek()?.kind == .close else {
                guard name == "prefers-color-scheme" || name == "prefers-contrast" else {
                    return try unsupportedFeature(nameToken)
                }
                throw failure("expected `)` after `\(nameToken.text): \(v.text)`, found \(found)")
            }
        }
        let keyword = value?.keyword
        switch name {
        case "prefers-color-scheme":
            guard let keyword else { return .colorScheme(nil) }
            guard let luminosity = Appearance.Luminosity(rawValue: keyword) else {
                return try unknownValue(value!, of: nameToken, "light or dark")
            }
            return .colorScheme(luminosity)
        case "prefers-contrast":
            guard let keyword else { return .contrast(nil) }
            guard let preference = ContrastPreference(rawValue: keyword) else {
                return try unknownValue(value!, of: nameToken, "no-preference, more, less or custom")
            }
            return .contrast(preference)
        default:
            return try unsupportedFeature(nameToken)
        }
    }

    /// Notes the feature named by `name` as unsupported, and moves to the `)` that ends it
    /// (which the caller reads).
    private mutating func unsupportedFeature(_ name: MediaToken) throws(Failure) -> MediaCondition {
        note(Problem(offset: name.offset, message: "unsupported media feature `\(name.text)`: the media query does "
            + "not match (\(MediaQueryParser.features) are evaluated)"))
        try skipToClose()
        index -= 1
        return .unknown
    }

    private mutating func unknownValue(_ value: MediaToken, of name: MediaToken,
                                       _ expected: String) throws(Failure) -> MediaCondition {
        note(Problem(offset: value.offset, message: "`\(name.text): \(value.text)` is not a value we "
            + "know (\(name.keyword) is \(expected)): the media query does not match"))
        return .unknown
    }

    /// Records what the query asks for that we do not evaluate (the first few of one query:
    /// a megabyte of `(hover) and (hover) and …` is one warning's worth).
    private mutating func note(_ problem: Problem) {
        if unsupported.count < MediaQueryParser.maxProblemsPerQuery { unsupported.append(problem) }
    }

    /// Past the `)` that closes the parenthesis or function just opened; returns the first
    /// identifier inside it (what a message names).
    @discardableResult
    private mutating func skipToClose() throws(Failure) -> String? {
        var depth = 1
        var name: String?
        while let token = peek() {
            index += 1
            switch token.kind {
            case .open, .function: depth += 1
            case .close:
                depth -= 1
                if depth == 0 { return name }
            case .ident: name = name ?? token.text
            default: break
            }
        }
        throw failure("expected `)` before the end of the media query")
    }
}
