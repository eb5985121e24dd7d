import CtlRaster
import CtlText
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The `SVG ` table of OpenType colour fonts: an SVG document per range of glyphs, drawn in
/// place of the glyph's outline (y down, the baseline at y = 0, font units).
enum SVGGlyphTable {
    private struct Entry {
        var glyphs: ClosedRange<UInt32>
        var range: Range<Int>
    }

    private struct Table {
        var bytes: [UInt8]
        var entries: [Entry]
    }

    /// A face's parsed table (nil: it has none we can read). The face is held weakly and
    /// compared on lookup: a freed face's address may be given to another face, which must
    /// not get the first one's glyphs.
    private struct Cached {
        weak var face: FontFace?
        var table: Table?
    }

    nonisolated(unsafe) private static var tables: [ObjectIdentifier: Cached] = [:]
    private static let lock = ThreadLock()

    /// The document that draws `glyph` of `face`, or nil when the face has no SVG glyph for it
    /// (no table, a broken one, or a compressed document, which is not read).
    static func document(face: FontFace, glyph: UInt32) -> [UInt8]? {
        lock.lock()
        let key = ObjectIdentifier(face)
        let table: Table?
        if let cached = tables[key], cached.face === face {
            table = cached.table
        } else {
            table = parse(face.tableBytes("SVG "))
            tables = tables.filter { $0.value.face != nil }
            tables[key] = Cached(face: face, table: table)
        }
        lock.unlock()
        guard let table, let entry = table.entries.first(where: { $0.glyphs.contains(glyph) }) else { return nil }
        let document = Array(table.bytes[entry.range])
        if document.starts(with: [0x1F, 0x8B]) { return nil }
        return document
    }

    /// The document list of a table, every offset and length checked against its size.
    private static func parse(_ bytes: [UInt8]?) -> Table? {
        guard let bytes, bytes.count >= 6 else { return nil }
        func u16(_ o: Int) -> Int { Int(bytes[o]) << 8 | Int(bytes[o + 1]) }
        func u32(_ o: Int) -> Int { u16(o) << 16 | u16(o + 2) }
        let list = u32(2)
        guard list >= 0, list + 2 <= bytes.count else { return nil }
        let count = u16(list)
        guard list + 2 + 12 * count <= bytes.count else { return nil }
        var entries: [Entry] = []
        for i in 0..<count {
            // Each record is 12 bytes at list + 2 + 12·i, inside the table (checked above).
            let r = list + 2 + 12 * i
            let first = UInt32(u16(r)), last = UInt32(u16(r + 2))
            let start = list + u32(r + 4), length = u32(r + 8)
            guard first <= last, start >= 0, length > 0, start + length <= bytes.count else { continue }
            entries.append(Entry(glyphs: first...last, range: start..<(start + length)))
        }
        return Table(bytes: bytes, entries: entries)
    }
}
