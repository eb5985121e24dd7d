import CFreeType
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What fallback needs to know of a font file without loading it: its names, its style and
/// the characters its Unicode cmap maps. Read once by FreeType from the file (the header,
/// name and cmap tables, not the glyphs) and kept while the process runs.
struct FontFileSummary: Sendable {
    /// The file's path.
    let path: String
    /// The family name ("Noto Sans Arabic"), or "" when the font has none.
    let family: String
    /// The style name ("Regular", "Bold"), or "" when the font has none.
    let style: String
    let isBold: Bool
    let isItalic: Bool
    /// The code points the cmap maps to a glyph.
    let coverage: Coverage

    /// Code points as sorted, disjoint, non-adjacent ranges.
    struct Coverage: Sendable {
        let ranges: [ClosedRange<UInt32>]

        init(ranges: [ClosedRange<UInt32>]) {
            self.ranges = ranges
        }

        /// The code points of any of `coverages`.
        init(merging coverages: [Coverage]) {
            var merged: [ClosedRange<UInt32>] = []
            for range in coverages.flatMap(\.ranges).sorted(by: { $0.lowerBound < $1.lowerBound }) {
                if let last = merged.last, range.lowerBound <= last.upperBound &+ 1 {
                    merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
                } else {
                    merged.append(range)
                }
            }
            ranges = merged
        }

        /// Whether `scalar` is one of the code points (binary search).
        func covers(_ scalar: Unicode.Scalar) -> Bool {
            let value = scalar.value
            var low = 0, high = ranges.count
            while low < high {
                let middle = (low + high) / 2
                if ranges[middle].upperBound < value {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            return low < ranges.count && ranges[low].contains(value)
        }
    }

    /// Whether the cmap maps `scalar`.
    func covers(_ scalar: Unicode.Scalar) -> Bool { coverage.covers(scalar) }

    /// Reads the summary of the first face in the font file at `path` with `library`.
    ///
    /// - Throws: `FontError.notAFont` when FreeType cannot open it (garbage, a truncated
    ///   header, an unknown format).
    init(path: String, library: FT_Library) throws(FontError) {
        var faceOut: FT_Face?
        let error = FT_New_Face(library, path, 0, &faceOut)
        guard error == 0, let face = faceOut else { throw FontError.notAFont(path: path, freeTypeError: error) }
        defer { FT_Done_Face(face) }
        self.path = path
        let record = face.pointee
        family = record.family_name.map { String(cString: $0) } ?? ""
        style = record.style_name.map { String(cString: $0) } ?? ""
        isBold = (record.style_flags & FT_Long(FT_STYLE_FLAG_BOLD)) != 0
        isItalic = (record.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC)) != 0
        // FreeType selects the Unicode cmap when opening; without one the font covers nothing
        // (FT_Get_First_Char gives glyph 0). Codes come in increasing order, so the loop ends
        // within 0x110000 steps whatever the table says.
        var ranges: [ClosedRange<UInt32>] = []
        var glyph: FT_UInt = 0
        var code = FT_Get_First_Char(face, &glyph)
        while glyph != 0, code <= 0x10FFFF {
            let value = UInt32(code)
            if let last = ranges.last, last.upperBound &+ 1 == value {
                ranges[ranges.count - 1] = last.lowerBound...value
            } else if ranges.last.map({ value > $0.upperBound }) ?? true {
                ranges.append(value...value)
            }
            let next = FT_Get_Next_Char(face, code, &glyph)
            guard next > code else { break }
            code = next
        }
        coverage = Coverage(ranges: ranges)
    }
}
