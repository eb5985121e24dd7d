import CtlRaster
@testable import CtlSVG
import Foundation
import Testing

/// `@media` rules and `<style media>` evaluated in `SVGOptions.appearance`: prefers-color-scheme
/// and prefers-contrast, media types, `not`/`only`/`and`/`or`/commas, nesting, and what we do
/// not evaluate (a warning with its line and column, and no match).
@Suite struct MediaQueryTests {
    static let blue = Color(r: 0, g: 0, b: 255).premultiplied
    static let green = Color(r: 0, g: 255, b: 0).premultiplied

    /// A 1×1 document whose rectangle (class `r`, id `x`) is blue unless `css` says otherwise,
    /// with `css` starting on line 4.
    static func document(_ css: String, style: String = "<style>", in appearance: Appearance) throws -> SVGDocument {
        let text = """
            <svg xmlns='http://www.w3.org/2000/svg' width='1' height='1'>
            \(style)
            .r{fill:#0000ff}
            \(css)
            </style>
            <rect class='r' id='x' width='1' height='1' fill='red'/></svg>
            """
        var options = SVGOptions()
        options.appearance = appearance
        return try SVGDocument(data: Array(text.utf8), options: options)
    }

    /// Whether the rule in `@media QUERY { … }` turned the rectangle green, in each appearance.
    static func matches(_ query: String, style: String = "<style>") throws -> [Bool] {
        try Appearance.allCases.map { appearance in
            let image = try document("@media \(query) { .r{fill:#00ff00} }", style: style, in: appearance)
                .render(width: 1, height: 1)
            // Red only when a `media` attribute left the whole sheet out.
            #expect(image[0, 0] == green || image[0, 0] == blue || style != "<style>")
            return image[0, 0] == green
        }
    }

    // In `Appearance.allCases` order: light, dark, light high contrast, dark high contrast.
    static let all = [true, true, true, true], none = [false, false, false, false]
    static let dark = [false, true, false, true], light = [true, false, true, false]
    static let high = [false, false, true, true], normal = [true, true, false, false]

    @Test func aDarkRuleAppliesOnlyInTheDarkAppearance() throws {
        #expect(try Self.matches("(prefers-color-scheme: dark)") == Self.dark)
        #expect(try Self.matches("(prefers-color-scheme: light)") == Self.light)
        #expect(try Self.matches("(PREFERS-color-scheme:DARK)") == Self.dark)
        #expect(try Self.matches("(prefers-color-scheme)") == Self.all)
    }

    @Test func prefersContrastMoreIsIncreasedContrast() throws {
        #expect(try Self.matches("(prefers-contrast: more)") == Self.high)
        #expect(try Self.matches("(prefers-contrast: no-preference)") == Self.normal)
        #expect(try Self.matches("(prefers-contrast)") == Self.high)
        // iOS has neither: valid values that never match.
        #expect(try Self.matches("(prefers-contrast: less)") == Self.none)
        #expect(try Self.matches("(prefers-contrast: custom)") == Self.none)
    }

    @Test(arguments: [
        ("screen", all), ("all", all), ("print", none), ("speech", none), ("not print", all), ("not screen", none),
        ("only screen and (prefers-color-scheme: dark)", dark), ("not screen and (prefers-color-scheme: dark)", light),
        ("not all and (prefers-contrast: more)", normal), ("print and (prefers-color-scheme: dark)", none),
        ("(prefers-color-scheme: dark) and (prefers-contrast: more)", [false, false, false, true]),
        ("(prefers-color-scheme: dark) or (prefers-contrast: more)", [false, true, true, true]),
        ("not (prefers-color-scheme: dark)", light), ("((prefers-color-scheme: dark))", dark),
        ("(prefers-color-scheme: dark) and (not (prefers-contrast: more))", [false, true, false, false]),
        ("((prefers-color-scheme: dark) or (prefers-contrast: more)) and (prefers-color-scheme: light)",
         [false, false, true, false]),
        ("print, (prefers-color-scheme: dark)", dark), ("(prefers-contrast: more), (prefers-color-scheme: dark)",
                                                        [false, true, true, true]),
        ("SCREEN AND (Prefers-Color-Scheme: Dark)", dark), ("/* dark */ (prefers-color-scheme:/**/dark)", dark),
        ("", all),
    ])
    func queriesCombineAsMediaQueriesSay(_ query: String, _ expected: [Bool]) throws {
        #expect(try Self.matches(query) == expected, "\(query)")
        let messages = try Self.document("@media \(query) { .r{fill:#00ff00} }", in: .dark).messages
        #expect(messages.isEmpty, "\(query)")
    }

    /// Something we do not evaluate never matches, whatever surrounds it (`or`, `not`), and is
    /// a warning naming it at its line and column; the rest of the list and the sheet count.
    @Test(arguments: [
        ("(min-width: 100px)", "4:9: unsupported media feature `min-width`"),
        ("(forced-colors: active)", "4:9: unsupported media feature `forced-colors`"),
        ("(prefers-reduced-motion: reduce)", "4:9: unsupported media feature `prefers-reduced-motion`"),
        ("(hover)", "4:9: unsupported media feature `hover`"),
        ("(prefers-colour-scheme: dark)", "4:9: unsupported media feature `prefers-colour-scheme`"),
        ("(width >= 600px)", "4:9: unsupported media feature `width`"),
        ("scren", "4:8: unknown media type `scren`"),
        ("(prefers-color-scheme: blue)", "4:31: `prefers-color-scheme: blue` is not a value"),
        ("(prefers-color-scheme: dark) or (hover)", "4:41: unsupported media feature `hover`"),
        ("not (hover)", "4:13: unsupported media feature `hover`"),
        ("(prefers-color-scheme: dark) or (prefers-contrast: more) and (hover)", "4:65: `and` and `or` cannot be mixed"),
        ("screen and (prefers-color-scheme: dark) or (prefers-contrast: more)", "4:48: `or` cannot follow"),
        ("only (prefers-color-scheme: dark)", "4:8: `only` cannot be a media type"),
        ("(prefers-color-scheme: dark", "4:35: expected `)` after `prefers-color-scheme: dark`"),
        ("calc(1) and (prefers-color-scheme: dark)", "4:8: unsupported media query function `calc(…)`"),
    ])
    func whatWeDoNotEvaluateWarnsAndDoesNotMatch(_ query: String, _ message: String) throws {
        #expect(try Self.matches(query) == Self.none, "\(query)")
        for appearance in Appearance.allCases {
            let messages = try Self.document("@media \(query) { .r{fill:#00ff00} }", in: appearance).messages
            #expect(messages.count == 1 && messages[0].hasPrefix(message), "\(messages)")
        }
    }

    @Test func aQueryWeDoNotEvaluateLeavesTheOthersOfItsList() throws {
        #expect(try Self.matches("(hover), (prefers-color-scheme: dark)") == Self.dark)
        #expect(try Self.matches("(prefers-color-scheme: dark), (hover)") == Self.dark)
        let messages = try Self.document("@media (hover), (hover: hover) {}", in: .light).messages
        #expect(messages == ["4:9: unsupported media feature `hover`: the media query does not match "
                             + "(\(MediaQueryParser.features) are evaluated)",
                             "4:18: unsupported media feature `hover`: the media query does not match "
                             + "(\(MediaQueryParser.features) are evaluated)"])
    }

    /// Lines and columns are the file's: after comments of several lines, in a CDATA section.
    @Test func warningsAreAtTheirLineAndColumnInTheFile() throws {
        let css = """
            /* one
               two */ @media (hover) {}
            .s{} @media (a) { @media (b) {} }
            """
        let messages = try Self.document(css, in: .light).messages
        #expect(messages.map { $0.prefix(while: { $0 != " " }) } == ["5:19:", "6:14:", "6:27:"])
        let cdata = try Self.document("<![CDATA[\n@media (hover) {}\n]]>", in: .light).messages
        #expect(cdata.first?.hasPrefix("5:9: unsupported media feature `hover`") == true, "\(cdata)")
    }

    @Test func mediaRulesNest() throws {
        let css = "@media (prefers-color-scheme: dark) { .s{} @media (prefers-contrast: more) { .r{fill:#00ff00} } }"
        for appearance in Appearance.allCases {
            let image = try Self.document(css, in: appearance).render(width: 1, height: 1)
            #expect(image[0, 0] == (appearance == .darkHighContrast ? Self.green : Self.blue), "\(appearance)")
        }
    }

    /// `@media` nests up to `StyleSheet.maxMediaNesting` levels; deeper, its rules are left out
    /// with a warning, and 1000 levels cost a pass over the text, no deeper stack.
    @Test func mediaNestingIsBounded() throws {
        func nested(_ depth: Int) -> String {
            String(repeating: "@media all {", count: depth) + ".r{fill:#00ff00}" + String(repeating: "}", count: depth)
        }
        let limit = StyleSheet.maxMediaNesting
        let deepest = try Self.document(nested(limit), in: .light)
        #expect(try deepest.render(width: 1, height: 1)[0, 0] == Self.green && deepest.messages.isEmpty)
        for depth in [limit + 1, 1000, 100_000] {
            let document = try Self.document(nested(depth), in: .light)
            #expect(try document.render(width: 1, height: 1)[0, 0] == Self.blue)
            #expect(document.messages == ["4:\(12 * limit + 1): @media nested deeper than \(limit) levels: its rules "
                                          + "are left out"])
        }
        // A rule after the deep block still counts.
        let after = try Self.document(nested(1000) + " .r{fill:#00ff00}", in: .light)
        #expect(try after.render(width: 1, height: 1)[0, 0] == Self.green)
    }

    /// A megabyte of query is a warning, not read; up to `maxLength` bytes, parentheses past
    /// `maxParentheses` are a warning, and a long flat list of conditions is read in one pass.
    @Test func aLongQueryIsBoundedWork() throws {
        let start = ContinuousClock.now
        let megabyte = String(repeating: "(prefers-color-scheme: dark) and ", count: 1 << 15) + "(prefers-contrast)"
        let refused = try Self.document("@media \(megabyte) { .r{fill:#00ff00} }", in: .darkHighContrast)
        #expect(try refused.render(width: 1, height: 1)[0, 0] == Self.blue)
        #expect(refused.messages == ["4:8: a media query list of \(megabyte.utf8.count) bytes, over the limit of "
                                     + "\(MediaQueryParser.maxLength): it is not read, and does not match"])
        let n = MediaQueryParser.maxLength / 2 - 20
        let deep = String(repeating: "(", count: n) + "prefers-color-scheme: dark" + String(repeating: ")", count: n)
        let messages = try Self.document("@media \(deep) { .r{fill:#00ff00} }", in: .dark).messages
        #expect(messages == ["4:\(8 + MediaQueryParser.maxParentheses): media query nested deeper than "
                             + "\(MediaQueryParser.maxParentheses) parentheses: the media query does not match"])
        let condition = "(prefers-color-scheme: dark)"
        let long = Array(repeating: condition, count: MediaQueryParser.maxLength / (condition.count + 5) - 1)
            .joined(separator: " and ")
        #expect(try Self.matches(long) == Self.dark)
        let unsupported = Array(repeating: "(hover)", count: 5000).joined(separator: ",")
        let many = try Self.document("@media \(unsupported) {}", in: .dark).messages
        #expect(many.count == StyleSheet.maxWarnings + 1)
        #expect(many.last?.hasSuffix("\(5000 - StyleSheet.maxWarnings) more style sheet warnings (only the first "
                                     + "\(StyleSheet.maxWarnings) are listed)") == true)
        #expect(ContinuousClock.now - start < .seconds(60))
    }

    @Test func theStyleElementsMediaAttributeIsAQueryList() throws {
        #expect(try Self.matches("all", style: "<style media='(prefers-color-scheme: dark)'>") == Self.dark)
        #expect(try Self.matches("all", style: "<style media='print'>") == Self.none)
        #expect(try Self.matches("all", style: "<style media='screen, print'>") == Self.all)
        #expect(try Self.matches("all", style: "<style media=''>") == Self.all)
        #expect(try Self.matches("all", style: "<style media='(hover)'>") == Self.none)
        let messages = try Self.document("", style: "<style\n  media='(hover)'>", in: .light).messages
        #expect(messages == ["3:3: in the media attribute: unsupported media feature `hover`: the media query does "
                             + "not match (\(MediaQueryParser.features) are evaluated)"])
    }

    /// The rules of a matching `@media` block are in the cascade where they are written, with
    /// their own specificity: a later rule of the same specificity wins over them, a more
    /// specific one outside loses to them.
    @Test func mediaRulesKeepTheirOrderAndSpecificity() throws {
        func fill(_ css: String) throws -> PremultipliedColor {
            try Self.document(css, in: .dark).render(width: 1, height: 1)[0, 0]
        }
        #expect(try fill("@media (prefers-color-scheme: dark) { .r{fill:#00ff00} }") == Self.green)
        #expect(try fill("@media (prefers-color-scheme: dark) { .r{fill:#00ff00} } .r{fill:#0000ff}") == Self.blue)
        #expect(try fill("@media (prefers-color-scheme: dark) { rect{fill:#00ff00} }") == Self.blue)
        #expect(try fill("@media (prefers-color-scheme: dark) { #x{fill:#00ff00} } .r.r{fill:#0000ff}") == Self.green)
        #expect(try fill("@media (prefers-color-scheme: dark) { rect{fill:#00ff00 !important} } #x{fill:#0000ff}")
                    == Self.green)
        // Rules of a block that does not match are not in the cascade at all.
        #expect(try fill("@media (prefers-color-scheme: light) { #x{fill:#00ff00 !important} }") == Self.blue)
    }

    /// Other at-rules are still skipped, inside a block too, and a block with no `}` ends with
    /// the text.
    @Test func otherAtRulesAreSkippedInsideMediaBlocks() throws {
        let css = "@media (prefers-color-scheme: dark) { @font-face { font-family: x } @import 'a.css'; .r{fill:#00ff00}"
        #expect(try Self.document(css, in: .dark).render(width: 1, height: 1)[0, 0] == Self.green)
        #expect(try Self.document(css, in: .light).render(width: 1, height: 1)[0, 0] == Self.blue)
    }

    /// Artwork made without an appearance is drawn in the one bound while drawing (a control's);
    /// artwork made in one keeps it.
    @Test func artworkFollowsTheDrawingAppearanceUnlessMadeInOne() throws {
        let text = """
            <svg xmlns='http://www.w3.org/2000/svg' width='1' height='1'>
            <style>rect{fill:#0000ff} @media (prefers-color-scheme: dark) { rect{fill:#00ff00} }</style>
            <rect width='1' height='1'/></svg>
            """
        let any = try SVGArtwork(data: Array(text.utf8), file: "a.svg", resourcesFolder: ".")
        let light = try SVGArtwork(data: Array(text.utf8), file: "a.svg", resourcesFolder: ".", appearance: .light)
        let dark = try SVGArtwork(data: Array(text.utf8), file: "a.svg", resourcesFolder: ".", appearance: .dark)
        #expect(try any.render(scale: 1)[0, 0] == Self.blue && any.appearance == .light)
        #expect(try dark.render(scale: 1)[0, 0] == Self.green)
        let inDark = try SVGArtwork.$drawingAppearance.withValue(.darkHighContrast) { () throws -> [Pixmap] in
            [try any.render(scale: 1), try light.render(scale: 1)]
        }
        #expect(inDark[0][0, 0] == Self.green && inDark[1][0, 0] == Self.blue)
        let inLight = try SVGArtwork.$drawingAppearance.withValue(.light) { () throws -> Pixmap in
            try dark.render(scale: 1)
        }
        #expect(inLight[0, 0] == Self.green)
    }

    /// The user's style sheet (`SVGOptions.styleSheet`, `--stylesheet`) is evaluated the same
    /// way; its warnings name its own line and column.
    @Test func theUserStyleSheetsMediaRulesFollowTheAppearance() throws {
        let text = "<svg xmlns='http://www.w3.org/2000/svg' width='1' height='1'><rect width='1' height='1'/></svg>"
        for appearance in [Appearance.light, .dark] {
            var options = SVGOptions()
            options.appearance = appearance
            options.styleSheet = "rect{fill:#0000ff}\n@media (prefers-color-scheme: dark) { rect{fill:#00ff00} } @media (hover) {}"
            let document = try SVGDocument(data: Array(text.utf8), options: options)
            #expect(try document.render(width: 1, height: 1)[0, 0] == (appearance.isDark ? Self.green : Self.blue))
            #expect(document.messages == ["1:1: the user style sheet, line 2, column 68: unsupported media feature "
                                          + "`hover`: the media query does not match (\(MediaQueryParser.features) are "
                                          + "evaluated)"])
        }
    }
}
