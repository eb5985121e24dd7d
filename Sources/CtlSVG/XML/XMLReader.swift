/// A strict, small XML 1.0 reader that builds the `Element` tree with a line and column
/// on every node and on every error.
///
/// Why our own: FoundationXML's `XMLParser` was tried first. It links libxml2 and ICU
/// dynamically (the installed ctlrender would no longer be one copied file), it hands
/// text before an entity reference over in pieces that lose a part ("a &amp; b" came
/// back as "&" and " b"), and it reports success on malformed input. This reader takes
/// what SVG files use: the XML declaration, comments, processing instructions, CDATA,
/// both kinds of quotes, predefined and numeric character references, a DOCTYPE whose
/// internal subset declares general entities (`<!ENTITY name "value">`, expanded where
/// referenced, markup included, as resvg's tests use them), and namespaces.
///
/// Hostile input is bounded: elements nest at most `maxDepth` deep, entities at most
/// `maxEntityDepth` deep, and entity expansion produces at most `maxExpandedBytes` bytes
/// in all (the "billion laughs" document stops with an error, not after a gigabyte).
struct XMLReader {
    static let maxDepth = 256
    static let maxEntityDepth = 8
    static let maxExpandedBytes = 1 << 20

    /// Reads a document and returns its root element.
    static func parse(_ bytes: [UInt8]) throws(SVGError) -> Element {
        var reader = XMLReader()
        return try reader.document(bytes)
    }

    /// One stream of bytes being read: the file, or an entity's replacement text.
    private struct Input {
        var bytes: [UInt8]
        var index = 0
        var line = 1
        var column = 1
        /// For an entity's text: where it was referenced (every node from it is placed there).
        var origin: XMLPosition?
        /// How many elements were open when the entity began (it must close what it opens).
        var openElements = 0
    }

    private var inputs: [Input] = []
    private var entities: [String: [UInt8]] = [:]
    private var expandedBytes = 0
    /// The namespace bindings in scope, one dictionary per open element.
    private var scopes: [[String: String]] = [["xml": XMLNamespace.xml]]

    // MARK: Cursor

    private var input: Input {
        get { inputs[inputs.count - 1] }
        _modify { yield &inputs[inputs.count - 1] }
    }

    private var position: XMLPosition {
        input.origin ?? XMLPosition(line: input.line, column: input.column)
    }

    private var atEnd: Bool { input.index >= input.bytes.count }

    private func peek(_ offset: Int = 0) -> UInt8? {
        let i = input.index + offset
        return i < input.bytes.count ? input.bytes[i] : nil
    }

    private mutating func advance() {
        let b = input.bytes[input.index]
        input.index += 1
        if b == 0x0A {
            input.line += 1
            input.column = 1
        } else if b & 0xC0 != 0x80 {
            input.column += 1
        }
    }

    private mutating func advance(_ n: Int) { for _ in 0..<n { advance() } }

    private func looksAt(_ s: String) -> Bool {
        var i = input.index
        for b in s.utf8 {
            guard i < input.bytes.count, input.bytes[i] == b else { return false }
            i += 1
        }
        return true
    }

    private mutating func skip(_ s: String) -> Bool {
        guard looksAt(s) else { return false }
        advance(s.utf8.count)
        return true
    }

    private mutating func expect(_ s: String, _ what: String) throws(SVGError) {
        guard skip(s) else { throw fail("expected \(what)") }
    }

    private func fail(_ message: String) -> SVGError {
        if atEnd && inputs.count == 1 { return SVGError("unexpected end of file: " + message, at: position) }
        return SVGError(message, at: position)
    }

    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    @discardableResult
    private mutating func skipSpace() -> Bool {
        var any = false
        while let b = peek(), XMLReader.isSpace(b) { advance(); any = true }
        return any
    }

    private static func isNameStart(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F || b == 0x3A || b >= 0x80
    }

    private static func isNameChar(_ b: UInt8) -> Bool {
        isNameStart(b) || (b >= 0x30 && b <= 0x39) || b == 0x2D || b == 0x2E
    }

    private mutating func name(_ what: String) throws(SVGError) -> String {
        guard let b = peek(), XMLReader.isNameStart(b) else { throw fail("expected \(what)") }
        let start = input.index
        while let b = peek(), XMLReader.isNameChar(b) { advance() }
        return String(decoding: input.bytes[start..<input.index], as: UTF8.self)
    }

    // MARK: Document

    private mutating func document(_ file: [UInt8]) throws(SVGError) -> Element {
        var bytes = file
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes.removeFirst(3)
        } else if let utf8 = try XMLEncoding.utf8(from: bytes) {
            bytes = utf8
        }
        if let bad = XMLReader.firstInvalidUTF8(bytes) {
            var probe = XMLReader()
            probe.inputs = [Input(bytes: Array(bytes[..<bad]))]
            while !probe.atEnd { probe.advance() }
            let declared = XMLEncoding.declared(in: bytes).map { " and declares the encoding \($0), which is not supported" }
            throw SVGError("the file is not UTF-8 text (byte 0x\(String(bytes[bad], radix: 16, uppercase: true)))"
                           + (declared ?? ""), at: probe.position)
        }
        // Every character of an XML document, markup or data, is a Char: one pass here covers
        // text, attribute values, comments, CDATA, processing instructions and entity values.
        if let (bad, scalar) = XMLReader.firstForbiddenCharacter(bytes) {
            var probe = XMLReader()
            probe.inputs = [Input(bytes: Array(bytes[..<bad]))]
            while !probe.atEnd { probe.advance() }
            throw SVGError("\(XMLReader.name(of: scalar)) is not a character XML 1.0 allows", at: probe.position)
        }
        inputs = [Input(bytes: bytes)]
        if atEnd { throw SVGError("the file is empty: not an SVG document", at: position) }
        if looksAt("<?xml") && peek(5).map(XMLReader.isSpace) == true {
            try processingInstruction()
        }
        try misc()
        if looksAt("<!DOCTYPE") {
            try doctype()
            try misc()
        }
        guard looksAt("<"), let next = peek(1), XMLReader.isNameStart(next) else {
            throw fail("not XML: expected the root element `<svg …>`")
        }
        let root = try elements()
        try misc()
        if !atEnd { throw fail("unexpected content after the root element") }
        return root
    }

    /// Comments, processing instructions and white space between the top-level parts.
    private mutating func misc() throws(SVGError) {
        while true {
            skipSpace()
            if looksAt("<!--") {
                try comment()
            } else if looksAt("<?") {
                try processingInstruction()
            } else {
                return
            }
        }
    }

    private mutating func comment() throws(SVGError) {
        let start = position
        advance(4)
        while !atEnd {
            if skip("-->") { return }
            advance()
        }
        throw SVGError("unterminated comment", at: start)
    }

    private mutating func processingInstruction() throws(SVGError) {
        let start = position
        advance(2)
        _ = try name("a processing instruction's target")
        while !atEnd {
            if skip("?>") { return }
            advance()
        }
        throw SVGError("unterminated processing instruction", at: start)
    }

    // MARK: DOCTYPE

    private mutating func doctype() throws(SVGError) {
        let start = position
        advance(9)
        guard skipSpace() else { throw fail("expected white space after <!DOCTYPE") }
        _ = try name("the document type's name")
        skipSpace()
        if looksAt("SYSTEM") || looksAt("PUBLIC") {
            let isPublic = looksAt("PUBLIC")
            advance(6)
            skipSpace()
            _ = try quoted("an external identifier")
            if isPublic {
                skipSpace()
                if peek() == 0x22 || peek() == 0x27 { _ = try quoted("a system identifier") }
            }
            skipSpace()
        }
        if skip("[") {
            try internalSubset()
            skipSpace()
        }
        guard skip(">") else { throw SVGError("unterminated <!DOCTYPE (expected `>`)", at: start) }
    }

    private mutating func quoted(_ what: String) throws(SVGError) -> [UInt8] {
        guard let q = peek(), q == 0x22 || q == 0x27 else { throw fail("expected \(what) in quotes") }
        let start = position
        advance()
        let from = input.index
        while let b = peek(), b != q { advance() }
        guard !atEnd else { throw SVGError("unterminated quoted value", at: start) }
        let value = Array(input.bytes[from..<input.index])
        advance()
        return value
    }

    private mutating func internalSubset() throws(SVGError) {
        while true {
            skipSpace()
            if skip("]") { return }
            if atEnd { throw fail("unterminated internal subset of <!DOCTYPE (expected `]`)") }
            if looksAt("<!--") {
                try comment()
            } else if looksAt("<?") {
                try processingInstruction()
            } else if looksAt("<!ENTITY") {
                try entityDeclaration()
            } else if looksAt("<!") {
                try skipDeclaration()
            } else if peek() == 0x25 {  // %name; a parameter-entity reference: not expanded
                advance()
                _ = try name("a parameter entity's name")
                try expect(";", "`;` after a parameter entity reference")
            } else {
                throw fail("unexpected content in the internal subset of <!DOCTYPE")
            }
        }
    }

    /// `<!ELEMENT …>`, `<!ATTLIST …>`, `<!NOTATION …>`: read past (quotes respected).
    private mutating func skipDeclaration() throws(SVGError) {
        let start = position
        advance(2)
        while let b = peek() {
            if b == 0x22 || b == 0x27 { _ = try quoted("a literal"); continue }
            advance()
            if b == 0x3E { return }
        }
        throw SVGError("unterminated declaration", at: start)
    }

    private mutating func entityDeclaration() throws(SVGError) {
        advance(8)
        guard skipSpace() else { throw fail("expected white space after <!ENTITY") }
        var parameter = false
        if peek() == 0x25 {
            advance()
            skipSpace()
            parameter = true
        }
        let entityName = try name("an entity's name")
        skipSpace()
        if looksAt("SYSTEM") || looksAt("PUBLIC") {
            // An external entity: never fetched. References to it are errors.
            try skipDeclarationRest()
            return
        }
        let value = try quoted("the entity's value")
        skipSpace()
        try expect(">", "`>` to end <!ENTITY")
        // The first declaration of a name is binding (XML 1.0 §4.2).
        if !parameter && entities[entityName] == nil { entities[entityName] = value }
    }

    private mutating func skipDeclarationRest() throws(SVGError) {
        while let b = peek() {
            if b == 0x22 || b == 0x27 { _ = try quoted("a literal"); continue }
            advance()
            if b == 0x3E { return }
        }
        throw fail("unterminated <!ENTITY")
    }

    // MARK: Elements and content

    /// Reads the root element and everything in it (iteratively: nesting depth costs no stack).
    private mutating func elements() throws(SVGError) -> Element {
        var open: [Element] = []
        var root: Element?
        var text: [UInt8] = []
        var textStart = position

        func flush() {
            guard !text.isEmpty, let parent = open.last else { text.removeAll(); return }
            parent.append(.text(String(decoding: text, as: UTF8.self), textStart))
            text.removeAll()
        }

        repeat {
            if atEnd {
                guard inputs.count > 1 else { throw fail("element <\(open.last?.name ?? "?")> is not closed") }
                if open.count != input.openElements {
                    throw SVGError("an entity's text must close the elements it opens", at: position)
                }
                inputs.removeLast()
                continue
            }
            let b = peek()!
            if b == 0x3C {  // <
                if looksAt("</") {
                    flush()
                    guard open.count > input.openElements || inputs.count == 1 else {
                        throw fail("an end tag inside an entity's text closes an element opened outside it")
                    }
                    let start = position
                    advance(2)
                    let tag = try name("the element's name in its end tag")
                    skipSpace()
                    try expect(">", "`>` to end the end tag")
                    guard let element = open.popLast() else { throw SVGError("unexpected end tag </\(tag)>", at: start) }
                    let qualified = element.qualifiedName
                    guard tag == qualified else {
                        throw SVGError("end tag </\(tag)> does not match <\(qualified)> opened at \(element.position)",
                                       at: start)
                    }
                    scopes.removeLast()
                    if open.isEmpty { root = element }
                } else if looksAt("<!--") {
                    flush()
                    try comment()
                } else if looksAt("<![CDATA[") {
                    if text.isEmpty { textStart = position }
                    let start = position
                    advance(9)
                    var closed = false
                    while !atEnd {
                        if skip("]]>") { closed = true; break }
                        text.append(peek()!)
                        advance()
                    }
                    if !closed { throw SVGError("unterminated CDATA section", at: start) }
                } else if looksAt("<?") {
                    flush()
                    try processingInstruction()
                } else {
                    flush()
                    if open.count >= XMLReader.maxDepth {
                        throw fail("elements nest deeper than \(XMLReader.maxDepth) levels")
                    }
                    let (element, empty) = try startTag(parent: open.last)
                    open.last?.append(.element(element))
                    if empty {
                        scopes.removeLast()
                        if open.isEmpty { root = element }
                    } else {
                        open.append(element)
                    }
                }
            } else if b == 0x26 {  // &
                if text.isEmpty { textStart = position }
                if let expansion = try reference() {
                    text.append(contentsOf: expansion)
                } else {
                    // The entity's text is now being read; it must close what it opens.
                    input.openElements = open.count
                }
            } else {
                if open.isEmpty { throw fail("text outside the root element") }
                if text.isEmpty { textStart = position }
                if b == 0x0D {  // CR LF and lone CR become LF (XML 1.0 §2.11)
                    advance()
                    if peek() != 0x0A { text.append(0x0A) }
                    continue
                }
                text.append(b)
                advance()
            }
        } while root == nil
        return root!
    }

    /// Reads `&…;` in content. Returns the text of a character or predefined reference,
    /// or nil after starting to read a declared entity's text in place.
    private mutating func reference() throws(SVGError) -> [UInt8]? {
        let start = position
        advance()
        if peek() == 0x23 { return try characterReference(start) }
        let entity = try name("an entity name after `&`")
        guard skip(";") else { throw SVGError("expected `;` after the reference &\(entity)", at: start) }
        if let predefined = XMLReader.predefined[entity] { return predefined }
        guard let value = entities[entity] else { throw SVGError("undefined entity &\(entity);", at: start) }
        try chargeExpansion(value.count, at: start)
        inputs.append(Input(bytes: value, origin: start, openElements: 0))
        return nil
    }

    private mutating func chargeExpansion(_ count: Int, at start: XMLPosition) throws(SVGError) {
        if inputs.count > XMLReader.maxEntityDepth {
            throw SVGError("entities nest deeper than \(XMLReader.maxEntityDepth) levels", at: start)
        }
        expandedBytes += count
        if expandedBytes > XMLReader.maxExpandedBytes {
            throw SVGError("entity expansion exceeds \(XMLReader.maxExpandedBytes) bytes", at: start)
        }
    }

    private static let predefined: [String: [UInt8]] = [
        "lt": [0x3C], "gt": [0x3E], "amp": [0x26], "apos": [0x27], "quot": [0x22],
    ]

    private mutating func characterReference(_ start: XMLPosition) throws(SVGError) -> [UInt8] {
        advance()
        var radix = 10
        if peek() == 0x78 { radix = 16; advance() }
        var value: UInt32 = 0
        var digits = 0
        while let b = peek(), let d = XMLReader.digit(b, radix: radix) {
            value = min(value * UInt32(radix) + UInt32(d), 0x110000)
            digits += 1
            advance()
        }
        guard digits > 0, skip(";") else { throw SVGError("malformed character reference", at: start) }
        guard let scalar = Unicode.Scalar(value), XMLReader.isChar(value) else {
            let shown = value < 0x110000 ? XMLReader.name(of: value) : "a number past U+10FFFF"
            throw SVGError("character reference to \(shown), not a character XML 1.0 allows", at: start)
        }
        return Array(String(Character(scalar)).utf8)
    }

    private static func digit(_ b: UInt8, radix: Int) -> Int? {
        switch b {
        case 0x30...0x39: return Int(b - 0x30)
        case 0x61...0x66 where radix == 16: return Int(b - 0x61 + 10)
        case 0x41...0x46 where radix == 16: return Int(b - 0x41 + 10)
        default: return nil
        }
    }

    /// Reads `<name attr="…" …>` or `/>`; pushes the element's namespace scope.
    private mutating func startTag(parent: Element?) throws(SVGError) -> (Element, empty: Bool) {
        let start = position
        advance()
        let tag = try name("an element name after `<`")
        var raw: [(name: String, value: String, position: XMLPosition)] = []
        var names: Set<String> = []
        while true {
            let spaced = skipSpace()
            if skip("/>") || looksAt(">") { break }
            guard spaced else { throw fail("expected white space, `>` or `/>` in the tag <\(tag)>") }
            let at = position
            let attrName = try name("an attribute name")
            skipSpace()
            try expect("=", "`=` after the attribute \(attrName)")
            skipSpace()
            let value = try attributeValue()
            if !names.insert(attrName).inserted {
                throw SVGError("attribute \(attrName) given twice", at: at)
            }
            raw.append((attrName, value, at))
        }
        // `skip("/>")` consumed the empty-element end; otherwise a `>` is next.
        let empty = input.index >= 2 && input.bytes[input.index - 2] == 0x2F && input.bytes[input.index - 1] == 0x3E
        if !empty { advance() }

        var scope = scopes.last!
        for a in raw {
            if a.name == "xmlns" {
                scope[""] = a.value
            } else if a.name.hasPrefix("xmlns:") {
                scope[String(a.name.dropFirst(6))] = a.value
            }
        }
        scopes.append(scope)
        let (prefix, local) = XMLReader.split(tag)
        let namespace: String?
        if let prefix {
            guard let ns = scope[prefix] else { throw SVGError("undeclared namespace prefix `\(prefix)`", at: start) }
            namespace = ns
        } else {
            namespace = scope[""].flatMap { $0.isEmpty ? nil : $0 }
        }
        var attributes: [Attribute] = []
        for a in raw where a.name != "xmlns" && !a.name.hasPrefix("xmlns:") {
            let (p, l) = XMLReader.split(a.name)
            var stored = l
            if let p {
                guard let ns = scope[p] else {
                    throw SVGError("undeclared namespace prefix `\(p)`", at: a.position)
                }
                switch ns {
                case XMLNamespace.xlink: stored = "xlink:" + l
                case XMLNamespace.xml: stored = "xml:" + l
                default: continue  // an attribute of another vocabulary: SVG ignores it
                }
            }
            attributes.append(Attribute(name: stored, value: a.value, position: a.position))
        }
        let element = Element(name: local, namespace: namespace, attributes: attributes, position: start)
        element.prefix = prefix
        return (element, empty)
    }

    private static func split(_ qname: String) -> (String?, String) {
        guard let colon = qname.firstIndex(of: ":") else { return (nil, qname) }
        return (String(qname[..<colon]), String(qname[qname.index(after: colon)...]))
    }

    /// A quoted attribute value with references expanded and white space normalized to spaces.
    private mutating func attributeValue() throws(SVGError) -> String {
        guard let q = peek(), q == 0x22 || q == 0x27 else { throw fail("expected a quoted attribute value") }
        let start = position
        advance()
        var out: [UInt8] = []
        while true {
            guard let b = peek() else { throw SVGError("unterminated attribute value", at: start) }
            if b == 0x3C { throw fail("`<` inside an attribute value") }
            let at = b == 0x26 ? position : nil  // a reference is placed at its `&`
            advance()
            if b == q { break }
            switch b {
            case 0x26:
                try expandInAttribute(into: &out, referenceAt: at!, depth: 0)
            case 0x09, 0x0A, 0x0D: out.append(0x20)
            default: out.append(b)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// After an `&` in an attribute value: appends the reference's text (entities expanded recursively).
    private mutating func expandInAttribute(into out: inout [UInt8], referenceAt at: XMLPosition,
                                            depth: Int) throws(SVGError) {
        if peek() == 0x23 {
            out.append(contentsOf: try characterReference(at))
            return
        }
        let entity = try name("an entity name after `&`")
        try expect(";", "`;` after the reference &\(entity)")
        if let predefined = XMLReader.predefined[entity] { out.append(contentsOf: predefined); return }
        guard let value = entities[entity] else { throw SVGError("undefined entity &\(entity);", at: at) }
        guard depth < XMLReader.maxEntityDepth else {
            throw SVGError("entities nest deeper than \(XMLReader.maxEntityDepth) levels", at: at)
        }
        expandedBytes += value.count
        if expandedBytes > XMLReader.maxExpandedBytes {
            throw SVGError("entity expansion exceeds \(XMLReader.maxExpandedBytes) bytes", at: at)
        }
        inputs.append(Input(bytes: value, origin: at))
        defer { inputs.removeLast() }
        while let b = peek() {
            advance()
            switch b {
            case 0x3C: throw SVGError("`<` inside an attribute value (from &\(entity);)", at: at)
            case 0x26: try expandInAttribute(into: &out, referenceAt: at, depth: depth + 1)
            case 0x09, 0x0A, 0x0D: out.append(0x20)
            default: out.append(b)
            }
        }
    }

    /// XML 1.0's Char production: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF].
    static func isChar(_ v: UInt32) -> Bool {
        switch v {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    /// `U+0000`, for messages.
    static func name(of v: UInt32) -> String {
        let hex = String(v, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// In valid UTF-8: the index of the first character that is not a `Char`, and its value.
    /// (Surrogates are not valid UTF-8; what is left to find is a C0 control other than tab,
    /// line feed and carriage return, and U+FFFE and U+FFFF, whose UTF-8 is EF BF BE/BF.)
    static func firstForbiddenCharacter(_ bytes: [UInt8]) -> (Int, UInt32)? {
        for (i, b) in bytes.enumerated() {
            if b < 0x20 {
                if b != 0x09 && b != 0x0A && b != 0x0D { return (i, UInt32(b)) }
            } else if b == 0xEF, i + 2 < bytes.count, bytes[i + 1] == 0xBF, bytes[i + 2] >= 0xBE {
                return (i, 0xFFC0 + UInt32(bytes[i + 2] & 0x3F))
            }
        }
        return nil
    }

    /// The index of the first byte that is not part of valid UTF-8, or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b < 0x80 { i += 1; continue }
            let length: Int
            var minimum: UInt32
            var value: UInt32
            switch b {
            case 0xC2...0xDF: length = 2; value = UInt32(b & 0x1F); minimum = 0x80
            case 0xE0...0xEF: length = 3; value = UInt32(b & 0x0F); minimum = 0x800
            case 0xF0...0xF4: length = 4; value = UInt32(b & 0x07); minimum = 0x10000
            default: return i
            }
            guard i + length <= n else { return i }
            for k in 1..<length {
                let c = bytes[i + k]
                guard c & 0xC0 == 0x80 else { return i }
                value = value << 6 | UInt32(c & 0x3F)
            }
            if value < minimum || value > 0x10FFFF || (0xD800...0xDFFF).contains(value) { return i }
            i += length
        }
        return nil
    }
}
