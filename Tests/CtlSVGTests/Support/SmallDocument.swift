import CtlSVG

extension SVGDocument {
    /// A `size`×`size` SVG document holding `body` from its second line on (so that messages
    /// about the body say line 2), for tests of one rule.
    static func small(_ body: String, size: Int = 10) throws -> SVGDocument {
        let text = "<svg xmlns='http://www.w3.org/2000/svg' width='\(size)' height='\(size)'>\n\(body)\n</svg>"
        return try SVGDocument(data: Array(text.utf8))
    }
}
