/// The encoding an XML declaration names, for a document that is not UTF-8 (XML 1.0 §4.3.3: a
/// document in another encoding must declare it, `<?xml version="1.0" encoding="windows-1251"?>`).
///
/// UTF-8 is what the reader reads. A declared single-byte encoding of the web's Encoding
/// Standard (windows-1250…1258, ISO-8859-x, KOI8-R/U; `latin1`, `iso-8859-1` and `us-ascii`
/// read as windows-1252, as browsers read them) is turned into UTF-8 first, so such a file draws
/// as a browser draws it. resvg reads UTF-8 only and refuses the file.
enum XMLEncoding {
    /// The `encoding` of the XML declaration at the very start of `bytes`, lower-cased; nil
    /// without one.
    static func declared(in bytes: [UInt8]) -> String? {
        guard bytes.starts(with: Array("<?xml".utf8)) else { return nil }
        let head = bytes.prefix(256)
        guard let end = head.firstIndex(of: UInt8(ascii: ">")) else { return nil }
        let declaration = Substring(String(decoding: head[..<end], as: UTF8.self))
        let key = "encoding"
        guard let at = declaration.indices.first(where: { declaration[$0...].hasPrefix(key) }) else { return nil }
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
        var rest = declaration[at...].dropFirst(key.count).drop(while: isSpace)
        guard rest.first == "=" else { return nil }
        rest = rest.dropFirst().drop(while: isSpace)
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        let name = rest.dropFirst().prefix { $0 != quote }
        return name.lowercased()
    }

    /// The table of a single-byte encoding's name (or one of its usual labels), nil for any
    /// other encoding.
    static func table(named label: String) -> (name: String, upperHalf: [UInt16])? {
        var name = String(label.map { $0 == "_" ? "-" : $0 })
        switch name {
        case "latin1", "l1", "iso-8859-1", "iso8859-1", "iso-ir-100", "us-ascii", "ascii", "cp1252", "x-cp1252":
            name = "windows-1252"
        default:
            if name.hasPrefix("x-cp125") || name.hasPrefix("cp125") { name = "windows-125" + name.suffix(1) }
            if name.hasPrefix("iso8859-") { name = "iso-" + name.dropFirst(3) }
        }
        return upperHalves[name].map { (name, $0) }
    }

    /// `bytes` turned into UTF-8 when their XML declaration names a single-byte encoding of the
    /// tables; nil when it names none (the bytes are read as UTF-8).
    ///
    /// - Throws: `SVGError` at the byte that the encoding leaves undefined.
    static func utf8(from bytes: [UInt8]) throws(SVGError) -> [UInt8]? {
        guard let label = declared(in: bytes), let (name, upperHalf) = table(named: label) else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 2)
        var line = 1, column = 1
        for b in bytes {
            if b < 0x80 {
                out.append(b)
            } else {
                // b − 0x80 < 128 = upperHalf.count.
                let scalar = upperHalf[Int(b) - 0x80]
                guard scalar != 0, let s = Unicode.Scalar(scalar) else {
                    throw SVGError("byte 0x\(String(b, radix: 16, uppercase: true)) is not a character in \(name), "
                                   + "the encoding the file declares", at: XMLPosition(line: line, column: column))
                }
                out.append(contentsOf: Array(String(Character(s)).utf8))
            }
            if b == 0x0A { line += 1; column = 1 } else { column += 1 }
        }
        return out
    }
}
