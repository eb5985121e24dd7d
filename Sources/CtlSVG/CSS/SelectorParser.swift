/// Parses one selector (no commas); nil when it uses what `Selector` does not support.
enum SelectorParser {
    /// The most compounds one selector may have (matching recurses once per compound);
    /// a longer one is skipped as unsupported. Elements nest at most `XMLReader.maxDepth`
    /// deep, so a longer chain of descendant and child combinators could not match anyway.
    static let maxCompounds = 256

    static func parse(_ text: String) -> Selector? {
        var s = CSSScanner(text)
        var compounds: [Selector.Compound] = []
        var combinators: [Selector.Combinator] = []
        s.skipSpaces()
        while s.peek() != nil {
            guard compounds.count < maxCompounds, let compound = compound(&s) else { return nil }
            compounds.append(compound)
            let hadSpace = s.peek().map(ValueScanner.isSpace) ?? false
            s.skipSpaces()
            guard let b = s.peek() else { break }
            switch b {
            case 0x3E: s.index += 1; combinators.append(.child); s.skipSpaces()
            case 0x2B: s.index += 1; combinators.append(.adjacent); s.skipSpaces()
            case 0x7E: s.index += 1; combinators.append(.sibling); s.skipSpaces()
            default:
                guard hadSpace else { return nil }
                combinators.append(.descendant)
            }
        }
        guard !compounds.isEmpty, combinators.count == compounds.count - 1 else { return nil }
        return Selector(compounds: compounds, combinators: combinators)
    }

    private static func isIdent(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x2D || b == 0x5F
            || b >= 0x80
    }

    private static func ident(_ s: inout CSSScanner) -> String? {
        let start = s.index
        while let b = s.peek(), isIdent(b) { s.index += 1 }
        return s.index > start ? String(decoding: s.bytes[start..<s.index], as: UTF8.self) : nil
    }

    private static func compound(_ s: inout CSSScanner) -> Selector.Compound? {
        var c = Selector.Compound()
        var any = false
        if s.skip(0x2A) {
            any = true
        } else if let b = s.peek(), isIdent(b) {
            c.type = ident(&s)
            any = true
        }
        while let b = s.peek() {
            switch b {
            case 0x23:  // #
                s.index += 1
                guard let id = ident(&s) else { return nil }
                c.conditions.append(.id(id))
            case 0x2E:  // .
                s.index += 1
                guard let name = ident(&s) else { return nil }
                c.conditions.append(.className(name))
            case 0x5B:  // [
                s.index += 1
                s.skipSpaces()
                guard let name = ident(&s) else { return nil }
                s.skipSpaces()
                var op: String?
                var value = ""
                if s.peek() != 0x5D {
                    let start = s.index
                    while let o = s.peek(), o == 0x3D || o == 0x7E || o == 0x7C || o == 0x5E || o == 0x24 || o == 0x2A {
                        s.index += 1
                    }
                    op = String(decoding: s.bytes[start..<s.index], as: UTF8.self)
                    s.skipSpaces()
                    if let q = s.peek(), q == 0x22 || q == 0x27 {
                        s.index += 1
                        value = s.readUntil(q)
                        guard s.skip(q) else { return nil }
                    } else {
                        guard let v = ident(&s) else { return nil }
                        value = v
                    }
                    s.skipSpaces()
                }
                guard s.skip(0x5D) else { return nil }
                c.conditions.append(.attribute(name, op: op, value: value))
            case 0x3A:  // :
                s.index += 1
                switch ident(&s)?.lowercased() {
                case "first-child": c.conditions.append(.firstChild)
                case "last-child": c.conditions.append(.lastChild)
                case "only-child": c.conditions.append(.onlyChild)
                default: return nil
                }
            default:
                return any || !c.conditions.isEmpty ? c : nil
            }
            any = true
        }
        return any ? c : nil
    }
}
